import {
  CONDITIONS,
  DISTRICT_SLUGS,
  FEATURES,
  FLOORS,
  TYPES_WITHOUT_FLOOR,
  VALUATION_PROPERTY_TYPES,
} from '../../../domain/calculators/index.ts';
import type { CalculatorsMessages } from '../../../i18n/calculators.ts';
import type { Lang } from '../../../i18n/languages.ts';
import { parseNumber, writeNumber } from '../../../i18n/number.ts';

/**
 * The home's details in Mi propiedad: the valuation calculator's inputs (propertySchema), one line a
 * field, labelled with the calculators' copy so both read the same.
 */
export type PropertyField =
  | { kind: 'select'; name: string; options: readonly string[]; labels: (c: CalculatorsMessages) => Record<string, string> }
  | { kind: 'number'; name: string; unit?: 'm2' }
  | { kind: 'checkbox'; name: string }
  | { kind: 'checklist'; name: string; options: readonly string[]; labels: (c: CalculatorsMessages) => Record<string, string> };

export const PROPERTY_FIELDS: readonly PropertyField[] = [
  { kind: 'select', name: 'propertyType', options: VALUATION_PROPERTY_TYPES, labels: (c) => c.options.propertyType },
  { kind: 'select', name: 'district', options: DISTRICT_SLUGS, labels: (c) => c.options.district },
  { kind: 'number', name: 'usableArea', unit: 'm2' },
  { kind: 'number', name: 'builtArea', unit: 'm2' },
  { kind: 'number', name: 'bedrooms' },
  { kind: 'number', name: 'bathrooms' },
  { kind: 'select', name: 'floor', options: FLOORS, labels: (c) => c.options.floor },
  { kind: 'select', name: 'condition', options: CONDITIONS, labels: (c) => c.options.condition },
  { kind: 'number', name: 'constructionYear' },
  { kind: 'checkbox', name: 'elevator' },
  { kind: 'checklist', name: 'features', options: FEATURES, labels: (c) => c.options.features },
];

export type PropertyValues = Record<string, string | boolean | string[]>;

/** A house has no floor: the field goes, and its value with it. */
export function floorApplies(values: PropertyValues): boolean {
  return !(TYPES_WITHOUT_FLOOR as readonly unknown[]).includes(values.propertyType);
}

/** The form's values from saved inputs (numbers written as the page writes them), or empty ones. */
export function propertyValues(inputs: Record<string, unknown> | null | undefined, lang: Lang): PropertyValues {
  return Object.fromEntries(
    PROPERTY_FIELDS.map((field) => {
      const saved = inputs?.[field.name];
      if (field.kind === 'checkbox') return [field.name, saved === true];
      if (field.kind === 'checklist') return [field.name, Array.isArray(saved) ? saved.map(String) : []];
      if (field.kind === 'number') return [field.name, typeof saved === 'number' ? writeNumber(saved, lang) : ''];
      return [field.name, typeof saved === 'string' ? saved : ''];
    }),
  );
}

/** What the schema reads: numbers with the page's parser, empty choices as missing, no floor for a house. */
export function propertyInput(values: PropertyValues, lang: Lang): Record<string, unknown> {
  const input = Object.fromEntries(
    PROPERTY_FIELDS.map((field) => {
      const value = values[field.name];
      if (field.kind === 'number') return [field.name, parseNumber(typeof value === 'string' ? value : '', lang)];
      if (field.kind === 'select') return [field.name, value || undefined];
      return [field.name, value];
    }),
  );
  if (!floorApplies(values)) input.floor = undefined;
  return input;
}
