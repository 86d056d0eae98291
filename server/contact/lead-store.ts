import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import {
  LEAD_RETENTION_MS,
  RATE_LIMIT_RECORD_RETENTION_MS,
  normalizeEmail,
  zoneOfLocation,
  type ContactRequest,
} from '../../src/domain/contact/index.ts';
import type { CaseKept } from '../../src/domain/cases/index.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import type { Database, Queryable } from '../db/index.ts';
import { deletedRows, kyselyOf } from '../db/kysely-dialect.ts';
import type { LeadsTable } from '../db/schema.ts';
import { lockForTransaction } from '../db/statements.ts';
import { STAFF_ROLE } from '../../src/domain/accounts/roles.ts';
import { selectLeadExports, toLeadExport, type LeadExport } from './lead-export.ts';
import type { RateLimits } from './rate-limits.ts';
import type { AcknowledgedLead } from './request-confirmation.ts';

/** Advisory-lock namespaces (first key of pg_advisory_xact_lock(int, int)), so e-mail and address locks never collide. */
const LOCK_SPACE_EMAIL = 4_101;
const LOCK_SPACE_CLIENT = 4_102;

export type InsertLeadResult = { ok: true; id: string } | { ok: false; reason: 'rate_limited'; retryAfterS: number };

/** A stored request of either form, as the leads tool lists and exports it and the notification reads it. */
export type LeadRecord = LeadExport<'leadsTool'>;

/** The row of a request, by column: the simple form's fields or the brief's, the other kind's left null. */
function leadColumns(lead: ContactRequest): Partial<Insertable<LeadsTable>> {
  if (lead.formType === 'simple')
    return {
      form_type: 'simple',
      client_type: lead.clientType,
      service_type: lead.serviceType ?? null,
      referred_by: lead.referredBy ?? null,
      phone: lead.phone ?? null,
      message: lead.message,
    };
  return {
    form_type: 'detailed',
    name: lead.name,
    property_type: lead.propertyType,
    goal: lead.goal,
    location: lead.location,
    budget: lead.budget,
    timeline: lead.timeline,
    services: lead.services,
    priority: lead.priority ?? null,
    phone: lead.phone ?? null,
    contact_preference: lead.contactPreference,
    availability: lead.availability ?? null,
    message: lead.message ?? null,
  };
}

async function windowUsage(tx: Queryable, column: 'email_normalized' | 'client_hash', value: string, since: Date) {
  const row = await kyselyOf(tx)
    .selectFrom('contact_attempts')
    .select((eb) => [eb.fn.countAll().as('n'), eb.fn.min('created_at').as('oldest')])
    .where(column, '=', value)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ?? null };
}

/**
 * Stores a lead and its outbox row in one transaction, after counting the rate limits inside that same
 * transaction. Advisory locks on the e-mail and the client serialise concurrent requests for the same
 * keys across every instance on one PostgreSQL (PGlite runs one transaction at a time anyway).
 */
export async function insertLead(
  db: Database,
  lead: ContactRequest,
  context: {
    lang: Lang;
    clientHash: string;
    now: Date;
    limits: RateLimits;
    /** The account whose area shows it (sent signed in as the address's account); null: nobody's yet. */
    ownerId?: string | null;
    /** More writes in the same transaction, once the lead is in (its acknowledgement). */
    afterInsert?: (tx: Queryable, lead: AcknowledgedLead) => Promise<void>;
  },
): Promise<InsertLeadResult> {
  const { now, limits, clientHash } = context;
  const email = normalizeEmail(lead.email);
  const since = new Date(now.getTime() - limits.windowMs);
  const limited = limits.perEmail > 0 || limits.perClient > 0;
  return db.transaction(async (tx) => {
    const q = kyselyOf(tx);
    if (limited) {
      await lockForTransaction(tx, LOCK_SPACE_EMAIL, email);
      await lockForTransaction(tx, LOCK_SPACE_CLIENT, clientHash);
      const checks = [
        { max: limits.perEmail, column: 'email_normalized' as const, value: email },
        { max: limits.perClient, column: 'client_hash' as const, value: clientHash },
      ];
      for (const check of checks) {
        if (check.max <= 0) continue;
        const usage = await windowUsage(tx, check.column, check.value, since);
        if (usage.count >= check.max) {
          const freeAt = (usage.oldest?.getTime() ?? now.getTime()) + limits.windowMs;
          return { ok: false, reason: 'rate_limited', retryAfterS: Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)) };
        }
      }
      await q
        .insertInto('contact_attempts')
        .values({ created_at: now, email_normalized: email, client_hash: clientHash })
        .execute();
    }
    const id = randomUUID();
    const columns = leadColumns(lead);
    await q
      .insertInto('leads')
      .values({
        id,
        created_at: now,
        lang: context.lang,
        email: lead.email,
        email_normalized: email,
        account_id: context.ownerId ?? null,
        ...columns,
      })
      .execute();
    await q.insertInto('lead_notifications').values({ lead_id: id, next_attempt_at: now }).execute();
    await context.afterInsert?.(tx, {
      id,
      email: lead.email,
      lang: context.lang,
      form_type: lead.formType,
      service_type: columns.service_type ?? null,
      goal: columns.goal ?? null,
      created_at: now,
    });
    return { ok: true, id };
  });
}

/** Newest first. */
export async function listLeads(db: Queryable, limit: number): Promise<LeadRecord[]> {
  const rows = await selectLeadExports(kyselyOf(db)).orderBy('l.created_at', 'desc').orderBy('l.id').limit(limit).execute();
  return rows.map((row) => toLeadExport(row, 'leadsTool'));
}

/** Oldest first, every lead. */
export async function allLeads(db: Queryable): Promise<LeadRecord[]> {
  const rows = await selectLeadExports(kyselyOf(db)).orderBy('l.created_at').orderBy('l.id').execute();
  return rows.map((row) => toLeadExport(row, 'leadsTool'));
}

export async function leadById(db: Queryable, id: string): Promise<LeadRecord | undefined> {
  const row = await selectLeadExports(kyselyOf(db)).where('l.id', '=', id).executeTakeFirst();
  return row && toLeadExport(row, 'leadsTool');
}

/** The outbox worker sent the lead's notification. */
export async function markLeadNotificationSent(db: Database, leadId: string, at: Date): Promise<void> {
  await kyselyOf(db)
    .updateTable('lead_notifications')
    .set({ status: 'sent', sent_at: at, locked_until: null, last_error: null })
    .where('lead_id', '=', leadId)
    .execute();
}

/**
 * Every table that can hold personal data of a lead or of an account; compacted after an erasure or a
 * purge so deleted rows also leave the database files.
 */
export const PERSONAL_DATA_TABLES = [
  'leads',
  'lead_notifications',
  'contact_attempts',
  'auth_users',
  'auth_sessions',
  'auth_accounts',
  'auth_verifications',
  'auth_passkeys',
  'portal_scenarios',
  'portal_properties',
  'portal_valuations',
  'portal_searches',
  'email_outbox',
  'lead_events',
  'auth_two_factors',
  'lead_confirmations',
] as const;

/** What erasing a person's case files answers: the cases kept in part, what of each, why and until when. */
export type CaseFilesEraser = (tx: Queryable, owner: { email: string | null; accountId: string | null }) => Promise<CaseKept[]>;

/**
 * Right of erasure: every lead of one address (its notification and confirmation link go with it), the
 * leads its account owns, its rate-limit rows, and the account if it has one (sessions, passkeys,
 * scenarios, property, search go with it by foreign key) with the e-mails queued to it; then the tables
 * are compacted. A request already pseudonymised (its owner deleted the account) no longer carries the
 * address and stays so. A request with a case file keeps who the client is (`keepOnlyIdentification`)
 * for as long as the case keeps its identification, after `caseFiles` erased the rest of the case, in the
 * same transaction (ADR 0051). Nothing is erased when the address is a staff member's: a staff account
 * goes only through `npm run staff -- revoke` first (issue 22).
 */
export async function eraseByEmail(
  db: Database,
  email: string,
  caseFiles: CaseFilesEraser,
): Promise<{ leads: number; accounts: number; kept: CaseKept[] } | { refused: 'staffAccount' }> {
  const normalized = normalizeEmail(email);
  const result = await db.transaction(async (tx) => {
    const q = kyselyOf(tx);
    const staff = await q
      .selectFrom('auth_users')
      .select('id')
      .where('email', '=', normalized)
      .where('role', '=', STAFF_ROLE)
      .forUpdate()
      .executeTakeFirst();
    if (staff) return { refused: 'staffAccount' as const };
    // The address's leads, and those its account owns (sent or confirmed before it changed address).
    const account = await q.selectFrom('auth_users').select('id').where('email', '=', normalized).executeTakeFirst();
    const kept = await caseFiles(tx, { email: normalized, accountId: account?.id ?? null });
    const leads = await deletedRows(
      q
        .deleteFrom('leads')
        .where((eb) => eb.or([eb('email_normalized', '=', normalized), ...(account ? [eb('account_id', '=', account.id)] : [])]))
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('cases').select('cases.id').whereRef('cases.request_id', '=', 'leads.id'))),
        ),
    );
    const attempts = await deletedRows(q.deleteFrom('contact_attempts').where('email_normalized', '=', normalized));
    const accounts = await deletedRows(q.deleteFrom('auth_users').where('email', '=', normalized));
    const emails = await deletedRows(q.deleteFrom('email_outbox').where('to_address', '=', normalized));
    return { leads, accounts, kept, rows: leads + attempts + accounts + emails + kept.length };
  });
  if ('refused' in result) return result;
  if (result.rows > 0) await db.compact(PERSONAL_DATA_TABLES);
  return { leads: result.leads, accounts: result.accounts, kept: result.kept };
}

/**
 * What the firm keeps of a case's request once the case keeps only its identification (ADR 0051): who the
 * client is (name, e-mail), its kind, dates and status, and the answers chosen from the form's lists; the
 * phone, message, referrer, the location beyond its district, the firm's notes, its confirmation link and its
 * tie to an account go (the kept part is the firm's alone).
 */
export async function keepOnlyIdentification(tx: Queryable, leadIds: readonly string[]): Promise<void> {
  if (leadIds.length === 0) return;
  const q = kyselyOf(tx);
  const leads = await q.selectFrom('leads').select(['id', 'form_type', 'location']).where('id', 'in', leadIds).execute();
  for (const lead of leads) {
    const detailed = lead.form_type === 'detailed';
    await q
      .updateTable('leads')
      .set({
        phone: null,
        message: detailed ? null : '',
        referred_by: null,
        location: detailed ? (zoneOfLocation(lead.location ?? '') ?? '') : null,
        account_id: null,
      })
      .where('id', '=', lead.id)
      .execute();
  }
  await q.deleteFrom('lead_confirmations').where('lead_id', 'in', leadIds).execute();
  await q.deleteFrom('lead_events').where('lead_id', 'in', leadIds).where('kind', '=', 'note').execute();
}

/** Rate-limit rows are kept one day (far longer than any window) so they can be inspected after an incident. */
export const CONTACT_ATTEMPTS_RETENTION_MS = RATE_LIMIT_RECORD_RETENTION_MS;

/**
 * Deletes leads older than the retention period (their outbox rows go with them) and old rate-limit rows,
 * then compacts the tables when anything was deleted.
 */
export async function purgeExpired(db: Database, now: Date, retentionMs = LEAD_RETENTION_MS): Promise<{ leads: number }> {
  const result = await db.transaction(async (tx) => {
    const q = kyselyOf(tx);
    // A request with a case file lives as long as its case (the case's retention, ADR 43).
    const leads = await deletedRows(
      q
        .deleteFrom('leads')
        .where('created_at', '<', new Date(now.getTime() - retentionMs))
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('cases').select('cases.id').whereRef('cases.request_id', '=', 'leads.id'))),
        ),
    );
    const attempts = await deletedRows(
      q.deleteFrom('contact_attempts').where('created_at', '<', new Date(now.getTime() - CONTACT_ATTEMPTS_RETENTION_MS)),
    );
    return { leads, rows: leads + attempts };
  });
  if (result.rows > 0) await db.compact(PERSONAL_DATA_TABLES);
  return { leads: result.leads };
}
