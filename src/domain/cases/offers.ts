import { z } from 'zod';
import { UUID_PATTERN } from '../accounts/ids.ts';
import { parseIsoDate } from '../calculators/dates.ts';
import { sanitizeText } from '../contact/sanitize-text.ts';
import {
  ADVICE_MAX_CHARS,
  ARRAS_MAX_PERCENT,
  CENTS_PER_EURO,
  OFFER_MAX_EUROS,
  OFFER_MIN_EUROS,
  OFFER_NOTE_MAX_CHARS,
} from './dealing-limits.ts';

/**
 * Offers on a case (issue 44): each as it arrived, each counter-offer a new offer pointing at the one it
 * answers (so the negotiation is the chain), and the firm's advice beside it.
 */

export const OFFER_STATUSES = ['received', 'countered', 'accepted', 'rejected', 'withdrawn', 'expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

/** What staff record of an offer (`PATCH …/offers/:offerId`); a counter is `POST …/offers/:offerId/counter`. */
export const OFFER_ACTIONS = ['accept', 'reject', 'withdraw', 'expire'] as const;
export type OfferAction = (typeof OFFER_ACTIONS)[number];

/** Who made an offer: the buyer, or the seller answering with a counter-offer. */
export const OFFER_PARTIES = ['buyer', 'seller'] as const;
export type OfferParty = (typeof OFFER_PARTIES)[number];

export const FINANCING = ['cash', 'mortgage'] as const;
/** Arras (Código Civil): confirmatorias by default; penitenciales only when stated (art. 1454); penales. */
export const ARRAS_TYPES = ['confirmatorias', 'penitenciales', 'penales'] as const;
export const ADVICE = ['accept', 'counter', 'reject'] as const;
export type Advice = (typeof ADVICE)[number];

/** Only an offer still on the table can be answered: a counter, an acceptance, a refusal… */
export const isOpenOffer = (status: OfferStatus): boolean => status === 'received';

const TARGET: { readonly [A in OfferAction | 'counter']: OfferStatus } = {
  accept: 'accepted',
  reject: 'rejected',
  withdraw: 'withdrawn',
  expire: 'expired',
  counter: 'countered',
};

/** The status an action leads to, or undefined: every move is from `received`, and the rest are final. */
export const offerMove = (from: OfferStatus, action: OfferAction | 'counter'): OfferStatus | undefined =>
  isOpenOffer(from) ? TARGET[action] : undefined;

const E = (code: string) => ({ error: code });
const text = (max: number) => z.string(E('validation')).overwrite(sanitizeText).trim().max(max, E('tooLong'));
const day = z.string(E('dateInvalid')).refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && parseIsoDate(v) !== null, E('dateInvalid'));
const version = z
  .number(E('versionRequired'))
  .int(E('versionRequired'))
  .min(1, E('versionRequired'))
  .max(2 ** 31 - 1, E('versionRequired'));

/** An amount in euros (at most two decimals), answered and stored in integer cents. */
export const AmountSchema = z
  .number(E('amountRange'))
  .min(OFFER_MIN_EUROS, E('amountRange'))
  .max(OFFER_MAX_EUROS, E('amountRange'))
  .refine(
    (v) =>
      Number.isInteger(Math.round(v * CENTS_PER_EURO)) && Math.abs(v * CENTS_PER_EURO - Math.round(v * CENTS_PER_EURO)) < 1e-6,
    E('amountRange'),
  )
  .transform((v) => Math.round(v * CENTS_PER_EURO));

/**
 * An offer's conditions: its financing, the arras, the dates, and a note in the buyer's words. A plain text
 * is taken as that note (conditions are often written as one sentence).
 */
const ConditionsObjectSchema = z.object({
  financing: z.enum(FINANCING, E('choiceInvalid')).optional(),
  arrasType: z.enum(ARRAS_TYPES, E('choiceInvalid')).optional(),
  arrasPercent: z.number(E('validation')).min(0, E('validation')).max(ARRAS_MAX_PERCENT, E('validation')).optional(),
  arrasBy: day.optional(),
  deedBy: day.optional(),
  note: text(OFFER_NOTE_MAX_CHARS).optional(),
});
export type OfferConditions = z.output<typeof ConditionsObjectSchema>;

export const OfferConditionsSchema = z.union(
  [text(OFFER_NOTE_MAX_CHARS).transform((note): OfferConditions => ({ note })), ConditionsObjectSchema],
  E('validation'),
);

/** POST /api/staff/cases/:id/offers */
export const OfferCreateSchema = z
  .object({
    amount: AmountSchema,
    conditions: OfferConditionsSchema.default({}),
    /** The buyer's own case, when they are a client of the firm: they then follow the offer. */
    buyerCaseId: z.string(E('buyerCaseInvalid')).regex(UUID_PATTERN, E('buyerCaseInvalid')).optional(),
    /** The buyer's name: the firm's record; the seller sees the first name and an initial. */
    buyerName: text(120).optional(),
  })
  .strict();
export type OfferCreate = z.infer<typeof OfferCreateSchema>;

/** POST /api/staff/cases/:id/offers/:offerId/counter: the seller's answer, on the offer's version. */
export const OfferCounterSchema = z
  .object({ version, amount: AmountSchema, conditions: OfferConditionsSchema.optional() })
  .strict();
export type OfferCounter = z.infer<typeof OfferCounterSchema>;

/** PATCH /api/staff/cases/:id/offers/:offerId */
export const OfferUpdateSchema = z.object({ version, action: z.enum(OFFER_ACTIONS, E('choiceInvalid')) }).strict();
export type OfferUpdate = z.infer<typeof OfferUpdateSchema>;

/** PUT /api/staff/cases/:id/offers/:offerId/advice: the firm's advice to the seller. */
export const OfferAdviceSchema = z
  .object({ version, advice: z.enum(ADVICE, E('choiceInvalid')).nullable(), note: text(ADVICE_MAX_CHARS).default('') })
  .strict();
export type OfferAdviceInput = z.infer<typeof OfferAdviceSchema>;

export const OfferParamSchema = z.object({ id: z.string().regex(UUID_PATTERN), offerId: z.string().regex(UUID_PATTERN) });

/** The milestones an accepted offer settles, per side: the offers step done, arras under way. */
export const ACCEPTED_OFFER_STEPS = {
  seller: { done: 'offers', next: 'arras' },
  buyer: { done: 'offer', next: 'arras' },
} as const;
