/** Renovation constants of product-spec section 9 and calculators.md, each stated once. */
import { DISTRICTS, type District, type DistrictTable } from './valuation-tables.ts';

export const QUALITIES = {
  basic: { minPerM2: 400, maxPerM2: 600, avgPerM2: 500, valueMultiplier: 1.15, kitchenEur: 8000, bathroomEur: 5000 },
  mid: { minPerM2: 700, maxPerM2: 1000, avgPerM2: 850, valueMultiplier: 1.35, kitchenEur: 15000, bathroomEur: 8000 },
  high: { minPerM2: 1200, maxPerM2: 1800, avgPerM2: 1500, valueMultiplier: 1.55, kitchenEur: 25000, bathroomEur: 12000 },
  luxury: { minPerM2: 2000, maxPerM2: 3500, avgPerM2: 2750, valueMultiplier: 1.75, kitchenEur: 40000, bathroomEur: 20000 },
} as const satisfies Record<
  string,
  { minPerM2: number; maxPerM2: number; avgPerM2: number; valueMultiplier: number; kitchenEur: number; bathroomEur: number }
>;
export type RenovationQuality = keyof typeof QUALITIES;
export const RENOVATION_QUALITIES = Object.keys(QUALITIES) as [RenovationQuality, ...RenovationQuality[]];

export const RENOVATION_PROPERTY_TYPES = {
  apartment: { costFactor: 1, valueFactor: 1 },
  house: { costFactor: 0.85, valueFactor: 1.1 },
} as const satisfies Record<string, { costFactor: number; valueFactor: number }>;
export type RenovationPropertyType = keyof typeof RENOVATION_PROPERTY_TYPES;
export const RENOVATION_PROPERTY_TYPE_SLUGS = Object.keys(RENOVATION_PROPERTY_TYPES) as [
  RenovationPropertyType,
  ...RenovationPropertyType[],
];

/** The spec's order of zones (product-spec section 3). */
export const ZONE_VALUE_FACTORS = {
  salamanca: 1.25,
  chamberi: 1.2,
  retiro: 1.15,
  chamartin: 1.15,
  centro: 1,
  la_moraleja: 1.3,
  pozuelo: 1.25,
  torrelodones: 1.22,
  boadilla: 1.2,
  majadahonda: 1.18,
  las_rozas: 1.15,
  alcobendas: 1.12,
  san_sebastian: 1.1,
  tres_cantos: 1.08,
  colmenar_viejo: 1.05,
  other: 0.95,
} as const satisfies Record<string, number>;
export type Zone = keyof typeof ZONE_VALUE_FACTORS;
export const ZONES = Object.keys(ZONE_VALUE_FACTORS) as [Zone, ...Zone[]];

/**
 * The valuation district whose price band bounds each zone (calculators.md, Renovation 6): a renovated home
 * sells at most at the top of that band. Torrelodones is priced as Las Rozas and Colmenar Viejo as Tres
 * Cantos; `other` (null) takes the table's lowest maximum.
 */
const ZONE_MARKET_DISTRICT = {
  salamanca: 'salamanca',
  chamberi: 'chamberi',
  retiro: 'retiro',
  chamartin: 'chamartin',
  centro: 'centro',
  la_moraleja: 'la-moraleja',
  pozuelo: 'pozuelo',
  torrelodones: 'las-rozas',
  boadilla: 'boadilla',
  majadahonda: 'majadahonda',
  las_rozas: 'las-rozas',
  alcobendas: 'alcobendas',
  san_sebastian: 'san-sebastian-reyes',
  tres_cantos: 'tres-cantos',
  colmenar_viejo: 'tres-cantos',
  other: null,
} as const satisfies Record<Zone, District | null>;

/**
 * The most a renovated home in `zone` sells for, € per m² of its total area: its district's band top in
 * `districts` (today's `DISTRICTS` unless the firm's published table is given), or that table's lowest
 * top for `other`.
 */
export function zoneCeilingPerM2(zone: Zone, districts: DistrictTable = DISTRICTS): number {
  const district = ZONE_MARKET_DISTRICT[zone];
  if (district !== null) return districts[district].maxPerM2;
  return Math.min(...Object.values<{ maxPerM2: number }>(districts).map((d) => d.maxPerM2));
}

/** Each zone's ceiling from today's table (`zoneCeilingPerM2` with the defaults). */
export const ZONE_CEILING_PER_M2 = Object.fromEntries(ZONES.map((zone) => [zone, zoneCeilingPerM2(zone)])) as Record<
  Zone,
  number
>;

/** In cost order: living, bedrooms, entrance, hallways. */
export const ROOMS = {
  living: { weight: 1, areaShare: 0.4 },
  bedrooms: { weight: 0.8, areaShare: 0.15 },
  entrance: { weight: 0.7, areaShare: 0.15 },
  hallways: { weight: 0.6, areaShare: 0.15 },
} as const satisfies Record<string, { weight: number; areaShare: number }>;
export type Room = keyof typeof ROOMS;
export const ROOM_SLUGS = Object.keys(ROOMS) as [Room, ...Room[]];

/** Works priced per m² of the whole property, in cost order. */
export const WORKS_PER_M2_EUR = {
  flooring: 50,
  painting: 15,
  electricalWork: 35,
  plumbingWork: 40,
} as const satisfies Record<string, number>;
export type Work = keyof typeof WORKS_PER_M2_EUR;
export const WORK_SLUGS = Object.keys(WORKS_PER_M2_EUR) as [Work, ...Work[]];

export const MANAGEMENT_FEE_RATE = 0.12;

export const SYNERGY = {
  multiplier: 1.15,
  minRooms: 2,
  minBathrooms: 1,
} as const;

/** Validation limits of product-spec section 5. */
export const RENOVATION_LIMITS = {
  propertyValueEur: { min: 50000, max: 5000000 },
  areaM2: { min: 20, max: 1000 },
  includeBathrooms: { min: 0, max: 5 },
} as const;
