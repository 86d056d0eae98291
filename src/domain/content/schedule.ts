/**
 * Scheduled publishing (ADR 0055): a time chosen in Madrid's words (a day and an hour on the firm's clock)
 * and the instant it names, and what a schedule's request and answer hold. Pure: no clock is read here.
 * Not exported from the content domain's index, so none of it reaches the public pages' shared chunk.
 */
import { z } from 'zod';
import { madridDay, madridWallTime } from '../cases/dealing-times.ts';
import type { DraftChange } from './studio-answers.ts';

/** The firm's clock: every scheduled time is said and chosen in Madrid time. */
export const SCHEDULE_TIME_ZONE = 'Europe/Madrid';
/** How far ahead a publication may be scheduled. */
export const SCHEDULE_MAX_AHEAD_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

/** Why a scheduled publication made no version (codes the studio translates; the audit log's detail). */
export const SCHEDULE_FAILURES = ['missingTranslations', 'mediaInvalid', 'publishedSince'] as const;
export type ScheduleFailure = (typeof SCHEDULE_FAILURES)[number];

export const SCHEDULE_STATUSES = ['pending', 'published', 'failed', 'cancelled'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

const madridTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: SCHEDULE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The day (`YYYY-MM-DD`) and the time (`HH:MM`) a wall clock in Madrid shows at `at`. */
export function madridWallClock(at: Date): { date: string; time: string } {
  return { date: madridDay(at), time: madridTime.format(at) };
}

/**
 * The instant at which Madrid's clocks show `date` at `time` (the case file's `madridWallTime`); undefined
 * for a day that does not exist or an hour the clocks skip (the last Sunday of March, 02:00–02:59).
 */
export function madridInstant(date: string, time: string): Date | undefined {
  const iso = madridWallTime(date, time);
  return iso === undefined ? undefined : new Date(iso);
}

/** Why a time cannot be scheduled, or undefined: in the past (a minute's grace), too far ahead, or not a time Madrid has. */
export function scheduleRefusal(
  at: Date | undefined,
  now: Date,
): 'dateInvalid' | 'scheduleInPast' | 'scheduleTooFar' | undefined {
  if (!at) return 'dateInvalid';
  if (at.getTime() < now.getTime() + MINUTE_MS) return 'scheduleInPast';
  if (at.getTime() > now.getTime() + SCHEDULE_MAX_AHEAD_DAYS * DAY_MS) return 'scheduleTooFar';
  return undefined;
}

/**
 * `PUT …/content/schedule`: the day and time in Madrid, and the draft's save she reviewed (`draft`): that
 * draft, as it is, is what will be published.
 */
export const ScheduleRequestSchema = z
  .object({
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'dateInvalid'),
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'timeInvalid'),
    draft: z.iso.datetime({ message: 'dateInvalid' }),
  })
  .strict();
export type ScheduleRequest = z.infer<typeof ScheduleRequestSchema>;

/** A scheduled publication: when, by whom (by name), what it publishes (`changes`, while it waits) and how it ended. */
export type ScheduledPublication = {
  id: string;
  publishAt: string;
  scheduledAt: string;
  scheduledBy: string | null;
  /** The save of the draft she reviewed: what is published is that draft, even if it was edited since. */
  draftSavedAt: string;
  /** The version on the site when it was scheduled; another published since makes it fail (`publishedSince`). */
  basedOn: number;
  status: ScheduleStatus;
  version: number | null;
  reason: ScheduleFailure | null;
  doneAt: string | null;
  /** What it will change against the version on the site, item by item, with who changed each (while pending). */
  changes: DraftChange[];
};

/** `GET`/`PUT …/content/schedule`: the publication waiting, if any, and the last one that ended (published or failed). */
export type StudioSchedule = { pending: ScheduledPublication | null; last: ScheduledPublication | null };
