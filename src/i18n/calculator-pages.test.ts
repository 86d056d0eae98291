import { describe, expect, it } from 'vitest';
import { CALCULATOR_IDS } from '../config/calculators.ts';
import { CALCULATOR_METHODS_MESSAGES } from './calculator-methods.ts';
import { CALCULATOR_PAGES_MESSAGES } from './calculator-pages.ts';

function leaves(node: unknown, prefix = ''): Array<[string, unknown]> {
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, node]];
}

describe.each([
  ['calculator pages', CALCULATOR_PAGES_MESSAGES],
  ['calculator methods', CALCULATOR_METHODS_MESSAGES],
] as const)('%s copy', (_, copy) => {
  const es = new Map(leaves(copy.es));
  const en = new Map(leaves(copy.en));

  it('has one page per calculator, and English has exactly the Spanish keys, none left in Spanish', () => {
    expect(Object.keys(copy.es.pages).sort()).toEqual([...CALCULATOR_IDS].sort());
    expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
    expect([...es].filter(([key, value]) => en.get(key) === value).map(([key]) => key)).toEqual([]);
  });
});

describe('calculator methods', () => {
  it('write the tables’ figures in each language’s format', () => {
    const [es, en] = [CALCULATOR_METHODS_MESSAGES.es.pages, CALCULATOR_METHODS_MESSAGES.en.pages];
    expect(es['capital-gains'].method.join(' ')).toContain('400.000\u00a0€');
    expect(en['capital-gains'].method.join(' ')).toContain('€400,000');
    expect(es['capital-gains'].method.join(' ')).toContain('19 de enero de 2006');
    expect(es['capital-gains'].method.join(' ')).toContain('19\u00a0%, 21\u00a0%, 23\u00a0%, 27\u00a0% y 30\u00a0%');
    expect(en['capital-gains'].method.join(' ')).toContain('19%, 21%, 23%, 27% and 30%');
    expect(es.investment.method.join(' ')).toContain('0,75\u00a0%');
    expect(en.investment.method.join(' ')).toContain('0.75%');
    expect(es.renovation.method.join(' ')).toContain('12\u00a0%');
  });
});
