import { Button } from '../../../../components/ui/button.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { ChangePasswordFormSchema } from '../../../../domain/accounts/account-schemas.ts';
import { apiRequest, AUTH_API } from '../../../../lib/account-api.ts';
import { FormAlert, PasswordInput } from '../../form/fields.tsx';
import { useAccountForm } from '../../form/use-account-form.ts';
import { useAccountsI18n } from '../../use-accounts-i18n.ts';
import { Panel } from '../panel.tsx';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A new password; the server ends every other session, this one goes on. */
export function PasswordPanel() {
  const { a, m, lang, errorText } = useAccountsI18n();
  const { show } = useToast();
  const copy = a.portal.account.password;
  const form = useAccountForm({ schema: ChangePasswordFormSchema, initial: EMPTY });
  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    const result = await apiRequest(`${AUTH_API}/change-password`, {
      method: 'POST',
      body: { currentPassword, newPassword },
      lang,
    });
    if (!result.ok) return result;
    form.reset(EMPTY);
    show({ title: m.messages.passwordChanged });
    return { ok: true };
  });
  return (
    <Panel id="account-password" title={copy.title} intro={copy.intro}>
      <form ref={form.formRef} method="post" noValidate onSubmit={submit} className="flex flex-col gap-6">
        <div className="grid gap-6 sm:grid-cols-2">
          <div className="sm:col-span-2 sm:max-w-[calc(50%-0.75rem)]">
            <PasswordInput form={form} name="currentPassword" autoComplete="current-password" label={copy.current} />
          </div>
          <PasswordInput
            form={form}
            name="newPassword"
            autoComplete="new-password"
            label={copy.next}
            hint={a.signUp.passwordHint}
          />
          <PasswordInput form={form} name="confirmPassword" autoComplete="new-password" label={copy.confirm} />
        </div>
        <FormAlert>{form.formError ? errorText(form.formError) : null}</FormAlert>
        <div>
          <Button type="submit" disabled={form.pending}>
            {form.pending ? a.common.saving : copy.submit}
          </Button>
        </div>
      </form>
    </Panel>
  );
}
