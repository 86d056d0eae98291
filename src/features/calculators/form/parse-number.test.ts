import { describe, expect, it } from 'vitest';
import { parseLocaleNumber } from './parse-number.ts';

describe('parseLocaleNumber', () => {
  it('reads numbers as visitors type them in each language', () => {
    expect(parseLocaleNumber('400.000', 'es')).toBe(400000);
    expect(parseLocaleNumber('400,000', 'en')).toBe(400000);
    expect(parseLocaleNumber('1.500,50', 'es')).toBe(1500.5);
    expect(parseLocaleNumber('1,500.50', 'en')).toBe(1500.5);
    expect(parseLocaleNumber(' 95 m² ', 'es')).toBe(95);
    expect(parseLocaleNumber('€ 900 000', 'en')).toBe(900000);
  });

  it('returns undefined when empty and NaN when unreadable', () => {
    expect(parseLocaleNumber('', 'es')).toBeUndefined();
    expect(parseLocaleNumber('   ', 'en')).toBeUndefined();
    expect(parseLocaleNumber('abc', 'es')).toBeNaN();
    expect(parseLocaleNumber('1e5', 'en')).toBeNaN();
  });
});
