const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;
/** Rents, contributions and mortgage payments are monthly. */
export const MONTHS_PER_YEAR = 12;

export type CalendarDate = { year: number; month: number; day: number; /** UTC midnight, ms. */ time: number };

/** A strict `YYYY-MM-DD` calendar date (2023-02-30 is rejected), or null. */
export function parseIsoDate(value: unknown): CalendarDate | null {
  if (typeof value !== 'string') return null;
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return { year, month, day, time };
}

/** Whole years from `from` to `to`, counted by anniversaries (a 29 February anniversary falls on 1 March). */
export function wholeYearsBetween(from: CalendarDate, to: CalendarDate): number {
  let years = to.year - from.year;
  if (to.month < from.month || (to.month === from.month && to.day < from.day)) years -= 1;
  return Math.max(0, years);
}

/** Years from `from` to `to` where a started year counts whole: whole years plus one if any day is left. */
export function startedYearsBetween(from: CalendarDate, to: CalendarDate): number {
  if (to.time <= from.time) return 0;
  const whole = wholeYearsBetween(from, to);
  // Date.UTC rolls a 29 February anniversary over to 1 March, as wholeYearsBetween counts it.
  const lastAnniversary = Date.UTC(from.year + whole, from.month - 1, from.day);
  return lastAnniversary < to.time ? whole + 1 : whole;
}

export function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return (to.time - from.time) / MS_PER_DAY;
}

/** The calendar year of a moment, as the visitor's clock shows it (the year a form calls "this year"). */
export function calendarYear(today: Date): number {
  return today.getFullYear();
}
