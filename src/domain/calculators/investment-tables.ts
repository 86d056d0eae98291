/**
 * Investment-comparison constants of calculators.md: Comunidad de Madrid purchase taxes, costs and the
 * tax treatment of a residential let, each stated once. The savings scale is shared: savings-tax-tables.ts.
 */

/** ITP, Comunidad de Madrid, second-hand homes (general rate), percent of the price. */
export const SECOND_HAND_TRANSFER_TAX_PCT = 6;
/** New build: IVA on homes, percent of the price. */
export const NEW_BUILD_VAT_PCT = 10;
/**
 * New build: AJD (stamp duty) on a dwelling bought by an individual, Comunidad de Madrid (Decreto
 * Legislativo 1/2010 art. 32): each band's rate applies to the whole price up to its ceiling, and crossing
 * a ceiling never costs more than the excess over it (art. 37).
 */
export const NEW_BUILD_STAMP_DUTY_BANDS = [
  { upToEur: 120000, ratePct: 0.4 },
  { upToEur: 180000, ratePct: 0.5 },
  { upToEur: Infinity, ratePct: 0.75 },
] as const satisfies ReadonlyArray<{ upToEur: number; ratePct: number }>;
/** Notary, registry and agency on purchase, percent of the price. */
export const PURCHASE_FEES_PCT = 1;
/** Agency and notary on the final sale, percent of the sale price. */
export const SALE_COSTS_PCT = 3;
/**
 * Share of the whole acquisition cost (price, taxes and fees) taken as the building: the land does not
 * depreciate (RIRPF art. 14.2.a), percent.
 */
export const CONSTRUCTION_SHARE_PCT = 50;
/** Yearly depreciation of the building, percent (RIRPF art. 14). */
export const DEPRECIATION_PCT_PER_YEAR = 3;
/** Reduction of the positive net income from a residential let (LIRPF art. 23.2, general case), percent. */
export const RENTAL_INCOME_REDUCTION_PCT = 50;
/** The 50 % general reduction applies to contracts signed from this day (Ley 12/2023). */
export const RENTAL_INCOME_REDUCTION_CONTRACTS_FROM_ISO = '2023-05-26';
/** Internal rate of return: bisection bounds (−99 %…100 % a year) and halvings. */
export const IRR_SEARCH = { lowRate: -0.99, highRate: 1, halvings: 200 } as const;

export const ALTERNATIVE_NAMES = ['deposit', 'bonds', 'fund', 'custom'] as const;
export type AlternativeName = (typeof ALTERNATIVE_NAMES)[number];
/** Interest taxed in the year it is earned (LIRPF art. 25); the others defer all their tax to the sale. */
export const YEARLY_TAXED_ALTERNATIVES: ReadonlySet<AlternativeName> = new Set(['deposit', 'bonds']);

export const INVESTMENT_DEFAULTS = {
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
} as const satisfies {
  alternatives: ReadonlyArray<{ name: AlternativeName; annualReturnPct: number }>;
  [field: string]: unknown;
};

/** Validation limits of calculators.md ("Investment comparison"). */
export const INVESTMENT_LIMITS = {
  priceEur: { min: 50000, max: 50000000 },
  monthlyRentEur: { min: 0, max: 500000 },
  annualExpensesEur: { min: 0, max: 1000000 },
  vacancyMonths: { min: 0, max: 12 },
  maintenancePct: { min: 0, max: 50 },
  rentGrowthPct: { min: 0, max: 10 },
  appreciationPct: { min: -10, max: 15 },
  loanToValuePct: { min: 0, max: 80 },
  mortgageRatePct: { min: 0, max: 15 },
  mortgageYears: { min: 5, max: 40 },
  incomeTaxRatePct: { min: 0, max: 54 },
  years: { min: 1, max: 30 },
  alternatives: { min: 1, max: 3 },
  annualReturnPct: { min: -10, max: 30 },
} as const;
