import type { FieldSpec, FormSection } from '../../../components/form/spec-fields/field-spec.ts';
import type { CalculatorsMessages } from '../../../i18n/calculators.ts';

/** A calculator's field, its words keyed in the calculators' copy (a key the copy lacks fails typecheck). */
export type CalculatorFieldSpec = FieldSpec<CalculatorsMessages>;
/** A calculator's form: its groups of fields, and fields of their own. */
export type CalculatorSection = FormSection<CalculatorsMessages>;

type OptionsKey = keyof CalculatorsMessages['options'] & string;
type Options<K extends CalculatorFieldSpec['kind']> = Omit<Partial<Extract<CalculatorFieldSpec, { kind: K }>>, 'kind' | 'name'>;

/** Builders that keep each calculator's field list to one line a field. */
export const fieldSpec = {
  number: (name: string, options: Options<'number'> = {}): CalculatorFieldSpec => ({ kind: 'number', name, ...options }),
  date: (name: string, options: Options<'date'> = {}): CalculatorFieldSpec => ({ kind: 'date', name, ...options }),
  /** `labels` absent: the options are numbers. */
  select: (name: string, options: readonly string[], labels?: OptionsKey, more: Options<'select'> = {}): CalculatorFieldSpec => ({
    kind: 'select',
    name,
    options,
    labels,
    ...more,
  }),
  checkbox: (name: string, options: Options<'checkbox'> = {}): CalculatorFieldSpec => ({ kind: 'checkbox', name, ...options }),
  checklist: (
    name: string,
    options: readonly string[],
    labels: OptionsKey,
    more: Options<'checklist'> = {},
  ): CalculatorFieldSpec => ({ kind: 'checklist', name, options, labels, ...more }),
  rates: (
    name: string,
    options: readonly string[],
    labels: OptionsKey,
    initial: Readonly<Record<string, number>>,
    more: Options<'rates'> = {},
  ): CalculatorFieldSpec => ({ kind: 'rates', name, options, labels, initial, ...more }),
};
