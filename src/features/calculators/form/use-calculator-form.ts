import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import type { CalculatorMessageCode } from '../../../domain/calculators/index.ts';
import type { Lang } from '../../../i18n/languages.ts';
import { fieldsOf, initialValues, toInput, type FormSection, type FormValue, type FormValues } from './field-specs.ts';
import type { ScenarioFromLink } from './scenario.ts';

/** A field's error: a schema message code, or `linkValue` for a value a shared link held that the form cannot. */
export type FieldErrorCode = CalculatorMessageCode | 'linkValue';

/** The schema's verdict on some form values: what it read, its data when valid, and its first issue per field. */
export function validate<S extends z.ZodType>(schema: S, fields: ReturnType<typeof fieldsOf>, values: FormValues, lang: Lang) {
  const input = toInput(fields, values, lang);
  const result = schema.safeParse(input);
  const issues: Partial<Record<string, CalculatorMessageCode>> = {};
  if (!result.success) {
    for (const issue of result.error.issues) issues[String(issue.path[0] ?? '')] ??= issue.message as CalculatorMessageCode;
  }
  return { input, data: result.success ? (result.data as z.output<S>) : undefined, issues };
}

/**
 * Form state for one calculator, from its field specs. Validation is the domain schema, run during
 * render on every change; a field shows its error once the visitor has left it (or changed a select,
 * checkbox or checklist), or at once when a shared link named it.
 */
export function useCalculatorForm<S extends z.ZodType>(schema: S, sections: readonly FormSection[], lang: Lang) {
  const fields = useMemo(() => fieldsOf(sections), [sections]);
  const [values, setValues] = useState<FormValues>(() => initialValues(fields, lang));
  const [touched, setTouched] = useState<Partial<Record<string, true>>>({});
  const [unreadable, setUnreadable] = useState<ReadonlySet<string>>(() => new Set());

  const { input, data, issues } = useMemo(() => validate(schema, fields, values, lang), [schema, fields, values, lang]);

  const touch = useCallback((name: string) => setTouched((all) => (all[name] ? all : { ...all, [name]: true })), []);
  const set = useCallback(
    (name: string, value: FormValue, touchNow = false) => {
      setValues((all) => ({ ...all, [name]: value }));
      setUnreadable((names) => (names.has(name) ? new Set([...names].filter((n) => n !== name)) : names));
      if (touchNow) touch(name);
    },
    [touch],
  );

  /** Fills the form from a shared link (over the defaults) and returns what the schema makes of it. */
  const load = useCallback(
    (scenario: ScenarioFromLink) => {
      const next = { ...initialValues(fields, lang), ...scenario.values } as FormValues;
      setValues(next);
      setTouched(Object.fromEntries(scenario.named.map((name) => [name, true])));
      setUnreadable(new Set(scenario.unreadable));
      return validate(schema, fields, next, lang);
    },
    [fields, lang, schema],
  );

  return {
    fields,
    values,
    /** The values as the schema reads them (numbers parsed, hidden fields left out). */
    input,
    set,
    touch,
    load,
    /** The error to show next to a field, once it has been touched. */
    errorOf: (name: string): FieldErrorCode | undefined =>
      unreadable.has(name) ? 'linkValue' : touched[name] ? issues[name] : undefined,
    data,
  };
}

export type CalculatorForm = Pick<ReturnType<typeof useCalculatorForm>, 'values' | 'input' | 'set' | 'touch' | 'errorOf'>;
