import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import {
  isClosed,
  startsInRange,
  viewingMove,
  type SlotAnswerInput,
  type ViewingCreate,
  type ViewingFeedback,
  type ViewingUpdate,
} from '../../src/domain/cases/index.ts';
import { STAFF_ROLE } from '../../src/domain/accounts/roles.ts';
import type { Database, Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { CaseRow } from '../db/schema.ts';
import { appendCaseEvent, type CaseActorRef } from './case-events.ts';

/** A case's viewings (issue 44): proposed by staff, moved on their version, answered by the seller. */

export type DealingOutcome<T = string> =
  | { ok: true; value: T }
  | {
      ok: false;
      code:
        | 'notFound'
        | 'caseClosed'
        | 'caseChanged'
        | 'viewingPast'
        | 'viewingOverlap'
        | 'viewingMove'
        | 'feedbackMove'
        | 'buyerCaseInvalid'
        | 'assigneeUnknown'
        | 'offerMove';
    };

const peopleOf = (row: Pick<CaseRow, 'client_id' | 'assignee_id'>) => ({ clientId: row.client_id, assigneeId: row.assignee_id });

/** The case, locked for the write; its absence and its closing are refusals. */
export async function lockedCase(tx: Queryable, id: string): Promise<CaseRow | 'notFound' | 'caseClosed'> {
  const row = await kyselyOf(tx).selectFrom('cases').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) return 'notFound';
  return isClosed(row.status) ? 'caseClosed' : row;
}

/** A buyer's case of the firm (any status but erased), for a viewing or an offer to name. */
export async function isBuyerCase(tx: Queryable, id: string): Promise<boolean> {
  const row = await kyselyOf(tx)
    .selectFrom('cases')
    .select('id')
    .where('id', '=', id)
    .where('side', '=', 'buyer')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether the agent has another upcoming viewing meeting [startsAt, startsAt + minutes). The agent's own
 * row is locked first, so two proposals for the same agent at once are decided one after the other.
 */
async function agentBusy(tx: Queryable, agentId: string, startsAt: Date, minutes: number, except?: string): Promise<boolean> {
  const q = kyselyOf(tx);
  await q.selectFrom('auth_users').select('id').where('id', '=', agentId).forUpdate().executeTakeFirst();
  const end = new Date(startsAt.getTime() + minutes * 60_000);
  const clash = await q
    .selectFrom('case_viewings')
    .select('id')
    .where('agent_id', '=', agentId)
    .where('status', 'in', ['proposed', 'confirmed'])
    .where('starts_at', '<', end)
    .where(sql<boolean>`starts_at + make_interval(mins => duration_minutes) > ${startsAt}`)
    .$if(except !== undefined, (qb) => qb.where('id', '!=', except!))
    .limit(1)
    .executeTakeFirst();
  return clash !== undefined;
}

export async function createViewing(
  db: Database,
  caseId: string,
  input: ViewingCreate,
  staff: { id: string },
  now: Date,
): Promise<DealingOutcome> {
  if (startsInRange(input.startsAt, now) !== 'ok') return { ok: false, code: 'viewingPast' };
  return db.transaction(async (tx) => {
    const row = await lockedCase(tx, caseId);
    if (typeof row === 'string') return { ok: false, code: row };
    if (input.visitor.buyerCaseId && !(await isBuyerCase(tx, input.visitor.buyerCaseId)))
      return { ok: false, code: 'buyerCaseInvalid' };
    const agentId = input.agentId ?? row.assignee_id ?? staff.id;
    if (input.agentId) {
      const member = await kyselyOf(tx)
        .selectFrom('auth_users')
        .select('id')
        .where('id', '=', agentId)
        .where('role', '=', STAFF_ROLE)
        .executeTakeFirst();
      if (!member) return { ok: false, code: 'assigneeUnknown' };
    }
    if (await agentBusy(tx, agentId, input.startsAt, input.durationMinutes)) return { ok: false, code: 'viewingOverlap' };
    const id = randomUUID();
    await kyselyOf(tx)
      .insertInto('case_viewings')
      .values({
        id,
        case_id: caseId,
        buyer_case_id: input.visitor.buyerCaseId ?? null,
        agent_id: agentId,
        starts_at: input.startsAt,
        duration_minutes: input.durationMinutes,
        visitor_name: input.visitor.name,
        visitor_id_number: input.visitor.idNumber ?? '',
        note: input.note ?? '',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await appendCaseEvent(
      tx,
      {
        caseId,
        kind: 'viewing-proposed',
        actor: { party: 'staff', id: staff.id },
        data: { viewing: id, viewingStatus: 'proposed' },
      },
      peopleOf(row),
      now,
    );
    return { ok: true, value: id };
  });
}

/** A viewing of the case, locked for the write that follows (as offers.ts's `lockedOffer`). */
async function lockedViewing(tx: Queryable, caseId: string, viewingId: string) {
  return kyselyOf(tx)
    .selectFrom('case_viewings')
    .selectAll()
    .where('id', '=', viewingId)
    .where('case_id', '=', caseId)
    .forUpdate()
    .executeTakeFirst();
}

/** A move on the viewing's version; a reschedule cancels it and proposes its successor, returned. */
export async function updateViewing(
  db: Database,
  caseId: string,
  viewingId: string,
  update: ViewingUpdate,
  staff: { id: string },
  now: Date,
): Promise<DealingOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockedCase(tx, caseId);
    if (typeof row === 'string') return { ok: false, code: row };
    const q = kyselyOf(tx);
    const viewing = await lockedViewing(tx, caseId, viewingId);
    if (!viewing) return { ok: false, code: 'notFound' };
    if (viewing.version !== update.version) return { ok: false, code: 'caseChanged' };
    const status = viewingMove(viewing.status, update.action);
    if (!status) return { ok: false, code: 'viewingMove' };
    // Done or missed: only once its time has come.
    if ((update.action === 'done' || update.action === 'no-show') && viewing.starts_at.getTime() > now.getTime())
      return { ok: false, code: 'viewingMove' };
    let successor: string | undefined;
    if (update.action === 'reschedule') {
      if (startsInRange(update.startsAt, now) !== 'ok') return { ok: false, code: 'viewingPast' };
      const minutes = update.durationMinutes ?? viewing.duration_minutes;
      if (viewing.agent_id && (await agentBusy(tx, viewing.agent_id, update.startsAt, minutes, viewing.id)))
        return { ok: false, code: 'viewingOverlap' };
      successor = randomUUID();
      await q
        .insertInto('case_viewings')
        .values({
          id: successor,
          case_id: caseId,
          buyer_case_id: viewing.buyer_case_id,
          agent_id: viewing.agent_id,
          starts_at: update.startsAt,
          duration_minutes: minutes,
          visitor_name: viewing.visitor_name,
          visitor_id_number: viewing.visitor_id_number,
          note: viewing.note,
          reschedule_of: viewing.id,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    await q
      .updateTable('case_viewings')
      .set({ status, updated_at: now, version: viewing.version + 1 })
      .where('id', '=', viewing.id)
      .execute();
    const actor: CaseActorRef = { party: 'staff', id: staff.id };
    await appendCaseEvent(
      tx,
      { caseId, kind: 'viewing-changed', actor, data: { viewing: viewing.id, viewingStatus: status } },
      peopleOf(row),
      now,
    );
    if (successor)
      await appendCaseEvent(
        tx,
        { caseId, kind: 'viewing-proposed', actor, data: { viewing: successor, viewingStatus: 'proposed' } },
        peopleOf(row),
        now,
      );
    return { ok: true, value: successor ?? viewing.id };
  });
}

/** What the visitor said and the agent's rating, for a viewing that took place; released, the seller reads it. */
export async function saveFeedback(
  db: Database,
  caseId: string,
  viewingId: string,
  input: ViewingFeedback,
  staff: { id: string },
  now: Date,
): Promise<DealingOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockedCase(tx, caseId);
    if (typeof row === 'string') return { ok: false, code: row };
    const q = kyselyOf(tx);
    const viewing = await lockedViewing(tx, caseId, viewingId);
    if (!viewing) return { ok: false, code: 'notFound' };
    if (viewing.version !== input.version) return { ok: false, code: 'caseChanged' };
    if (viewing.status !== 'done') return { ok: false, code: 'feedbackMove' };
    const said = input.said ?? viewing.feedback_said;
    const rating = input.rating === undefined ? viewing.feedback_rating : input.rating;
    const releasing = input.released === true && viewing.feedback_released_at === null;
    // Released feedback stays released: the seller has read it.
    if (input.released === false && viewing.feedback_released_at !== null) return { ok: false, code: 'feedbackMove' };
    if (releasing && said === '' && rating === null) return { ok: false, code: 'feedbackMove' };
    await q
      .updateTable('case_viewings')
      .set({
        feedback_said: said,
        feedback_rating: rating,
        feedback_released_at: releasing ? now : viewing.feedback_released_at,
        updated_at: now,
        version: viewing.version + 1,
      })
      .where('id', '=', viewing.id)
      .execute();
    const actor: CaseActorRef = { party: 'staff', id: staff.id };
    const kind = releasing ? 'feedback-released' : 'feedback-saved';
    await appendCaseEvent(tx, { caseId, kind, actor, data: { viewing: viewing.id } }, peopleOf(row), now);
    return { ok: true, value: viewing.id };
  });
}

/** The seller's accept or decline of a proposed slot, on its version; a buyer's case or another's is not found. */
export async function answerSlot(
  db: Database,
  caseId: string,
  viewingId: string,
  input: SlotAnswerInput,
  client: { id: string },
  now: Date,
): Promise<DealingOutcome> {
  return db.transaction(async (tx) => {
    const q = kyselyOf(tx);
    const row = await q
      .selectFrom('cases')
      .selectAll()
      .where('id', '=', caseId)
      .where('client_id', '=', client.id)
      .where('side', '=', 'seller')
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { ok: false, code: 'notFound' };
    const viewing = await lockedViewing(tx, caseId, viewingId);
    if (!viewing) return { ok: false, code: 'notFound' };
    if (isClosed(row.status)) return { ok: false, code: 'caseClosed' };
    if (viewing.version !== input.version) return { ok: false, code: 'caseChanged' };
    const status = viewingMove(viewing.status, input.answer);
    if (!status) return { ok: false, code: 'viewingMove' };
    await q
      .updateTable('case_viewings')
      .set({
        status,
        seller_answer: input.answer === 'accept' ? 'accepted' : 'declined',
        updated_at: now,
        version: viewing.version + 1,
      })
      .where('id', '=', viewing.id)
      .execute();
    await appendCaseEvent(
      tx,
      {
        caseId,
        kind: 'viewing-answered',
        actor: { party: 'client', id: client.id },
        data: { viewing: viewing.id, viewingStatus: status },
      },
      peopleOf(row),
      now,
    );
    return { ok: true, value: viewing.id };
  });
}
