import { describe, expect, it } from 'vitest';
import { LATEST_SAVINGS_TAX_YEAR, savingsTax, taxScaleFor } from './index.ts';

const tax = (base: number, year: number) => savingsTax(base, year).taxDue;

describe('savingsTax', () => {
  it('switches the top band from 28 % to 30 % between the 2024 and 2025 tax years; later years use the latest', () => {
    expect(tax(300000, 2024)).toBe(71880);
    expect(tax(300000, 2025)).toBe(71880);
    expect(tax(300100, 2024)).toBe(71908);
    expect(tax(300100, 2025)).toBe(71910);
    expect(tax(400000, 2035)).toBe(101880);
    expect(LATEST_SAVINGS_TAX_YEAR).toBe(2025);
    expect(taxScaleFor(2040)).toBe(taxScaleFor(2025));
  });

  it('keeps each scale of the law by the year it came into force (calculators.md, Capital gains 6)', () => {
    const rates = (year: number) => savingsTax(1_000_000, year).bands.map((b) => b.rate);
    expect(rates(2015)).toEqual([19.5, 21.5, 23.5]);
    for (const year of [2016, 2018, 2020]) expect(rates(year)).toEqual([19, 21, 23]);
    for (const year of [2021, 2022]) expect(rates(year)).toEqual([19, 21, 23, 26]);
    for (const year of [2023, 2024]) expect(rates(year)).toEqual([19, 21, 23, 27, 28]);
    for (const year of [2025, 2026, 2035]) expect(rates(year)).toEqual([19, 21, 23, 27, 30]);
    // 500000 € of gain: 2015 1170 + 9460 + 105750; sold in 2018 it owes 14000 € less than at the 2023–2024 scale.
    expect([2015, 2018, 2021, 2024, 2025].map((year) => tax(500000, year))).toEqual([116380, 113880, 122880, 127880, 131880]);
    // Years before the table (sales before 2015, outside the form) use its first row.
    expect(taxScaleFor(2007)).toBe(taxScaleFor(2015));
  });

  it('applies the brackets progressively with exact edges', () => {
    expect(tax(0, 2025)).toBe(0);
    expect(tax(6000, 2025)).toBe(1140);
    expect(tax(6001, 2025)).toBe(1140.21);
    expect(tax(50000, 2025)).toBe(10380);
    expect(tax(50001, 2025)).toBe(10380.23);
    expect(tax(200000, 2025)).toBe(44880);
    expect(tax(200001, 2025)).toBe(44880.27);
  });

  it('lists each band reached, the last one up to the base, each tax rounded to cents', () => {
    expect(savingsTax(0, 2025).bands).toEqual([]);
    expect(savingsTax(6000, 2025).bands).toEqual([{ from: 0, to: 6000, rate: 19, tax: 1140 }]);
    expect(savingsTax(6000.03, 2025).bands).toEqual([
      { from: 0, to: 6000, rate: 19, tax: 1140 },
      { from: 6000, to: 6000.03, rate: 21, tax: 0.01 },
    ]);
    expect(savingsTax(300000.5, 2024).bands.map((b) => b.rate)).toEqual([19, 21, 23, 27, 28]);
  });
});
