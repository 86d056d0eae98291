import { describe, expect, it } from 'vitest';
import { contradictedCounts, countInWords, fillCount } from './count-text.ts';

describe('fillCount', () => {
  const es = 'Estas son {count} operaciones recientes, contadas sin nombres.';
  const en = 'Here are {count} recent transactions, told without names.';
  const oneEs = 'Una operación reciente, contada sin nombres.';

  it('writes the number of items where {count} is: two to nine in words, from ten in figures, as each language reads it', () => {
    expect(fillCount(es, 13, 'es')).toBe('Estas son 13 operaciones recientes, contadas sin nombres.');
    expect(fillCount(es, 14, 'es')).toBe('Estas son 14 operaciones recientes, contadas sin nombres.');
    expect(fillCount(es, 5, 'es')).toBe('Estas son cinco operaciones recientes, contadas sin nombres.');
    expect(fillCount(en, 9, 'en')).toBe('Here are nine recent transactions, told without names.');
    expect(fillCount(en, 10, 'en')).toBe('Here are 10 recent transactions, told without names.');
    expect(fillCount('{count} cases', 12345, 'en')).toBe('12,345 cases');
    expect(fillCount('{count} casos', 12345, 'es')).toBe('12.345 casos');
    expect(fillCount('{count} casos', 1234, 'es')).toBe('1234 casos');
  });

  it('capitalises a word that starts a sentence, and fills every {count}', () => {
    expect(fillCount('{count} operaciones. {count} clientes', 3, 'es')).toBe('Tres operaciones. Tres clientes');
    expect(fillCount('Seven? {count} of them, {count} in all.', 7, 'en')).toBe('Seven? Seven of them, seven in all.');
  });

  it('says the text for one item when there is exactly one, and the counted text when that one is blank', () => {
    expect(fillCount(es, 1, 'es', oneEs)).toBe(oneEs);
    expect(fillCount(es, 2, 'es', oneEs)).toBe('Estas son dos operaciones recientes, contadas sin nombres.');
    expect(fillCount(en, 1, 'en', '  ')).toBe('Here are 1 recent transactions, told without names.');
  });

  it('leaves a text without {count} as it is', () => {
    expect(fillCount('Trece operaciones recientes.', 14, 'es')).toBe('Trece operaciones recientes.');
  });

  it('writes zero and one in figures (their words agree with the noun)', () => {
    expect(countInWords(0, 'es')).toBe('0');
    expect(countInWords(1, 'en')).toBe('1');
    expect(countInWords(2, 'es')).toBe('dos');
  });
});

describe('contradictedCounts', () => {
  it('finds the numbers a text states in figures or words that the data contradicts', () => {
    expect(contradictedCounts('Trece operaciones recientes', 14)).toEqual([13]);
    expect(contradictedCounts('Thirteen recent transactions', 14)).toEqual([13]);
    expect(contradictedCounts('Estas son 13 operaciones', 14)).toEqual([13]);
    expect(contradictedCounts('Dieciséis operaciones', 16)).toEqual([]);
  });

  it('says nothing of {count}, of a number the data agrees with, or of a text with no number', () => {
    expect(contradictedCounts('Estas son {count} operaciones', 14)).toEqual([]);
    expect(contradictedCounts('Estas son 14 operaciones', 14)).toEqual([]);
    expect(contradictedCounts('Operaciones recientes, contadas sin nombres.', 14)).toEqual([]);
  });
});
