import { TextField } from '../../../components/form/text-field.tsx';
import type { SchemaForm } from '../../../components/form/use-schema-form.ts';
import { useAccountsI18n } from '../use-accounts-i18n.ts';

/**
 * A new password and its confirmation (sign-up, reset, change): the policy as the first one's hint,
 * each with the button that shows what was typed; the confirmation is `confirmPassword`.
 */
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
  const { a, errorText, reveal } = useAccountsI18n();
  return (
    <>
      <TextField
        {...form.textField(password, errorText)}
        reveal={reveal}
        autoComplete="new-password"
        required
        label={label}
        hint={a.signUp.passwordHint}
      />
      <TextField
        {...form.textField('confirmPassword', errorText)}
        reveal={reveal}
        autoComplete="new-password"
        required
        label={confirmLabel}
      />
    </>
  );
}
