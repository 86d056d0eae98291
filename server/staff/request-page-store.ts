import type { RequestUpdate } from '../../src/domain/staff/index.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import type { Database, Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { LeadEventRow } from '../db/schema.ts';
import { recordAudit } from './audit-log.ts';
import { queueStatusEmail } from './staff-emails.ts';
import type { StaffMember } from './staff-http.ts';
import { isStaffMember } from './staff-members.ts';

export type RequestEvent = {
  id: string;
  at: string;
  actorName: string;
  kind: LeadEventRow['kind'];
  value: string | null;
  previous: string | null;
};

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
  const q = kyselyOf(db);
  const lead = await q.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  if (!lead) return undefined;
  const account = await q
    .selectFrom('auth_users')
    .select(['id', 'name', 'lang', 'client_type', 'created_at'])
    .where('email', '=', lead.email_normalized)
    .where('email_verified', '=', true)
    .executeTakeFirst();
  const events = await q
    .selectFrom('lead_events')
    .select(['id', 'at', 'actor_name', 'kind', 'value', 'previous'])
    .where('lead_id', '=', id)
    .orderBy('at')
    .orderBy('id')
    .execute();
  return {
    request: {
      id: lead.id,
      createdAt: lead.created_at.toISOString(),
      lang: lead.lang,
      kind: lead.form_type,
      name: lead.name,
      brief:
        lead.form_type === 'detailed'
          ? Object.fromEntries(Object.entries(BRIEF_FIELDS).map(([key, column]) => [key, lead[column] ?? null]))
          : null,
      clientType: lead.client_type,
      service: lead.service_type,
      referredBy: lead.referred_by,
      email: lead.email,
      phone: lead.phone,
      message: lead.message ?? '',
      status: lead.status,
      assigneeId: lead.assignee_id,
    },
    account: account
      ? {
          id: account.id,
          name: account.name,
          lang: account.lang,
          clientType: account.client_type,
          createdAt: account.created_at.toISOString(),
        }
      : null,
    history: events.map((e): RequestEvent => ({
      id: String(e.id),
      at: e.at.toISOString(),
      actorName: e.actor_name,
      kind: e.kind,
      value: e.value,
      previous: e.previous,
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
    const q = kyselyOf(tx);
    const lead = await q
      .selectFrom('leads')
      .select(['id', 'status', 'assignee_id', 'lang', 'email_normalized', 'name'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!lead) return 'notFound';
    const at = context.now;
    const statusChanges = update.status !== undefined && update.status !== lead.status;
    const assigneeChanges = update.assigneeId !== undefined && update.assigneeId !== lead.assignee_id;
    if (update.status !== undefined && !statusChanges && !assigneeChanges) return 'statusUnchanged';
    const event = (kind: RequestEvent['kind'], value: string | null, previous: string | null) =>
      q
        .insertInto('lead_events')
        .values({ lead_id: id, at, actor_id: actor.id, actor_name: actor.name, kind, value, previous })
        .execute();
    if (statusChanges) {
      await q.updateTable('leads').set({ status: update.status }).where('id', '=', id).execute();
      await event('status', update.status!, lead.status);
      await recordAudit(tx, { action: 'change-status', actor, leadId: id, detail: { from: lead.status, to: update.status } }, at);
      const client = await clientOf(tx, lead.email_normalized, lead.lang, lead.name ?? '');
      await queueStatusEmail(tx, client, update.status!, context.siteUrl, at);
    }
    if (assigneeChanges) {
      const assignee = update.assigneeId
        ? await q.selectFrom('auth_users').select('name').where('id', '=', update.assigneeId).executeTakeFirst()
        : undefined;
      await q
        .updateTable('leads')
        .set({ assignee_id: update.assigneeId ?? null })
        .where('id', '=', id)
        .execute();
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
  requestLang: Lang,
  requestName: string,
): Promise<{ email: string; name: string; lang: Lang }> {
  const account = await kyselyOf(tx)
    .selectFrom('auth_users')
    .select(['name', 'lang'])
    .where('email', '=', email)
    .where('email_verified', '=', true)
    .executeTakeFirst();
  return { email, name: account?.name ?? requestName, lang: account?.lang ?? requestLang };
}

/** A private note (never shown to the client), stamped with who and when. */
export async function addNote(db: Database, id: string, text: string, actor: StaffMember, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const q = kyselyOf(tx);
    const lead = await q.selectFrom('leads').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
    if (!lead) return false;
    await q
      .insertInto('lead_events')
      .values({ lead_id: id, at: now, actor_id: actor.id, actor_name: actor.name, kind: 'note', value: text })
      .execute();
    await recordAudit(tx, { action: 'add-note', actor, leadId: id }, now);
    return true;
  });
}

/** The retention purge's last run and what it removed. */
export async function lastRetentionRun(db: Queryable) {
  const row = await kyselyOf(db)
    .selectFrom('retention_runs')
    .select(['ran_at', 'removed'])
    .orderBy('ran_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ? { ranAt: row.ran_at.toISOString(), removed: row.removed } : null;
}
