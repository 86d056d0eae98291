import { randomUUID } from 'node:crypto';
import {
  ACCEPTED_OFFER_STEPS,
  offerMove,
  type OfferAdviceInput,
  type OfferCounter,
  type OfferCreate,
  type OfferUpdate,
} from '../../src/domain/cases/index.ts';
import type { Database, Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { CaseRow } from '../db/schema.ts';
import { appendCaseEvent, type CaseActorRef } from './case-events.ts';
import { isBuyerCase, lockedCase, type DealingOutcome } from './viewings.ts';

/**
 * Offers on a case (issue 44): recorded by staff as they arrive, countered (a new offer pointing at the one
 * it answers), accepted, rejected, withdrawn or expired on their version, advised by the firm. Accepting
 * moves the case on to arras.
 */

const peopleOf = (row: Pick<CaseRow, 'client_id' | 'assignee_id'>) => ({ clientId: row.client_id, assigneeId: row.assignee_id });

export async function createOffer(
  db: Database,
  caseId: string,
  input: OfferCreate,
  staff: { id: string },
  now: Date,
): Promise<DealingOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockedCase(tx, caseId);
    if (typeof row === 'string') return { ok: false, code: row };
    if (input.buyerCaseId && !(await isBuyerCase(tx, input.buyerCaseId))) return { ok: false, code: 'buyerCaseInvalid' };
    const id = randomUUID();
    await kyselyOf(tx)
      .insertInto('case_offers')
      .values({
        id,
        case_id: caseId,
        buyer_case_id: input.buyerCaseId ?? null,
        buyer_name: input.buyerName ?? '',
        made_by: 'buyer',
        amount_cents: input.amount,
        conditions: JSON.stringify(input.conditions),
        created_at: now,
        updated_at: now,
      })
      .execute();
    await appendCaseEvent(
      tx,
      { caseId, kind: 'offer-received', actor: { party: 'staff', id: staff.id }, data: { offer: id, offerStatus: 'received' } },
      peopleOf(row),
      now,
    );
    return { ok: true, value: id };
  });
}

async function lockedOffer(tx: Queryable, caseId: string, offerId: string) {
  return kyselyOf(tx)
    .selectFrom('case_offers')
    .selectAll()
    .where('id', '=', offerId)
    .where('case_id', '=', caseId)
    .forUpdate()
    .executeTakeFirst();
}

/** The answer to an offer: a new offer from the other party, pointing at it; the answered one is `countered`. */
export async function counterOffer(
  db: Database,
  caseId: string,
  offerId: string,
  input: OfferCounter,
  staff: { id: string },
  now: Date,
): Promise<DealingOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockedCase(tx, caseId);
    if (typeof row === 'string') return { ok: false, code: row };
    const offer = await lockedOffer(tx, caseId, offerId);
    if (!offer) return { ok: false, code: 'notFound' };
    if (offer.version !== input.version) return { ok: false, code: 'caseChanged' };
    const status = offerMove(offer.status, 'counter');
    if (!status) return { ok: false, code: 'offerMove' };
    const q = kyselyOf(tx);
    const id = randomUUID();
    const madeBy = offer.made_by === 'buyer' ? 'seller' : 'buyer';
    await q
      .updateTable('case_offers')
      .set({ status, decided_at: now, updated_at: now, version: offer.version + 1 })
      .where('id', '=', offer.id)
      .execute();
    await q
      .insertInto('case_offers')
      .values({
        id,
        case_id: caseId,
        buyer_case_id: offer.buyer_case_id,
        buyer_name: offer.buyer_name,
        made_by: madeBy,
        amount_cents: input.amount,
        conditions: JSON.stringify(input.conditions ?? offer.conditions),
        counter_of: offer.id,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const actor: CaseActorRef = { party: 'staff', id: staff.id };
    await appendCaseEvent(
      tx,
      { caseId, kind: 'offer-changed', actor, data: { offer: offer.id, offerStatus: status } },
      peopleOf(row),
      now,
    );
    // The buyer's answer to the seller's counter is an offer the seller hears of at once.
    await appendCaseEvent(
      tx,
      {
        caseId,
        kind: madeBy === 'buyer' ? 'offer-received' : 'offer-changed',
        actor,
        data: { offer: id, offerStatus: 'received' },
      },
      peopleOf(row),
      now,
    );
    return { ok: true, value: id };
  });
}

/** Accept, reject, withdraw or expire, on the offer's version; accepting moves the case on to arras. */
export async function decideOffer(
  db: Database,
  caseId: string,
  offerId: string,
  input: OfferUpdate,
  staff: { id: string },
  now: Date,
): Promise<DealingOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockedCase(tx, caseId);
    if (typeof row === 'string') return { ok: false, code: row };
    const offer = await lockedOffer(tx, caseId, offerId);
    if (!offer) return { ok: false, code: 'notFound' };
    if (offer.version !== input.version) return { ok: false, code: 'caseChanged' };
    const status = offerMove(offer.status, input.action);
    if (!status) return { ok: false, code: 'offerMove' };
    const q = kyselyOf(tx);
    await q
      .updateTable('case_offers')
      .set({ status, decided_at: now, updated_at: now, version: offer.version + 1 })
      .where('id', '=', offer.id)
      .execute();
    const actor: CaseActorRef = { party: 'staff', id: staff.id };
    await appendCaseEvent(
      tx,
      { caseId, kind: 'offer-changed', actor, data: { offer: offer.id, offerStatus: status } },
      peopleOf(row),
      now,
    );
    if (status === 'accepted') {
      await advanceToArras(tx, row, actor, now);
      if (offer.buyer_case_id && offer.buyer_case_id !== caseId) {
        const buyerCase = await kyselyOf(tx)
          .selectFrom('cases')
          .selectAll()
          .where('id', '=', offer.buyer_case_id)
          .where('status', 'in', ['open', 'paused'])
          .forUpdate()
          .executeTakeFirst();
        if (buyerCase) await advanceToArras(tx, buyerCase, actor, now);
      }
    }
    return { ok: true, value: offer.id };
  });
}

/** The offers step done and arras under way, as two timeline rows like any step's change. */
async function advanceToArras(tx: Queryable, row: CaseRow, actor: CaseActorRef, now: Date): Promise<void> {
  const steps = ACCEPTED_OFFER_STEPS[row.side];
  const q = kyselyOf(tx);
  for (const [key, state] of [
    [steps.done, 'done'],
    [steps.next, 'in-progress'],
  ] as const) {
    const step = await q
      .selectFrom('case_milestones')
      .selectAll()
      .where('case_id', '=', row.id)
      .where('key', '=', key)
      .forUpdate()
      .executeTakeFirst();
    if (!step || step.state === state || step.state === 'done') continue;
    await q
      .updateTable('case_milestones')
      .set({ state, done_at: state === 'done' ? now : null, version: step.version + 1 })
      .where('case_id', '=', row.id)
      .where('key', '=', key)
      .execute();
    await appendCaseEvent(
      tx,
      {
        caseId: row.id,
        kind: 'milestone-changed',
        actor,
        marked: step.visibility,
        milestoneActor: step.actor,
        data: { milestone: key, state, previousState: step.state },
      },
      { clientId: row.client_id, assigneeId: row.assignee_id },
      now,
    );
  }
  await q.updateTable('cases').set({ updated_at: now }).where('id', '=', row.id).execute();
}

/** The firm's advice beside an offer, on its version. */
export async function adviseOffer(
  db: Database,
  caseId: string,
  offerId: string,
  input: OfferAdviceInput,
  staff: { id: string },
  now: Date,
): Promise<DealingOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockedCase(tx, caseId);
    if (typeof row === 'string') return { ok: false, code: row };
    const offer = await lockedOffer(tx, caseId, offerId);
    if (!offer) return { ok: false, code: 'notFound' };
    if (offer.version !== input.version) return { ok: false, code: 'caseChanged' };
    await kyselyOf(tx)
      .updateTable('case_offers')
      .set({ advice: input.advice, advice_note: input.note, advised_at: now, updated_at: now, version: offer.version + 1 })
      .where('id', '=', offer.id)
      .execute();
    await appendCaseEvent(
      tx,
      { caseId, kind: 'offer-advised', actor: { party: 'staff', id: staff.id }, data: { offer: offer.id } },
      peopleOf(row),
      now,
    );
    return { ok: true, value: offer.id };
  });
}
