import { describe, expect, it } from 'vitest';
import { compareInvestments, internalRateOfReturn } from './index.ts';
import { makeInvestmentInput } from './test-factories.ts';

describe('compareInvestments: the worked examples of calculators.md', () => {
  it('600000 €, 2200 a month, 3000 of expenses, 10 years, the rest default', () => {
    const result = compareInvestments(makeInvestmentInput());
    expect(result).toMatchObject({
      equity: 642000,
      purchaseTaxes: 36000,
      purchaseFees: 6000,
      loan: 0,
      monthlyPayment: 0,
      grossYieldPct: 4.4,
      netYieldPct: 3.11,
      cashOnCashPct: 2.8,
      best: 'fund',
    });
    expect(result.years).toHaveLength(10);
    expect(result.years[0]).toMatchObject({
      year: 1,
      rent: 24200,
      costs: 4210,
      debtService: 0,
      incomeTax: 2033.15,
      cashFlow: 17956.85,
    });
    expect(result.property).toMatchObject({
      salePrice: 806349.83,
      exitTax: 53023.02,
      netSaleProceeds: 729136.31,
      totalCashFlow: 195041.21,
      finalWealth: 924177.52,
      netGain: 282177.52,
      irrPct: 4.14,
    });
    expect(result.alternatives).toMatchObject([
      { name: 'deposit', annualReturnPct: 2.5, finalValue: 781577, irrPct: 1.99 },
      { name: 'fund', annualReturnPct: 7, finalValue: 1094757.82, irrPct: 5.48 },
    ]);
  });

  it('the same as a new build, 60 % financed at 3 % over 25 years', () => {
    const result = compareInvestments(makeInvestmentInput({ newBuild: true, loanToValuePct: 60 }));
    expect(result).toMatchObject({
      equity: 310500,
      purchaseTaxes: 64500,
      loan: 360000,
      monthlyPayment: 1707.16,
      cashOnCashPct: -0.18,
    });
    expect(result.years[9]?.loanBalance).toBe(247206.21);
    expect(result.property.exitTax).toBe(45328.02);
    expect(result.property.irrPct).toBe(4.82);
  });
});

describe('compareInvestments: rules', () => {
  it('builds each yearly row from the rules, money in cents', () => {
    const { years, equity } = compareInvestments(makeInvestmentInput());
    const [first, second] = years;
    // Rent and expenses rise 2 % a year; 11 months let; maintenance 5 % of rent; no loan.
    expect(second).toMatchObject({
      year: 2,
      rent: 24684,
      costs: Math.round((3000 * 1.02 + 24684 * 0.05) * 100) / 100,
      debtService: 0,
    });
    expect(first).toMatchObject({ loanBalance: 0, marketValue: 618000, propertyWealth: 635956.85 });
    // Depreciation 600000 × 50 % × 3 % = 9000; income tax on half the net rent at 37 %.
    expect(first?.incomeTax).toBe(Math.round((24200 - 3000 - 1210 - 9000) * 0.5 * 0.37 * 100) / 100);
    expect(first?.alternatives).toEqual([Math.round(equity * 1.025 * 100) / 100, Math.round(equity * 1.07 * 100) / 100]);
  });

  it('amortises a loan without interest in equal parts', () => {
    const result = compareInvestments(
      makeInvestmentInput({ loanToValuePct: 50, mortgageRatePct: 0, mortgageYears: 5, years: 6 }),
    );
    expect(result.monthlyPayment).toBe(5000);
    expect(result.years.map((y) => y.loanBalance)).toEqual([240000, 180000, 120000, 60000, 0, 0]);
    expect(result.years.map((y) => y.debtService)).toEqual([60000, 60000, 60000, 60000, 60000, 0]);
  });

  it('taxes no gain on a loss, and names the best option by internal rate of return (the property wins ties)', () => {
    const falling = compareInvestments(
      makeInvestmentInput({ appreciationPct: -10, alternatives: [{ name: 'custom', annualReturnPct: -10 }] }),
    );
    expect(falling.property.exitTax).toBe(0);
    expect(falling.alternatives[0]).toMatchObject({ tax: 0, irrPct: -10 });
    const propertyIrr = falling.property.irrPct as number;
    expect(propertyIrr).toBe(-5.73); // the rent softens the fall
    expect(falling.best).toBe('property');
    // An alternative without gain pays no tax, so its rate is its return: set one level with the property.
    const against = (annualReturnPct: number) =>
      compareInvestments(makeInvestmentInput({ appreciationPct: -10, alternatives: [{ name: 'bonds', annualReturnPct }] }));
    expect(against(propertyIrr).alternatives[0]?.irrPct).toBe(propertyIrr);
    expect(against(propertyIrr).best).toBe('property');
    expect(against(propertyIrr + 0.01).best).toBe('bonds');
    expect(compareInvestments(makeInvestmentInput()).best).toBe('fund');
    expect(compareInvestments(makeInvestmentInput({ alternatives: [{ name: 'deposit', annualReturnPct: 2.5 }] })).best).toBe(
      'property',
    );
  });
});

describe('internalRateOfReturn', () => {
  it('finds the rate that zeroes the net present value, or null without a sign change in −99 %…100 %', () => {
    expect(internalRateOfReturn([-100, 110])).toBeCloseTo(0.1, 12);
    expect(internalRateOfReturn([-100, 0, 121])).toBeCloseTo(0.1, 12);
    expect(internalRateOfReturn([-100, 300])).toBeNull(); // 200 %
    expect(internalRateOfReturn([100, 10])).toBeNull();
    expect(internalRateOfReturn([-100, 100])).toBeCloseTo(0, 12);
  });
});
