import { useMemo, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { z } from 'zod';
import { useAdoptTyped } from '../../lib/use-adopt-typed.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/**
 * What a form's controls hold: text (inputs, selects, radios), a tick, a list of ticked options, or an
 * object of its own (e.g. a percent per chosen option).
 */
export type FormValue = string | boolean | readonly string[] | Readonly<Record<string, unknown>>;
export type FormValues = Record<string, FormValue>;

/** Codes by field: the schema's messages and the APIs' `fields` are both codes (ADR 0019). */
export type FieldCodes = Partial<Record<string, string>>;

/** How a submission ended: done, or refused with the API's codes (src/lib/api-client.ts) and any wait it asked for. */
export type SubmitOutcome = { ok: true } | { ok: false; code: string; fields: Record<string, string>; retryAfterS?: number };

type Options<S extends z.ZodType, V extends FormValues> = {
  /** The shared schema (src/domain), whose messages are codes. */
  schema: S;
  initial: V | (() => V);
  /** What the schema reads from the values (numbers parsed, the page's language added, hidden fields left out). */
  toInput?: (values: V) => unknown;
  /** Codes a field shows only after a submission, not when it is left (an empty field is not yet a mistake). */
  quietUntilSubmit?: readonly string[];
  /** Fields whose answer changes what others need: a change to the key forgets the others' shown codes. */
  linked?: Readonly<Record<string, readonly string[]>>;
  /** What shows from the first render, as after `reset` (a form rendered by the server from the address). */
  start?: { shown?: readonly string[]; given?: FieldCodes };
};

/** The first code the schema gives each field. */
function issuesOf(error: z.ZodError | undefined): FieldCodes {
  const issues: FieldCodes = {};
  for (const issue of error?.issues ?? []) issues[String(issue.path[0] ?? '')] ??= issue.message;
  return issues;
}

const isControl = (e: Element): e is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
  e instanceof HTMLInputElement || e instanceof HTMLSelectElement || e instanceof HTMLTextAreaElement;

/**
 * The state of the site's forms (calculators, accounts, the private area's, workspace), driven by a zod
 * schema: the values, the schema's verdict on them (computed during render), and the codes to show by
 * each field.
 *
 * - A field shows the schema's code once it has been left (`leave`), or once revealed: by a submission
 *   (every field) or by a reset that names the fields to show (a shared link's).
 * - Codes given from outside (the server's `fields`, a shared link's unreadable value) show until that
 *   field changes.
 * - Submitting an invalid form, or one the server refused by field, focuses the first field in error.
 * - What was typed into the prerendered form before its code arrived is kept.
 */
export function useSchemaForm<S extends z.ZodType, V extends FormValues>({
  schema,
  initial,
  toInput,
  quietUntilSubmit = [],
  linked = {},
  start,
}: Options<S, V>) {
  const [values, setValues] = useState<V>(initial);
  const [left, setLeft] = useState<ReadonlySet<string>>(() => new Set());
  // The fields whose codes show whether left or not: all once the form was submitted.
  const [revealed, setRevealed] = useState<ReadonlySet<string> | 'all'>(() => new Set(start?.shown));
  const [given, setGiven] = useState<FieldCodes>(() => start?.given ?? {});
  const [formError, setFormError] = useState<string | null>(null);
  // With the form's own code, the wait the server asked for (seconds), if it did.
  const [retryAfterS, setRetryAfterS] = useState<number | null>(null);
  const [pending, setPending] = useState(false);
  const [dirty, setDirty] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const firstValues = useRef(values);

  // What was typed into the prerendered form before its code arrived becomes the form's own (ADR 0056).
  useAdoptTyped(formRef, ({ values: typed }) => {
    const kept: Record<string, FormValue> = {};
    for (const [name, value] of Object.entries(typed)) {
      const before = firstValues.current[name];
      if (before === undefined) continue;
      if (typeof before === typeof value && Array.isArray(before) === Array.isArray(value)) kept[name] = value;
    }
    if (Object.keys(kept).length > 0) setValues((all) => ({ ...all, ...kept }));
  });

  const input = useMemo(() => (toInput ? toInput(values) : values), [toInput, values]);
  const parsed = useMemo(() => schema.safeParse(input), [schema, input]);
  const issues = issuesOf(parsed.success ? undefined : parsed.error);
  const isRevealed = (name: string) => revealed === 'all' || revealed.has(name);

  const errorOf = (name: string): string | undefined => {
    if (given[name]) return given[name];
    const code = issues[name];
    if (!code) return undefined;
    if (isRevealed(name)) return code;
    return left.has(name) && !quietUntilSubmit.includes(code) ? code : undefined;
  };

  const focusFirst = (names: readonly string[]) =>
    requestAnimationFrame(() => {
      const controls = [...(formRef.current?.elements ?? [])].filter((e) => isControl(e) && names.includes(e.name));
      const first = controls[0] as HTMLInputElement | undefined;
      // In a group of radios, the chosen one (where the keyboard lands).
      const checked = controls.find((e) => e instanceof HTMLInputElement && e.name === first?.name && e.checked);
      ((checked ?? first) as HTMLElement | undefined)?.focus();
    });

  const forget = (names: readonly string[]) =>
    setGiven((all) =>
      names.some((n) => all[n]) ? Object.fromEntries(Object.entries(all).filter(([n]) => !names.includes(n))) : all,
    );

  const set = (name: keyof V & string, value: V[keyof V]) => {
    setValues((all) => ({ ...all, [name]: value }));
    setDirty(true);
    forget([name, ...(linked[name] ?? [])]);
    setFormError(null);
    setRetryAfterS(null);
  };
  /** The field was left: its code shows from now on. */
  const leave = (name: string) => setLeft((all) => (all.has(name) ? all : new Set([...all, name])));

  /**
   * Shows codes from outside by their fields (until each changes) and focuses the first; the form's own
   * code shows when none of those fields is in the form (the field says it better).
   */
  const fail = (outcome: { code?: string | null; fields?: FieldCodes; retryAfterS?: number }) => {
    const fields = outcome.fields ?? {};
    const shown = Object.keys(fields).filter((name) => formRef.current?.elements.namedItem(name));
    setGiven(fields);
    setFormError(shown.length > 0 ? null : (outcome.code ?? null));
    setRetryAfterS(shown.length > 0 ? null : (outcome.retryAfterS ?? null));
    if (shown.length > 0) focusFirst(shown);
  };

  return {
    formRef,
    /** `data-ready` of the form: set once it has hydrated (tests wait for it). */
    ready: hydrated ? ('true' as const) : undefined,
    values,
    /** The values as the schema reads them. */
    input,
    /** The schema's output when the values are valid. */
    data: parsed.success ? (parsed.data as z.output<S>) : undefined,
    /** The first field the schema refuses (its order is the form's), so a disabled submit can name it. */
    firstInvalid: parsed.success ? undefined : String(parsed.error.issues[0]?.path[0] ?? '') || undefined,
    pending,
    /** Whether the visitor has changed anything since the form began (or was reset). */
    dirty,
    formError,
    /** The seconds the server asked to wait before trying again (a 429's Retry-After), with `formError`. */
    retryAfterS,
    errorOf,
    set,
    /** A text field's props (src/components/form/text-field.tsx), its code translated by `text`. */
    textField(name: keyof V & string, text: (code: string) => string): TextFieldBinding {
      const code = errorOf(name);
      return {
        name,
        value: typeof values[name] === 'string' ? (values[name] as string) : '',
        onValueChange: (value: string) => set(name, value as V[keyof V]),
        onBlur: () => leave(name),
        error: code ? text(code) : undefined,
      };
    },
    leave,
    /**
     * Replaces the values (the saved data once loaded, a new start, a shared link) and forgets what was
     * shown; `shown` fields show their codes at once, `given` codes show until their field changes.
     */
    reset(next: V, { shown = [], given: codes = {} }: { shown?: readonly string[]; given?: FieldCodes } = {}) {
      setValues(next);
      setDirty(false);
      setLeft(new Set());
      setRevealed(new Set(shown));
      setGiven(codes);
      setFormError(null);
      setRetryAfterS(null);
    },
    fail,
    /** An onSubmit handler: shows every code and stops at the first field in error, else sends the schema's output. */
    handleSubmit(send: (data: z.output<S>) => Promise<SubmitOutcome>) {
      return async (event?: FormEvent) => {
        event?.preventDefault();
        if (pending) return;
        setRevealed('all');
        setFormError(null);
        setRetryAfterS(null);
        if (!parsed.success) return void focusFirst(Object.keys(issues));
        setPending(true);
        try {
          const outcome = await send(parsed.data as z.output<S>);
          if (!outcome.ok) fail(outcome);
        } finally {
          setPending(false);
        }
      };
    },
  };
}

/** What a field component needs of any form of `useSchemaForm`, whatever its values. */
export interface SchemaForm {
  formRef: RefObject<HTMLFormElement | null>;
  ready: 'true' | undefined;
  values: Readonly<Record<string, FormValue | undefined>>;
  /** The values as the schema reads them. */
  input: unknown;
  pending: boolean;
  formError: string | null;
  retryAfterS: number | null;
  errorOf(name: string): string | undefined;
  set(name: string, value: FormValue): void;
  leave(name: string): void;
  textField(name: string, text: (code: string) => string): TextFieldBinding;
}

export type TextFieldBinding = {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
};
