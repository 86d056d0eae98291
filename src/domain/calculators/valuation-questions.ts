import {
  CONDITIONS,
  DISTRICT_SLUGS,
  FEATURES,
  FLOORS,
  TYPES_WITHOUT_FLOOR,
  VALUATION_PROPERTY_TYPES,
  type ValuationPropertyType,
} from './valuation-tables.ts';

/** A house has no floor: its floor and lift are not asked, and left out of the input (calculators.md). */
const hasFloor = (input: Readonly<Record<string, unknown>>) =>
  !TYPES_WITHOUT_FLOOR.includes(input.propertyType as ValuationPropertyType);

/**
 * The valuation's questions, in groups and in order: the calculator's form and the private area's home
 * (whose details are the valuation's inputs, ADR 0027) ask the same ones. Each names its words by key in
 * the calculators' copy (its label by its name; `labels`, `unit`, `hint` and `group` by theirs), and a
 * form checks the keys against that copy where it uses them (`FormSection<CalculatorsMessages>`).
 */
export const VALUATION_QUESTIONS = [
  {
    group: 'property',
    fields: [
      { kind: 'select', name: 'propertyType', options: VALUATION_PROPERTY_TYPES, labels: 'propertyType' },
      { kind: 'number', name: 'constructionYear' },
      { kind: 'number', name: 'usableArea', unit: 'm2', hint: 'usableArea' },
      { kind: 'number', name: 'builtArea', unit: 'm2', hint: 'builtArea' },
      { kind: 'number', name: 'bedrooms' },
      { kind: 'number', name: 'bathrooms' },
    ],
  },
  {
    group: 'location',
    fields: [
      { kind: 'select', name: 'district', options: DISTRICT_SLUGS, labels: 'district' },
      { kind: 'select', name: 'condition', options: CONDITIONS, labels: 'condition' },
      { kind: 'select', name: 'floor', options: FLOORS, labels: 'floor', visibleWhen: hasFloor },
      { kind: 'checkbox', name: 'elevator', visibleWhen: hasFloor },
    ],
  },
  { kind: 'checklist', name: 'features', options: FEATURES, labels: 'features', optional: true },
] as const;
