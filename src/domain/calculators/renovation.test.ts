import { describe, expect, it } from 'vitest';
import { renovation, ZONE_CEILING_PER_M2, type RenovationInput } from './index.ts';
import { makeDistrictTable, makeRenovationInput } from './test-factories.ts';

const run = (overrides: Partial<RenovationInput> = {}) => renovation(makeRenovationInput(overrides));

describe('renovation', () => {
  it('matches the worked example of calculators.md', () => {
    expect(run()).toEqual({
      renovationCost: 102861,
      valueIncrease: 199615,
      roi: 94.1,
      finalPropertyValue: 799615,
      costBreakdown: [
        { item: 'room:living', cost: 40800 },
        { item: 'room:bedrooms', cost: 12240 },
        { item: 'kitchen', cost: 15000 },
        { item: 'bathrooms', cost: 16000 },
        { item: 'flooring', cost: 6000 },
        { item: 'painting', cost: 1800 },
        { item: 'management', cost: 11021 },
      ],
      marketCeiling: 1440000,
      capped: false,
    });
  });

  it("caps the value increase at the top of the zone's band: the same flat valued at 1300000", () => {
    expect(run({ propertyValue: 1300000 })).toMatchObject({
      renovationCost: 102861,
      valueIncrease: 140000,
      roi: 36.1,
      finalPropertyValue: 1440000,
      marketCeiling: 1440000,
      capped: true,
    });
  });

  it("adds nothing, and loses the whole cost, when the home is already at or above its zone's ceiling", () => {
    expect(run({ propertyValue: 1440000 })).toMatchObject({ valueIncrease: 0, roi: -100, capped: true });
    expect(run({ propertyValue: 2000000 })).toMatchObject({
      valueIncrease: 0,
      roi: -100,
      finalPropertyValue: 2000000,
      capped: true,
    });
  });

  it('makes the return depend on the property: two Chamberí flats of 450000 and 720000 €', () => {
    const flat = (propertyValue: number) => run({ propertyValue, zone: 'chamberi', totalArea: 80 });
    // Ceiling 80 × 9500 = 760000: the dearer flat has only 40000 € of room left.
    expect(flat(450000)).toMatchObject({ marketCeiling: 760000, capped: false });
    expect(flat(720000)).toMatchObject({ valueIncrease: 40000, capped: true });
    expect(flat(720000).roi).toBeLessThan(flat(450000).roi);
  });

  it("takes each zone's ceiling from the valuation table; torrelodones, colmenar_viejo and other by their stand-ins", () => {
    const ceiling = (zone: RenovationInput['zone']) => run({ zone, totalArea: 100 }).marketCeiling;
    expect(ceiling('salamanca')).toBe(1200000);
    expect(ceiling('la_moraleja')).toBe(750000);
    expect(ceiling('torrelodones')).toBe(480000);
    expect(ceiling('colmenar_viejo')).toBe(450000);
    expect(ceiling('other')).toBe(420000);
  });

  it('throws coded errors for an unknown quality or zone (quality first)', () => {
    expect(() => run({ renovationQuality: 'gold' as never })).toThrow(
      expect.objectContaining({ code: 'invalidQuality', message: 'Calidad no válida' }),
    );
    expect(() => run({ zone: 'mars' as never })).toThrow(
      expect.objectContaining({ code: 'invalidZone', message: 'Zona no válida' }),
    );
    expect(() => run({ zone: 'mars' as never, renovationQuality: 'gold' as never })).toThrow('Calidad no válida');
  });

  it('lists every chosen item in the spec order, management last', () => {
    const result = run({
      roomsToRenovate: ['hallways', 'entrance', 'bedrooms', 'living'],
      electricalWork: true,
      plumbingWork: true,
      renovationQuality: 'basic',
      totalArea: 100,
    });
    expect(result.costBreakdown).toEqual([
      { item: 'room:living', cost: 20000 },
      { item: 'room:bedrooms', cost: 6000 },
      { item: 'room:entrance', cost: 5250 },
      { item: 'room:hallways', cost: 4500 },
      { item: 'kitchen', cost: 8000 },
      { item: 'bathrooms', cost: 10000 },
      { item: 'flooring', cost: 5000 },
      { item: 'painting', cost: 1500 },
      { item: 'electricalWork', cost: 3500 },
      { item: 'plumbingWork', cost: 4000 },
      { item: 'management', cost: 8130 },
    ]);
    expect(result.renovationCost).toBe(75880);
  });

  it('applies the house cost factor to every item and the house value factor', () => {
    const result = run({ propertyType: 'house' });
    expect(result.costBreakdown.slice(0, 6).map((i) => i.cost)).toEqual([34680, 10404, 12750, 13600, 5100, 1530]);
    const subtotal = 34680 + 10404 + 12750 + 13600 + 5100 + 1530;
    expect(result.renovationCost).toBe(subtotal + Math.round(subtotal * 0.12));
    expect(result.valueIncrease).toBe(Math.round(result.renovationCost * 1.35 * 1.25 * 1.1 * 1.15));
  });

  it('gives the 15 % synergy only with kitchen, a bathroom and two rooms', () => {
    const ratio = (o: Partial<RenovationInput>) => {
      const r = run(o);
      return r.valueIncrease / (r.renovationCost * 1.35 * 1.25);
    };
    expect(ratio({})).toBeCloseTo(1.15, 4);
    expect(ratio({ roomsToRenovate: ['living'] })).toBeCloseTo(1, 4);
    expect(ratio({ includeBathrooms: 0 })).toBeCloseTo(1, 4);
    expect(ratio({ includeKitchen: false })).toBeCloseTo(1, 4);
    expect(ratio({ includeBathrooms: 1, roomsToRenovate: ['entrance', 'hallways'] })).toBeCloseTo(1.15, 4);
  });

  it('uses the zone factor, including "other"', () => {
    // 300000 €: well under the ceiling of 'other' (120 × 4200 = 504000), so the factor alone decides.
    const result = run({ zone: 'other', includeKitchen: false, propertyValue: 300000 });
    expect(result.valueIncrease).toBe(Math.round(result.renovationCost * 1.35 * 0.95));
    expect(result.finalPropertyValue).toBe(300000 + result.valueIncrease);
    expect(result.roi).toBe(Math.round(((result.valueIncrease - result.renovationCost) / result.renovationCost) * 1000) / 10);
  });

  it('treats omitted optional fields as not chosen', () => {
    const result = renovation({
      propertyValue: 300000,
      totalArea: 80,
      zone: 'centro',
      propertyType: 'apartment',
      renovationQuality: 'luxury',
      roomsToRenovate: ['living'],
    });
    expect(result.costBreakdown).toEqual([
      { item: 'room:living', cost: 88000 },
      { item: 'management', cost: 10560 },
    ]);
    expect(result.valueIncrease).toBe(Math.round(98560 * 1.75));
  });
});

describe('renovation with the firm’s published district table (ADR 0036)', () => {
  it('caps at the published band top: Salamanca at 12400 €/m² makes the 1300000 € flat’s ceiling 1488000', () => {
    const published = makeDistrictTable({ salamanca: { maxPerM2: 12400 } });
    expect(renovation(makeRenovationInput({ propertyValue: 1300000 }), published)).toMatchObject({
      renovationCost: 102861,
      marketCeiling: 1488000,
      valueIncrease: 188000,
      // (188000 − 102861) / 102861 = 82.77 %.
      roi: 82.8,
      finalPropertyValue: 1488000,
      capped: true,
    });
    // At 12500 €/m² the ceiling (1500000) leaves room for the whole uncapped increase.
    const higher = makeDistrictTable({ salamanca: { maxPerM2: 12500 } });
    expect(renovation(makeRenovationInput({ propertyValue: 1300000 }), higher)).toMatchObject({
      marketCeiling: 1500000,
      valueIncrease: 199615,
      capped: false,
    });
  });

  it('follows the stand-ins: torrelodones the published Las Rozas top, other the published table’s lowest top', () => {
    const published = makeDistrictTable({ 'las-rozas': { maxPerM2: 5100 }, 'san-sebastian-reyes': { maxPerM2: 3900 } });
    const ceiling = (zone: RenovationInput['zone']) =>
      renovation(makeRenovationInput({ zone, totalArea: 100 }), published).marketCeiling;
    expect(ceiling('las_rozas')).toBe(510000);
    expect(ceiling('torrelodones')).toBe(510000);
    expect(ceiling('other')).toBe(390000);
    expect(ceiling('salamanca')).toBe(1200000);
  });

  it('keeps today’s table as the default', () => {
    expect(renovation(makeRenovationInput(), makeDistrictTable())).toEqual(run());
    expect(ZONE_CEILING_PER_M2).toMatchObject({ salamanca: 12000, torrelodones: 4800, colmenar_viejo: 4500, other: 4200 });
  });
});
