import { useId, type FormEvent, type ReactNode } from 'react';
import type { SchemaForm } from '../../../components/form/use-schema-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FieldSet } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useAccountsI18n } from '../use-accounts-i18n.ts';

/** One choice among a few, as radio cards (e.g. buyer or seller), named by its legend. */
export function ChoiceCards({
  form,
  name,
  legend,
  options,
}: {
  form: SchemaForm;
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string; hint: string }>;
}) {
  const id = useId();
  const { errorText } = useAccountsI18n();
  const code = form.errorOf(name);
  return (
    <FieldSet id={id} legend={legend} error={code ? errorText(code) : undefined}>
      <div className="grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.value}
            className="grid cursor-pointer grid-cols-[auto_1fr] items-start gap-x-3 rounded-sm border border-ink/20 bg-white px-4 py-3.5 transition-colors hover:border-ink/45 has-[:checked]:border-brass-500 has-[:checked]:bg-brass-200/25 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brass-500"
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={form.values[name] === option.value}
              onChange={() => form.set(name, option.value)}
              aria-describedby={code ? `${id}-error` : undefined}
              className="row-span-2 mt-1.5 size-4 accent-ink"
            />
            <span className="font-semibold text-ink">{option.label}</span>
            <span className="text-sm text-ink-muted">{option.hint}</span>
          </label>
        ))}
      </div>
    </FieldSet>
  );
}

/** The form's own message (not a field's): an alert, so it is read as soon as it appears. */
export function FormAlert({ children }: { children?: string | null }) {
  return (
    <div
      role="alert"
      data-testid="form-alert"
      className={cn(children ? 'border-l-2 border-danger bg-danger/5 px-4 py-3' : 'sr-only')}
    >
      {children ? <p className="text-sm font-semibold text-danger">{children}</p> : null}
    </div>
  );
}

/**
 * An account form: the form element wired to its state (`data-ready` once hydrated, busy while it
 * sends), its fields, the form's own message (`alert`, else the server's code in words) and its submit
 * button, with what goes beside it (`actions`: a cancel button, a link).
 */
export function AccountForm({
  form,
  onSubmit,
  submit,
  alert,
  size,
  variant,
  actions,
  spread = false,
  className = 'flex flex-col gap-6',
  testId,
  children,
}: {
  form: SchemaForm;
  onSubmit: (event: FormEvent) => void;
  /** The button's label (the pending one while it sends). */
  submit: { label: string; pending?: string };
  alert?: string | null;
  size?: 'sm' | 'lg';
  variant?: 'destructive';
  actions?: ReactNode;
  /** The actions at the far end of the button's row (from 640 px), rather than beside it. */
  spread?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  const { errorText } = useAccountsI18n();
  return (
    <form
      ref={form.formRef}
      data-ready={form.ready}
      data-testid={testId}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-busy={form.pending}
      className={className}
    >
      {children}
      <FormAlert>{alert ?? (form.formError ? errorText(form.formError, form.retryAfterS) : null)}</FormAlert>
      <div className={spread ? 'flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between' : 'flex flex-wrap gap-3'}>
        <Button type="submit" size={size} variant={variant} disabled={form.pending}>
          {form.pending && submit.pending ? submit.pending : submit.label}
        </Button>
        {actions}
      </div>
    </form>
  );
}
