import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  CALCULATOR_MESSAGES,
  CapitalGainsInputSchema,
  CompoundInterestInputSchema,
  InvestmentInputSchema,
  RenovationInputSchema,
  valuationInputSchema,
  type CalculatorMessageCode,
} from './index.ts';
import {
  EXAMPLE_TODAY,
  makeCapitalGainsInput,
  makeCompoundInterestInput,
  makeInvestmentInput,
  makeRenovationInput,
  makeValuationInput,
} from './test-factories.ts';

const ValuationInputSchema = valuationInputSchema(EXAMPLE_TODAY);

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
      constructionYearMin: 'Año mínimo 1800',
      usableAboveBuilt: 'La superficie útil no puede superar la construida',
      purchaseDateRequired: 'Fecha de compra requerida',
      saleDateRequired: 'Fecha de venta requerida',
      ageMin: 'Mínimo 18 años',
      ageMax: 'Máximo 120 años',
      saleNotAfterPurchase: 'La fecha de venta debe ser posterior a la fecha de compra',
      saleNotAbovePurchase: 'El precio de venta debe ser mayor al de compra para calcular ganancia patrimonial',
      zoneRequired: 'Seleccione la zona',
      qualityRequired: 'Seleccione la calidad',
      roomsRequired: 'Seleccione al menos una estancia',
      invalidDistrict: 'Distrito no válido',
      invalidDates: 'Fechas no válidas',
      invalidQuality: 'Calidad no válida',
      invalidZone: 'Zona no válida',
      saleDateRange: 'La fecha de venta debe estar entre 2015 y 2035',
      rangeEur0To50M: 'Entre 0 € y 50.000.000 €',
      rangeEur0To1M: 'Entre 0 € y 1.000.000 €',
      initialOrMonthlyRequired: 'Indique un capital inicial o una aportación mensual',
      rangePct0To20: 'Entre 0 % y 20 %',
      rangeYears1To50: 'Entre 1 y 50 años',
      invalidCompounding: 'Capitalización no válida',
      rangePct0To10: 'Entre 0 % y 10 %',
    };
    for (const [code, text] of Object.entries(spec)) expect(CALCULATOR_MESSAGES[code as CalculatorMessageCode]).toBe(text);
  });

  it('write amounts the Spanish way (decisions.md, Product 8), never as €1,000', () => {
    for (const text of Object.values(CALCULATOR_MESSAGES)) expect(text).not.toMatch(/€\d|\d,\d{3}/);
    expect(CALCULATOR_MESSAGES.priceMin).toBe('Mínimo 1000 €');
    expect(CALCULATOR_MESSAGES.priceMax).toBe('Máximo 50.000.000 €');
    expect(CALCULATOR_MESSAGES.propertyValueMin).toBe('Valor mínimo 50.000 €');
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
      ['constructionYear', 1799, 'constructionYearMin'],
      ['constructionYear', 1800, undefined],
      ['constructionYear', 2026, undefined],
      ['constructionYear', 2027, 'constructionYearMax'],
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

  it('caps the construction year at the year of the date it is built with', () => {
    const in2031 = valuationInputSchema(new Date('2031-03-01T12:00:00Z'));
    expect(issueOn(in2031, { ...base, constructionYear: 2031 }, 'constructionYear')).toBeUndefined();
    expect(issueOn(in2031, { ...base, constructionYear: 2032 }, 'constructionYear')).toBe('constructionYearMax');
  });

  it('asks for the floor except for a house', () => {
    const { floor: _floor, ...noFloor } = base;
    expect(issueOn(ValuationInputSchema, noFloor, 'floor')).toBe('floorRequired');
    expect(issueOn(ValuationInputSchema, { ...noFloor, propertyType: 'penthouse' }, 'floor')).toBe('floorRequired');
    expect(ValuationInputSchema.safeParse({ ...noFloor, propertyType: 'house' }).success).toBe(true);
    // Shown as soon as the type is chosen, not only once the whole form is filled.
    expect(issueOn(ValuationInputSchema, { propertyType: 'apartment' }, 'floor')).toBe('floorRequired');
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
      ['reinvestedAmount', undefined, undefined],
      ['reinvestedAmount', -1, 'rangeEur0To50M'],
      ['reinvestedAmount', 0, undefined],
      ['reinvestedAmount', 50000000, undefined],
      ['reinvestedAmount', 50000001, 'rangeEur0To50M'],
      ['annuityAmount', -0.01, 'rangeEur0To50M'],
      ['annuityAmount', 50000001, 'rangeEur0To50M'],
      ['priorAbatedSales', -1, 'rangeEur0To50M'],
      ['priorAbatedSales', 50000001, 'rangeEur0To50M'],
      ['priorAbatedSales', 'mucho', 'notANumber'],
    ]);
    expect(CapitalGainsInputSchema.parse(base)).toMatchObject({ annuityAmount: 0, priorAbatedSales: 0 });
    expect(CapitalGainsInputSchema.parse(base).reinvestedAmount).toBeUndefined();
  });

  it('accepts sale dates from 2015-01-01 to 2035-12-31', () => {
    const early = { ...base, purchaseDate: '2000-01-01' };
    checkCases(CapitalGainsInputSchema, early, [
      ['saleDate', '2014-12-31', 'saleDateRange'],
      ['saleDate', '2015-01-01', undefined],
      ['saleDate', '2035-12-31', undefined],
      ['saleDate', '2036-01-01', 'saleDateRange'],
      // A date the maths cannot read is the function's error ('Fechas no válidas'), not a range error.
      ['saleDate', '20250-02-01', undefined],
    ]);
    expect(issueOn(CapitalGainsInputSchema, { saleDate: '2040-05-01' }, 'saleDate')).toBe('saleDateRange');
  });

  it('applies the cross-field rules', () => {
    checkCases(CapitalGainsInputSchema, { ...base, purchaseDate: '2018-01-10' }, [
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
      ['totalArea', 95.5, undefined],
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

describe('CompoundInterestInputSchema', () => {
  const base = makeCompoundInterestInput();

  it('accepts the worked example and applies the defaults', () => {
    expect(
      CompoundInterestInputSchema.parse({ initialAmount: 10000, monthlyContribution: 0, annualRatePct: 6, years: 10 }),
    ).toEqual({
      initialAmount: 10000,
      monthlyContribution: 0,
      annualRatePct: 6,
      years: 10,
      compounding: 'monthly',
      inflationPct: 2,
      contributionGrowthPct: 0,
      applySavingsTax: false,
    });
  });

  it('enforces every range at its boundaries', () => {
    checkCases(CompoundInterestInputSchema, base, [
      ['initialAmount', -1, 'rangeEur0To50M'],
      ['initialAmount', 0, undefined],
      ['initialAmount', 50000000, undefined],
      ['initialAmount', 50000001, 'rangeEur0To50M'],
      ['initialAmount', undefined, 'required'],
      ['monthlyContribution', -1, 'rangeEur0To1M'],
      ['monthlyContribution', 1000000, undefined],
      ['monthlyContribution', 1000000.01, 'rangeEur0To1M'],
      ['annualRatePct', -0.1, 'rangePct0To20'],
      ['annualRatePct', 0, undefined],
      ['annualRatePct', 20, undefined],
      ['annualRatePct', 20.01, 'rangePct0To20'],
      ['years', 0, 'rangeYears1To50'],
      ['years', 1, undefined],
      ['years', 50, undefined],
      ['years', 51, 'rangeYears1To50'],
      ['years', 10.5, 'wholeNumber'],
      ['compounding', 'quarterly', undefined],
      ['compounding', 'annual', undefined],
      ['compounding', 'daily', 'invalidCompounding'],
      ['inflationPct', -1, 'rangePct0To10'],
      ['inflationPct', 10, undefined],
      ['inflationPct', 10.5, 'rangePct0To10'],
      ['contributionGrowthPct', -1, 'rangePct0To10'],
      ['contributionGrowthPct', 11, 'rangePct0To10'],
    ]);
  });

  it('needs an initial amount or a monthly contribution', () => {
    const both0 = { ...base, initialAmount: 0, monthlyContribution: 0 };
    expect(issueOn(CompoundInterestInputSchema, both0, 'initialAmount')).toBe('initialOrMonthlyRequired');
    expect(issueOn(CompoundInterestInputSchema, { ...both0, monthlyContribution: 1 }, 'initialAmount')).toBeUndefined();
    expect(issueOn(CompoundInterestInputSchema, { initialAmount: 0, monthlyContribution: 0 }, 'initialAmount')).toBe(
      'initialOrMonthlyRequired',
    );
  });
});

describe('InvestmentInputSchema', () => {
  const base = makeInvestmentInput();

  it('applies the defaults of calculators.md', () => {
    expect(InvestmentInputSchema.parse({ price: 600000, monthlyRent: 2200, annualExpenses: 3000 })).toEqual({
      price: 600000,
      monthlyRent: 2200,
      annualExpenses: 3000,
      newBuild: false,
      vacancyMonths: 1,
      maintenancePct: 5,
      rentGrowthPct: 2,
      appreciationPct: 3,
      loanToValuePct: 0,
      mortgageRatePct: 3,
      mortgageYears: 25,
      incomeTaxRatePct: 37,
      years: 10,
      alternatives: [
        { name: 'deposit', annualReturnPct: 2.5 },
        { name: 'fund', annualReturnPct: 7 },
      ],
    });
  });

  it('enforces every range at its boundaries', () => {
    checkCases(InvestmentInputSchema, base, [
      ['price', 49999, 'rangeEur50kTo50M'],
      ['price', 50000, undefined],
      ['price', 50000000, undefined],
      ['price', 50000001, 'rangeEur50kTo50M'],
      ['monthlyRent', -1, 'rangeEur0To500k'],
      ['monthlyRent', 500000, undefined],
      ['monthlyRent', 500001, 'rangeEur0To500k'],
      ['annualExpenses', -1, 'rangeEur0To1M'],
      ['annualExpenses', 1000001, 'rangeEur0To1M'],
      ['vacancyMonths', -1, 'rangeMonths0To12'],
      ['vacancyMonths', 12, undefined],
      ['vacancyMonths', 12.5, 'rangeMonths0To12'],
      ['maintenancePct', 50, undefined],
      ['maintenancePct', 51, 'rangePct0To50'],
      ['rentGrowthPct', 10, undefined],
      ['rentGrowthPct', 10.1, 'rangePct0To10'],
      ['appreciationPct', -10, undefined],
      ['appreciationPct', -10.1, 'rangePctMinus10To15'],
      ['appreciationPct', 15, undefined],
      ['appreciationPct', 15.1, 'rangePctMinus10To15'],
      ['loanToValuePct', 80, undefined],
      ['loanToValuePct', 81, 'rangePct0To80'],
      ['mortgageRatePct', 15, undefined],
      ['mortgageRatePct', 15.5, 'rangePct0To15'],
      ['mortgageYears', 4, 'rangeYears5To40'],
      ['mortgageYears', 5, undefined],
      ['mortgageYears', 40, undefined],
      ['mortgageYears', 41, 'rangeYears5To40'],
      ['mortgageYears', 20.5, 'wholeNumber'],
      ['incomeTaxRatePct', 54, undefined],
      ['incomeTaxRatePct', 54.5, 'rangePct0To54'],
      ['years', 0, 'rangeYears1To30'],
      ['years', 30, undefined],
      ['years', 31, 'rangeYears1To30'],
      ['alternatives', [], 'alternativesCount'],
      ['alternatives', [{ name: 'custom', annualReturnPct: 4 }], undefined],
      ['alternatives', 'deposit', 'alternativesCount'],
      [
        'alternatives',
        [
          { name: 'deposit', annualReturnPct: 2 },
          { name: 'bonds', annualReturnPct: 3 },
          { name: 'fund', annualReturnPct: 7 },
          { name: 'custom', annualReturnPct: 9 },
        ],
        'alternativesCount',
      ],
      [
        'alternatives',
        [
          { name: 'fund', annualReturnPct: 5 },
          { name: 'fund', annualReturnPct: 7 },
        ],
        'alternativeRepeated',
      ],
    ]);
    const alternative = (value: unknown) => [{ name: 'deposit', annualReturnPct: 2 }, value];
    expect(
      issueOn(
        InvestmentInputSchema,
        { ...base, alternatives: alternative({ name: 'gold', annualReturnPct: 1 }) },
        'alternatives.1.name',
      ),
    ).toBe('alternativeInvalid');
    expect(
      issueOn(
        InvestmentInputSchema,
        { ...base, alternatives: alternative({ name: 'fund', annualReturnPct: 30.5 }) },
        'alternatives.1.annualReturnPct',
      ),
    ).toBe('rangePctMinus10To30');
    expect(
      issueOn(
        InvestmentInputSchema,
        { ...base, alternatives: alternative({ name: 'fund', annualReturnPct: -10 }) },
        'alternatives.1.annualReturnPct',
      ),
    ).toBeUndefined();
  });

  it('gives each parse its own default alternatives', () => {
    const parse = () => InvestmentInputSchema.parse({ price: 600000, monthlyRent: 2200, annualExpenses: 3000 });
    const first = parse();
    first.alternatives[0]!.annualReturnPct = 99;
    expect(parse().alternatives[0]?.annualReturnPct).toBe(2.5);
  });
});
