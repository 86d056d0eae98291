import {
  CONDITIONS,
  DISTRICT_SLUGS,
  FEATURES,
  FLOORS,
  TYPES_WITHOUT_FLOOR,
  VALUATION_PROPERTY_TYPES,
  type ValuationPropertyType,
} from '../../../domain/calculators/index.ts';
import { fieldSpec as f, type FormSection } from './field-specs.ts';

/** A house has no floor: its floor and lift fields are hidden and left out (calculators.md). */
const hasFloor = (input: Readonly<Record<string, unknown>>) =>
  !TYPES_WITHOUT_FLOOR.includes(input.propertyType as ValuationPropertyType);

/**
 * The valuation's fields, one line a field: the calculator's form, and the private area's home (its
 * details are the valuation's inputs, ADR 0027), so both ask the same questions in the same words.
 */
export const VALUATION_SECTIONS: readonly FormSection[] = [
  {
    group: 'property',
    fields: [
      f.select('propertyType', VALUATION_PROPERTY_TYPES, (c) => c.options.propertyType),
      f.number('constructionYear'),
      f.number('usableArea', { unit: 'm2', hint: 'usableArea' }),
      f.number('builtArea', { unit: 'm2', hint: 'builtArea' }),
      f.number('bedrooms'),
      f.number('bathrooms'),
    ],
  },
  {
    group: 'location',
    fields: [
      f.select('district', DISTRICT_SLUGS, (c) => c.options.district),
      f.select('condition', CONDITIONS, (c) => c.options.condition),
      f.select('floor', FLOORS, (c) => c.options.floor, { visibleWhen: hasFloor }),
      f.checkbox('elevator', { className: 'self-end', visibleWhen: hasFloor }),
    ],
  },
  f.checklist('features', FEATURES, (c) => c.options.features, { optional: true }),
];
