import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPOUNDINGS, compoundInterest, type CompoundInterestInput } from './index.ts';

const compoundInterestInput: fc.Arbitrary<CompoundInterestInput> = fc.record({
  initialAmount: fc.integer({ min: 0, max: 50_000_000 }),
  monthlyContribution: fc.integer({ min: 0, max: 1_000_000 }),
  annualRatePct: fc.double({ min: 0, max: 20, noNaN: true }),
  years: fc.integer({ min: 1, max: 50 }),
  compounding: fc.constantFrom(...COMPOUNDINGS),
  inflationPct: fc.double({ min: 0, max: 10, noNaN: true }),
  contributionGrowthPct: fc.double({ min: 0, max: 10, noNaN: true }),
  applySavingsTax: fc.boolean(),
});

describe('compound-interest properties', () => {
  it('never lowers the balance when the rate rises', () => {
    fc.assert(
      fc.property(compoundInterestInput, fc.double({ min: 0, max: 20, noNaN: true }), (input, other) => {
        const [low, high] = [input.annualRatePct, other].sort((x, y) => x - y) as [number, number];
        const b1 = compoundInterest({ ...input, annualRatePct: low });
        const b2 = compoundInterest({ ...input, annualRatePct: high });
        expect(b2.finalBalance).toBeGreaterThanOrEqual(b1.finalBalance);
        expect(b2.realFinalBalance).toBeGreaterThanOrEqual(b1.realFinalBalance);
      }),
    );
  });

  it('never lowers the balance with more years, and the yearly rows add up', () => {
    fc.assert(
      fc.property(compoundInterestInput, (input) => {
        const r = compoundInterest(input);
        expect(r.years).toHaveLength(input.years);
        r.years.forEach((row, index) => {
          expect(row.year).toBe(index + 1);
          expect(row.balance).toBeGreaterThanOrEqual(r.years[index - 1]?.balance ?? input.initialAmount);
          expect(Math.abs(row.contributed + row.interest - row.balance)).toBeLessThanOrEqual(0.011);
          expect(row.interest).toBeGreaterThanOrEqual(0);
        });
        const shorter = compoundInterest({ ...input, years: Math.max(1, input.years - 1) });
        expect(r.finalBalance).toBeGreaterThanOrEqual(shorter.finalBalance);
        expect(r.taxDue).toBeGreaterThanOrEqual(0);
        expect(r.netFinalBalance).toBeLessThanOrEqual(r.finalBalance);
      }),
    );
  });
});
