import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SAVINGS_TAX_SCALES, capitalGains, taxScaleFor, type CapitalGainsInput } from './index.ts';

const DAY_MS = 86_400_000;
const dayOf = (year: number, month = 0, day = 1) => Date.UTC(year, month, day) / DAY_MS;
const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A sale in the form's range (2015–2035) of a property bought 1950–2034, with every optional input. */
const capitalGainsInput = fc
  .record({
    purchaseDay: fc.integer({ min: dayOf(1950), max: dayOf(2034, 11, 31) }),
    saleDay: fc.integer({ min: dayOf(2015), max: dayOf(2035, 11, 31) }),
    purchasePrice: fc.integer({ min: 1000, max: 5_000_000 }),
    purchaseExpenses: fc.integer({ min: 0, max: 1_000_000 }),
    saleExpenses: fc.integer({ min: 0, max: 1_000_000 }),
    improvements: fc.integer({ min: 0, max: 1_000_000 }),
    /** Days after the purchase, when given: an improvement of its own date (art. 34.2). */
    improvementAfterDays: fc.option(fc.integer({ min: 0, max: 40 * 366 }), { nil: undefined }),
    isMainResidence: fc.boolean(),
    age: fc.option(fc.integer({ min: 18, max: 120 }), { nil: undefined }),
    reinvestedAmount: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: undefined }),
    annuityAmount: fc.integer({ min: 0, max: 1_000_000 }),
    priorAbatedSales: fc.integer({ min: 0, max: 1_000_000 }),
    outstandingLoan: fc.integer({ min: 0, max: 5_000_000 }),
  })
  .filter(({ purchaseDay, saleDay }) => saleDay > purchaseDay)
  .map(({ purchaseDay, saleDay, improvementAfterDays, ...rest }): CapitalGainsInput & { salePrice: number } => ({
    ...rest,
    improvementDate:
      improvementAfterDays === undefined ? undefined : isoOfDay(Math.min(purchaseDay + improvementAfterDays, saleDay)),
    purchaseDate: isoOfDay(purchaseDay),
    saleDate: isoOfDay(saleDay),
    salePrice: rest.purchasePrice,
  }));

/** Sale price above the purchase price, on a 1000 € grid (the amounts are rounded to cents along the way). */
const saleAbove = (input: { purchasePrice: number }, thousands: number) => input.purchasePrice + thousands * 1000;
const thousands = fc.integer({ min: 0, max: 10_000 });

describe('capital-gains properties', () => {
  it('never gives a negative tax; taxable gain between 0 and the net gain; rate at most the top band', () => {
    fc.assert(
      fc.property(capitalGainsInput, thousands, (input, k) => {
        const r = capitalGains({ ...input, salePrice: saleAbove(input, k) });
        expect(r.taxDue).toBeGreaterThanOrEqual(0);
        expect(r.taxableGain).toBeGreaterThanOrEqual(0);
        expect(r.taxableGain).toBeLessThanOrEqual(r.netGain);
        expect(r.taxRate).toBeLessThanOrEqual(30);
        expect(r.exemptions.length).toBeLessThanOrEqual(1);
        expect(r.taxDue).toBe(Math.round(r.bands.reduce((sum, b) => sum + b.tax, 0) * 100) / 100);
      }),
    );
  });

  it('never lowers the tax when the sale price rises', () => {
    fc.assert(
      fc.property(capitalGainsInput, thousands, thousands, (input, a, b) => {
        const [low, high] = [a, b].sort((x, y) => x - y) as [number, number];
        const t1 = capitalGains({ ...input, salePrice: saleAbove(input, low) });
        const t2 = capitalGains({ ...input, salePrice: saleAbove(input, high) });
        expect(t2.taxDue).toBeGreaterThanOrEqual(t1.taxDue);
      }),
    );
  });

  it('assumes nothing reinvested: a main residence sold under 65 with no amount given exempts nothing (unless the loan takes the sale)', () => {
    fc.assert(
      fc.property(
        capitalGainsInput,
        thousands,
        fc.option(fc.integer({ min: 18, max: 64 }), { nil: undefined }),
        (input, k, age) => {
          const r = capitalGains({
            ...input,
            salePrice: saleAbove(input, k),
            isMainResidence: true,
            age,
            reinvestedAmount: undefined,
          });
          // A loan that takes the whole sale leaves nothing to reinvest: all is exempt (rule 5), amount or not.
          fc.pre(r.transmissionValue - (input.outstandingLoan ?? 0) > 0);
          const reduced = r.reductions.reduce((sum, x) => sum + x.amount, 0);
          expect(r.exemptions).toEqual([]);
          expect(r.taxableGain).toBeCloseTo(r.netGain - reduced, 2);
          expect(r).toEqual(
            capitalGains({ ...input, salePrice: saleAbove(input, k), isMainResidence: true, age, reinvestedAmount: 0 }),
          );
        },
      ),
    );
  });

  it('owes nothing when the main residence is sold at 65 or over', () => {
    fc.assert(
      fc.property(capitalGainsInput, thousands, fc.integer({ min: 65, max: 120 }), (input, k, age) => {
        const r = capitalGains({ ...input, salePrice: saleAbove(input, k), isMainResidence: true, age });
        expect(r).toMatchObject({ taxableGain: 0, taxDue: 0, taxRate: 0, bands: [] });
      }),
    );
  });

  it('reduces nothing for purchases from 1995 nor for improvements made after 1994, and never more than the net gain', () => {
    fc.assert(
      fc.property(capitalGainsInput, thousands, (input, k) => {
        const r = capitalGains({ ...input, salePrice: saleAbove(input, k) });
        const reduced = r.reductions.reduce((sum, x) => sum + x.amount, 0);
        if (input.purchaseDate >= '1995-01-01') expect(r.reductions).toEqual([]);
        if ((input.improvementDate ?? '') >= '1995-01-01') {
          expect(r.reductions.map((x) => x.name)).not.toContain('improvementAbatement');
        }
        expect(r.reductions.length).toBeLessThanOrEqual(2);
        expect(Math.round(reduced * 100)).toBeLessThanOrEqual(Math.round(r.netGain * 100));
        for (const x of r.reductions) {
          expect(x.amount).toBeGreaterThan(0);
          expect(x.percent).toBeGreaterThan(0);
          expect(x.percent).toBeLessThanOrEqual(100);
        }
      }),
    );
  });

  it('taxes with the scale of the sale year: never an earlier one for a later sale', () => {
    const rowOf = (year: number) => SAVINGS_TAX_SCALES.findIndex((scale) => scale.brackets === taxScaleFor(year));
    fc.assert(
      fc.property(fc.integer({ min: 2015, max: 2060 }), fc.integer({ min: 2015, max: 2060 }), (a, b) => {
        const [early, late] = [a, b].sort((x, y) => x - y) as [number, number];
        expect(rowOf(late)).toBeGreaterThanOrEqual(rowOf(early));
        // The row used is the last one in force: it started on or before the year, and no later row has.
        const row = SAVINGS_TAX_SCALES[rowOf(late)]!;
        expect(row.fromYear).toBeLessThanOrEqual(late);
        expect(SAVINGS_TAX_SCALES.filter((s) => s.fromYear > row.fromYear && s.fromYear <= late)).toEqual([]);
      }),
    );
    fc.assert(
      fc.property(capitalGainsInput, thousands, (input, k) => {
        const r = capitalGains({ ...input, salePrice: saleAbove(input, k) });
        const scale = taxScaleFor(Number(input.saleDate.slice(0, 4)));
        expect(r.bands.map((b) => b.rate)).toEqual(scale.slice(0, r.bands.length).map((b) => b.ratePct));
      }),
    );
  });
});
