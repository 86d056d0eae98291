import type { CaseActor } from './case-lists.ts';
import type { CaseParty, MilestoneState } from './case-states.ts';
import { eventVisibility, type CaseEventKind, type Visibility } from './visibility.ts';

/**
 * Notices: the other side hears of what needs them, bundled, never noise. An e-mail says only that there is
 * something new in a case and links to sign in: no document, no name of one, no figure.
 */

/** The client's choice, in the area: as it happens (bundled), once a day, or never. Staff hear as it happens. */
export const NOTICE_FREQUENCIES = ['immediate', 'daily', 'none'] as const;
export type NoticeFrequency = (typeof NOTICE_FREQUENCIES)[number];
export const DEFAULT_NOTICE_FREQUENCY: NoticeFrequency = 'immediate';

/** At most one e-mail per person per hour. */
export const NOTICE_MIN_GAP_MS = 60 * 60 * 1000;
/** An immediate notice waits this long for what follows it (two milestones and an upload are one e-mail). */
export const NOTICE_GATHER_MS = 10 * 60 * 1000;
/** The daily digest's hour, Madrid time; also when a notice that fell in the quiet hours goes. */
export const NOTICE_DAILY_HOUR = 9;
/** No e-mail between these hours, Madrid time (from 21:00 to 09:00). */
export const NOTICE_QUIET_FROM_HOUR = 21;
export const NOTICE_TIME_ZONE = 'Europe/Madrid';

const HOUR_MS = 60 * 60 * 1000;

const madridHour = new Intl.DateTimeFormat('en-GB', { timeZone: NOTICE_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });
const hourInMadrid = (at: Date): number => Number(madridHour.format(at));

const inQuietHours = (at: Date): boolean => {
  const hour = hourInMadrid(at);
  return hour >= NOTICE_QUIET_FROM_HOUR || hour < NOTICE_DAILY_HOUR;
};

/** The first whole hour at or after `at` that is `hour` o'clock in Madrid (Madrid's offsets are whole hours). */
export function nextMadridHour(at: Date, hour: number): Date {
  let t = Math.ceil(at.getTime() / HOUR_MS) * HOUR_MS;
  for (let i = 0; i < 48 && hourInMadrid(new Date(t)) !== hour; i++) t += HOUR_MS;
  return new Date(t);
}

/**
 * When a notice of something that happened at `at` goes, for a recipient last e-mailed at `lastSentAt`:
 * immediate after a short gathering, daily at the digest's hour, never outside the day's hours, never
 * within an hour of the last. Null: the recipient chose none.
 */
export function noticeDueAt(frequency: NoticeFrequency, at: Date, lastSentAt: Date | null): Date | null {
  if (frequency === 'none') return null;
  let due = frequency === 'daily' ? nextMadridHour(at, NOTICE_DAILY_HOUR) : new Date(at.getTime() + NOTICE_GATHER_MS);
  if (lastSentAt && due.getTime() < lastSentAt.getTime() + NOTICE_MIN_GAP_MS)
    due = new Date(lastSentAt.getTime() + NOTICE_MIN_GAP_MS);
  if (inQuietHours(due)) due = nextMadridHour(due, NOTICE_DAILY_HOUR);
  return due;
}

/** What the client does that the assigned staff member hears of: an upload, a message, an answer to a slot. */
const CLIENT_NEWS_FOR_STAFF: readonly CaseEventKind[] = ['document-added', 'message-sent', 'viewing-answered'];

/** What happened, as far as notices care. */
export type NoticeSubject = {
  kind: CaseEventKind;
  /** Who did it. */
  by: CaseParty;
  /** The subject's mark (a document's, a step's). */
  visibility: Visibility;
  /** A milestone's new state, when it changed. */
  state?: MilestoneState;
  /** Who acts on the milestone. */
  actor?: CaseActor;
};

/**
 * Who hears of it: the other side, and only of what needs them. The client: a step done, a step now theirs
 * to act on, a document the firm shared, the case closed or paused. Staff (the assigned member): what the
 * client uploaded. Nobody hears of their own doing, nor the client of what they may not see.
 */
export function noticeRecipient(subject: NoticeSubject): CaseParty | undefined {
  if (subject.by === 'client') return CLIENT_NEWS_FOR_STAFF.includes(subject.kind) ? 'staff' : undefined;
  if (eventVisibility(subject.kind, subject.visibility) !== 'shared') return undefined;
  // A slot to answer, feedback shared, an offer (told at once: offerNoticeDueAt) and a message are news too.
  switch (subject.kind) {
    case 'document-added':
    case 'status-changed':
    case 'viewing-proposed':
    case 'feedback-released':
    case 'offer-received':
    case 'message-sent':
      return 'client';
    case 'milestone-changed':
      return subject.state === 'done' || (subject.state === 'in-progress' && subject.actor === 'client') ? 'client' : undefined;
    default:
      return undefined;
  }
}
