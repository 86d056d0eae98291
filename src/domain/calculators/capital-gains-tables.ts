/**
 * Capital-gains constants of calculators.md, each stated once, with its legal source (see
 * docs/decisions/0013-capital-gains-law-in-force.md). The savings scale is shared: savings-tax-tables.ts.
 */

/** DT 9.ª LIRPF: the reduction of gains on property bought before 1995 ("coeficientes de abatimiento"). */
export const ABATEMENT = {
  /** Only purchases up to this day qualify. */
  lastPurchaseDateIso: '1994-12-31',
  /** Years of ownership are counted up to this day, a started year counting whole. */
  ownershipCountedToIso: '1996-12-31',
  /** The first two years give no reduction. */
  yearsWithoutReduction: 2,
  /** Reduction per further year, percent (real estate). */
  percentPerYear: 11.11,
  /** More than this many years at 1996-12-31: that part of the gain is not taxed at all (100 %). */
  fullyAbatedAfterYears: 10,
  fullPercent: 100,
  /** Only the part of the gain generated up to this day, both days counted ("ambos inclusive"), is reduced. */
  gainGeneratedToIso: '2006-01-19',
  /** Since 2015 the reduction covers at most this much transmission value, over all sales together. */
  transmissionValueCapEur: 400000,
} as const;

/** Art. 33.4.b (main residence exempt) and art. 38.3 (life annuity) apply from this age. */
export const SENIOR_AGE_YEARS = 65;

/** Art. 38.3 LIRPF: at most this much put into a life annuity gives the exemption. */
export const ANNUITY_CAP_EUR = 240000;

/** The sale dates the form accepts: tax years with a scale the calculator knows (calculators.md). */
export const SALE_DATE_RANGE = { fromIso: '2015-01-01', toIso: '2035-12-31' } as const;

/** Validation limits of product-spec section 5 and, for the optional amounts, calculators.md. */
export const CAPITAL_GAINS_LIMITS = {
  priceEur: { min: 1000, max: 50000000 },
  amountEur: { min: 0, max: 1000000 },
  ageYears: { min: 18, max: 120 },
  /** reinvestedAmount, annuityAmount, priorAbatedSales, outstandingLoan: up to the largest sale price. */
  optionalAmountEur: { min: 0, max: 50000000 },
} as const;
