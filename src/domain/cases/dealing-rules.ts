import type { CaseSide } from './case-lists.ts';
import { RATING_MAX } from './dealing-limits.ts';
import type { OfferStatus } from './offers.ts';
import type { ViewingStatus } from './viewings.ts';

/**
 * Who reads what of a viewing or an offer (issue 44), decided once. A case's viewings and offers are the
 * seller's case's; a buyer client of the firm follows the ones naming their own case. The seller sees a
 * visitor or a bidder as a first name and an initial, never their contact details nor their document; the
 * buyer sees only their own viewings and offers, never the seller's identity, another buyer's offer, the
 * feedback or the firm's advice to the seller.
 */
export const DEALING_READERS = ['staff', 'seller', 'buyer'] as const;
export type DealingReader = (typeof DEALING_READERS)[number];

export const DEALING_FIELDS = [
  // When, how long, where it stands, its reschedule chain, an offer's amount and conditions.
  'schedule',
  // The visitor's or the bidder's full name and the buyer's case.
  'identity',
  // "Ana G.".
  'display-name',
  // The visit sheet's identity document number.
  'visit-sheet',
  // What the visitor said and the agent's rating, once the firm released them.
  'released-feedback',
  // Feedback not released yet.
  'draft-feedback',
  // The firm's advice beside an offer.
  'advice',
] as const;
export type DealingField = (typeof DEALING_FIELDS)[number];

const READS: { readonly [R in DealingReader]: readonly DealingField[] } = {
  staff: DEALING_FIELDS,
  seller: ['schedule', 'display-name', 'released-feedback', 'advice'],
  buyer: ['schedule'],
};

export const mayRead = (reader: DealingReader, field: DealingField): boolean => READS[reader].includes(field);

/** The reader a case's client is for a viewing or an offer: the seller on their case, the buyer on theirs. */
export function readerOf(
  clientCase: { id: string; side: CaseSide },
  thing: { caseId: string; buyerCaseId: string | null },
): DealingReader | undefined {
  if (clientCase.side === 'seller') return thing.caseId === clientCase.id ? 'seller' : undefined;
  return thing.buyerCaseId === clientCase.id || thing.caseId === clientCase.id ? 'buyer' : undefined;
}

/** What waits on the firm in a case: a message unanswered, feedback of a done viewing not released, an offer without advice. */
export type FirmWaiting = { messages: number; feedback: number; advice: number };

export function firmWaiting(input: {
  /** The thread, oldest first: who wrote each message. */
  messages: readonly { from: 'client' | 'staff' }[];
  viewings: readonly { status: ViewingStatus; feedbackReleased: boolean }[];
  offers: readonly { status: OfferStatus; by: 'buyer' | 'seller'; advised: boolean }[];
}): FirmWaiting {
  let unanswered = 0;
  for (const m of input.messages) unanswered = m.from === 'client' ? unanswered + 1 : 0;
  return {
    messages: unanswered,
    feedback: input.viewings.filter((v) => v.status === 'done' && !v.feedbackReleased).length,
    advice: input.offers.filter((o) => o.status === 'received' && o.by === 'buyer' && !o.advised).length,
  };
}

/** A rating as stars for an e-mail or a page: "★★★☆☆". */
export const ratingStars = (rating: number): string => '★'.repeat(rating) + '☆'.repeat(RATING_MAX - rating);
