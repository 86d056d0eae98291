import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  RENOVATION_PROPERTY_TYPE_SLUGS,
  RENOVATION_QUALITIES,
  ROOM_SLUGS,
  ZONES,
  renovation,
  round,
  type RenovationInput,
} from './index.ts';

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

  it('never ends a capped renovation above its ceiling, nor lets the market cap add value', () => {
    fc.assert(
      fc.property(renovationInput, (input) => {
        const r = renovation(input);
        expect(r.valueIncrease).toBeGreaterThanOrEqual(0);
        if (r.capped) expect(r.finalPropertyValue).toBeLessThanOrEqual(Math.max(r.marketCeiling, input.propertyValue));
        if (r.capped && input.propertyValue <= r.marketCeiling) expect(r.finalPropertyValue).toBe(r.marketCeiling);
        // Uncapped, the home stays at or under the ceiling too: the cap only ever lowers the increase.
        if (!r.capped) expect(r.finalPropertyValue).toBeLessThanOrEqual(Math.max(r.marketCeiling, input.propertyValue));
      }),
    );
  });

  it('never raises the value increase when the property is worth more', () => {
    fc.assert(
      fc.property(renovationInput, fc.integer({ min: 0, max: 2_000_000 }), (input, more) => {
        const richer = renovation({ ...input, propertyValue: Math.min(5_000_000, input.propertyValue + more) });
        expect(richer.valueIncrease).toBeLessThanOrEqual(renovation(input).valueIncrease);
      }),
    );
  });
});
