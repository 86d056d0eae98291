/** Compound-interest constants of calculators.md, each stated once. */

/** Compounding periods per year, by the input's slug. */
export const COMPOUNDING_PERIODS_PER_YEAR = { monthly: 12, quarterly: 4, annual: 1 } as const satisfies Record<string, number>;
export type Compounding = keyof typeof COMPOUNDING_PERIODS_PER_YEAR;
export const COMPOUNDINGS = Object.keys(COMPOUNDING_PERIODS_PER_YEAR) as [Compounding, ...Compounding[]];

export const COMPOUND_INTEREST_DEFAULTS = {
  compounding: 'monthly',
  inflationPct: 2,
  contributionGrowthPct: 0,
  applySavingsTax: false,
} as const satisfies { compounding: Compounding; inflationPct: number; contributionGrowthPct: number; applySavingsTax: boolean };

/** Validation limits of calculators.md ("Compound interest"). */
export const COMPOUND_INTEREST_LIMITS = {
  initialAmountEur: { min: 0, max: 50000000 },
  monthlyContributionEur: { min: 0, max: 1000000 },
  annualRatePct: { min: 0, max: 20 },
  years: { min: 1, max: 50 },
  inflationPct: { min: 0, max: 10 },
  contributionGrowthPct: { min: 0, max: 10 },
} as const;
