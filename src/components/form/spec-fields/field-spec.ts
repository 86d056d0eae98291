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

/**
 * The words a form of specs reads, in the page's language: a label per field, hints, units, group
 * legends, and each option list's labels. A spec names its words by key, so one spec serves both languages.
 */
export type SpecCopy = {
  readonly fields: Readonly<Record<string, string>>;
  readonly hints: Readonly<Record<string, string>>;
  readonly units: Readonly<Record<string, string>>;
  readonly groups: Readonly<Record<string, string>>;
  readonly options: Readonly<Record<string, Readonly<Record<string, string>>>>;
};

type KeyOf<T> = keyof T & string;

type Common<C extends SpecCopy> = {
  name: string;
  /** Key of the label in the copy's `fields`; the field's name by default. */
  label?: KeyOf<C['fields']>;
  /** Key of the hint in the copy's `hints`. */
  hint?: KeyOf<C['hints']>;
  optional?: boolean;
  /** Whether the field shows (and counts) given the input read from the other fields. */
  visibleWhen?: (input: Readonly<Record<string, unknown>>) => boolean;
  /** Classes for the field's place in the grid (a checkbox in a group sits at the foot of its row by default). */
  className?: string;
};

/**
 * One field of a form, as data: its kind, name, options and the keys of its words in a copy of type `C`
 * (a form's own copy type, so a key it lacks fails typecheck where the spec is written).
 */
export type FieldSpec<C extends SpecCopy = SpecCopy> =
  /** `initial`: the spec's default, written in the field in the page's format. */
  | (Common<C> & { kind: 'number'; unit?: KeyOf<C['units']>; decimal?: boolean; initial?: number })
  | (Common<C> & { kind: 'date' })
  /** `labels`: key of the options' labels in the copy's `options`; absent, the options are numbers shown as they are, read as numbers. */
  | (Common<C> & { kind: 'select'; options: readonly string[]; labels?: KeyOf<C['options']>; initial?: string })
  | (Common<C> & { kind: 'checkbox' })
  | (Common<C> & { kind: 'checklist'; options: readonly string[]; labels: KeyOf<C['options']> })
  /** Options chosen with a percent each (the investment's alternatives): read as `[{ name, annualReturnPct }]`. */
  | (Common<C> & {
      kind: 'rates';
      options: readonly string[];
      labels: KeyOf<C['options']>;
      /** The options chosen at first, with their percent; the others start unchosen and empty. */
      initial: Readonly<Record<string, number>>;
    });

/** A form's fields: titled groups laid out in two columns, or a field of its own (a checklist) across the form. */
export type FormSection<C extends SpecCopy = SpecCopy> =
  { group: KeyOf<C['groups']>; fields: readonly FieldSpec<C>[] } | FieldSpec<C>;

export function fieldsOf<C extends SpecCopy>(sections: readonly FormSection<C>[]): FieldSpec<C>[] {
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

/** A field's label in the copy (its `label` key, or its name). */
export function labelOf(field: FieldSpec, copy: SpecCopy): string {
  return copy.fields[field.label ?? field.name] ?? field.name;
}

/** The labels of an options field's options in the copy; none for numbers and for fields without options. */
export function optionLabelsOf(field: FieldSpec, copy: SpecCopy): Readonly<Record<string, string>> | undefined {
  return 'labels' in field && field.labels ? copy.options[field.labels] : undefined;
}
