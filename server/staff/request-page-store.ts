import type { RequestEvent, RequestUpdate } from '../../src/domain/staff/index.ts';
import type { Database, Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { LeadRow } from '../db/schema.ts';
import { recordAudit } from './audit-log.ts';
import { queueStatusEmail, type StatusEmailRecipient } from './staff-emails.ts';
import type { StaffMember } from './staff-http.ts';
import { isStaffMember } from './staff-members.ts';

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

/**
 * A request with everything the client sent, the account that owns it (sent signed in, or confirmed by its
 * sender; not any account that merely has the address: issue 22) and its history.
 */
export async function getRequest(db: Queryable, id: string) {
  const q = kyselyOf(db);
  const lead = await q.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
  if (!lead) return undefined;
  const account = lead.account_id
    ? await q
        .selectFrom('auth_users')
        .select(['id', 'name', 'lang', 'client_type', 'created_at'])
        .where('id', '=', lead.account_id)
        .executeTakeFirst()
    : undefined;
  // A direct read of the case file's table: the staff room cannot import the cases room, which builds on it.
  const opened = await q.selectFrom('cases').select('id').where('request_id', '=', id).executeTakeFirst();
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
      caseId: opened?.id ?? null,
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
      .select([
        'id',
        'status',
        'assignee_id',
        'lang',
        'email',
        'name',
        'account_id',
        'pseudonymised_at',
        'form_type',
        'service_type',
        'goal',
        'created_at',
      ])
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
      // A pseudonymised request (its owner deleted the account) has nobody left to tell.
      if (!lead.pseudonymised_at)
        await queueStatusEmail(tx, await recipientOf(tx, lead), lead, update.status!, context.siteUrl, at);
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

/**
 * Whom the status e-mail goes to, greets and in which language: the owning account (its name, language and
 * area), else the request's own address, name (a brief's) and language, without an area to send them to.
 */
async function recipientOf(
  tx: Queryable,
  lead: Pick<LeadRow, 'account_id' | 'email' | 'name' | 'lang'>,
): Promise<StatusEmailRecipient> {
  const account = lead.account_id
    ? await kyselyOf(tx)
        .selectFrom('auth_users')
        .select(['email', 'name', 'lang'])
        .where('id', '=', lead.account_id)
        .executeTakeFirst()
    : undefined;
  if (account) return { email: account.email, name: account.name, lang: account.lang, hasArea: true };
  return { email: lead.email, name: lead.name ?? '', lang: lead.lang, hasArea: false };
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
