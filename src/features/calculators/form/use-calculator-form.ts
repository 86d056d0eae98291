import { useCallback, useMemo } from 'react';
import type { z } from 'zod';
import {
  fieldsOf,
  initialValues,
  toInput,
  type FormSection,
  type FormValues,
} from '../../../components/form/spec-fields/field-spec.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import type { CalculatorMessageCode } from '../../../domain/calculators/index.ts';
import type { Lang } from '../../../i18n/languages.ts';
import { LINK_VALUE_CODE } from './calculator-fields.tsx';
import { readScenario, type ScenarioFromLink } from './scenario.ts';

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
 * One calculator's form: the one form hook (src/components/form/use-schema-form.ts) over its field
 * specs and domain schema, numbers read in the page's language; a field shows its error once left (or
 * changed, for a choice), or at once when a shared link named it.
 */
export function useCalculatorForm<S extends z.ZodType>(
  schema: S,
  sections: readonly FormSection[],
  lang: Lang,
  /** The scenario the form starts from (the address's, rendered by the server); none, the defaults. */
  first?: ScenarioFromLink,
) {
  const fields = useMemo(() => fieldsOf(sections), [sections]);
  const read = useCallback((values: FormValues) => toInput(fields, values, lang), [fields, lang]);
  const form = useSchemaForm({
    schema,
    initial: () => valuesFrom(fields, lang, first),
    toInput: read,
    start: first && { shown: first.named, given: givenFrom(first) },
  });

  /** Fills the form from a shared link (over the defaults) and returns what the schema makes of it. */
  const load = (scenario: ScenarioFromLink) => {
    const next = valuesFrom(fields, lang, scenario);
    form.reset(next, { shown: scenario.named, given: givenFrom(scenario) });
    return validate(schema, fields, next, lang);
  };

  return { ...form, fields, load };
}

/** The defaults, then what a scenario gives. */
const valuesFrom = (fields: ReturnType<typeof fieldsOf>, lang: Lang, scenario?: ScenarioFromLink) =>
  ({ ...initialValues(fields, lang), ...scenario?.values }) as FormValues;

/** A scenario's values the form could not hold, each saying so by its field. */
const givenFrom = (scenario: ScenarioFromLink) => Object.fromEntries(scenario.unreadable.map((name) => [name, LINK_VALUE_CODE]));

/**
 * What a calculator shows first for a query: its scenario, the schema's data when complete and valid
 * (a result can then be rendered with the page), or nothing when the query names none of its fields.
 */
export function firstScenario<S extends z.ZodType>(
  schema: S,
  fields: ReturnType<typeof fieldsOf>,
  search: string,
  lang: Lang,
): { scenario: ScenarioFromLink; data: z.output<S> | undefined } | undefined {
  if (search === '') return undefined;
  const scenario = readScenario(fields, search, lang);
  if (scenario.named.length === 0) return undefined;
  const { data } = validate(schema, fields, valuesFrom(fields, lang, scenario), lang);
  return { scenario, data: scenario.unreadable.length === 0 ? data : undefined };
}
