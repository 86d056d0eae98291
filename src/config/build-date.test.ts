import { describe, expect, it } from 'vitest';
import { buildDate } from './build-date.ts';
import { BUILD_YEAR } from './build.ts';

const NOW = new Date('2027-03-04T05:06:07Z');

describe('the build date', () => {
  it('is the moment of the build unless SOURCE_DATE_EPOCH pins it', () => {
    expect(buildDate({}, NOW)).toEqual(NOW);
    expect(buildDate({ SOURCE_DATE_EPOCH: '' }, NOW)).toEqual(NOW);
    expect(buildDate({ SOURCE_DATE_EPOCH: '1924992000' }, NOW).toISOString()).toBe('2031-01-01T00:00:00.000Z');
  });

  it('refuses a SOURCE_DATE_EPOCH that is not whole seconds', () => {
    expect(() => buildDate({ SOURCE_DATE_EPOCH: '2031-01-01' }, NOW)).toThrow(/whole seconds/);
  });

  it('is baked into the bundle: the unit tests are built as of 2031 (vite.config.ts)', () => {
    expect(BUILD_YEAR).toBe(2031);
  });
});
