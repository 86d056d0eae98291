import { useCallback, useMemo, useState } from 'react';
import type { z } from 'zod';
import type { CalculatorMessageCode } from '../../../domain/calculators/index.ts';

/** What the controls hold: text for inputs and selects, booleans for checkboxes, lists for groups. */
export type FormValues = Record<string, string | boolean | string[]>;

/**
 * Form state for one calculator. Validation is the domain schema, run during render on every change;
 * a field shows its error once the visitor has left it (or changed a select, checkbox or group).
 */
export function useCalculatorForm<V extends FormValues, S extends z.ZodType>(
  schema: S,
  initial: V,
  toInput: (values: V) => unknown,
) {
  const [values, setValues] = useState<V>(initial);
  const [touched, setTouched] = useState<Partial<Record<keyof V, true>>>({});

  const result = useMemo(() => schema.safeParse(toInput(values)), [schema, toInput, values]);
  const issues = useMemo(() => {
    const byField: Partial<Record<string, CalculatorMessageCode>> = {};
    if (result.success) return byField;
    for (const issue of result.error.issues) {
      const field = String(issue.path[0] ?? '');
      byField[field] ??= issue.message as CalculatorMessageCode;
    }
    return byField;
  }, [result]);

  const touch = useCallback((name: keyof V) => setTouched((all) => (all[name] ? all : { ...all, [name]: true })), []);
  const set = useCallback(
    <K extends keyof V>(name: K, value: V[K], touchNow = false) => {
      setValues((all) => ({ ...all, [name]: value }));
      if (touchNow) touch(name);
    },
    [touch],
  );

  return {
    values,
    set,
    touch,
    /** The message code to show next to a field, once it has been touched. */
    errorOf: (name: keyof V & string): CalculatorMessageCode | undefined => (touched[name] ? issues[name] : undefined),
    data: result.success ? (result.data as z.output<S>) : undefined,
  };
}

export type CalculatorForm<V extends FormValues> = Pick<
  ReturnType<typeof useCalculatorForm<V, z.ZodType>>,
  'values' | 'set' | 'touch' | 'errorOf'
>;
