/** Capital-gains constants of product-spec section 9 and calculators.md, each stated once. */

/** Update coefficients: 1 from this year on, the maximum up to the floor year, linear in between. */
export const UPDATE_COEFFICIENT = {
  baseYear: 2024,
  floorYear: 2000,
  maxCoefficient: 1.4498,
  /** The linear interpolation spans baseYear − floorYear years. */
  spanYears: 24,
  decimals: 4,
} as const;

/** Only the gain generated before this date is reduced (abatement of pre-2015 purchases). */
export const HOLDING_REDUCTION_CUTOFF_ISO = '2015-01-01';
export const HOLDING_REDUCTION_RATE_PER_YEAR = 0.11375;
export const HOLDING_REDUCTION_MAX_YEARS = 10;

export const MAIN_RESIDENCE_AGE_THRESHOLD_YEARS = 65;
export const MAIN_RESIDENCE_OVER_65_CAP_EUR = 400000;
export const REINVESTMENT_CAP_EUR = 240000;

export type TaxBracket = { readonly upTo: number; readonly rate: number };

const SAVINGS_BASE_TO_300K: readonly TaxBracket[] = [
  { upTo: 6000, rate: 0.19 },
  { upTo: 50000, rate: 0.21 },
  { upTo: 200000, rate: 0.23 },
  { upTo: 300000, rate: 0.27 },
];

/**
 * Savings-base scales, keyed by the first tax year they apply to (the sale's year). The next reform
 * is one more line here.
 */
export const SAVINGS_TAX_SCALES: ReadonlyArray<{ readonly fromYear: number; readonly brackets: readonly TaxBracket[] }> = [
  { fromYear: Number.NEGATIVE_INFINITY, brackets: [...SAVINGS_BASE_TO_300K, { upTo: Infinity, rate: 0.28 }] },
  // Ley 7/2024: the band over 300 000 € rises to 30 % from 2025.
  { fromYear: 2025, brackets: [...SAVINGS_BASE_TO_300K, { upTo: Infinity, rate: 0.3 }] },
];

/** Validation limits of product-spec section 5. */
export const CAPITAL_GAINS_LIMITS = {
  priceEur: { min: 1000, max: 50000000 },
  amountEur: { min: 0, max: 1000000 },
  ageYears: { min: 18, max: 120 },
} as const;
