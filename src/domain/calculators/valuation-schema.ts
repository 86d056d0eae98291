import { z } from 'zod';
import { calendarYear } from './dates.ts';
import { code, wholeNumber, whenValid } from './schema-helpers.ts';
import {
  CONDITIONS,
  DISTRICT_SLUGS,
  FEATURES,
  FLOORS,
  TYPES_WITHOUT_FLOOR,
  VALUATION_LIMITS,
  VALUATION_PROPERTY_TYPES,
} from './valuation-tables.ts';

function valuationFields(maxConstructionYear: number) {
  return z.object({
    propertyType: z.enum(VALUATION_PROPERTY_TYPES, code('propertyTypeRequired')),
    district: z.enum(DISTRICT_SLUGS, code('districtRequired')),
    usableArea: wholeNumber(VALUATION_LIMITS.areaM2, 'areaMin', 'areaMax'),
    builtArea: wholeNumber(VALUATION_LIMITS.areaM2, 'areaMin', 'areaMax'),
    bedrooms: wholeNumber(VALUATION_LIMITS.bedrooms, 'bedroomsMin', 'bedroomsMax'),
    bathrooms: wholeNumber(VALUATION_LIMITS.bathrooms, 'bathroomsMin', 'bathroomsMax'),
    // Required unless the type has no floor (a house): see the refinement below.
    floor: z.enum(FLOORS, code('floorRequired')).optional(),
    elevator: z.boolean().default(false),
    condition: z.enum(CONDITIONS, code('conditionRequired')),
    constructionYear: wholeNumber(
      { min: VALUATION_LIMITS.constructionYearMin, max: maxConstructionYear },
      'constructionYearMin',
      'constructionYearMax',
    ),
    features: z.array(z.enum(FEATURES, code('featureInvalid'))).optional(),
  });
}

function withCrossFieldRules<T extends ReturnType<typeof valuationFields>>(fields: T) {
  return fields
    .refine((v) => v.usableArea <= v.builtArea, {
      ...code('usableAboveBuilt'),
      path: ['usableArea'],
      when: whenValid(fields, ['usableArea', 'builtArea']),
    })
    .refine((v) => v.floor !== undefined || TYPES_WITHOUT_FLOOR.includes(v.propertyType), {
      ...code('floorRequired'),
      path: ['floor'],
      when: whenValid(fields, ['propertyType', 'floor']),
    });
}

/**
 * Valuation input: product-spec section 5 and calculators.md (construction year 1800 to today's year;
 * no floor for a house), plus "usable area not above built area". Messages are codes. The schema
 * needs today's date for the year's upper bound, and the domain never reads the clock: the edge (form,
 * server, shared link) calls `valuationInputSchema(new Date())`.
 */
export function valuationInputSchema(today: Date) {
  return withCrossFieldRules(valuationFields(calendarYear(today)));
}

export type ValuationInput = z.input<ReturnType<typeof valuationInputSchema>>;
