import { z } from 'zod';
import {
  RENOVATION_LIMITS,
  RENOVATION_PROPERTY_TYPE_SLUGS,
  RENOVATION_QUALITIES,
  ROOM_SLUGS,
  ZONES,
} from './renovation-tables.ts';
import { amount, code, wholeNumber } from './schema-helpers.ts';

/** Renovation input: product-spec section 5. Messages are codes. */
export const RenovationInputSchema = z.object({
  propertyValue: amount(RENOVATION_LIMITS.propertyValueEur, 'propertyValueMin', 'propertyValueMax'),
  // An area may have decimals (95,5 m²): the spec bounds it, 20 to 1000, without asking for a whole number.
  totalArea: amount(RENOVATION_LIMITS.areaM2, 'areaMin', 'areaMax'),
  zone: z.enum(ZONES, code('zoneRequired')),
  propertyType: z.enum(RENOVATION_PROPERTY_TYPE_SLUGS, code('propertyTypeRequired')),
  renovationQuality: z.enum(RENOVATION_QUALITIES, code('qualityRequired')),
  roomsToRenovate: z.array(z.enum(ROOM_SLUGS, code('roomsRequired')), code('roomsRequired')).min(1, code('roomsRequired')),
  includeKitchen: z.boolean().default(false),
  includeBathrooms: wholeNumber(RENOVATION_LIMITS.includeBathrooms, 'includeBathroomsMin', 'includeBathroomsMax').default(0),
  flooring: z.boolean().default(false),
  painting: z.boolean().default(false),
  electricalWork: z.boolean().default(false),
  plumbingWork: z.boolean().default(false),
});

export type RenovationInput = z.input<typeof RenovationInputSchema>;
