import { createHash, randomUUID } from 'node:crypto';
import {
  LEAD_RETENTION_MS,
  RATE_LIMIT_MAX,
  RATE_LIMIT_RECORD_RETENTION_MS,
  RATE_LIMIT_WINDOW_MS,
  normalizeEmail,
  type ContactRequest,
} from '../../src/domain/contact/index.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import type { Database, Queryable } from '../db/index.ts';

/** Advisory-lock namespaces (first key of pg_advisory_xact_lock(int, int)), so e-mail and address locks never collide. */
const LOCK_SPACE_EMAIL = 4_101;
const LOCK_SPACE_CLIENT = 4_102;

export type RateLimits = {
  /** Accepted requests per e-mail address within the window (spec: 3); 0 disables. */
  perEmail: number;
  /** Accepted requests per client address within the window; 0 disables. */
  perClient: number;
  windowMs: number;
};

/** Per client address: a family or an office behind one address may send a few; a script may not. */
export const RATE_LIMIT_PER_CLIENT_MAX = 10;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  perEmail: RATE_LIMIT_MAX,
  perClient: RATE_LIMIT_PER_CLIENT_MAX,
  windowMs: RATE_LIMIT_WINDOW_MS,
};

export type InsertLeadResult = { ok: true; id: string } | { ok: false; reason: 'rate_limited'; retryAfterS: number };

/**
 * A stored request of either form, as the CLI exports it and the notification reads it. The first columns
 * are the simple form's (its order is the CSV's since the first release); the brief's follow (ADR 0026).
 */
export type LeadRecord = {
  id: string;
  created_at: string;
  lang: string;
  client_type: string | null;
  service_type: string | null;
  referred_by: string | null;
  email: string;
  phone: string | null;
  message: string | null;
  notification: string | null;
  form_type: 'simple' | 'detailed';
  name: string | null;
  property_type: string | null;
  goal: string | null;
  location: string | null;
  budget: string | null;
  timeline: string | null;
  services: string[] | null;
  priority: string | null;
  contact_preference: string | null;
  availability: string | null;
};

/** The row of a request, by column: the simple form's fields or the brief's, the other kind's left null. */
function leadColumns(lead: ContactRequest): Record<string, string | string[] | null> {
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

let cachedSalt: { db: Database; salt: string } | undefined;

/** Salted hash of a client address: enough to count, useless to identify (the salt never leaves the database). */
export async function hashClientAddress(db: Database, address: string): Promise<string> {
  if (cachedSalt?.db !== db) {
    const rows = await db.query<{ value: string }>("SELECT value FROM app_settings WHERE name = 'ip_hash_salt'");
    cachedSalt = { db, salt: rows[0]?.value ?? '' };
  }
  return createHash('sha256').update(`${cachedSalt.salt}:${address}`).digest('hex').slice(0, 32);
}

async function windowUsage(tx: Queryable, column: 'email_normalized' | 'client_hash', value: string, since: Date) {
  const rows = await tx.query<{ n: string | number; oldest: Date | string | null }>(
    `SELECT count(*) AS n, min(created_at) AS oldest FROM contact_attempts WHERE ${column} = $1 AND created_at > $2`,
    [value, since.toISOString()],
  );
  const row = rows[0];
  return { count: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/**
 * Stores a lead and its outbox row in one transaction, after counting the rate limits inside that same
 * transaction. Advisory locks on the e-mail and the client serialise concurrent requests for the same
 * keys across every instance on one PostgreSQL (PGlite runs one transaction at a time anyway).
 */
export async function insertLead(
  db: Database,
  lead: ContactRequest,
  context: { lang: Lang; clientHash: string; now: Date; limits: RateLimits },
): Promise<InsertLeadResult> {
  const { now, limits, clientHash } = context;
  const email = normalizeEmail(lead.email);
  const since = new Date(now.getTime() - limits.windowMs);
  const limited = limits.perEmail > 0 || limits.perClient > 0;
  return db.transaction(async (tx) => {
    if (limited) {
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_SPACE_EMAIL, email]);
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_SPACE_CLIENT, clientHash]);
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
      await tx.query('INSERT INTO contact_attempts (created_at, email_normalized, client_hash) VALUES ($1, $2, $3)', [
        now.toISOString(),
        email,
        clientHash,
      ]);
    }
    const id = randomUUID();
    const columns = {
      id,
      created_at: now.toISOString(),
      lang: context.lang,
      email: lead.email,
      email_normalized: email,
      ...leadColumns(lead),
    };
    const names = Object.keys(columns);
    await tx.query(
      `INSERT INTO leads (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(columns),
    );
    await tx.query('INSERT INTO lead_notifications (lead_id, next_attempt_at) VALUES ($1, $2)', [id, now.toISOString()]);
    return { ok: true, id };
  });
}

const LEAD_COLUMNS = `l.id, l.created_at, l.lang, l.client_type, l.service_type, l.referred_by, l.email, l.phone, l.message,
  n.status AS notification, l.form_type, l.name, l.property_type, l.goal, l.location, l.budget, l.timeline, l.services,
  l.priority, l.contact_preference, l.availability`;

function toRecord(row: Record<string, unknown>): LeadRecord {
  const created = row.created_at;
  return {
    ...(row as LeadRecord),
    created_at: created instanceof Date ? created.toISOString() : new Date(String(created)).toISOString(),
  };
}

/** Newest first. */
export async function listLeads(db: Queryable, limit: number): Promise<LeadRecord[]> {
  const rows = await db.query(
    `SELECT ${LEAD_COLUMNS} FROM leads l LEFT JOIN lead_notifications n ON n.lead_id = l.id ORDER BY l.created_at DESC, l.id LIMIT $1`,
    [limit],
  );
  return rows.map(toRecord);
}

/** Oldest first, every lead. */
export async function allLeads(db: Queryable): Promise<LeadRecord[]> {
  const rows = await db.query(
    `SELECT ${LEAD_COLUMNS} FROM leads l LEFT JOIN lead_notifications n ON n.lead_id = l.id ORDER BY l.created_at, l.id`,
  );
  return rows.map(toRecord);
}

export async function leadById(db: Queryable, id: string): Promise<LeadRecord | undefined> {
  const rows = await db.query(
    `SELECT ${LEAD_COLUMNS} FROM leads l LEFT JOIN lead_notifications n ON n.lead_id = l.id WHERE l.id = $1`,
    [id],
  );
  return rows[0] ? toRecord(rows[0]) : undefined;
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
] as const;

/**
 * Right of erasure: every lead, pending notification and rate-limit row of one address, and its
 * account if it has one (sessions, passkeys, scenarios, property, search go with it by foreign key) with the
 * e-mails queued to it; then the tables are compacted.
 */
export async function eraseByEmail(db: Database, email: string): Promise<{ leads: number; accounts: number }> {
  const normalized = normalizeEmail(email);
  const result = await db.transaction(async (tx) => {
    const deleted = await tx.query('DELETE FROM leads WHERE email_normalized = $1 RETURNING id', [normalized]);
    const attempts = await tx.query('DELETE FROM contact_attempts WHERE email_normalized = $1 RETURNING id', [normalized]);
    const accounts = await tx.query('DELETE FROM auth_users WHERE email = $1 RETURNING id', [normalized]);
    const emails = await tx.query('DELETE FROM email_outbox WHERE to_address = $1 RETURNING id', [normalized]);
    return {
      leads: deleted.length,
      accounts: accounts.length,
      rows: deleted.length + attempts.length + accounts.length + emails.length,
    };
  });
  if (result.rows > 0) await db.compact(PERSONAL_DATA_TABLES);
  return { leads: result.leads, accounts: result.accounts };
}

/** Rate-limit rows are kept one day (far longer than any window) so they can be inspected after an incident. */
export const CONTACT_ATTEMPTS_RETENTION_MS = RATE_LIMIT_RECORD_RETENTION_MS;

/**
 * Deletes leads older than the retention period (their outbox rows go with them) and old rate-limit rows,
 * then compacts the tables when anything was deleted.
 */
export async function purgeExpired(db: Database, now: Date, retentionMs = LEAD_RETENTION_MS): Promise<{ leads: number }> {
  const result = await db.transaction(async (tx) => {
    const cutoff = new Date(now.getTime() - retentionMs).toISOString();
    const deleted = await tx.query('DELETE FROM leads WHERE created_at < $1 RETURNING id', [cutoff]);
    const attempts = await tx.query('DELETE FROM contact_attempts WHERE created_at < $1 RETURNING id', [
      new Date(now.getTime() - CONTACT_ATTEMPTS_RETENTION_MS).toISOString(),
    ]);
    return { leads: deleted.length, rows: deleted.length + attempts.length };
  });
  if (result.rows > 0) await db.compact(PERSONAL_DATA_TABLES);
  return { leads: result.leads };
}
