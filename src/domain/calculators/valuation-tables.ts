/** Valuation constants of product-spec section 9 and calculators.md, each stated once. */

export const DISTRICTS = {
  salamanca: { avgPerM2: 10250, minPerM2: 8500, maxPerM2: 12000 },
  chamberi: { avgPerM2: 8000, minPerM2: 6500, maxPerM2: 9500 },
  centro: { avgPerM2: 9000, minPerM2: 7000, maxPerM2: 11000 },
  retiro: { avgPerM2: 7250, minPerM2: 6000, maxPerM2: 8500 },
  chamartin: { avgPerM2: 6750, minPerM2: 5500, maxPerM2: 8000 },
  moncloa: { avgPerM2: 6250, minPerM2: 5000, maxPerM2: 7500 },
  'la-moraleja': { avgPerM2: 6000, minPerM2: 4500, maxPerM2: 7500 },
  pozuelo: { avgPerM2: 5250, minPerM2: 4000, maxPerM2: 6500 },
  boadilla: { avgPerM2: 4500, minPerM2: 3500, maxPerM2: 5500 },
  majadahonda: { avgPerM2: 4100, minPerM2: 3200, maxPerM2: 5000 },
  'las-rozas': { avgPerM2: 3900, minPerM2: 3000, maxPerM2: 4800 },
  alcobendas: { avgPerM2: 4350, minPerM2: 3500, maxPerM2: 5200 },
  'tres-cantos': { avgPerM2: 3850, minPerM2: 3200, maxPerM2: 4500 },
  'san-sebastian-reyes': { avgPerM2: 3500, minPerM2: 2800, maxPerM2: 4200 },
} as const satisfies Record<string, { avgPerM2: number; minPerM2: number; maxPerM2: number }>;
export type District = keyof typeof DISTRICTS;
export const DISTRICT_SLUGS = Object.keys(DISTRICTS) as [District, ...District[]];

/** One district's € per m²: the average the valuation starts from, and its market band. */
export type DistrictPrices = { avgPerM2: number; minPerM2: number; maxPerM2: number };
/**
 * Every district's prices: `DISTRICTS` by default, or the table the firm publishes (ADR 0036), which the
 * valuation and the renovation's ceiling take as their last parameter.
 */
export type DistrictTable = Readonly<Record<District, DistrictPrices>>;

export const PROPERTY_TYPE_MULTIPLIERS = {
  apartment: 1,
  house: 1.15,
  penthouse: 1.25,
  duplex: 1.1,
  studio: 0.85,
} as const satisfies Record<string, number>;
export type ValuationPropertyType = keyof typeof PROPERTY_TYPE_MULTIPLIERS;
export const VALUATION_PROPERTY_TYPES = Object.keys(PROPERTY_TYPE_MULTIPLIERS) as [
  ValuationPropertyType,
  ...ValuationPropertyType[],
];

export const CONDITION_MULTIPLIERS = {
  new: 1.15,
  renovated: 1.08,
  good: 1,
  fair: 0.92,
  'needs-renovation': 0.8,
} as const satisfies Record<string, number>;
export type Condition = keyof typeof CONDITION_MULTIPLIERS;
export const CONDITIONS = Object.keys(CONDITION_MULTIPLIERS) as [Condition, ...Condition[]];

export const FLOOR_MULTIPLIERS = {
  ground: 0.92,
  '1': 0.95,
  '2': 1,
  '3': 1.02,
  '4': 1.03,
  '5': 1.02,
  '6+': 1,
} as const satisfies Record<string, number>;
export type Floor = keyof typeof FLOOR_MULTIPLIERS;
export const FLOORS = ['ground', '1', '2', '3', '4', '5', '6+'] as const satisfies readonly Floor[];

/** Floors from which a missing lift lowers the price. */
export const FLOORS_NEEDING_ELEVATOR: readonly Floor[] = ['3', '4', '5', '6+'];
export const NO_ELEVATOR_MULTIPLIER = 0.92;

export const NEW_BUILD_MAX_AGE_YEARS = 5; // age < 5
export const NEW_BUILD_MULTIPLIER = 1.05;
export const OLD_BUILD_MIN_AGE_YEARS = 50; // age > 50
export const OLD_BUILD_MULTIPLIER = 0.95;

export const SMALL_AREA_MAX_M2 = 50; // builtArea < 50
export const SMALL_AREA_MULTIPLIER = 1.15;
export const LARGE_AREA_MIN_M2 = 150; // builtArea > 150
export const LARGE_AREA_MULTIPLIER = 0.95;

/** Usable m² per bedroom: below the minimum the flat feels cramped. */
export const BEDROOM_DENSITY_MIN_M2 = 20;
export const BEDROOM_DENSITY_MAX_M2 = 60;
export const CRAMPED_BEDROOMS_MULTIPLIER = 0.97;

/** Bathrooms per bedroom. */
export const BATHROOM_RATIO_GOOD = 0.5; // r ≥ 0.5
export const BATHROOM_RATIO_POOR = 0.34; // r < 0.34
export const GOOD_BATHROOM_RATIO_MULTIPLIER = 1.02;
export const POOR_BATHROOM_RATIO_MULTIPLIER = 0.97;

export const FEATURE_VALUES_EUR = {
  terrace: 15000,
  garage: 25000,
  storage: 8000,
  doorman: 12000,
  pool: 20000,
  garden: 30000,
} as const satisfies Record<string, number>;
export type Feature = keyof typeof FEATURE_VALUES_EUR;
export const FEATURES = Object.keys(FEATURE_VALUES_EUR) as [Feature, ...Feature[]];

/** Estimates are rounded to the nearest thousand euros. */
export const ESTIMATE_ROUNDING_EUR = 1000;

export const CONFIDENCE = {
  startPercent: 75,
  stepPercent: 5,
  minPercent: 60,
  maxPercent: 95,
  /** Districts with the deepest comparable market. */
  bonusDistricts: ['salamanca', 'centro'] as readonly District[],
} as const;

/** The types with no floor: neither the floor table nor the missing lift applies to them. */
export const TYPES_WITHOUT_FLOOR: readonly ValuationPropertyType[] = ['house'];

/**
 * The estimate's range: `estimatedValue × (1 ∓ (100 − confidence) / RANGE_CONFIDENCE_DIVISOR)`, each end
 * rounded like the estimate (85 % confidence → ±7.5 %).
 */
export const RANGE_CONFIDENCE_DIVISOR = 200;

/**
 * Validation limits of product-spec section 5 and calculators.md. The construction year's upper bound
 * is today's year, which the schema factory receives (`valuationInputSchema(today)`).
 */
export const VALUATION_LIMITS = {
  areaM2: { min: 20, max: 1000 },
  bedrooms: { min: 1, max: 10 },
  bathrooms: { min: 1, max: 10 },
  constructionYearMin: 1800,
} as const;
