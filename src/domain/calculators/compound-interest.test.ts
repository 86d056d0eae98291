import { describe, expect, it } from 'vitest';
import { compoundInterest } from './index.ts';
import { makeCompoundInterestInput } from './test-factories.ts';

describe('compoundInterest: the worked examples of calculators.md', () => {
  it('100000 initial, 1000 a month, 5 %, 20 years, monthly, 2 % inflation, tax applied', () => {
    const result = compoundInterest(makeCompoundInterestInput());
    expect(result).toMatchObject({
      finalBalance: 682297.7,
      totalContributed: 340000,
      totalInterest: 342297.7,
      realFinalBalance: 459166.79,
      effectiveAnnualRatePct: 5.12,
      taxDue: 84569.31,
      netFinalBalance: 597728.39,
    });
    expect(result.years).toHaveLength(20);
    expect(result.years[0]).toEqual({
      year: 1,
      contributed: 112000,
      interest: 5395.05,
      balance: 117395.05,
      realBalance: 115093.18,
    });
    expect(result.years.at(-1)).toEqual({
      year: 20,
      contributed: 340000,
      interest: 342297.7,
      balance: 682297.7,
      realBalance: 459166.79,
    });
  });

  it('10000, nothing monthly, 6 %, 10 years, quarterly', () => {
    const result = compoundInterest({
      initialAmount: 10000,
      monthlyContribution: 0,
      annualRatePct: 6,
      years: 10,
      compounding: 'quarterly',
    });
    expect(result).toMatchObject({ finalBalance: 18140.18, effectiveAnnualRatePct: 6.14, totalContributed: 10000 });
    // Defaults: 2 % inflation, no tax.
    expect(result.taxDue).toBe(0);
    expect(result.netFinalBalance).toBe(18140.18);
    expect(result.realFinalBalance).toBe(Math.round((18140.18408668941 / 1.02 ** 10) * 100) / 100);
  });
});

describe('compoundInterest: rules', () => {
  it('turns the nominal rate into an equivalent monthly rate by compounding', () => {
    const at = (compounding: 'monthly' | 'quarterly' | 'annual') =>
      compoundInterest({ initialAmount: 10000, monthlyContribution: 0, annualRatePct: 6, years: 1, compounding });
    expect(at('annual')).toMatchObject({ finalBalance: 10600, effectiveAnnualRatePct: 6 });
    expect(at('quarterly')).toMatchObject({ finalBalance: 10613.64, effectiveAnnualRatePct: 6.14 });
    expect(at('monthly')).toMatchObject({ finalBalance: 10616.78, effectiveAnnualRatePct: 6.17 });
    // Monthly compounding is the default.
    const { compounding: _c, ...withoutCompounding } = makeCompoundInterestInput();
    expect(compoundInterest(withoutCompounding)).toEqual(compoundInterest(makeCompoundInterestInput()));
  });

  it('pays each contribution at the end of its month and raises it yearly by the growth rate', () => {
    const flat = compoundInterest({ initialAmount: 0, monthlyContribution: 100, annualRatePct: 0, years: 2, inflationPct: 0 });
    expect(flat.years.map((y) => y.contributed)).toEqual([1200, 2400]);
    expect(flat).toMatchObject({ finalBalance: 2400, totalInterest: 0, realFinalBalance: 2400, effectiveAnnualRatePct: 0 });
    const growing = compoundInterest({
      initialAmount: 0,
      monthlyContribution: 100,
      annualRatePct: 0,
      years: 3,
      contributionGrowthPct: 10,
      inflationPct: 0,
    });
    expect(growing.years.map((y) => y.contributed)).toEqual([1200, 2520, 3972]);
    // End of month: the first month's contribution earns nothing in its own month.
    const oneMonthRate = (1 + 0.12 / 12) ** 1 - 1;
    const oneYear = compoundInterest({ initialAmount: 0, monthlyContribution: 100, annualRatePct: 12, years: 1 });
    expect(oneYear.finalBalance).toBe(Math.round(((100 * ((1 + oneMonthRate) ** 12 - 1)) / oneMonthRate) * 100) / 100);
  });

  it('taxes the interest with the latest savings scale only when asked', () => {
    const big = makeCompoundInterestInput({ initialAmount: 1000000, monthlyContribution: 0, annualRatePct: 10, years: 10 });
    const taxed = compoundInterest(big);
    // Interest over 300000 €: the 2025 scale's 30 % band applies.
    const interest = taxed.totalInterest;
    expect(interest).toBeGreaterThan(300000);
    expect(taxed.taxDue).toBe(Math.round((71880 + (interest - 300000) * 0.3) * 100) / 100);
    expect(taxed.netFinalBalance).toBe(Math.round((taxed.finalBalance - taxed.taxDue) * 100) / 100);
    const untaxed = compoundInterest({ ...big, applySavingsTax: false });
    expect(untaxed).toMatchObject({ taxDue: 0, netFinalBalance: untaxed.finalBalance });
  });

  it('throws "Capitalización no válida" on an unknown compounding', () => {
    expect(() => compoundInterest(makeCompoundInterestInput({ compounding: 'daily' as never }))).toThrow(
      expect.objectContaining({ code: 'invalidCompounding', message: 'Capitalización no válida' }),
    );
    expect(() => compoundInterest(makeCompoundInterestInput({ compounding: 'toString' as never }))).toThrow(
      'Capitalización no válida',
    );
  });
});
