import { randomUUID, randomBytes } from 'node:crypto';
import {
  FIRM_MILESTONES_MAX,
  FIRM_MILESTONE_PREFIX,
  MILESTONES_OF,
  canMoveCase,
  canMoveMilestone,
  isClosed,
  type CaseOpen,
  type CaseUpdate,
  type MilestoneAdd,
  type MilestoneUpdate,
} from '../../src/domain/cases/index.ts';
import { STAFF_ROLE } from '../../src/domain/accounts/roles.ts';
import type { Database, Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { CaseMilestoneRow, CaseRow } from '../db/schema.ts';
import { appendCaseEvent, type CaseActorRef } from './case-events.ts';
import { queueCaseInvitation } from './case-invitation.ts';

type Staff = { id: string };
const byStaff = (staff: Staff): CaseActorRef => ({ party: 'staff', id: staff.id });
const peopleOf = (row: Pick<CaseRow, 'client_id' | 'assignee_id'>) => ({ clientId: row.client_id, assigneeId: row.assignee_id });

export type OpenOutcome = { ok: true; id: string; invited: boolean } | { ok: false; code: 'notFound' | 'caseExists' };

/**
 * Opens a case from a request: its side's steps, the event, and its client (the request's owner) or, when
 * no account owns the request, the invitation to the request's address.
 */
export async function openCase(
  db: Database,
  requestId: string,
  input: CaseOpen,
  staff: Staff,
  deps: { now: Date; siteUrl: string },
): Promise<OpenOutcome> {
  return db.transaction(async (tx) => {
    const q = kyselyOf(tx);
    const lead = await q
      .selectFrom('leads')
      .select(['id', 'account_id', 'email', 'lang', 'location', 'pseudonymised_at'])
      .where('id', '=', requestId)
      .forUpdate()
      .executeTakeFirst();
    if (!lead) return { ok: false, code: 'notFound' };
    const existing = await q.selectFrom('cases').select('id').where('request_id', '=', requestId).executeTakeFirst();
    if (existing) return { ok: false, code: 'caseExists' };
    const id = randomUUID();
    const now = deps.now;
    await q
      .insertInto('cases')
      .values({
        id,
        request_id: requestId,
        client_id: lead.account_id,
        side: input.side,
        // None typed, none stored: each reader sees the side's label in their own language.
        title: input.title ?? '',
        property: input.property ?? lead.location ?? '',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await q
      .insertInto('case_milestones')
      .values(MILESTONES_OF[input.side].map((m, position) => ({ case_id: id, key: m.key, position, actor: m.actor })))
      .execute();
    const people = { clientId: lead.account_id, assigneeId: null };
    await appendCaseEvent(tx, { caseId: id, kind: 'case-opened', actor: byStaff(staff), data: {} }, people, now);
    // A pseudonymised request has no address left to invite: the firm reaches its client another way.
    const invite = !lead.account_id && !lead.pseudonymised_at;
    if (invite) {
      await queueCaseInvitation(tx, { caseId: id, email: lead.email, lang: lead.lang }, deps.siteUrl, now);
      await appendCaseEvent(tx, { caseId: id, kind: 'invitation-sent', actor: byStaff(staff) }, people, now);
    }
    return { ok: true, id, invited: invite };
  });
}

export type WriteOutcome<T = undefined> =
  | { ok: true; value: T }
  | { ok: false; code: 'notFound' | 'caseClosed' | 'statusMove' | 'assigneeUnknown' | 'milestoneUnchanged' | 'tooManyMilestones' }
  | { ok: false; code: 'caseChanged'; milestone?: CaseMilestoneRow };

/** The case's own fields, on the version they were read at; each change one timeline row. */
export async function updateCase(db: Database, id: string, update: CaseUpdate, staff: Staff, now: Date): Promise<WriteOutcome> {
  return db.transaction(async (tx) => {
    const q = kyselyOf(tx);
    const row = await q.selectFrom('cases').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) return { ok: false, code: 'notFound' };
    if (isClosed(row.status)) return { ok: false, code: 'caseClosed' };
    if (row.version !== update.version) return { ok: false, code: 'caseChanged' };
    if (update.status !== undefined && update.status !== row.status && !canMoveCase(row.status, update.status))
      return { ok: false, code: 'statusMove' };
    if (update.assigneeId) {
      const member = await q
        .selectFrom('auth_users')
        .select('id')
        .where('id', '=', update.assigneeId)
        .where('role', '=', STAFF_ROLE)
        .executeTakeFirst();
      if (!member) return { ok: false, code: 'assigneeUnknown' };
    }
    const assigneeId = update.assigneeId === undefined ? row.assignee_id : update.assigneeId;
    const status = update.status ?? row.status;
    await q
      .updateTable('cases')
      .set({
        status,
        assignee_id: assigneeId,
        title: update.title ?? row.title,
        property: update.property ?? row.property,
        conditions: update.conditions ?? row.conditions,
        closed_at: isClosed(status) ? now : null,
        updated_at: now,
        version: row.version + 1,
      })
      .where('id', '=', id)
      .execute();
    const people = { clientId: row.client_id, assigneeId };
    const actor = byStaff(staff);
    if (status !== row.status)
      await appendCaseEvent(
        tx,
        { caseId: id, kind: 'status-changed', actor, data: { status, previousStatus: row.status } },
        people,
        now,
      );
    if (assigneeId !== row.assignee_id)
      await appendCaseEvent(tx, { caseId: id, kind: 'assignee-changed', actor, data: { assigneeId } }, people, now);
    const fields = (['title', 'property', 'conditions'] as const).filter((f) => update[f] !== undefined);
    if (fields.length > 0)
      await appendCaseEvent(tx, { caseId: id, kind: 'details-changed', actor, data: { fields } }, people, now);
    return { ok: true, value: undefined };
  });
}

/** A step moved, dated or annotated, on the step's version. */
export async function updateMilestone(
  db: Database,
  id: string,
  key: string,
  update: MilestoneUpdate,
  staff: Staff,
  now: Date,
): Promise<WriteOutcome> {
  return db.transaction(async (tx) => {
    const q = kyselyOf(tx);
    const row = await q.selectFrom('cases').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) return { ok: false, code: 'notFound' };
    const step = await q
      .selectFrom('case_milestones')
      .selectAll()
      .where('case_id', '=', id)
      .where('key', '=', key)
      .forUpdate()
      .executeTakeFirst();
    if (!step) return { ok: false, code: 'notFound' };
    if (isClosed(row.status)) return { ok: false, code: 'caseClosed' };
    if (step.version !== update.version) return { ok: false, code: 'caseChanged', milestone: step };
    if (update.state !== undefined && !canMoveMilestone(step.state, update.state))
      return { ok: false, code: 'milestoneUnchanged' };
    const state = update.state ?? step.state;
    await q
      .updateTable('case_milestones')
      .set({
        state,
        done_at: state === 'done' ? (step.state === 'done' ? step.done_at : now) : null,
        due_on: update.dueOn === undefined ? step.due_on : update.dueOn,
        client_note: update.clientNote ?? step.client_note,
        firm_note: update.firmNote ?? step.firm_note,
        version: step.version + 1,
      })
      .where('case_id', '=', id)
      .where('key', '=', key)
      .execute();
    await q.updateTable('cases').set({ updated_at: now }).where('id', '=', id).execute();
    if (state !== step.state)
      await appendCaseEvent(
        tx,
        {
          caseId: id,
          kind: 'milestone-changed',
          actor: byStaff(staff),
          marked: step.visibility,
          milestoneActor: step.actor,
          data: { milestone: key, state, previousState: step.state },
        },
        peopleOf(row),
        now,
      );
    return { ok: true, value: undefined };
  });
}

/** A step of the firm's own, after `after` (else last); its key `firm-` and a random slug. */
export async function addMilestone(
  db: Database,
  id: string,
  input: MilestoneAdd,
  staff: Staff,
  now: Date,
): Promise<WriteOutcome<string>> {
  return db.transaction(async (tx) => {
    const q = kyselyOf(tx);
    const row = await q.selectFrom('cases').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    if (!row) return { ok: false, code: 'notFound' };
    if (isClosed(row.status)) return { ok: false, code: 'caseClosed' };
    const steps = await q
      .selectFrom('case_milestones')
      .select(['key', 'position'])
      .where('case_id', '=', id)
      .orderBy('position')
      .execute();
    if (steps.filter((s) => s.key.startsWith(FIRM_MILESTONE_PREFIX)).length >= FIRM_MILESTONES_MAX)
      return { ok: false, code: 'tooManyMilestones' };
    const after = input.after === undefined ? undefined : steps.find((s) => s.key === input.after);
    if (input.after !== undefined && !after) return { ok: false, code: 'notFound' };
    const position = after ? after.position + 1 : (steps.at(-1)?.position ?? -1) + 1;
    // Make room: the steps from there on move one down.
    await q
      .updateTable('case_milestones')
      .set((eb) => ({ position: eb('position', '+', 1) }))
      .where('case_id', '=', id)
      .where('position', '>=', position)
      .execute();
    const key = `${FIRM_MILESTONE_PREFIX}${randomBytes(6).toString('hex')}`;
    await q
      .insertInto('case_milestones')
      .values({
        case_id: id,
        key,
        position,
        label: JSON.stringify(input.label),
        actor: input.actor,
        visibility: input.visibility,
        due_on: input.dueOn ?? null,
      })
      .execute();
    await q.updateTable('cases').set({ updated_at: now }).where('id', '=', id).execute();
    await appendCaseEvent(
      tx,
      { caseId: id, kind: 'milestone-added', actor: byStaff(staff), marked: input.visibility, data: { milestone: key } },
      peopleOf(row),
      now,
    );
    return { ok: true, value: key };
  });
}

/**
 * Puts a case under legal hold (kept since the first time it was set) or lifts it: while held, the retention
 * purge leaves the case whole (ADR 0051). Answers the case's request id, or undefined for an unknown case.
 */
export async function setLegalHold(db: Queryable, id: string, hold: boolean, now: Date): Promise<string | undefined> {
  const row = await kyselyOf(db)
    .updateTable('cases')
    .set((eb) => ({ legal_hold_since: hold ? eb.fn.coalesce('legal_hold_since', eb.val(now)) : null }))
    .where('id', '=', id)
    .returning('request_id')
    .executeTakeFirst();
  return row?.request_id;
}
