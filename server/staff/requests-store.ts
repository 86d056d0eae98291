import {
  decodeCursor,
  encodeCursor,
  type InboxFilters,
  type InboxQuery,
  type RequestKind,
  type RequestStatus,
} from '../../src/domain/staff/index.ts';
import type { Queryable, Row } from '../db/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PREVIEW_CHARS = 140;

export type InboxRow = {
  id: string;
  createdAt: string;
  lang: string;
  kind: RequestKind;
  name: string | null;
  clientType: string | null;
  service: string | null;
  /** The brief's goal (sell, buy, rent, invest, evaluate). */
  goal: string | null;
  email: string;
  status: RequestStatus;
  assignee: { id: string; name: string } | null;
  preview: string;
};

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

/** `%`, `_` and `\` typed in the search are themselves, not patterns. */
const likePrefix = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * WHERE clause of the filters, every condition one an index of migrations 0005/0007/0009 serves: status,
 * kind, service, client type, assignee, e-mail or name prefix (text_pattern_ops), date range on
 * created_at. `staffId` resolves 'me'.
 */
export function filterSql(filters: InboxFilters, staffId: string, params: unknown[]): string[] {
  const where: string[] = [];
  const add = (sql: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(sql(`$${params.length}`));
  };
  if (filters.status) add((n) => `l.status = ${n}`, filters.status);
  if (filters.kind) add((n) => `l.form_type = ${n}`, filters.kind);
  if (filters.service) add((n) => `l.service_type = ${n}`, filters.service);
  if (filters.clientType) add((n) => `l.client_type = ${n}`, filters.clientType);
  if (filters.from) add((n) => `l.created_at >= ${n}`, `${filters.from}T00:00:00.000Z`);
  if (filters.to) add((n) => `l.created_at < ${n}`, new Date(Date.parse(`${filters.to}T00:00:00Z`) + DAY_MS).toISOString());
  if (filters.assignee === 'none') where.push('l.assignee_id IS NULL');
  else if (filters.assignee) add((n) => `l.assignee_id = ${n}`, filters.assignee === 'me' ? staffId : filters.assignee);
  if (filters.q) add((n) => `(l.email_normalized LIKE ${n} OR lower(l.name) LIKE ${n})`, likePrefix(filters.q));
  return where;
}

function toInboxRow(r: Row): InboxRow {
  const message = String(r.message ?? '').replace(/\s+/g, ' ');
  return {
    id: String(r.id),
    createdAt: iso(r.created_at),
    lang: String(r.lang),
    kind: r.form_type === 'detailed' ? 'detailed' : 'simple',
    name: (r.name as string | null) ?? null,
    clientType: (r.client_type as string | null) ?? null,
    service: (r.service_type as string | null) ?? null,
    goal: (r.goal as string | null) ?? null,
    email: String(r.email),
    status: r.status as RequestStatus,
    assignee: r.assignee_id ? { id: String(r.assignee_id), name: String(r.assignee_name ?? '') } : null,
    preview: message.length > PREVIEW_CHARS ? `${message.slice(0, PREVIEW_CHARS - 1)}…` : message,
  };
}

/**
 * The SQL of one page of the inbox, newest first, continued by keyset: the page after a cursor is the index
 * range below (created_at, id), so page 400 costs what page 1 does. One row more than the page tells
 * whether another follows; no total is counted (docs/decisions/0029-staff-workspace.md).
 */
export function inboxSql(query: InboxQuery, staffId: string): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const where = filterSql(query, staffId, params);
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  if (cursor) {
    params.push(cursor.createdAt, cursor.id);
    where.push(`(l.created_at, l.id) < ($${params.length - 1}, $${params.length})`);
  }
  params.push(query.limit + 1);
  const sql = `SELECT l.id, l.created_at, l.lang, l.form_type, l.name, l.client_type, l.service_type, l.goal, l.email, l.status, l.assignee_id,
       a.name AS assignee_name, left(l.message, ${PREVIEW_CHARS + 1}) AS message
     FROM leads l LEFT JOIN auth_users a ON a.id = l.assignee_id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY l.created_at DESC, l.id DESC LIMIT $${params.length}`;
  return { sql, params };
}

/** One page of the inbox and the cursor of the next, if any. */
export async function listInbox(db: Queryable, query: InboxQuery, staffId: string) {
  const { sql, params } = inboxSql(query, staffId);
  const rows = await db.query(sql, params);
  const page = rows.slice(0, query.limit).map(toInboxRow);
  const last = page.at(-1);
  return { requests: page, nextCursor: rows.length > query.limit && last ? encodeCursor(last.createdAt, last.id) : null };
}

export type ExportRow = {
  id: string;
  created_at: string;
  lang: string;
  status: string;
  form_type: string;
  client_type: string | null;
  service_type: string | null;
  referred_by: string | null;
  name: string | null;
  email: string;
  phone: string | null;
  message: string | null;
  property_type: string | null;
  goal: string | null;
  location: string | null;
  budget: string | null;
  timeline: string | null;
  services: string[] | null;
  priority: string | null;
  contact_preference: string | null;
  availability: string | null;
  assignee: string | null;
};

/** Every request the filters select (newest first, at most `max`), with every field the client sent. */
export async function exportInbox(db: Queryable, filters: InboxFilters, staffId: string, max: number): Promise<ExportRow[]> {
  const params: unknown[] = [];
  const where = filterSql(filters, staffId, params);
  params.push(max);
  const rows = await db.query(
    `SELECT l.id, l.created_at, l.lang, l.status, l.form_type, l.client_type, l.service_type, l.referred_by, l.name, l.email,
       l.phone, l.message, l.property_type, l.goal, l.location, l.budget, l.timeline, l.services, l.priority,
       l.contact_preference, l.availability, a.email AS assignee
     FROM leads l LEFT JOIN auth_users a ON a.id = l.assignee_id
     ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
     ORDER BY l.created_at DESC, l.id DESC LIMIT $${params.length}`,
    params,
  );
  return rows.map((r) => ({ ...(r as ExportRow), created_at: iso(r.created_at) }));
}
