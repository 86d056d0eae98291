import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import {
  decodeCursor,
  encodeCursor,
  type InboxFilters,
  type InboxPage,
  type InboxQuery,
  type InboxRow,
} from '../../src/domain/staff/index.ts';
import { selectLeadExports, toLeadExport, type LeadExport } from '../contact/index.ts';
import type { Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { LeadsTable } from '../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PREVIEW_CHARS = 140;

/** `%`, `_` and `\` typed in the search are themselves, not patterns (LIKE's escape is `\`). */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A run of letters or digits: a word as pg_trgm splits text into its trigrams. */
const WORD = /[\p{L}\p{N}]+/gu;
/** A number this long is distinctive (part of one address or phone); a shorter one is in many. */
const DISTINCTIVE_DIGITS = 3;

/**
 * The piece of the typed text the trigram index looks up (the whole text is then matched on each row it
 * finds): its most distinctive word, with the characters either side. The index's work grows with how
 * many requests hold each trigram looked up; a whole address's `example.com` or `gmail.com` is in a great
 * many, while a word with digits, or the longest word, is in few (issue 22; docs/performance.md: a whole
 * address at 100,000 requests 12 ms → 0.2 ms on PostgreSQL). Any piece of the text is a correct first
 * sieve: a request that holds the text holds each of its pieces.
 */
export function indexedPiece(typed: string): string {
  const words = [...typed.matchAll(WORD)];
  if (words.length <= 1) return typed;
  const score = (word: string) => (/\d/.test(word) && word.length >= DISTINCTIVE_DIGITS ? 1000 : 0) + word.length;
  const best = words.reduce((chosen, word) => (score(word[0]) > score(chosen[0]) ? word : chosen));
  const at = best.index ?? 0;
  const piece = typed.slice(Math.max(0, at - 1), at + best[0].length + 1);
  return piece.length >= 3 ? piece : typed;
}

/**
 * The conditions of the filters, every one an index of migrations 0005/0007/0009/0014 serves: status,
 * kind, service, client type, assignee, date range on created_at, and the search: the typed text
 * anywhere in the name, e-mail address or phone, case and accents ignored (a trigram index over
 * `leads_search_text`, migration 0014, looks up `indexedPiece`; `strpos` then checks the whole text,
 * which it reads as characters, wildcards and all). `staffId` resolves 'me'.
 */
function filterConditions(filters: InboxFilters, staffId: string): Expression<SqlBool>[] {
  const eb = expressionBuilder<{ l: LeadsTable }, 'l'>();
  const where: Expression<SqlBool>[] = [];
  if (filters.status) where.push(eb('l.status', '=', filters.status));
  if (filters.kind) where.push(eb('l.form_type', '=', filters.kind));
  if (filters.service) where.push(eb('l.service_type', '=', filters.service));
  if (filters.clientType) where.push(eb('l.client_type', '=', filters.clientType));
  if (filters.from) where.push(eb('l.created_at', '>=', new Date(`${filters.from}T00:00:00.000Z`)));
  if (filters.to) where.push(eb('l.created_at', '<', new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS)));
  if (filters.assignee === 'none') where.push(eb('l.assignee_id', 'is', null));
  else if (filters.assignee) where.push(eb('l.assignee_id', '=', filters.assignee === 'me' ? staffId : filters.assignee));
  if (filters.q) {
    const searched = eb.fn<string>('leads_search_text', ['l.name', 'l.email_normalized', 'l.phone']);
    const piece = eb.fn<string>('leads_search_fold', [eb.val(likeLiteral(indexedPiece(filters.q)))]);
    const whole = eb.fn<string>('leads_search_fold', [eb.val(filters.q)]);
    where.push(eb(searched, 'like', sql<string>`'%' || ${piece} || '%'`));
    where.push(eb(eb.fn<number>('strpos', [searched, whole]), '>', 0));
  }
  return where;
}

/**
 * One page of the inbox as a query, newest first, continued by keyset: the page after a cursor is the index
 * range below (created_at, id), so page 400 costs what page 1 does. One row more than the page tells
 * whether another follows; no total is counted (docs/decisions/0029-staff-workspace.md).
 */
export function inboxQuery(db: Queryable, query: InboxQuery, staffId: string) {
  const where = filterConditions(query, staffId);
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  return kyselyOf(db)
    .selectFrom('leads as l')
    .leftJoin('auth_users as a', 'a.id', 'l.assignee_id')
    .select(['l.id', 'l.created_at', 'l.lang', 'l.form_type', 'l.name', 'l.client_type', 'l.service_type', 'l.goal'])
    .select(['l.email', 'l.status', 'l.assignee_id', 'a.name as assignee_name'])
    .select((eb) => eb.fn<string | null>('left', ['l.message', sql.lit(PREVIEW_CHARS + 1)]).as('message'))
    .$if(where.length > 0, (qb) => qb.where((eb) => eb.and(where)))
    .$if(cursor !== undefined, (qb) =>
      qb.where((eb) => eb(eb.refTuple('l.created_at', 'l.id'), '<', eb.tuple(new Date(cursor!.createdAt), cursor!.id))),
    )
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(query.limit + 1);
}

/** One page of the inbox and the cursor of the next, if any. */
export async function listInbox(db: Queryable, query: InboxQuery, staffId: string): Promise<InboxPage> {
  const rows = await inboxQuery(db, query, staffId).execute();
  const page = rows.slice(0, query.limit).map((r): InboxRow => {
    const message = (r.message ?? '').replace(/\s+/g, ' ');
    return {
      id: r.id,
      createdAt: r.created_at.toISOString(),
      lang: r.lang,
      kind: r.form_type,
      name: r.name,
      clientType: r.client_type,
      service: r.service_type,
      goal: r.goal,
      email: r.email,
      status: r.status,
      assignee: r.assignee_id ? { id: r.assignee_id, name: r.assignee_name ?? '' } : null,
      preview: message.length > PREVIEW_CHARS ? `${message.slice(0, PREVIEW_CHARS - 1)}…` : message,
    };
  });
  const last = page.at(-1);
  return { requests: page, nextCursor: rows.length > query.limit && last ? encodeCursor(last.createdAt, last.id) : null };
}

/** Every request the filters select (newest first, at most `max`), with every field the client sent. */
export async function exportInbox(
  db: Queryable,
  filters: InboxFilters,
  staffId: string,
  max: number,
): Promise<LeadExport<'workspace'>[]> {
  const where = filterConditions(filters, staffId);
  const rows = await selectLeadExports(kyselyOf(db))
    .$if(where.length > 0, (qb) => qb.where((eb) => eb.and(where)))
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(max)
    .execute();
  return rows.map((row) => toLeadExport(row, 'workspace'));
}
