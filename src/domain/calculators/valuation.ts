import { calendarYear } from './dates.ts';
import { CalculatorError } from './errors.ts';
import { round } from './round.ts';
import {
  BATHROOM_RATIO_GOOD,
  BATHROOM_RATIO_POOR,
  BEDROOM_DENSITY_MAX_M2,
  BEDROOM_DENSITY_MIN_M2,
  CONDITION_MULTIPLIERS,
  CONFIDENCE,
  CRAMPED_BEDROOMS_MULTIPLIER,
  DISTRICTS,
  ESTIMATE_ROUNDING_EUR,
  FEATURE_VALUES_EUR,
  FLOOR_MULTIPLIERS,
  FLOORS_NEEDING_ELEVATOR,
  GOOD_BATHROOM_RATIO_MULTIPLIER,
  LARGE_AREA_MIN_M2,
  LARGE_AREA_MULTIPLIER,
  NEW_BUILD_MAX_AGE_YEARS,
  NEW_BUILD_MULTIPLIER,
  NO_ELEVATOR_MULTIPLIER,
  OLD_BUILD_MIN_AGE_YEARS,
  OLD_BUILD_MULTIPLIER,
  POOR_BATHROOM_RATIO_MULTIPLIER,
  PROPERTY_TYPE_MULTIPLIERS,
  RANGE_CONFIDENCE_DIVISOR,
  SMALL_AREA_MAX_M2,
  SMALL_AREA_MULTIPLIER,
  TYPES_WITHOUT_FLOOR,
  type District,
  type DistrictTable,
  type Feature,
  type Floor,
} from './valuation-tables.ts';
import type { ValuationInput } from './valuation-schema.ts';

/** Stable factor names; the UI translates them. Features appear as `feature:<slug>`. */
export type ValuationFactorName =
  | 'propertyType'
  | 'condition'
  | 'floor'
  | 'noElevator'
  | 'newBuild'
  | 'oldBuild'
  | 'smallArea'
  | 'largeArea'
  | 'bedroomDensity'
  | 'bathroomRatio'
  | `feature:${Feature}`;

export type ValuationFactor = { name: ValuationFactorName; /** Signed percent, one decimal. */ impact: number };

export type ValuationResult = {
  estimatedValue: number;
  pricePerM2: number;
  /** Percent, 60–95. */
  confidence: number;
  factors: ValuationFactor[];
  /** The district's market band, € per m². */
  marketRange: { minPerM2: number; maxPerM2: number };
  /** The estimate's range, wider as confidence falls; each end rounded to the thousand. */
  range: { low: number; high: number };
};

function own<T extends object>(table: T, key: unknown): key is keyof T {
  return typeof key === 'string' && Object.hasOwn(table, key);
}

/** Rounds euros to the nearest thousand, as the estimate and its range are shown. */
function toThousand(euros: number): number {
  return round(euros / ESTIMATE_ROUNDING_EUR) * ESTIMATE_ROUNDING_EUR;
}

/** The floor slug, or null for a type without floors (whatever the input says). Throws on an unknown floor. */
function floorOf(input: ValuationInput): Floor | null {
  if (TYPES_WITHOUT_FLOOR.includes(input.propertyType)) return null;
  // Floors are string slugs; a caller passing 4 instead of '4' means the same floor.
  const floorKey: unknown = typeof input.floor === 'number' ? String(input.floor) : input.floor;
  if (!own(FLOOR_MULTIPLIERS, floorKey)) throw new CalculatorError('invalidFloor');
  return floorKey;
}

/**
 * Estimates a property's market value (calculators.md, "Valuation"). `today` only sets the building's
 * age; the clock is read here, as the default, and nowhere else. `districts`: the € per m² table, today's
 * `DISTRICTS` unless the firm's published one is given (the districts themselves are the calculator's).
 */
export function valuate(input: ValuationInput, today: Date = new Date(), districts: DistrictTable = DISTRICTS): ValuationResult {
  if (!own(DISTRICTS, input.district)) throw new CalculatorError('invalidDistrict');
  if (!own(PROPERTY_TYPE_MULTIPLIERS, input.propertyType)) throw new CalculatorError('invalidPropertyType');
  if (!own(CONDITION_MULTIPLIERS, input.condition)) throw new CalculatorError('invalidCondition');
  const floor = floorOf(input);
  const district = districts[input.district as District];

  const multipliers: Array<{ name: ValuationFactorName; m: number }> = [
    { name: 'propertyType', m: PROPERTY_TYPE_MULTIPLIERS[input.propertyType] },
    { name: 'condition', m: CONDITION_MULTIPLIERS[input.condition] },
  ];
  if (floor !== null) {
    multipliers.push({ name: 'floor', m: FLOOR_MULTIPLIERS[floor] });
    if (FLOORS_NEEDING_ELEVATOR.includes(floor) && !(input.elevator ?? false)) {
      multipliers.push({ name: 'noElevator', m: NO_ELEVATOR_MULTIPLIER });
    }
  }
  const age = calendarYear(today) - input.constructionYear;
  if (age < NEW_BUILD_MAX_AGE_YEARS) multipliers.push({ name: 'newBuild', m: NEW_BUILD_MULTIPLIER });
  else if (age > OLD_BUILD_MIN_AGE_YEARS) multipliers.push({ name: 'oldBuild', m: OLD_BUILD_MULTIPLIER });
  if (input.builtArea < SMALL_AREA_MAX_M2) multipliers.push({ name: 'smallArea', m: SMALL_AREA_MULTIPLIER });
  else if (input.builtArea > LARGE_AREA_MIN_M2) multipliers.push({ name: 'largeArea', m: LARGE_AREA_MULTIPLIER });
  const density = input.usableArea / input.bedrooms;
  if (density < BEDROOM_DENSITY_MIN_M2) multipliers.push({ name: 'bedroomDensity', m: CRAMPED_BEDROOMS_MULTIPLIER });
  const ratio = input.bathrooms / input.bedrooms;
  if (ratio >= BATHROOM_RATIO_GOOD) multipliers.push({ name: 'bathroomRatio', m: GOOD_BATHROOM_RATIO_MULTIPLIER });
  else if (ratio < BATHROOM_RATIO_POOR) multipliers.push({ name: 'bathroomRatio', m: POOR_BATHROOM_RATIO_MULTIPLIER });

  const factors: ValuationFactor[] = [];
  let pricePerM2Adjusted = district.avgPerM2;
  for (const { name, m } of multipliers) {
    pricePerM2Adjusted *= m;
    if (m !== 1) factors.push({ name, impact: round((m - 1) * 100, 1) });
  }
  const surfaceValue = pricePerM2Adjusted * input.builtArea;

  let featuresValue = 0;
  for (const feature of input.features ?? []) {
    if (!own(FEATURE_VALUES_EUR, feature)) continue; // the schema rejects unknown features
    const amount = FEATURE_VALUES_EUR[feature];
    featuresValue += amount;
    factors.push({ name: `feature:${feature}`, impact: round((amount / surfaceValue) * 100, 1) });
  }

  const estimatedValue = toThousand(surfaceValue + featuresValue);
  const pricePerM2 = round(estimatedValue / input.builtArea);

  let confidence: number = CONFIDENCE.startPercent;
  const roomy = density >= BEDROOM_DENSITY_MIN_M2 && density <= BEDROOM_DENSITY_MAX_M2;
  confidence += roomy ? CONFIDENCE.stepPercent : -CONFIDENCE.stepPercent;
  if (ratio >= BATHROOM_RATIO_GOOD) confidence += CONFIDENCE.stepPercent;
  else if (ratio < BATHROOM_RATIO_POOR) confidence -= CONFIDENCE.stepPercent;
  if (CONFIDENCE.bonusDistricts.includes(input.district)) confidence += CONFIDENCE.stepPercent;
  confidence = Math.min(CONFIDENCE.maxPercent, Math.max(CONFIDENCE.minPercent, confidence));

  // Array.prototype.sort is stable, so ties keep the order in which the factors were recorded.
  factors.sort((a, b) => Math.abs(b.impact) - Math.abs(a.impact));

  const halfWidth = (100 - confidence) / RANGE_CONFIDENCE_DIVISOR;

  return {
    estimatedValue,
    pricePerM2,
    confidence,
    factors,
    marketRange: { minPerM2: district.minPerM2, maxPerM2: district.maxPerM2 },
    range: { low: toThousand(estimatedValue * (1 - halfWidth)), high: toThousand(estimatedValue * (1 + halfWidth)) },
  };
}
