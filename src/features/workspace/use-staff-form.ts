import { z } from 'zod';
import { useSchemaForm } from '../../components/form/use-schema-form.ts';

/**
 * A workspace form on the one form hook. The server checks what staff send (the staff schemas are the
 * API's); the form holds the text typed, shows the API's verdicts by their fields and says the rest once.
 */
export function useStaffForm<K extends string>(names: readonly K[], initial: Partial<Record<K, string>> = {}) {
  return useSchemaForm({
    schema: z.object(Object.fromEntries(names.map((name) => [name, z.string()])) as Record<K, z.ZodString>),
    initial: () => Object.fromEntries(names.map((name) => [name, initial[name] ?? ''])) as Record<K, string>,
  });
}

/** An API failure with its fields named as the form names them (e.g. the API's `assigneeId`, the form's `assignee`). */
export function renamedFields<F extends { fields: Record<string, string> }>(failure: F, names: Record<string, string>): F {
  return { ...failure, fields: Object.fromEntries(Object.entries(failure.fields).map(([k, v]) => [names[k] ?? k, v])) };
}
