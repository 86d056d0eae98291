import { describe, expect, it } from 'vitest';
import { formattersFor } from './format.ts';
import { parseNumber, readingOf, writeNumber } from './number.ts';

describe('parseNumber', () => {
  it('reads Spanish as the issue states: a dot before exactly three digits groups, otherwise it is a decimal point', () => {
    expect(parseNumber('95,5', 'es')).toBe(95.5);
    expect(parseNumber('95.5', 'es')).toBe(95.5);
    expect(parseNumber('110.5', 'es')).toBe(110.5);
    expect(parseNumber('400.000', 'es')).toBe(400000);
    expect(parseNumber('1.234,5', 'es')).toBe(1234.5);
  });

  it('reads English as the mirror: a comma before exactly three digits groups, otherwise it is a decimal point', () => {
    expect(parseNumber('95.5', 'en')).toBe(95.5);
    expect(parseNumber('95,5', 'en')).toBe(95.5);
    expect(parseNumber('400,000', 'en')).toBe(400000);
    expect(parseNumber('1,234.5', 'en')).toBe(1234.5);
  });

  it("treats the page's own decimal mark as a decimal point even before three digits", () => {
    expect(parseNumber('1,500', 'es')).toBe(1.5);
    expect(parseNumber('1.500', 'en')).toBe(1.5);
  });

  it('reads both marks in either order, the last being the decimal point, in both languages', () => {
    for (const lang of ['es', 'en'] as const) {
      expect(parseNumber('1.234,5', lang)).toBe(1234.5);
      expect(parseNumber('1,234.5', lang)).toBe(1234.5);
      expect(parseNumber('1.234.567,25', lang)).toBe(1234567.25);
    }
  });

  it('reads a repeated mark as grouping in threes', () => {
    expect(parseNumber('1.000.000', 'es')).toBe(1000000);
    expect(parseNumber('1,000,000', 'es')).toBe(1000000);
    expect(parseNumber('1,000,000', 'en')).toBe(1000000);
  });

  it('needs one to three digits before a grouping mark, otherwise the mark is a decimal point', () => {
    expect(parseNumber('1234.567', 'es')).toBe(1234.567);
    expect(parseNumber('.500', 'es')).toBe(0.5);
    expect(parseNumber(',5', 'es')).toBe(0.5);
  });

  it('ignores spaces, € and m²', () => {
    expect(parseNumber(' 95 m² ', 'es')).toBe(95);
    expect(parseNumber('€ 900 000', 'en')).toBe(900000);
    expect(parseNumber('905.000 €', 'es')).toBe(905000);
  });

  it('returns undefined when empty and NaN when unreadable', () => {
    expect(parseNumber('', 'es')).toBeUndefined();
    expect(parseNumber('   ', 'en')).toBeUndefined();
    for (const raw of ['abc', '1e5', '1.00.000', '1,2,3', '1.234,5,6', '12,34.567', '.', '--5']) {
      expect(parseNumber(raw, 'es'), raw).toBeNaN();
      expect(parseNumber(raw, 'en'), raw).toBeNaN();
    }
  });
});

describe('readingOf', () => {
  const reading = (raw: string, lang: 'es' | 'en') => readingOf(raw, lang, (v) => formattersFor(lang).number(v, 6));

  it('shows how a value with a mark written otherwise was read, in the page format', () => {
    expect(reading('95.5', 'es')).toBe('95,5');
    expect(reading('95,5', 'en')).toBe('95.5');
    expect(reading('1,500', 'es')).toBe('1,5');
    expect(reading('1.500', 'en')).toBe('1.5');
    expect(reading('1,234.5', 'es')).toBe('1.234,5');
  });

  it('says nothing when the value is written as the page writes it, has no mark, or cannot be read', () => {
    expect(reading('95,5', 'es')).toBeUndefined();
    expect(reading('400.000', 'es')).toBeUndefined();
    expect(reading('400,000', 'en')).toBeUndefined();
    expect(reading('400000', 'es')).toBeUndefined();
    expect(reading('abc.5', 'es')).toBeUndefined();
  });
});

describe('formatters', () => {
  it('writes money in the page format, grouping four-digit amounts too', () => {
    const es = formattersFor('es');
    const en = formattersFor('en');
    expect(es.money(1000)).toBe('1.000\u00a0€');
    expect(es.money(8227)).toBe('8.227\u00a0€');
    expect(es.money(905000)).toBe('905.000\u00a0€');
    expect(en.money(1000)).toBe('€1,000');
    expect(en.money(8227)).toBe('€8,227');
    expect(es.moneyExact(1234.5)).toBe('1.234,50\u00a0€');
    expect(en.moneyExact(1234.5)).toBe('€1,234.50');
  });

  it('groups plain numbers and areas the same way', () => {
    expect(formattersFor('es').number(1000)).toBe('1.000');
    expect(formattersFor('en').number(1000)).toBe('1,000');
    expect(formattersFor('es').area(1000)).toBe('1.000\u00a0m²');
  });

  it('reads back what it writes', () => {
    for (const lang of ['es', 'en'] as const) {
      for (const value of [8227, 95.5, 1234.5, 400000, 50000000]) {
        expect(parseNumber(formattersFor(lang).number(value, 2), lang)).toBe(value);
        expect(parseNumber(formattersFor(lang).money(value), lang)).toBe(Math.round(value));
      }
    }
  });
});

describe('writeNumber', () => {
  it('writes a value for a field without grouping, with the page’s decimal mark, and the parser reads it back', () => {
    expect(writeNumber(2.5, 'es')).toBe('2,5');
    expect(writeNumber(2.5, 'en')).toBe('2.5');
    expect(writeNumber(1965, 'es')).toBe('1965');
    expect(writeNumber(100000, 'en')).toBe('100000');
    for (const value of [0, 2.5, 1965, 100000, 1234.56, -10, 0.75, 50000000])
      for (const lang of ['es', 'en'] as const) expect(parseNumber(writeNumber(value, lang), lang)).toBe(value);
  });
});
