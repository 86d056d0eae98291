import type { RequestStatus, RequestUpdate } from '../../src/domain/staff/index.ts';
import { isLang, type Lang } from '../../src/i18n/languages.ts';
import type { Database, Queryable, Row } from '../db/index.ts';
import { recordAudit } from './audit-log.ts';
import { queueStatusEmail } from './staff-emails.ts';
import type { StaffMember } from './staff-http.ts';
import { isStaffMember } from './staff-members.ts';

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

export type RequestEvent = {
  id: string;
  at: string;
  actorName: string;
  kind: 'status' | 'assignee' | 'note';
  value: string | null;
  previous: string | null;
};

const LEAD_FIELDS = `l.id, l.created_at, l.lang, l.form_type, l.name, l.client_type, l.service_type, l.referred_by, l.email,
  l.email_normalized, l.phone, l.message, l.status, l.assignee_id, l.property_type, l.goal, l.location, l.budget, l.timeline,
  l.services, l.priority, l.contact_preference, l.availability`;

/** The detailed brief's answers (migration 0005), as slugs; null on a simple request. */
const BRIEF_FIELDS = {
  propertyType: 'property_type',
  goal: 'goal',
  location: 'location',
  budget: 'budget',
  timeline: 'timeline',
  services: 'services',
  priority: 'priority',
  contactPreference: 'contact_preference',
  availability: 'availability',
} as const;

/** A request with everything the client sent, their account (if the address has a verified one) and its history. */
export async function getRequest(db: Queryable, id: string) {
  const [lead] = await db.query(`SELECT ${LEAD_FIELDS} FROM leads l WHERE l.id = $1`, [id]);
  if (!lead) return undefined;
  const [account] = await db.query(
    'SELECT id, name, lang, client_type, created_at FROM auth_users WHERE email = $1 AND email_verified = true',
    [lead.email_normalized],
  );
  const events = await db.query(
    'SELECT id, at, actor_name, kind, value, previous FROM lead_events WHERE lead_id = $1 ORDER BY at, id',
    [id],
  );
  return {
    request: {
      id: String(lead.id),
      createdAt: iso(lead.created_at),
      lang: String(lead.lang),
      kind: lead.form_type === 'detailed' ? 'detailed' : 'simple',
      name: (lead.name as string | null) ?? null,
      brief:
        lead.form_type === 'detailed'
          ? Object.fromEntries(Object.entries(BRIEF_FIELDS).map(([key, column]) => [key, lead[column] ?? null]))
          : null,
      clientType: (lead.client_type as string | null) ?? null,
      service: (lead.service_type as string | null) ?? null,
      referredBy: (lead.referred_by as string | null) ?? null,
      email: String(lead.email),
      phone: (lead.phone as string | null) ?? null,
      message: String(lead.message ?? ''),
      status: lead.status as RequestStatus,
      assigneeId: (lead.assignee_id as string | null) ?? null,
    },
    account: account
      ? {
          id: String(account.id),
          name: String(account.name),
          lang: String(account.lang),
          clientType: String(account.client_type),
          createdAt: iso(account.created_at),
        }
      : null,
    history: events.map((e: Row): RequestEvent => ({
      id: String(e.id),
      at: iso(e.at),
      actorName: String(e.actor_name),
      kind: e.kind as RequestEvent['kind'],
      value: (e.value as string | null) ?? null,
      previous: (e.previous as string | null) ?? null,
    })),
  };
}

export type UpdateOutcome = 'notFound' | 'assigneeUnknown' | 'statusUnchanged' | 'ok';

/**
 * Changes a request's status and/or assignee in one transaction: the row, a history event per change,
 * an audit entry per change and, for a new status, the client's e-mail in the outbox.
 */
export async function updateRequest(
  db: Database,
  id: string,
  update: RequestUpdate,
  actor: StaffMember,
  context: { now: Date; siteUrl: string },
): Promise<UpdateOutcome> {
  if (update.assigneeId && !(await isStaffMember(db, update.assigneeId))) return 'assigneeUnknown';
  return db.transaction(async (tx) => {
    const [lead] = await tx.query(
      'SELECT id, status, assignee_id, lang, email_normalized, name FROM leads WHERE id = $1 FOR UPDATE',
      [id],
    );
    if (!lead) return 'notFound';
    const at = context.now;
    const statusChanges = update.status !== undefined && update.status !== lead.status;
    const assigneeChanges = update.assigneeId !== undefined && update.assigneeId !== (lead.assignee_id ?? null);
    if (update.status !== undefined && !statusChanges && !assigneeChanges) return 'statusUnchanged';
    const event = (kind: RequestEvent['kind'], value: string | null, previous: string | null) =>
      tx.query(
        'INSERT INTO lead_events (lead_id, at, actor_id, actor_name, kind, value, previous) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [id, at.toISOString(), actor.id, actor.name, kind, value, previous],
      );
    if (statusChanges) {
      await tx.query('UPDATE leads SET status = $2 WHERE id = $1', [id, update.status]);
      await event('status', update.status!, String(lead.status));
      await recordAudit(tx, { action: 'change-status', actor, leadId: id, detail: { from: lead.status, to: update.status } }, at);
      const client = await clientOf(tx, String(lead.email_normalized), String(lead.lang), (lead.name as string | null) ?? '');
      await queueStatusEmail(tx, client, update.status!, context.siteUrl, at);
    }
    if (assigneeChanges) {
      const [assignee] = update.assigneeId
        ? await tx.query<{ name: string }>('SELECT name FROM auth_users WHERE id = $1', [update.assigneeId])
        : [];
      await tx.query('UPDATE leads SET assignee_id = $2 WHERE id = $1', [id, update.assigneeId ?? null]);
      await event('assignee', assignee?.name ?? null, null);
      await recordAudit(tx, { action: 'assign', actor, leadId: id, detail: { assigneeId: update.assigneeId ?? null } }, at);
    }
    return 'ok';
  });
}

/** Whom the status e-mail greets and in which language: the verified account's, else the request's. */
async function clientOf(
  tx: Queryable,
  email: string,
  requestLang: string,
  requestName: string,
): Promise<{ email: string; name: string; lang: Lang }> {
  const [account] = await tx.query<{ name: string; lang: string }>(
    'SELECT name, lang FROM auth_users WHERE email = $1 AND email_verified = true',
    [email],
  );
  const lang = account?.lang ?? requestLang;
  return { email, name: account?.name ?? requestName, lang: isLang(lang) ? lang : 'es' };
}

/** A private note (never shown to the client), stamped with who and when. */
export async function addNote(db: Database, id: string, text: string, actor: StaffMember, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.query('SELECT id FROM leads WHERE id = $1 FOR UPDATE', [id]);
    if (!lead) return false;
    await tx.query(
      "INSERT INTO lead_events (lead_id, at, actor_id, actor_name, kind, value) VALUES ($1, $2, $3, $4, 'note', $5)",
      [id, now.toISOString(), actor.id, actor.name, text],
    );
    await recordAudit(tx, { action: 'add-note', actor, leadId: id }, now);
    return true;
  });
}

/** The retention purge's last run and what it removed. */
export async function lastRetentionRun(db: Queryable) {
  const [row] = await db.query('SELECT ran_at, removed FROM retention_runs ORDER BY ran_at DESC LIMIT 1');
  if (!row) return null;
  return {
    ranAt: iso(row.ran_at),
    removed: (typeof row.removed === 'string' ? JSON.parse(row.removed) : row.removed) as Record<string, number>,
  };
}
