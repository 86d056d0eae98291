import {
  firmWaiting,
  mayRead,
  readerOf,
  visitorDisplayName,
  type CaseSide,
  type ClientDealings,
  type ClientOffer,
  type ClientViewing,
  type DealingReader,
  type FirmWaiting,
  type StaffOffer,
  type StaffViewing,
  type ThreadMessage,
  MESSAGES_MAX,
} from '../../src/domain/cases/index.ts';
import type { Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { CaseMessageRow, CaseOfferRow, CaseViewingRow } from '../db/schema.ts';

/** How viewings, offers and messages answer (issue 44): one place turns rows into what each reader may see. */

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

type ViewingWithAgent = CaseViewingRow & { agent_name: string | null; rescheduled_to: string | null };

function viewingRows(db: Queryable) {
  return kyselyOf(db)
    .selectFrom('case_viewings as v')
    .leftJoin('auth_users as a', 'a.id', 'v.agent_id')
    .selectAll('v')
    .select((eb) => [
      'a.name as agent_name',
      eb
        .selectFrom('case_viewings as next')
        .select('next.id')
        .whereRef('next.reschedule_of', '=', 'v.id')
        .limit(1)
        .as('rescheduled_to'),
    ]);
}

export function staffViewingOf(v: ViewingWithAgent): StaffViewing {
  return {
    id: v.id,
    status: v.status,
    startsAt: v.starts_at.toISOString(),
    durationMinutes: v.duration_minutes,
    agent: v.agent_id ? { id: v.agent_id, name: v.agent_name ?? '' } : null,
    visitor: { name: v.visitor_name, idNumber: v.visitor_id_number, buyerCaseId: v.buyer_case_id },
    note: v.note,
    feedback: { said: v.feedback_said, rating: v.feedback_rating, releasedAt: iso(v.feedback_released_at) },
    sellerAnswer: v.seller_answer,
    rescheduleOf: v.reschedule_of,
    rescheduledTo: v.rescheduled_to,
    createdAt: v.created_at.toISOString(),
    version: v.version,
  };
}

/** A viewing as a client reads it: the seller or the buyer, each with what `mayRead` allows. */
export function clientViewingOf(v: CaseViewingRow, reader: Exclude<DealingReader, 'staff'>, property: string): ClientViewing {
  const released = v.feedback_released_at !== null;
  return {
    id: v.id,
    status: v.status,
    startsAt: v.starts_at.toISOString(),
    durationMinutes: v.duration_minutes,
    rescheduleOf: v.reschedule_of,
    version: v.version,
    ...(mayRead(reader, 'display-name') ? { visitor: visitorDisplayName(v.visitor_name) } : {}),
    ...(mayRead(reader, 'released-feedback')
      ? { feedback: released ? { said: v.feedback_said, rating: v.feedback_rating } : null, sellerAnswer: v.seller_answer }
      : {}),
    ...(reader === 'buyer' ? { property } : {}),
  };
}

const amountOf = (cents: number | string): number => Number(cents);

export function staffOfferOf(o: CaseOfferRow): StaffOffer {
  return {
    id: o.id,
    status: o.status,
    amount: amountOf(o.amount_cents),
    conditions: o.conditions,
    by: o.made_by,
    buyer: { name: o.buyer_name, caseId: o.buyer_case_id },
    counterOf: o.counter_of,
    advice: { advice: o.advice, note: o.advice_note, at: iso(o.advised_at) },
    createdAt: o.created_at.toISOString(),
    decidedAt: iso(o.decided_at),
    version: o.version,
  };
}

export function clientOfferOf(o: CaseOfferRow, reader: Exclude<DealingReader, 'staff'>): ClientOffer {
  return {
    id: o.id,
    status: o.status,
    amount: amountOf(o.amount_cents),
    conditions: o.conditions,
    by: o.made_by,
    counterOf: o.counter_of,
    createdAt: o.created_at.toISOString(),
    ...(mayRead(reader, 'display-name') ? { buyer: visitorDisplayName(o.buyer_name) } : {}),
    ...(mayRead(reader, 'advice')
      ? { advice: o.advice || o.advice_note ? { advice: o.advice, note: o.advice_note } : null }
      : {}),
  };
}

export async function staffViewingsOf(db: Queryable, caseId: string): Promise<StaffViewing[]> {
  const rows = await viewingRows(db).where('v.case_id', '=', caseId).orderBy('v.starts_at').orderBy('v.id').execute();
  return rows.map(staffViewingOf);
}

export async function staffViewingOfId(db: Queryable, caseId: string, viewingId: string): Promise<StaffViewing | undefined> {
  const row = await viewingRows(db).where('v.case_id', '=', caseId).where('v.id', '=', viewingId).executeTakeFirst();
  return row && staffViewingOf(row);
}

export async function staffOffersOf(db: Queryable, caseId: string): Promise<StaffOffer[]> {
  const rows = await kyselyOf(db)
    .selectFrom('case_offers')
    .selectAll()
    .where('case_id', '=', caseId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(staffOfferOf);
}

/**
 * A client's case's viewings and offers: on a seller's case, all of the case's (the seller reader); on a
 * buyer's, those made on the buyer's case or naming it (the buyer reader), with the property visited.
 */
export async function clientDealingsOf(db: Queryable, clientCase: { id: string; side: CaseSide }): Promise<ClientDealings> {
  const q = kyselyOf(db);
  const seller = clientCase.side === 'seller';
  const [viewings, offers] = await Promise.all([
    q
      .selectFrom('case_viewings as v')
      .innerJoin('cases as c', 'c.id', 'v.case_id')
      .selectAll('v')
      .select('c.property as property')
      .where((eb) =>
        seller
          ? eb('v.case_id', '=', clientCase.id)
          : eb.or([eb('v.case_id', '=', clientCase.id), eb('v.buyer_case_id', '=', clientCase.id)]),
      )
      .orderBy('v.starts_at')
      .orderBy('v.id')
      .execute(),
    q
      .selectFrom('case_offers as o')
      .selectAll('o')
      .where((eb) =>
        seller
          ? eb('o.case_id', '=', clientCase.id)
          : eb.or([eb('o.case_id', '=', clientCase.id), eb('o.buyer_case_id', '=', clientCase.id)]),
      )
      .orderBy('o.created_at')
      .orderBy('o.id')
      .execute(),
  ]);
  const readerFor = (thing: { case_id: string; buyer_case_id: string | null }) =>
    readerOf(clientCase, { caseId: thing.case_id, buyerCaseId: thing.buyer_case_id });
  return {
    viewings: viewings.flatMap((v) => {
      const reader = readerFor(v);
      return reader && reader !== 'staff' ? [clientViewingOf(v, reader, v.property)] : [];
    }),
    offers: offers.flatMap((o) => {
      const reader = readerFor(o);
      return reader && reader !== 'staff' ? [clientOfferOf(o, reader)] : [];
    }),
  };
}

const messageOf = (m: CaseMessageRow & { author_name: string | null }, reader: 'client' | 'staff'): ThreadMessage => ({
  id: m.id,
  from: m.author,
  body: m.body,
  documentId: m.document_id,
  createdAt: m.created_at.toISOString(),
  ...(reader === 'staff' ? { authorName: m.author === 'staff' ? (m.author_name ?? '') : '', readAt: iso(m.read_at) } : {}),
});

/** A case's thread, oldest first; reading it marks the other side's messages read. */
export async function readThread(db: Queryable, caseId: string, reader: 'client' | 'staff', at: Date): Promise<ThreadMessage[]> {
  const q = kyselyOf(db);
  await q
    .updateTable('case_messages')
    .set({ read_at: at })
    .where('case_id', '=', caseId)
    .where('author', '!=', reader)
    .where('read_at', 'is', null)
    .execute();
  const rows = await q
    .selectFrom('case_messages as m')
    .leftJoin('auth_users as u', 'u.id', 'm.author_id')
    .selectAll('m')
    .select('u.name as author_name')
    .where('m.case_id', '=', caseId)
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(MESSAGES_MAX)
    .execute();
  return rows.reverse().map((m) => messageOf(m, reader));
}

/** What waits on the firm, for every case that has something waiting. */
export async function firmWaitingOf(db: Queryable): Promise<Record<string, FirmWaiting>> {
  const q = kyselyOf(db);
  const [messages, viewings, offers] = await Promise.all([
    q.selectFrom('case_messages').select(['case_id', 'author']).orderBy('case_id').orderBy('created_at').orderBy('id').execute(),
    q
      .selectFrom('case_viewings')
      .select(['case_id', 'status', 'feedback_released_at'])
      .where('status', '=', 'done')
      .where('feedback_released_at', 'is', null)
      .execute(),
    q.selectFrom('case_offers').select(['case_id', 'status', 'made_by', 'advice']).where('status', '=', 'received').execute(),
  ]);
  const ids = new Set([...messages, ...viewings, ...offers].map((r) => r.case_id));
  const waiting: Record<string, FirmWaiting> = {};
  for (const id of ids) {
    const found = firmWaiting({
      messages: messages.filter((m) => m.case_id === id).map((m) => ({ from: m.author })),
      viewings: viewings
        .filter((v) => v.case_id === id)
        .map((v) => ({ status: v.status, feedbackReleased: v.feedback_released_at !== null })),
      offers: offers
        .filter((o) => o.case_id === id)
        .map((o) => ({ status: o.status, by: o.made_by, advised: o.advice !== null })),
    });
    if (found.messages + found.feedback + found.advice > 0) waiting[id] = found;
  }
  return waiting;
}
