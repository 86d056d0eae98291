import { CalculatorError } from './errors.ts';
import {
  MANAGEMENT_FEE_RATE,
  QUALITIES,
  RENOVATION_PROPERTY_TYPES,
  ROOM_SLUGS,
  ROOMS,
  SYNERGY,
  WORK_SLUGS,
  WORKS_PER_M2_EUR,
  ZONE_VALUE_FACTORS,
  zoneCeilingPerM2,
  type RenovationQuality,
  type Room,
  type Work,
  type Zone,
} from './renovation-tables.ts';
import type { RenovationInput } from './renovation-schema.ts';
import { round } from './round.ts';
import { DISTRICTS, type DistrictTable } from './valuation-tables.ts';

/** Stable cost-item names, in breakdown order; the UI translates them. */
export type CostItemName = `room:${Room}` | 'kitchen' | 'bathrooms' | Work | 'management';
export type CostItem = { item: CostItemName; cost: number };

export type RenovationResult = {
  renovationCost: number;
  /** What the renovation adds, at most what takes the home to its zone's ceiling (never below 0). */
  valueIncrease: number;
  /** Percent, one decimal. */
  roi: number;
  finalPropertyValue: number;
  costBreakdown: CostItem[];
  /** The most the home sells for in its zone once renovated: total area × the top of the zone's band. */
  marketCeiling: number;
  /** True when the zone's prices limit what the renovation adds. */
  capped: boolean;
};

function own<T extends object>(table: T, key: unknown): key is keyof T {
  return typeof key === 'string' && Object.hasOwn(table, key);
}

/**
 * Cost, value increase and return of a renovation (calculators.md, "Renovation"). `districts`: the
 * valuation's € per m² table whose band tops cap the value added, today's `DISTRICTS` unless the firm's
 * published one is given.
 */
export function renovation(input: RenovationInput, districts: DistrictTable = DISTRICTS): RenovationResult {
  if (!own(QUALITIES, input.renovationQuality)) throw new CalculatorError('invalidQuality');
  if (!own(ZONE_VALUE_FACTORS, input.zone)) throw new CalculatorError('invalidZone');
  const quality = QUALITIES[input.renovationQuality as RenovationQuality];
  const zoneFactor = ZONE_VALUE_FACTORS[input.zone as Zone];
  const type = own(RENOVATION_PROPERTY_TYPES, input.propertyType)
    ? RENOVATION_PROPERTY_TYPES[input.propertyType]
    : RENOVATION_PROPERTY_TYPES.apartment;
  const tc = type.costFactor;
  const ppm = quality.avgPerM2;

  const items: CostItem[] = [];
  const chosenRooms = ROOM_SLUGS.filter((room) => input.roomsToRenovate.includes(room));
  for (const room of chosenRooms) {
    const { areaShare, weight } = ROOMS[room];
    items.push({ item: `room:${room}`, cost: round(input.totalArea * areaShare * ppm * weight * tc) });
  }
  if (input.includeKitchen) items.push({ item: 'kitchen', cost: round(quality.kitchenEur * tc) });
  const bathrooms = input.includeBathrooms ?? 0;
  if (bathrooms > 0) items.push({ item: 'bathrooms', cost: round(bathrooms * quality.bathroomEur * tc) });
  for (const work of WORK_SLUGS) {
    if (input[work]) items.push({ item: work, cost: round(input.totalArea * WORKS_PER_M2_EUR[work] * tc) });
  }

  const subtotal = items.reduce((sum, { cost }) => sum + cost, 0);
  const management = round(subtotal * MANAGEMENT_FEE_RATE);
  items.push({ item: 'management', cost: management });
  const renovationCost = subtotal + management;

  const synergy =
    input.includeKitchen && bathrooms >= SYNERGY.minBathrooms && chosenRooms.length >= SYNERGY.minRooms ? SYNERGY.multiplier : 1;
  const uncapped = round(renovationCost * quality.valueMultiplier * zoneFactor * type.valueFactor * synergy);
  // The market caps it: a renovated home sells at most at the top of its zone's band.
  const marketCeiling = round(input.totalArea * zoneCeilingPerM2(input.zone as Zone, districts));
  const valueIncrease = Math.min(uncapped, Math.max(0, round(marketCeiling - input.propertyValue)));
  const roi = renovationCost > 0 ? round(((valueIncrease - renovationCost) / renovationCost) * 100, 1) : 0;

  return {
    renovationCost,
    valueIncrease,
    roi,
    finalPropertyValue: input.propertyValue + valueIncrease,
    costBreakdown: items,
    marketCeiling,
    capped: valueIncrease < uncapped,
  };
}
