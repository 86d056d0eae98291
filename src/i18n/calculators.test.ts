import { describe, expect, it } from 'vitest';
import { CALCULATOR_MESSAGES, type CalculatorMessageCode } from '../domain/calculators/errors.ts';
import { VALUATION_LIMITS } from '../domain/calculators/valuation-tables.ts';
import { CALCULATORS_MESSAGES } from './calculators.ts';
import { ACCOUNTS_MESSAGES } from './accounts.ts';

/** Place names, units and symbols read the same in both languages. */
const SAME_IN_BOTH_KEYS =
  /^(options\.(district|zone)\.|units\.(eur|m2|pct)$|results\.valuation\.perM2$|options\.propertyType\.duplex$|results\.capitalGains\.total$)/;

function leaves(node: unknown, prefix = ''): Array<[string, unknown]> {
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, node]];
}

const es = new Map(leaves(CALCULATORS_MESSAGES.es));
const en = new Map(leaves(CALCULATORS_MESSAGES.en));

describe('calculators copy', () => {
  it('English has exactly the Spanish keys', () => {
    expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
  });

  it('no English string is left in Spanish', () => {
    const untranslated = [...es].filter(
      ([key, value]) => typeof value === 'string' && en.get(key) === value && !SAME_IN_BOTH_KEYS.test(key),
    );
    expect(untranslated).toEqual([]);
  });

  it('Spanish error texts are the domain’s (the spec’s), so every code has both languages', () => {
    expect(Object.keys(CALCULATORS_MESSAGES.es.errors).sort()).toEqual(Object.keys(CALCULATOR_MESSAGES).sort());
    expect(Object.keys(CALCULATORS_MESSAGES.en.errors).sort()).toEqual(Object.keys(CALCULATOR_MESSAGES).sort());
    const withoutNumbers = Object.entries(CALCULATOR_MESSAGES).filter(([, text]) => !/\d/.test(text));
    for (const [code, text] of withoutNumbers) expect(CALCULATORS_MESSAGES.es.errors[code as CalculatorMessageCode]).toBe(text);
  });

  it('says a missing value as every other form of the site does, in both languages', () => {
    expect(CALCULATORS_MESSAGES.es.errors.required).toBe(ACCOUNTS_MESSAGES.es.errors.required);
    expect(CALCULATORS_MESSAGES.en.errors.required).toBe(ACCOUNTS_MESSAGES.en.errors.required);
  });

  it('writes limits in the page’s number format, from the domain’s tables', () => {
    const { es, en } = CALCULATORS_MESSAGES;
    expect(es.errors.priceMin).toBe('Mínimo 1.000\u00a0€');
    expect(en.errors.priceMin).toBe('Minimum €1,000');
    expect(es.errors.priceMax).toBe('Máximo 50.000.000\u00a0€');
    expect(es.errors.propertyValueMin).toBe('Valor mínimo 50.000\u00a0€');
    expect(en.errors.propertyValueMax).toBe('Maximum value €5,000,000');
    expect(es.errors.areaMax).toBe('Máximo 1.000\u00a0m²');
    expect(en.errors.areaMax).toBe('Maximum 1,000\u00a0m²');
    expect(es.errors.constructionYearMin).toBe(`Año mínimo ${VALUATION_LIMITS.constructionYearMin}`);
    expect(en.errors.constructionYearMax).toBe('Cannot be later than the current year');
    // Every Spanish text with a number says the same as the spec's, in another format (the minus sign too).
    for (const [code, text] of Object.entries(CALCULATOR_MESSAGES).filter(([, t]) => /\d/.test(t))) {
      const words = (t: string) => t.replace(/[\d.,€\s\u00a0\u2212-]/g, '');
      expect(words(es.errors[code as CalculatorMessageCode]), code).toBe(words(text));
    }
  });

  it('writes the range messages the new calculators share from their tables, in each language’s format', () => {
    const { es, en } = CALCULATORS_MESSAGES;
    expect(es.errors.rangeEur0To50M).toBe('Entre 0\u00a0€ y 50.000.000\u00a0€');
    expect(en.errors.rangeEur0To50M).toBe('Between €0 and €50,000,000');
    expect(es.errors.rangePct0To20).toBe('Entre 0\u00a0% y 20\u00a0%');
    expect(en.errors.rangePct0To20).toBe('Between 0% and 20%');
    expect(es.errors.rangePctMinus10To30).toBe('Entre -10\u00a0% y 30\u00a0%');
    expect(es.errors.rangeYears1To50).toBe('Entre 1 y 50 años');
    expect(en.errors.rangeMonths0To12).toBe('Between 0 and 12 months');
    expect(es.errors.saleDateRange).toBe('La fecha de venta debe estar entre 2015 y 2035');
    expect(en.errors.alternativesCount).toBe('Choose between 1 and 3 alternatives');
  });

  it('says how a number field read its value', () => {
    expect(CALCULATORS_MESSAGES.es.readAs('95,5')).toBe('Leído como 95,5');
    expect(CALCULATORS_MESSAGES.en.readAs('95.5')).toBe('Read as 95.5');
  });
});
