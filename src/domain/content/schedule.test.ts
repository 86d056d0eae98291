import { describe, expect, it } from 'vitest';
import { madridInstant, madridWallClock, scheduleRefusal } from './schedule.ts';

describe('a time on Madrid’s clock', () => {
  it('is UTC+1 in winter and UTC+2 in summer', () => {
    expect(madridInstant('2026-12-01', '09:00')?.toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(madridInstant('2027-07-15', '18:30')?.toISOString()).toBe('2027-07-15T16:30:00.000Z');
    expect(madridWallClock(new Date('2026-12-01T08:00:00Z'))).toEqual({ date: '2026-12-01', time: '09:00' });
  });

  it('refuses a day that does not exist and the hour the clocks skip; a repeated hour is one of its two', () => {
    expect(madridInstant('2026-02-30', '10:00')).toBeUndefined();
    expect(madridInstant('2027-03-28', '02:30')).toBeUndefined();
    expect(madridWallClock(madridInstant('2027-10-31', '02:30')!)).toEqual({ date: '2027-10-31', time: '02:30' });
  });

  it('is refused in the past, within the minute, or beyond a year', () => {
    const now = new Date('2026-12-01T08:00:00Z');
    expect(scheduleRefusal(new Date('2026-12-01T08:00:30Z'), now)).toBe('scheduleInPast');
    expect(scheduleRefusal(new Date('2026-12-01T08:05:00Z'), now)).toBeUndefined();
    expect(scheduleRefusal(new Date('2028-01-01T08:00:00Z'), now)).toBe('scheduleTooFar');
    expect(scheduleRefusal(undefined, now)).toBe('dateInvalid');
  });
});
