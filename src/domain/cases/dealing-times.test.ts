import { describe, expect, it } from 'vitest';
import { madridDay, madridWallTime } from './dealing-times.ts';

describe('Madrid wall time', () => {
  it('gives the instant with the offset Madrid had then, in winter and in summer', () => {
    expect(madridWallTime('2026-12-01', '10:30')).toBe('2026-12-01T10:30:00+01:00');
    expect(madridWallTime('2026-07-01', '18:00')).toBe('2026-07-01T18:00:00+02:00');
  });

  it('refuses a day or an hour that does not exist', () => {
    expect(madridWallTime('2026-02-30', '10:00')).toBeUndefined();
    expect(madridWallTime('2026-12-01', '24:00')).toBeUndefined();
    expect(madridWallTime('2026-12-01', '')).toBeUndefined();
    // 29 March 2026: Madrid goes from 02:00 straight to 03:00.
    expect(madridWallTime('2026-03-29', '02:30')).toBeUndefined();
  });

  it('groups an instant by its Madrid day, not the UTC one', () => {
    expect(madridDay(new Date('2026-11-30T23:30:00Z'))).toBe('2026-12-01');
    expect(madridDay(new Date('2026-11-30T22:59:00Z'))).toBe('2026-11-30');
  });
});
