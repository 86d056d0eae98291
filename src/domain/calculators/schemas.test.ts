import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CALCULATOR_MESSAGES,
  CapitalGainsInputSchema,
  RenovationInputSchema,
  ValuationInputSchema,
  type CalculatorMessageCode,
} from './index.ts';
import { makeCapitalGainsInput, makeRenovationInput, makeValuationInput } from './test-factories.ts';

/** The message code of the first issue on `field`, or undefined when the field is valid. */
function issueOn(schema: z.ZodType, value: unknown, field: string): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues.find((i) => i.path.join('.') === field)?.message;
}

type Case = [field: string, value: unknown, code: CalculatorMessageCode | undefined];

function checkCases(schema: z.ZodType, base: Record<string, unknown>, cases: Case[]) {
  for (const [field, value, code] of cases) {
    expect(issueOn(schema, { ...base, [field]: value }, field), `${field} = ${String(value)}`).toBe(code);
  }
}

describe('messages', () => {
  it('keep the spec’s Spanish text', () => {
    const spec: Partial<Record<CalculatorMessageCode, string>> = {
      propertyTypeRequired: 'Seleccione el tipo de propiedad',
      districtRequired: 'Seleccione el distrito',
      areaMin: 'Mínimo 20 m²',
      areaMax: 'Máximo 1000 m²',
      floorRequired: 'Seleccione la planta',
      conditionRequired: 'Seleccione el estado',
      constructionYearMin: 'Año mínimo 1900',
      constructionYearMax: 'Año máximo 2024',
      usableAboveBuilt: 'La superficie útil no puede superar la construida',
      priceMin: 'Mínimo €1,000',
      priceMax: 'Máximo €50,000,000',
      purchaseDateRequired: 'Fecha de compra requerida',
      saleDateRequired: 'Fecha de venta requerida',
      amountMax: 'Máximo €1,000,000',
      ageMin: 'Mínimo 18 años',
      ageMax: 'Máximo 120 años',
      saleNotAfterPurchase: 'La fecha de venta debe ser posterior a la fecha de compra',
      saleNotAbovePurchase: 'El precio de venta debe ser mayor al de compra para calcular ganancia patrimonial',
      propertyValueMin: 'Valor mínimo €50,000',
      propertyValueMax: 'Valor máximo €5,000,000',
      zoneRequired: 'Seleccione la zona',
      qualityRequired: 'Seleccione la calidad',
      roomsRequired: 'Seleccione al menos una estancia',
      invalidDistrict: 'Distrito no válido',
      invalidDates: 'Fechas no válidas',
      invalidQuality: 'Calidad no válida',
      invalidZone: 'Zona no válida',
    };
    for (const [code, text] of Object.entries(spec)) expect(CALCULATOR_MESSAGES[code as CalculatorMessageCode]).toBe(text);
  });
});

describe('ValuationInputSchema', () => {
  const base = makeValuationInput();

  it('accepts the worked example and defaults elevator to false', () => {
    const { elevator: _e, ...rest } = base;
    expect(ValuationInputSchema.parse(rest).elevator).toBe(false);
  });

  it('enforces every rule at its boundaries', () => {
    checkCases(ValuationInputSchema, { ...base, usableArea: 20 }, [
      ['builtArea', 19, 'areaMin'],
      ['builtArea', 20, undefined],
      ['builtArea', 1000, undefined],
      ['builtArea', 1001, 'areaMax'],
      ['builtArea', undefined, 'required'],
      ['builtArea', 55.5, 'wholeNumber'],
    ]);
    checkCases(ValuationInputSchema, { ...base, builtArea: 1000 }, [
      ['usableArea', 19, 'areaMin'],
      ['usableArea', 20, undefined],
      ['usableArea', 1000, undefined],
      ['usableArea', 1001, 'areaMax'],
    ]);
    checkCases(ValuationInputSchema, base, [
      ['bedrooms', 0, 'bedroomsMin'],
      ['bedrooms', 1, undefined],
      ['bedrooms', 10, undefined],
      ['bedrooms', 11, 'bedroomsMax'],
      ['bathrooms', 0, 'bathroomsMin'],
      ['bathrooms', 10, undefined],
      ['bathrooms', 11, 'bathroomsMax'],
      ['constructionYear', 1899, 'constructionYearMin'],
      ['constructionYear', 1900, undefined],
      ['constructionYear', 2024, undefined],
      ['constructionYear', 2025, 'constructionYearMax'],
      ['propertyType', undefined, 'propertyTypeRequired'],
      ['propertyType', '', 'propertyTypeRequired'],
      ['district', undefined, 'districtRequired'],
      ['district', 'atlantis', 'districtRequired'],
      ['floor', undefined, 'floorRequired'],
      ['condition', undefined, 'conditionRequired'],
      ['features', ['sauna'], undefined],
    ]);
    expect(issueOn(ValuationInputSchema, { ...base, features: ['sauna'] }, 'features.0')).toBe('featureInvalid');
  });

  it('rejects a usable area above the built area, even while other fields are empty', () => {
    expect(issueOn(ValuationInputSchema, { ...base, usableArea: 111 }, 'usableArea')).toBe('usableAboveBuilt');
    expect(issueOn(ValuationInputSchema, { ...base, usableArea: 110 }, 'usableArea')).toBeUndefined();
    expect(issueOn(ValuationInputSchema, { usableArea: 120, builtArea: 100 }, 'usableArea')).toBe('usableAboveBuilt');
  });
});

describe('CapitalGainsInputSchema', () => {
  const base = makeCapitalGainsInput();

  it('accepts the worked example with defaults', () => {
    expect(CapitalGainsInputSchema.parse(base)).toMatchObject({ purchaseExpenses: 0, saleExpenses: 0, improvements: 0 });
  });

  it('enforces every rule at its boundaries', () => {
    checkCases(CapitalGainsInputSchema, { ...base, salePrice: 50000000 }, [
      ['purchasePrice', 999, 'priceMin'],
      ['purchasePrice', 1000, undefined],
      ['purchasePrice', undefined, 'required'],
    ]);
    checkCases(CapitalGainsInputSchema, { ...base, purchasePrice: 1000 }, [
      ['salePrice', 50000000, undefined],
      ['salePrice', 50000001, 'priceMax'],
    ]);
    checkCases(CapitalGainsInputSchema, base, [
      ['purchaseDate', '', 'purchaseDateRequired'],
      ['purchaseDate', undefined, 'purchaseDateRequired'],
      ['saleDate', '', 'saleDateRequired'],
      ['purchaseExpenses', -1, 'amountMin'],
      ['purchaseExpenses', 1000000, undefined],
      ['purchaseExpenses', 1000001, 'amountMax'],
      ['saleExpenses', 1000001, 'amountMax'],
      ['improvements', 1000001, 'amountMax'],
      ['age', 17, 'ageMin'],
      ['age', 18, undefined],
      ['age', 120, undefined],
      ['age', 121, 'ageMax'],
      ['age', undefined, undefined],
    ]);
  });

  it('applies the cross-field rules', () => {
    checkCases(CapitalGainsInputSchema, base, [
      ['saleDate', '2018-01-10', 'saleNotAfterPurchase'],
      ['saleDate', '2017-12-31', 'saleNotAfterPurchase'],
      ['saleDate', '2018-01-11', undefined],
      ['salePrice', 400000, 'saleNotAbovePurchase'],
      ['salePrice', 400001, undefined],
    ]);
    const withImprovements = { ...base, improvements: 10000 };
    checkCases(CapitalGainsInputSchema, withImprovements, [
      ['improvementDate', '2018-01-09', 'improvementBeforePurchase'],
      ['improvementDate', '2018-01-10', undefined],
      ['improvementDate', undefined, undefined],
    ]);
    // Without improvements the date does not matter.
    expect(issueOn(CapitalGainsInputSchema, { ...base, improvementDate: '2000-01-01' }, 'improvementDate')).toBeUndefined();
    // Cross-field rules show as soon as their own fields are valid.
    expect(issueOn(CapitalGainsInputSchema, { purchasePrice: 5000, salePrice: 4000 }, 'salePrice')).toBe('saleNotAbovePurchase');
  });
});

describe('RenovationInputSchema', () => {
  const base = makeRenovationInput();

  it('enforces every rule at its boundaries', () => {
    checkCases(RenovationInputSchema, base, [
      ['propertyValue', 49999, 'propertyValueMin'],
      ['propertyValue', 50000, undefined],
      ['propertyValue', 5000000, undefined],
      ['propertyValue', 5000001, 'propertyValueMax'],
      ['totalArea', 19, 'areaMin'],
      ['totalArea', 20, undefined],
      ['totalArea', 1000, undefined],
      ['totalArea', 1001, 'areaMax'],
      ['zone', undefined, 'zoneRequired'],
      ['zone', 'mars', 'zoneRequired'],
      ['propertyType', 'penthouse', 'propertyTypeRequired'],
      ['renovationQuality', undefined, 'qualityRequired'],
      ['roomsToRenovate', [], 'roomsRequired'],
      ['roomsToRenovate', undefined, 'roomsRequired'],
      ['includeBathrooms', -1, 'includeBathroomsMin'],
      ['includeBathrooms', 0, undefined],
      ['includeBathrooms', 5, undefined],
      ['includeBathrooms', 6, 'includeBathroomsMax'],
    ]);
  });

  it('defaults the optional choices to none', () => {
    const parsed = RenovationInputSchema.parse({
      propertyValue: 300000,
      totalArea: 80,
      zone: 'centro',
      propertyType: 'house',
      renovationQuality: 'basic',
      roomsToRenovate: ['living'],
    });
    expect(parsed).toMatchObject({ includeKitchen: false, includeBathrooms: 0, flooring: false, plumbingWork: false });
  });
});
