import type { CapitalGainsInput } from './capital-gains-schema.ts';
import type { CompoundInterestInput } from './compound-interest-schema.ts';
import type { InvestmentInput } from './investment-schema.ts';
import type { RenovationInput } from './renovation-schema.ts';
import type { ValuationInput } from './valuation-schema.ts';
import { DISTRICTS, type District, type DistrictPrices, type DistrictTable } from './valuation-tables.ts';

/** Valid inputs (the worked examples of calculators.md) with overrides, for tests. */
export function makeValuationInput(overrides: Partial<ValuationInput> = {}): ValuationInput {
  return {
    propertyType: 'apartment',
    district: 'chamberi',
    usableArea: 95,
    builtArea: 110,
    bedrooms: 3,
    bathrooms: 2,
    floor: '4',
    elevator: true,
    condition: 'good',
    constructionYear: 1965,
    features: ['terrace', 'doorman'],
    ...overrides,
  };
}

export function makeCapitalGainsInput(overrides: Partial<CapitalGainsInput> = {}): CapitalGainsInput {
  return {
    purchasePrice: 400000,
    purchaseDate: '2018-01-10',
    salePrice: 900000,
    saleDate: '2025-02-01',
    isMainResidence: true,
    age: 67,
    ...overrides,
  };
}

export function makeRenovationInput(overrides: Partial<RenovationInput> = {}): RenovationInput {
  return {
    propertyValue: 600000,
    totalArea: 120,
    zone: 'salamanca',
    propertyType: 'apartment',
    renovationQuality: 'mid',
    roomsToRenovate: ['living', 'bedrooms'],
    includeKitchen: true,
    includeBathrooms: 2,
    flooring: true,
    painting: true,
    electricalWork: false,
    plumbingWork: false,
    ...overrides,
  };
}

/** The first compound-interest example: 100000 initial, 1000 a month, 5 %, 20 years, monthly, tax applied. */
export function makeCompoundInterestInput(overrides: Partial<CompoundInterestInput> = {}): CompoundInterestInput {
  return {
    initialAmount: 100000,
    monthlyContribution: 1000,
    annualRatePct: 5,
    years: 20,
    compounding: 'monthly',
    inflationPct: 2,
    contributionGrowthPct: 0,
    applySavingsTax: true,
    ...overrides,
  };
}

/** The first investment example: 600000 €, 2200 a month, 3000 of expenses, the rest default. */
export function makeInvestmentInput(overrides: Partial<InvestmentInput> = {}): InvestmentInput {
  return { price: 600000, monthlyRent: 2200, annualExpenses: 3000, ...overrides };
}

/** The worked examples' reference date for the building's age. */
export const EXAMPLE_TODAY = new Date('2026-06-01T00:00:00Z');

/** Today's district table (a copy) with some districts' prices changed, as the firm might publish it. */
export function makeDistrictTable(overrides: Partial<Record<District, Partial<DistrictPrices>>> = {}): DistrictTable {
  const table = Object.fromEntries(Object.entries(DISTRICTS).map(([slug, prices]) => [slug, { ...prices }])) as Record<
    District,
    DistrictPrices
  >;
  for (const [slug, prices] of Object.entries(overrides)) Object.assign(table[slug as District], prices);
  return table;
}
