import { z } from 'zod';
import { code, wholeNumber, whenValid } from './schema-helpers.ts';
import { CONDITIONS, DISTRICT_SLUGS, FEATURES, FLOORS, VALUATION_LIMITS, VALUATION_PROPERTY_TYPES } from './valuation-tables.ts';

const ValuationFields = z.object({
  propertyType: z.enum(VALUATION_PROPERTY_TYPES, code('propertyTypeRequired')),
  district: z.enum(DISTRICT_SLUGS, code('districtRequired')),
  usableArea: wholeNumber(VALUATION_LIMITS.areaM2, 'areaMin', 'areaMax'),
  builtArea: wholeNumber(VALUATION_LIMITS.areaM2, 'areaMin', 'areaMax'),
  bedrooms: wholeNumber(VALUATION_LIMITS.bedrooms, 'bedroomsMin', 'bedroomsMax'),
  bathrooms: wholeNumber(VALUATION_LIMITS.bathrooms, 'bathroomsMin', 'bathroomsMax'),
  floor: z.enum(FLOORS, code('floorRequired')),
  elevator: z.boolean().default(false),
  condition: z.enum(CONDITIONS, code('conditionRequired')),
  constructionYear: wholeNumber(VALUATION_LIMITS.constructionYear, 'constructionYearMin', 'constructionYearMax'),
  features: z.array(z.enum(FEATURES, code('featureInvalid'))).optional(),
});

/** Valuation input: product-spec section 5 plus "usable area not above built area". Messages are codes. */
export const ValuationInputSchema = ValuationFields.refine((v) => v.usableArea <= v.builtArea, {
  ...code('usableAboveBuilt'),
  path: ['usableArea'],
  when: whenValid(ValuationFields, ['usableArea', 'builtArea']),
});

export type ValuationInput = z.input<typeof ValuationInputSchema>;
