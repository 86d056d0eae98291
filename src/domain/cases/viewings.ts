import { z } from 'zod';
import { AUTH_ID_PATTERN, UUID_PATTERN } from '../accounts/ids.ts';
import { sanitizeText } from '../contact/sanitize-text.ts';
import {
  FEEDBACK_MAX_CHARS,
  ID_NUMBER_MAX_CHARS,
  RATING_MAX,
  RATING_MIN,
  VIEWING_MAX_DAYS_AHEAD,
  VIEWING_MAX_MINUTES,
  VIEWING_MIN_MINUTES,
  VISITOR_NAME_MAX_CHARS,
} from './dealing-limits.ts';

/**
 * A case's viewings (issue 44), modelled on Cal.com's `Booking`: a status, a start and a duration, and a
 * reschedule that cancels the old viewing and proposes a new one pointing back at it, so the chain is kept.
 */

export const VIEWING_STATUSES = ['proposed', 'confirmed', 'done', 'cancelled', 'no-show'] as const;
export type ViewingStatus = (typeof VIEWING_STATUSES)[number];

/** What staff do to a viewing (`PATCH …/viewings/:viewingId`); a reschedule also gives the new time. */
export const VIEWING_ACTIONS = ['confirm', 'cancel', 'done', 'no-show', 'reschedule'] as const;
export type ViewingAction = (typeof VIEWING_ACTIONS)[number];

/** The seller's answer to a proposed slot. */
export const SLOT_ANSWERS = ['accept', 'decline'] as const;
export type SlotAnswer = (typeof SLOT_ANSWERS)[number];

/** Still to happen: what holds an agent's time and what a calendar feed shows as planned. */
export const isUpcoming = (status: ViewingStatus): boolean => status === 'proposed' || status === 'confirmed';

/** The status an action leads to from `from`, or undefined when the move is not allowed. */
export function viewingMove(from: ViewingStatus, action: ViewingAction | SlotAnswer): ViewingStatus | undefined {
  switch (action) {
    case 'confirm':
    case 'accept':
      return from === 'proposed' ? 'confirmed' : undefined;
    case 'decline':
      return from === 'proposed' ? 'cancelled' : undefined;
    case 'cancel':
    case 'reschedule':
      // A reschedule cancels this one; its successor is proposed.
      return isUpcoming(from) ? 'cancelled' : undefined;
    case 'done':
    case 'no-show':
      // Only what was agreed can have happened (or not).
      return from === 'confirmed' ? (action === 'done' ? 'done' : 'no-show') : undefined;
  }
}

/** Two half-open intervals [start, start + minutes) meet. */
export function overlaps(
  a: { startsAt: Date; durationMinutes: number },
  b: { startsAt: Date; durationMinutes: number },
): boolean {
  const end = (v: typeof a) => v.startsAt.getTime() + v.durationMinutes * 60_000;
  return a.startsAt.getTime() < end(b) && b.startsAt.getTime() < end(a);
}

/**
 * How a seller sees a visitor: the first name and the initial of the last word ("Ana G."), never more.
 * One word stays as it is; an empty name is "".
 */
export function visitorDisplayName(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  if (words.length === 0) return '';
  const first = words[0]!;
  if (words.length === 1) return first;
  const initial = [...words.at(-1)!][0]!.toLocaleUpperCase('es');
  return `${first} ${initial}.`;
}

const E = (code: string) => ({ error: code });
const text = (max: number) => z.string(E('validation')).overwrite(sanitizeText).trim().max(max, E('tooLong'));
const requiredText = (max: number) => text(max).min(1, E('required'));

/** An instant with its offset (`2026-12-01T10:00:00+01:00` or `…Z`) that exists. */
const instant = z
  .string(E('dateInvalid'))
  .max(40, E('dateInvalid'))
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(v), E('dateInvalid'))
  .refine((v) => {
    // Date.parse rolls 2026-02-30 over to March: the day written must be the day parsed, at its own offset.
    const at = Date.parse(v);
    if (Number.isNaN(at)) return false;
    const offset = v.endsWith('Z') ? 0 : (v.at(-6) === '-' ? -1 : 1) * (Number(v.slice(-5, -3)) * 60 + Number(v.slice(-2)));
    return new Date(at + offset * 60_000).toISOString().slice(0, 16) === v.slice(0, 16);
  }, E('dateInvalid'))
  .transform((v) => new Date(v));

const duration = z
  .number(E('durationRange'))
  .int(E('durationRange'))
  .min(VIEWING_MIN_MINUTES, E('durationRange'))
  .max(VIEWING_MAX_MINUTES, E('durationRange'));

const version = z
  .number(E('versionRequired'))
  .int(E('versionRequired'))
  .min(1, E('versionRequired'))
  .max(2 ** 31 - 1, E('versionRequired'));

const caseRef = z.string(E('buyerCaseInvalid')).regex(UUID_PATTERN, E('buyerCaseInvalid'));

export const VisitorSchema = z
  .object({
    name: requiredText(VISITOR_NAME_MAX_CHARS),
    /** The visit sheet's identity document number: the firm's record only. */
    idNumber: text(ID_NUMBER_MAX_CHARS).optional(),
    /** The visitor's own case, when they are a buyer client of the firm: they then see the viewing. */
    buyerCaseId: caseRef.optional(),
  })
  .strict();

/** POST /api/staff/cases/:id/viewings */
export const ViewingCreateSchema = z
  .object({
    startsAt: instant,
    durationMinutes: duration,
    visitor: VisitorSchema,
    note: text(FEEDBACK_MAX_CHARS).optional(),
    /** Who shows the property; defaults to the case's assigned member, else the one proposing. */
    agentId: z.string(E('assigneeUnknown')).regex(AUTH_ID_PATTERN, E('assigneeUnknown')).optional(),
  })
  .strict();
export type ViewingCreate = z.infer<typeof ViewingCreateSchema>;

/** PATCH /api/staff/cases/:id/viewings/:viewingId: a move, on the viewing's version. */
export const ViewingUpdateSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ version, action: z.literal(['confirm', 'cancel', 'done', 'no-show']) }).strict(),
    z.object({ version, action: z.literal('reschedule'), startsAt: instant, durationMinutes: duration.optional() }).strict(),
  ],
  E('choiceInvalid'),
);
export type ViewingUpdate = z.infer<typeof ViewingUpdateSchema>;

/** PUT /api/staff/cases/:id/viewings/:viewingId/feedback: what the visitor said, the agent's rating, whether released. */
export const ViewingFeedbackSchema = z
  .object({
    version,
    said: text(FEEDBACK_MAX_CHARS).optional(),
    rating: z
      .number(E('ratingRange'))
      .int(E('ratingRange'))
      .min(RATING_MIN, E('ratingRange'))
      .max(RATING_MAX, E('ratingRange'))
      .nullable()
      .optional(),
    /** Released: the seller reads it. Once released it stays released. */
    released: z.boolean(E('validation')).optional(),
  })
  .strict();
export type ViewingFeedback = z.infer<typeof ViewingFeedbackSchema>;

/** POST /api/portal/cases/:id/viewings/:viewingId/answer: the seller's accept or decline of a proposed slot. */
export const SlotAnswerSchema = z.object({ version, answer: z.enum(SLOT_ANSWERS, E('choiceInvalid')) }).strict();
export type SlotAnswerInput = z.infer<typeof SlotAnswerSchema>;

export const ViewingParamSchema = z.object({ id: z.string().regex(UUID_PATTERN), viewingId: z.string().regex(UUID_PATTERN) });

/** A viewing may be proposed from now to a year ahead. */
export function startsInRange(startsAt: Date, now: Date): 'ok' | 'past' | 'far' {
  if (startsAt.getTime() <= now.getTime()) return 'past';
  return startsAt.getTime() - now.getTime() > VIEWING_MAX_DAYS_AHEAD * 86_400_000 ? 'far' : 'ok';
}
