import { NOTICE_TIME_ZONE, nextMadridHour } from './notice-rules.ts';

/**
 * The two clocks of issue 44: an offer received is told at once, save at night, and the owner's weekly
 * report goes on Mondays at 09:00. Both in Madrid time, whatever the server's zone.
 */

/** No offer notice between these hours, Madrid time (from 22:00 to 08:00); it goes at 08:00 then. */
export const OFFER_QUIET_FROM_HOUR = 22;
export const OFFER_QUIET_UNTIL_HOUR = 8;
/** The weekly report: Mondays at this hour, Madrid time. */
export const REPORT_HOUR = 9;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const madridParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: NOTICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: 'numeric',
  hourCycle: 'h23',
  weekday: 'short',
});

function inMadrid(at: Date): { day: string; hour: number; weekday: string } {
  const parts = Object.fromEntries(madridParts.formatToParts(at).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour), weekday: parts.weekday! };
}

/** When the notice of an offer received at `at` goes: at once, or at 08:00 Madrid when it came at night. */
export function offerNoticeDueAt(at: Date): Date {
  const { hour } = inMadrid(at);
  return hour >= OFFER_QUIET_FROM_HOUR || hour < OFFER_QUIET_UNTIL_HOUR ? nextMadridHour(at, OFFER_QUIET_UNTIL_HOUR) : at;
}

/**
 * The report's week at `at`: the latest Monday 09:00 Madrid at or before `at` (when that week's report is
 * due) and the seven days before it (what it tells). `week` is that Monday's date, `YYYY-MM-DD`.
 */
export function reportWeekOf(at: Date): { week: string; dueAt: Date; from: Date } {
  // Madrid's offsets are whole hours: walk back hour by hour to a Monday at 09:00 (at most a week).
  let t = Math.floor(at.getTime() / 3_600_000) * 3_600_000;
  for (let i = 0; i <= 24 * 8; i++, t -= 3_600_000) {
    const here = inMadrid(new Date(t));
    if (here.weekday === 'Mon' && here.hour === REPORT_HOUR) {
      return { week: here.day, dueAt: new Date(t), from: new Date(t - WEEK_MS) };
    }
  }
  throw new Error('no Monday in the last eight days');
}

/** Whole days a case has been on the market at `at` (since it opened), Madrid calendar days. */
export function daysOnMarket(openedAt: Date, at: Date): number {
  const day = (d: Date) => Date.parse(`${inMadrid(d).day}T00:00:00Z`);
  return Math.max(0, Math.round((day(at) - day(openedAt)) / 86_400_000));
}

/** An instant as the reader reads it: its date and time in `timeZone` (Madrid's unless the reader's differs). */
export function formatInstant(at: Date, lang: 'es' | 'en', timeZone: string = NOTICE_TIME_ZONE): string {
  return new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZoneName: timeZone === NOTICE_TIME_ZONE ? undefined : 'short',
  }).format(at);
}

const madridClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: NOTICE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The Madrid calendar day of an instant, `YYYY-MM-DD`: the workspace's agenda groups viewings by it. */
export const madridDay = (at: Date): string => inMadrid(at).day;

/**
 * A Madrid wall-clock day and time (`2026-12-01`, `10:30`) as an ISO instant with Madrid's offset of that
 * moment (`2026-12-01T10:30:00+01:00`), what `POST …/viewings` takes. Undefined when the day or time is not
 * one, or the time does not exist there (the hour skipped when summer time begins).
 */
export function madridWallTime(day: string, time: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return undefined;
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  if (Number.isNaN(asUtc) || new Date(asUtc).toISOString().slice(0, 10) !== day) return undefined;
  // Madrid is UTC+1 or UTC+2: the offset that reads back as the same wall time is the one.
  for (const hours of [1, 2]) {
    const at = new Date(asUtc - hours * 3_600_000);
    const here = madridClock.format(at);
    if (inMadrid(at).day === day && here === time) return `${day}T${time}:00+0${hours}:00`;
  }
  return undefined;
}
