import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, FieldSet, FIELD_CONTROL_CLASSES } from '../../../components/ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { EyeIcon } from '../icons.tsx';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import type { AccountForm } from './use-account-form.ts';

type InputProps = Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'maxLength'>;

type TextInputProps = InputProps & {
  form: AccountForm;
  name: string;
  label: string;
  hint?: ReactNode;
};

/** A text input of an account form, in the site's one field system. */
export function TextInput({ form, name, label, hint, ...input }: TextInputProps) {
  const id = useId();
  const { errorText } = useAccountsI18n();
  const code = form.errorOf(name);
  return (
    <Field id={id} label={label} hint={hint} error={code ? errorText(code) : undefined}>
      {(wiring) => (
        <input
          {...wiring}
          {...input}
          name={name}
          required
          value={form.values[name] ?? ''}
          onChange={(event) => form.set(name, event.target.value)}
          onBlur={() => form.leave(name)}
          className={cn(FIELD_CONTROL_CLASSES, 'h-12 bg-white')}
        />
      )}
    </Field>
  );
}

/**
 * A password input with a button that shows what was typed (a long passphrase is easier to get right
 * when it can be read). Managers fill it through `autoComplete`.
 */
export function PasswordInput({
  form,
  name,
  label,
  hint,
  autoComplete,
}: {
  form: AccountForm;
  name: string;
  label: string;
  hint?: ReactNode;
  autoComplete: 'current-password' | 'new-password';
}) {
  const id = useId();
  const { a, errorText } = useAccountsI18n();
  const [visible, setVisible] = useState(false);
  const code = form.errorOf(name);
  return (
    <Field id={id} label={label} hint={hint} error={code ? errorText(code) : undefined}>
      {(wiring) => (
        <div className="relative">
          <input
            {...wiring}
            type={visible ? 'text' : 'password'}
            name={name}
            required
            autoComplete={autoComplete}
            spellCheck={false}
            autoCapitalize="none"
            value={form.values[name] ?? ''}
            onChange={(event) => form.set(name, event.target.value)}
            onBlur={() => form.leave(name)}
            className={cn(FIELD_CONTROL_CLASSES, 'h-12 bg-white pr-14')}
          />
          <button
            type="button"
            aria-pressed={visible}
            aria-controls={id}
            aria-label={visible ? a.common.hidePassword : a.common.showPassword}
            onClick={() => setVisible((v) => !v)}
            className="absolute inset-y-0 right-0 inline-flex w-12 items-center justify-center text-ink-muted transition-colors hover:text-ink"
          >
            <EyeIcon open={!visible} />
          </button>
        </div>
      )}
    </Field>
  );
}

/** One choice among a few, as radio cards (e.g. buyer or seller), named by its legend. */
export function ChoiceCards({
  form,
  name,
  legend,
  options,
}: {
  form: AccountForm;
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
