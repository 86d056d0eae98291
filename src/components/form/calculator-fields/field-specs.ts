import type { CalculatorsMessages } from '../../../i18n/calculators.ts';
import type { Lang } from '../../../i18n/languages.ts';
import { parseNumber, writeNumber } from '../../../i18n/number.ts';

/** Options of a rates field: whether each is chosen, and the percent typed next to it. */
export type RateChoices = Record<string, { chosen: boolean; rate: string }>;

/**
 * What the controls hold: text for inputs and selects, booleans for checkboxes, lists for checklists,
 * and a choice with a percent per option for a rates field.
 */
export type FormValue = string | boolean | string[] | RateChoices;
export type FormValues = Record<string, FormValue>;

type FieldLabelKey = keyof CalculatorsMessages['fields'];
type OptionLabels = (c: CalculatorsMessages) => Record<string, string>;

type Common = {
  name: string;
  /** Key of the label in the calculators' copy; the field's name by default. */
  label?: FieldLabelKey;
  /** Key of the hint in the calculators' copy. */
  hint?: keyof CalculatorsMessages['hints'];
  optional?: boolean;
  /** Whether the field shows (and counts) given the input read from the other fields. */
  visibleWhen?: (input: Readonly<Record<string, unknown>>) => boolean;
  /** Classes for the field's place in the grid (e.g. aligning a checkbox with its row). */
  className?: string;
};

export type FieldSpec =
  /** `initial`: the spec's default, written in the field in the page's format. */
  | (Common & { kind: 'number'; unit?: keyof CalculatorsMessages['units']; decimal?: boolean; initial?: number })
  | (Common & { kind: 'date' })
  /** `labels` absent: the options are numbers shown as they are, and the value is read as a number. */
  | (Common & { kind: 'select'; options: readonly string[]; labels?: OptionLabels; initial?: string })
  | (Common & { kind: 'checkbox' })
  | (Common & { kind: 'checklist'; options: readonly string[]; labels: OptionLabels })
  /** Options chosen with a percent each (the investment's alternatives): read as `[{ name, annualReturnPct }]`. */
  | (Common & {
      kind: 'rates';
      options: readonly string[];
      labels: OptionLabels;
      /** The options chosen at first, with their percent; the others start unchosen and empty. */
      initial: Readonly<Record<string, number>>;
    });

/** The fields of one calculator: titled groups laid out in two columns, or a checklist of its own. */
export type FormSection = { group: keyof CalculatorsMessages['groups']; fields: readonly FieldSpec[] } | FieldSpec;

export function fieldsOf(sections: readonly FormSection[]): FieldSpec[] {
  return sections.flatMap((section) => ('group' in section ? section.fields : [section]));
}

export function initialValues(fields: readonly FieldSpec[], lang: Lang): FormValues {
  return Object.fromEntries(fields.map((field) => [field.name, initialValue(field, lang)]));
}

function initialValue(field: FieldSpec, lang: Lang): FormValue {
  switch (field.kind) {
    case 'checkbox':
      return false;
    case 'checklist':
      return [];
    case 'rates':
      return Object.fromEntries(
        field.options.map((option) => {
          const rate = field.initial[option];
          return [option, { chosen: rate !== undefined, rate: rate === undefined ? '' : writeNumber(rate, lang) }];
        }),
      );
    case 'number':
      return field.initial === undefined ? '' : writeNumber(field.initial, lang);
    case 'select':
      return field.initial ?? '';
    case 'date':
      return '';
  }
}

/**
 * What the domain schema receives: numbers read with the page language's parser, empty choices and
 * dates as undefined (the schema says "required"), hidden fields left out.
 */
export function toInput(fields: readonly FieldSpec[], values: FormValues, lang: Lang): Record<string, unknown> {
  const input: Record<string, unknown> = Object.fromEntries(
    fields.map((field) => [field.name, read(field, values[field.name], lang)]),
  );
  for (const field of fields) if (!isVisible(field, input)) input[field.name] = undefined;
  return input;
}

export function isVisible(field: FieldSpec, input: Readonly<Record<string, unknown>>): boolean {
  return !field.visibleWhen || field.visibleWhen(input);
}

function read(field: FieldSpec, value: FormValue | undefined, lang: Lang): unknown {
  if (field.kind === 'checkbox' || field.kind === 'checklist') return value;
  if (field.kind === 'rates') {
    const choices = (value ?? {}) as RateChoices;
    return field.options
      .filter((option) => choices[option]?.chosen)
      .map((option) => ({ name: option, annualReturnPct: parseNumber(choices[option]?.rate ?? '', lang) }));
  }
  const text = typeof value === 'string' ? value : '';
  if (field.kind === 'number' || (field.kind === 'select' && !field.labels)) return parseNumber(text, lang);
  return text || undefined;
}

type Options<K extends FieldSpec['kind']> = Omit<Partial<Extract<FieldSpec, { kind: K }>>, 'kind' | 'name'>;

/** Builders that keep each calculator's field list to one line a field. */
export const fieldSpec = {
  number: (name: string, options: Options<'number'> = {}): FieldSpec => ({ kind: 'number', name, ...options }),
  date: (name: string, options: Options<'date'> = {}): FieldSpec => ({ kind: 'date', name, ...options }),
  select: (name: string, options: readonly string[], labels?: OptionLabels, more: Options<'select'> = {}): FieldSpec => ({
    kind: 'select',
    name,
    options,
    labels,
    ...more,
  }),
  checkbox: (name: string, options: Options<'checkbox'> = {}): FieldSpec => ({ kind: 'checkbox', name, ...options }),
  checklist: (name: string, options: readonly string[], labels: OptionLabels, more: Options<'checklist'> = {}): FieldSpec => ({
    kind: 'checklist',
    name,
    options,
    labels,
    ...more,
  }),
  rates: (
    name: string,
    options: readonly string[],
    labels: OptionLabels,
    initial: Readonly<Record<string, number>>,
    more: Options<'rates'> = {},
  ): FieldSpec => ({ kind: 'rates', name, options, labels, initial, ...more }),
};

/** The controls' values for an input the schema read (e.g. one saved): `toInput` the other way round. */
export function valuesOf(fields: readonly FieldSpec[], input: Readonly<Record<string, unknown>> | null, lang: Lang): FormValues {
  const values = initialValues(fields, lang);
  for (const field of fields) {
    const saved = input?.[field.name];
    if (saved === undefined || saved === null) continue;
    if (field.kind === 'checkbox') values[field.name] = saved === true;
    else if (field.kind === 'checklist') values[field.name] = Array.isArray(saved) ? saved.map(String) : [];
    else if (field.kind === 'number') values[field.name] = typeof saved === 'number' ? writeNumber(saved, lang) : '';
    else if (field.kind !== 'rates') values[field.name] = String(saved);
  }
  return values;
}
