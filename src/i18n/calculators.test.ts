import { describe, expect, it } from 'vitest';
import { CALCULATOR_MESSAGES } from '../domain/calculators/errors.ts';
import { CALCULATORS_MESSAGES } from './calculators.ts';

/** Place names, units and symbols read the same in both languages. */
const SAME_IN_BOTH_KEYS =
  /^(options\.(district|zone)\.|units\.(eur|m2)$|results\.valuation\.perM2$|options\.propertyType\.duplex$)/;

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

  it('Spanish error texts are the domain’s, so every code has both languages', () => {
    expect(CALCULATORS_MESSAGES.es.errors).toEqual(CALCULATOR_MESSAGES);
    expect(Object.keys(CALCULATORS_MESSAGES.en.errors).sort()).toEqual(Object.keys(CALCULATOR_MESSAGES).sort());
  });

  it('interpolates years', () => {
    expect(CALCULATORS_MESSAGES.es.results.capitalGains.coefficientYear(2018)).toBe('Adquisición en 2018');
    expect(CALCULATORS_MESSAGES.en.results.capitalGains.coefficientYear(2018)).toBe('Acquired in 2018');
  });
});
