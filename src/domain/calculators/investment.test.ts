import { describe, expect, it } from 'vitest';
import { ajd, compareInvestments, internalRateOfReturn } from './index.ts';
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
      cashOnCashPct: 2.82,
      best: 'fund',
    });
    expect(result.years).toHaveLength(10);
    expect(result.years[0]).toMatchObject({
      year: 1,
      rent: 24200,
      costs: 4210,
      debtService: 0,
      incomeTax: 1916.6,
      cashFlow: 18073.4,
    });
    expect(result.property).toMatchObject({
      salePrice: 806349.83,
      exitTax: 54724.02,
      netSaleProceeds: 727435.31,
      totalCashFlow: 196206.71,
      finalWealth: 923642.02,
      netGain: 281642.02,
      irrPct: 4.14,
    });
    // The deposit's interest is taxed year by year (art. 25); the fund's gain once, at the sale.
    expect(result.alternatives).toMatchObject([
      { name: 'deposit', annualReturnPct: 2.5, finalValue: 781990.88, tax: 35693.77, irrPct: 1.99 },
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
      cashOnCashPct: -0.16,
    });
    expect(result.years[9]?.loanBalance).toBe(247206.21);
    expect(result.property.exitTax).toBe(48183.27);
    expect(result.property.irrPct).toBe(4.81);
  });

  it('a new build at 150000 pays AJD 750 (0.5 %), at 100000 AJD 400 (0.4 %)', () => {
    const at = (price: number) => compareInvestments(makeInvestmentInput({ price, newBuild: true })).purchaseTaxes;
    expect(at(150000)).toBe(15750);
    expect(at(100000)).toBe(10400);
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
    expect(first).toMatchObject({ loanBalance: 0, marketValue: 618000, propertyWealth: 636073.4 });
    // Depreciation (600000 + 36000 + 6000) × 50 % × 3 % = 9630; income tax on half the net rent at 37 %.
    expect(first?.incomeTax).toBe(Math.round((24200 - 3000 - 1210 - 9630) * 0.5 * 0.37 * 100) / 100);
    // The deposit nets the year's tax on its interest (16050: 1140 + 2110.50); the fund grows gross.
    expect(first?.alternatives).toEqual([equity + 16050 - 3250.5, Math.round(equity * 1.07 * 100) / 100]);
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
    expect(propertyIrr).toBe(-5.7); // the rent softens the fall
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

describe('ajd: stamp duty on a new home bought by an individual in Madrid', () => {
  it('is 0.4 % to 120000 €, 0.5 % to 180000 €, 0.75 % above, never costing more than the excess over a ceiling', () => {
    expect(ajd(100000)).toBe(400);
    expect(ajd(120000)).toBe(480);
    expect(ajd(120100)).toBe(580); // 0.5 % would be 600.50: 480 + the 100 over the ceiling
    expect(ajd(150000)).toBe(750);
    expect(ajd(180000)).toBe(900);
    expect(ajd(180500)).toBe(1353.75); // 0.75 %: below 900 + 500
    expect(ajd(600000)).toBe(4500);
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
