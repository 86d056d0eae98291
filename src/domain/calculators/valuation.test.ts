import { describe, expect, it } from 'vitest';
import { CalculatorError, DISTRICTS, valuate, type ValuationInput } from './index.ts';
import { EXAMPLE_TODAY, makeDistrictTable, makeValuationInput } from './test-factories.ts';

const run = (overrides: Partial<ValuationInput> = {}) => valuate(makeValuationInput(overrides), EXAMPLE_TODAY);
const factor = (overrides: Partial<ValuationInput>, name: string) => run(overrides).factors.find((f) => f.name === name);

describe('valuate', () => {
  it('matches the worked example of calculators.md', () => {
    expect(run()).toEqual({
      estimatedValue: 905000,
      pricePerM2: 8227,
      confidence: 85,
      factors: [
        { name: 'oldBuild', impact: -5 },
        { name: 'floor', impact: 3 },
        { name: 'bathroomRatio', impact: 2 },
        { name: 'feature:terrace', impact: 1.7 },
        { name: 'feature:doorman', impact: 1.4 },
      ],
      marketRange: { minPerM2: 6500, maxPerM2: 9500 },
      range: { low: 837000, high: 973000 },
    });
  });

  it('matches the house example of calculators.md: floor and lift ignored', () => {
    const house = makeValuationInput({
      propertyType: 'house',
      district: 'la-moraleja',
      usableArea: 400,
      builtArea: 480,
      bedrooms: 5,
      bathrooms: 5,
      floor: 'ground',
      elevator: false,
      condition: 'renovated',
      constructionYear: 1998,
      features: ['pool', 'garden', 'garage'],
    });
    const result = valuate(house, EXAMPLE_TODAY);
    expect(result).toMatchObject({
      estimatedValue: 3541000,
      pricePerM2: 7377,
      confidence: 75,
      range: { low: 3098000, high: 3984000 },
      marketRange: { minPerM2: 4500, maxPerM2: 7500 },
    });
    expect(result.factors.map((f) => f.name)).toEqual([
      'propertyType',
      'condition',
      'largeArea',
      'bathroomRatio',
      'feature:garden',
      'feature:garage',
      'feature:pool',
    ]);
    // Whatever floor the input carries (or none), a house gets no floor or lift factor.
    const { floor: _floor, ...withoutFloor } = house;
    expect(valuate(withoutFloor, EXAMPLE_TODAY)).toEqual(result);
    expect(valuate({ ...house, floor: '6+' }, EXAMPLE_TODAY)).toEqual(result);
    expect(valuate({ ...house, floor: 'attic' as never }, EXAMPLE_TODAY)).toEqual(result);
  });

  it('widens the range as confidence falls: ±(100 − confidence) / 2 %, ends rounded to the thousand', () => {
    // Retiro, cramped, one bathroom for three bedrooms: confidence 65 → ±17.5 %.
    const result = run({ district: 'retiro', usableArea: 40, bedrooms: 3, bathrooms: 1 });
    expect(result.confidence).toBe(65);
    expect(result.range).toEqual({
      low: Math.round((result.estimatedValue * 0.825) / 1000) * 1000,
      high: Math.round((result.estimatedValue * 1.175) / 1000) * 1000,
    });
    // Salamanca, roomy, two bathrooms for three bedrooms: confidence 90 → ±5 %.
    const narrow = run({ district: 'salamanca' });
    expect(narrow.confidence).toBe(90);
    expect(narrow.range.high - narrow.range.low).toBeLessThan(result.range.high - result.range.low);
  });

  it('throws "Distrito no válido" with a stable code for an unknown district', () => {
    const call = () => run({ district: 'atlantis' as never });
    expect(call).toThrow(CalculatorError);
    expect(call).toThrow('Distrito no válido');
    expect(call).toThrow(expect.objectContaining({ code: 'invalidDistrict' }));
  });

  it('rejects unknown property types, conditions and floors with coded errors', () => {
    expect(() => run({ propertyType: 'castle' as never })).toThrow(expect.objectContaining({ code: 'invalidPropertyType' }));
    expect(() => run({ condition: 'ruin' as never })).toThrow(expect.objectContaining({ code: 'invalidCondition' }));
    expect(() => run({ floor: '7' as never })).toThrow(expect.objectContaining({ code: 'invalidFloor' }));
    expect(() => run({ floor: undefined })).toThrow(expect.objectContaining({ code: 'invalidFloor' }));
    expect(run({ floor: 4 as never })).toEqual(run({ floor: '4' }));
  });

  it('applies the property-type, condition and floor tables and records only multipliers ≠ 1', () => {
    expect(factor({ propertyType: 'penthouse' }, 'propertyType')?.impact).toBe(25);
    expect(factor({ propertyType: 'studio' }, 'propertyType')?.impact).toBe(-15);
    expect(factor({ propertyType: 'apartment' }, 'propertyType')).toBeUndefined();
    expect(factor({ condition: 'needs-renovation' }, 'condition')?.impact).toBe(-20);
    expect(factor({ condition: 'renovated' }, 'condition')?.impact).toBe(8);
    expect(factor({ floor: 'ground' }, 'floor')?.impact).toBe(-8);
    expect(factor({ floor: '2' }, 'floor')).toBeUndefined();
    expect(factor({ floor: '6+' }, 'floor')).toBeUndefined();
  });

  it('lowers the price without a lift from the third floor up only; elevator defaults to false', () => {
    expect(factor({ floor: '3', elevator: false }, 'noElevator')?.impact).toBe(-8);
    expect(factor({ floor: '6+', elevator: false }, 'noElevator')?.impact).toBe(-8);
    expect(factor({ floor: '3', elevator: true }, 'noElevator')).toBeUndefined();
    expect(factor({ floor: '2', elevator: false }, 'noElevator')).toBeUndefined();
    const { elevator: _omitted, ...withoutElevator } = makeValuationInput({ floor: '5' });
    expect(valuate(withoutElevator, EXAMPLE_TODAY).factors.some((f) => f.name === 'noElevator')).toBe(true);
  });

  it('uses age = today’s year − construction year with strict bounds (< 5 new, > 50 old)', () => {
    expect(factor({ constructionYear: 2022 }, 'newBuild')?.impact).toBe(5); // age 4
    expect(factor({ constructionYear: 2021 }, 'newBuild')).toBeUndefined(); // age 5
    expect(factor({ constructionYear: 1976 }, 'oldBuild')).toBeUndefined(); // age 50
    expect(factor({ constructionYear: 1975 }, 'oldBuild')?.impact).toBe(-5); // age 51
    expect(
      valuate(makeValuationInput({ constructionYear: 2022 }), new Date('2030-06-01')).factors.map((f) => f.name),
    ).not.toContain('newBuild');
    expect(factor({ constructionYear: 2026 }, 'newBuild')?.impact).toBe(5); // built this year
    expect(factor({ constructionYear: 1800 }, 'oldBuild')?.impact).toBe(-5);
  });

  it('applies the built-area bands strictly (< 50 small, > 150 large)', () => {
    const base = { usableArea: 40, bedrooms: 1, bathrooms: 1 };
    expect(factor({ ...base, builtArea: 49 }, 'smallArea')?.impact).toBe(15);
    expect(factor({ ...base, builtArea: 50 }, 'smallArea')).toBeUndefined();
    expect(factor({ builtArea: 150 }, 'largeArea')).toBeUndefined();
    expect(factor({ builtArea: 151 }, 'largeArea')?.impact).toBe(-5);
  });

  it('applies bedroom density and bathroom ratio to the price and the confidence', () => {
    // d = 59 / 3 < 20: cramped (−3 %) and −5 confidence.
    expect(factor({ usableArea: 59 }, 'bedroomDensity')?.impact).toBe(-3);
    expect(run({ usableArea: 59 }).confidence).toBe(75);
    // d = 60 / 3 = 20: fine, +5.
    expect(factor({ usableArea: 60 }, 'bedroomDensity')).toBeUndefined();
    expect(run({ usableArea: 60 }).confidence).toBe(85);
    // d = 61 / 1 > 60: no price factor, −5 confidence.
    expect(run({ usableArea: 61, bedrooms: 1, bathrooms: 1 }).confidence).toBe(75);
    // r = 1 / 2 = 0.5: +2 %; r = 1 / 3 < 0.34: −3 %, −5 confidence; r = 1.5 / 4 in between: nothing.
    expect(factor({ bedrooms: 2, bathrooms: 1, usableArea: 60 }, 'bathroomRatio')?.impact).toBe(2);
    expect(factor({ bedrooms: 3, bathrooms: 1 }, 'bathroomRatio')?.impact).toBe(-3);
    expect(run({ bedrooms: 3, bathrooms: 1 }).confidence).toBe(75);
    expect(factor({ bedrooms: 5, bathrooms: 2, usableArea: 120 }, 'bathroomRatio')).toBeUndefined(); // r = 0.4
    expect(run({ bedrooms: 5, bathrooms: 2, usableArea: 120 }).confidence).toBe(80);
  });

  it('gives +5 confidence in salamanca and centro, within 60–95', () => {
    expect(run({ district: 'salamanca' }).confidence).toBe(90);
    expect(run({ district: 'centro' }).confidence).toBe(90);
    expect(run({ district: 'retiro', usableArea: 40, bedrooms: 3, bathrooms: 1 }).confidence).toBe(65);
  });

  it('adds features in euros with their impact on the surface value', () => {
    const plain = run({ features: [] });
    const withGarden = run({ features: ['garden'] });
    expect(withGarden.estimatedValue - plain.estimatedValue).toBe(30000);
    expect(plain.factors.some((f) => f.name.startsWith('feature:'))).toBe(false);
    expect(run({ features: undefined }).estimatedValue).toBe(plain.estimatedValue);
  });

  it('sorts factors by absolute impact and keeps the recording order for ties', () => {
    // floor 1 (−5) is recorded before oldBuild (−5).
    const names = run({ floor: '1', features: [] }).factors.map((f) => f.name);
    expect(names).toEqual(['floor', 'oldBuild', 'bathroomRatio']);
  });

  it('rounds the estimate to thousands and the price per m² to euros', () => {
    const result = run({ district: 'salamanca', builtArea: 97, usableArea: 80 });
    expect(result.estimatedValue % 1000).toBe(0);
    expect(result.pricePerM2).toBe(Math.round(result.estimatedValue / 97));
    expect(result.marketRange).toEqual({ minPerM2: 8500, maxPerM2: 12000 });
  });

  it('reads the clock only when no date is given', () => {
    const builtIn1960 = makeValuationInput({ constructionYear: 1960 });
    const factorNames = (today?: Date) => valuate(builtIn1960, today).factors.map((f) => f.name);
    // Today (any year after 2010) the building is over 50 years old; on 1 June 1990 it was 30.
    expect(factorNames()).toContain('oldBuild');
    expect(factorNames(new Date('1990-06-01T00:00:00Z'))).not.toContain('oldBuild');
  });
});

describe('valuate with the firm’s published district table (ADR 0036)', () => {
  it('starts from the published average and shows the published band: Chamberí at 9000 €/m² moves the worked example', () => {
    const published = makeDistrictTable({ chamberi: { avgPerM2: 9000, minPerM2: 7000, maxPerM2: 10500 } });
    // 9000 × 0.95 (old) × 1.03 (floor 4) × 1.02 (bathrooms) × 110 m² = 988089.30; + 27000 of features.
    expect(valuate(makeValuationInput(), EXAMPLE_TODAY, published)).toEqual({
      estimatedValue: 1015000,
      pricePerM2: 9227,
      confidence: 85,
      factors: [
        { name: 'oldBuild', impact: -5 },
        { name: 'floor', impact: 3 },
        { name: 'bathroomRatio', impact: 2 },
        { name: 'feature:terrace', impact: 1.5 },
        { name: 'feature:doorman', impact: 1.2 },
      ],
      marketRange: { minPerM2: 7000, maxPerM2: 10500 },
      range: { low: 939000, high: 1091000 },
    });
  });

  it('moves the surface value in proportion to the average, every district', () => {
    for (const district of Object.keys(DISTRICTS) as Array<keyof typeof DISTRICTS>) {
      const input = makeValuationInput({ district, features: [] });
      const today = valuate(input, EXAMPLE_TODAY);
      const avgPerM2 = DISTRICTS[district].avgPerM2 * 2;
      const doubled = valuate(input, EXAMPLE_TODAY, makeDistrictTable({ [district]: { avgPerM2, maxPerM2: avgPerM2 } }));
      // Rounded to the thousand twice: at most 1000 € apart from exactly twice today's figure.
      expect(Math.abs(doubled.estimatedValue - 2 * today.estimatedValue), district).toBeLessThanOrEqual(1000);
      expect(doubled.confidence, district).toBe(today.confidence);
    }
  });

  it('only reads the named district: another district’s change leaves the result as it is', () => {
    const published = makeDistrictTable({ salamanca: { avgPerM2: 11000, maxPerM2: 13000 } });
    expect(valuate(makeValuationInput(), EXAMPLE_TODAY, published)).toEqual(valuate(makeValuationInput(), EXAMPLE_TODAY));
  });

  it('keeps today’s table as the default, and an unknown district is still refused', () => {
    expect(valuate(makeValuationInput(), EXAMPLE_TODAY, DISTRICTS)).toEqual(valuate(makeValuationInput(), EXAMPLE_TODAY));
    expect(valuate(makeValuationInput(), EXAMPLE_TODAY, makeDistrictTable())).toMatchObject({
      estimatedValue: 905000,
      marketRange: { minPerM2: 6500, maxPerM2: 9500 },
    });
    expect(() => valuate(makeValuationInput({ district: 'vallecas' as never }), EXAMPLE_TODAY, makeDistrictTable())).toThrow(
      CalculatorError,
    );
  });
});
