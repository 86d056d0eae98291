import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONDITIONS, DISTRICT_SLUGS, FEATURES, FLOORS, VALUATION_PROPERTY_TYPES, valuate, type ValuationInput } from './index.ts';
import { EXAMPLE_TODAY as TODAY } from './test-factories.ts';

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
    constructionYear: fc.integer({ min: 1800, max: 2026 }),
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

  it('puts the estimate inside its range, both ends on the thousand', () => {
    fc.assert(
      fc.property(valuationInput, (input) => {
        const { estimatedValue, range } = valuate(input, TODAY);
        expect(range.low).toBeLessThanOrEqual(estimatedValue);
        expect(range.high).toBeGreaterThanOrEqual(estimatedValue);
        expect(range.low % 1000).toBe(0);
        expect(range.high % 1000).toBe(0);
      }),
    );
  });

  it('gives a house no floor or lift factor, whatever floor and lift the input carries', () => {
    fc.assert(
      fc.property(valuationInput, (input) => {
        const house = valuate({ ...input, propertyType: 'house' }, TODAY);
        expect(house.factors.map((f) => f.name)).not.toContain('floor');
        expect(house.factors.map((f) => f.name)).not.toContain('noElevator');
        const { floor: _floor, elevator: _elevator, ...rest } = input;
        expect(valuate({ ...rest, propertyType: 'house' }, TODAY)).toEqual(house);
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
