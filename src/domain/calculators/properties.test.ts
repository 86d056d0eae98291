import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONDITIONS,
  DISTRICT_SLUGS,
  FEATURES,
  FLOORS,
  RENOVATION_PROPERTY_TYPE_SLUGS,
  RENOVATION_QUALITIES,
  ROOM_SLUGS,
  VALUATION_PROPERTY_TYPES,
  ZONES,
  capitalGains,
  renovation,
  round,
  valuate,
  type CapitalGainsInput,
  type RenovationInput,
  type ValuationInput,
} from './index.ts';

const TODAY = new Date('2026-06-01T00:00:00Z');

const valuationInput = fc
  .record({
    propertyType: fc.constantFrom(...VALUATION_PROPERTY_TYPES),
    district: fc.constantFrom(...DISTRICT_SLUGS),
    builtArea: fc.integer({ min: 20, max: 1000 }),
    usableShare: fc.double({ min: 0, max: 1, noNaN: true }),
    bedrooms: fc.integer({ min: 1, max: 10 }),
    bathrooms: fc.integer({ min: 1, max: 10 }),
    floor: fc.constantFrom(...FLOORS),
    elevator: fc.boolean(),
    condition: fc.constantFrom(...CONDITIONS),
    constructionYear: fc.integer({ min: 1900, max: 2024 }),
    features: fc.subarray([...FEATURES]),
  })
  .map(({ usableShare, ...rest }): ValuationInput => ({
    ...rest,
    usableArea: Math.max(20, Math.floor(20 + usableShare * (rest.builtArea - 20))),
  }));

const SIZE_BANDS = [
  [20, 49],
  [50, 150],
  [151, 1000],
] as const;

describe('valuation properties', () => {
  it('is never negative and keeps confidence within 60–95', () => {
    fc.assert(
      fc.property(valuationInput, (input) => {
        const result = valuate(input, TODAY);
        expect(result.estimatedValue).toBeGreaterThanOrEqual(0);
        expect(result.pricePerM2).toBeGreaterThanOrEqual(0);
        expect(result.confidence).toBeGreaterThanOrEqual(60);
        expect(result.confidence).toBeLessThanOrEqual(95);
        const impacts = result.factors.map((f) => Math.abs(f.impact));
        expect(impacts).toEqual([...impacts].sort((a, b) => b - a));
      }),
    );
  });

  it('is monotone in built area within one size band', () => {
    fc.assert(
      fc.property(
        valuationInput,
        fc.constantFrom(...SIZE_BANDS),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (input, [lo, hi], a, b) => {
          const [small, large] = [a, b].map((x) => Math.round(lo + x * (hi - lo))).sort((x, y) => x - y) as [number, number];
          const usableArea = Math.min(input.usableArea, small);
          const v1 = valuate({ ...input, usableArea, builtArea: small }, TODAY).estimatedValue;
          const v2 = valuate({ ...input, usableArea, builtArea: large }, TODAY).estimatedValue;
          expect(v2).toBeGreaterThanOrEqual(v1);
        },
      ),
    );
  });
});

const isoDate = (min: number, max: number) =>
  fc
    .integer({ min: Date.UTC(min, 0, 1), max: Date.UTC(max, 11, 31) })
    .map((t) => new Date(t - (t % 86_400_000)).toISOString().slice(0, 10));

const capitalGainsInput = fc
  .record({
    purchasePrice: fc.integer({ min: 1000, max: 5_000_000 }),
    purchaseDate: isoDate(1995, 2023),
    saleYearOffset: fc.integer({ min: 1, max: 20 }),
    purchaseExpenses: fc.integer({ min: 0, max: 1_000_000 }),
    saleExpenses: fc.integer({ min: 0, max: 1_000_000 }),
    improvements: fc.integer({ min: 0, max: 1_000_000 }),
    isMainResidence: fc.boolean(),
    age: fc.option(fc.integer({ min: 18, max: 120 }), { nil: undefined }),
  })
  .map(({ saleYearOffset, ...rest }): CapitalGainsInput & { salePrice: number } => {
    const year = Math.min(2030, Number(rest.purchaseDate.slice(0, 4)) + saleYearOffset);
    return {
      ...rest,
      salePrice: rest.purchasePrice,
      saleDate: `${year}-${rest.purchaseDate.slice(5)}`.replace('-02-29', '-02-28'),
    };
  });

describe('capital-gains properties', () => {
  it('never lowers the tax when the sale price rises', () => {
    fc.assert(
      fc.property(
        capitalGainsInput,
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (input, a, b) => {
          fc.pre(input.saleDate > input.purchaseDate);
          const [low, high] = [a, b].sort((x, y) => x - y) as [number, number];
          const t1 = capitalGains({ ...input, salePrice: input.purchasePrice + low });
          const t2 = capitalGains({ ...input, salePrice: input.purchasePrice + high });
          expect(t2.taxDue).toBeGreaterThanOrEqual(t1.taxDue);
          expect(t1.taxableGain).toBeLessThanOrEqual(t1.netGain);
          expect(t1.taxRate).toBeLessThanOrEqual(30);
        },
      ),
    );
  });
});

const renovationInput: fc.Arbitrary<RenovationInput> = fc.record({
  propertyValue: fc.integer({ min: 50_000, max: 5_000_000 }),
  totalArea: fc.integer({ min: 20, max: 1000 }),
  zone: fc.constantFrom(...ZONES),
  propertyType: fc.constantFrom(...RENOVATION_PROPERTY_TYPE_SLUGS),
  renovationQuality: fc.constantFrom(...RENOVATION_QUALITIES),
  roomsToRenovate: fc.subarray([...ROOM_SLUGS], { minLength: 1 }),
  includeKitchen: fc.boolean(),
  includeBathrooms: fc.integer({ min: 0, max: 5 }),
  flooring: fc.boolean(),
  painting: fc.boolean(),
  electricalWork: fc.boolean(),
  plumbingWork: fc.boolean(),
});

describe('renovation properties', () => {
  it('keeps roi, cost, breakdown and final value consistent', () => {
    fc.assert(
      fc.property(renovationInput, (input) => {
        const r = renovation(input);
        const sum = r.costBreakdown.reduce((s, i) => s + i.cost, 0);
        expect(sum).toBe(r.renovationCost);
        expect(r.costBreakdown.at(-1)?.item).toBe('management');
        expect(r.roi).toBe(round(((r.valueIncrease - r.renovationCost) / r.renovationCost) * 100, 1));
        if (r.valueIncrease >= r.renovationCost) expect(r.roi).toBeGreaterThanOrEqual(0);
        else expect(r.roi).toBeLessThanOrEqual(0);
        expect(r.finalPropertyValue).toBe(input.propertyValue + r.valueIncrease);
        expect(r.renovationCost).toBeGreaterThan(0);
      }),
    );
  });
});
