import { TextField } from '../../../components/form/text-field.tsx';
import type { SchemaForm } from '../../../components/form/use-schema-form.ts';
import { useAccountsI18n } from '../use-accounts-i18n.ts';

type FieldProps = { form: SchemaForm; name: string; label: string };

/** An e-mail address (`autoComplete`: `email` for a new one, `username webauthn` to sign in). */
export function EmailField({ form, name, label, autoComplete = 'email' }: FieldProps & { autoComplete?: string }) {
  const { errorText } = useAccountsI18n();
  return (
    <TextField
      {...form.textField(name, errorText)}
      type="email"
      autoComplete={autoComplete}
      inputMode="email"
      required
      label={label}
    />
  );
}

/** A password, with the button that shows what was typed; a new one has the policy as its hint. */
export function PasswordField({
  form,
  name,
  label,
  autoComplete,
}: FieldProps & { autoComplete: 'current-password' | 'new-password' }) {
  const { a, errorText, reveal } = useAccountsI18n();
  return (
    <TextField
      {...form.textField(name, errorText)}
      reveal={reveal}
      autoComplete={autoComplete}
      required
      label={label}
      hint={autoComplete === 'new-password' && name !== 'confirmPassword' ? a.signUp.passwordHint : undefined}
    />
  );
}

/** A new password and its confirmation (sign-up, reset, change); the confirmation is `confirmPassword`. */
export function NewPasswordFields({
  form,
  password,
  label,
  confirmLabel,
}: {
  form: SchemaForm;
  /** The new password's field name. */
  password: string;
  label: string;
  confirmLabel: string;
}) {
  return (
    <>
      <PasswordField form={form} name={password} label={label} autoComplete="new-password" />
      <PasswordField form={form} name="confirmPassword" label={confirmLabel} autoComplete="new-password" />
    </>
  );
}
