import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { accountFieldErrors, type AccountErrorCode } from '../../../domain/accounts/account-schemas.ts';
import type { ApiFailure } from '../../../lib/account-api.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';

type Codes = Partial<Record<string, AccountErrorCode>>;

/** What a submission ended in: done, or the API's failure to show (field codes and a headline code). */
export type SubmitOutcome = { ok: true } | ApiFailure;

/**
 * A failure that is not the visitor's (the server unreachable or failing) as the form's own catalogue
 * message, e.g. 'Error creating account'; the visitor's own mistakes keep their code.
 */
export function notTheVisitors(failure: ApiFailure, code: AccountErrorCode): ApiFailure {
  return failure.status === 0 || failure.status >= 500 ? { ...failure, code } : failure;
}

type Options<S extends z.ZodType> = {
  /** The shared schema the API validates with (src/domain/accounts). */
  schema: S;
  initial: Record<string, string>;
  /** What the schema reads from the form's text values (e.g. the page's language added). */
  toInput?: (values: Record<string, string>) => unknown;
};

/**
 * State of an account form: its values, the schema's verdict on them during render, and the API's
 * answer. A field shows its error once it has been left with something typed in it, or after a
 * submission; an answer from the server shows until that field changes. Submitting an invalid form
 * focuses the first field in error.
 */
export function useAccountForm<S extends z.ZodType>({ schema, initial, toInput }: Options<S>) {
  const [values, setValues] = useState(initial);
  const [left, setLeft] = useState<Partial<Record<string, true>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverFields, setServerFields] = useState<Codes>({});
  const [formError, setFormError] = useState<AccountErrorCode | null>(null);
  const [pending, setPending] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const ready = useHydrated();
  const initialRef = useRef(initial);

  // What was typed into the prerendered form before its code arrived is kept: hydration leaves it in
  // the fields, and the form takes it as its own instead of wiping it at the next render.
  useEffect(() => {
    const typed: Record<string, string> = {};
    for (const element of formRef.current?.elements ?? []) {
      if (!(element instanceof HTMLInputElement) || !(element.name in initialRef.current)) continue;
      if (element.type === 'radio' ? element.checked : element.value !== initialRef.current[element.name])
        typed[element.name] = element.value;
    }
    if (Object.keys(typed).length > 0) setValues((all) => ({ ...all, ...typed }));
  }, []);

  const parsed = useMemo(() => schema.safeParse(toInput ? toInput(values) : values), [schema, values, toInput]);
  const clientFields: Codes = parsed.success ? {} : accountFieldErrors(parsed.error);

  const errorOf = (name: string): AccountErrorCode | undefined => {
    const server = serverFields[name];
    if (server) return server;
    const code = clientFields[name];
    if (!code) return undefined;
    // An empty field is not an error until the visitor tries to send the form.
    return submitted || (left[name] && code !== 'required') ? code : undefined;
  };

  const focusFirst = (names: string[]) => {
    const form = formRef.current;
    const first = [...(form?.elements ?? [])].find(
      (element) => element instanceof HTMLElement && 'name' in element && names.includes(String(element.name)),
    );
    requestAnimationFrame(() => (first as HTMLElement | undefined)?.focus());
  };

  return {
    formRef,
    /** `data-ready` of the form: set once it has hydrated (tests wait for it). */
    ready: ready ? ('true' as const) : undefined,
    values,
    pending,
    formError,
    errorOf,
    set(name: string, value: string) {
      setValues((all) => ({ ...all, [name]: value }));
      setServerFields((all) => (all[name] ? { ...all, [name]: undefined } : all));
      setFormError(null);
    },
    leave(name: string) {
      setLeft((all) => (all[name] ? all : { ...all, [name]: true }));
    },
    /** Replaces the values (e.g. the saved profile once it has loaded) and forgets what was shown. */
    reset(next: Record<string, string>) {
      setValues(next);
      setLeft({});
      setSubmitted(false);
      setServerFields({});
      setFormError(null);
    },
    /** An onSubmit handler: validates with the schema, then sends the parsed data with `send`. */
    handleSubmit(send: (data: z.output<S>) => Promise<SubmitOutcome>) {
      return async (event: FormEvent) => {
        event.preventDefault();
        if (pending) return;
        setSubmitted(true);
        setFormError(null);
        if (!parsed.success) {
          focusFirst(Object.keys(clientFields));
          return;
        }
        setPending(true);
        try {
          const outcome = await send(parsed.data as z.output<S>);
          if (!outcome.ok) {
            setServerFields(outcome.fields);
            setFormError(outcome.code);
            if (Object.keys(outcome.fields).length > 0) focusFirst(Object.keys(outcome.fields));
          }
        } finally {
          setPending(false);
        }
      };
    },
  };
}

export type AccountForm = ReturnType<typeof useAccountForm>;
