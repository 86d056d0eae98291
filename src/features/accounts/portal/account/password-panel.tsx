import { useToast } from '../../../../components/ui/toast.tsx';
import { ChangePasswordFormSchema } from '../../../../domain/accounts/account-schemas.ts';
import { useChangePassword } from '../../api/account.ts';
import { AccountForm } from '../../form/fields.tsx';
import { NewPasswordFields, PasswordField } from '../../form/account-fields.tsx';
import { useAccountForm } from '../../form/use-account-form.ts';
import { useAccountsI18n } from '../../use-accounts-i18n.ts';
import { Panel } from '../panel.tsx';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** A new password; the server ends every other session, this one goes on. */
export function PasswordPanel() {
  const { a, m } = useAccountsI18n();
  const { show } = useToast();
  const changePassword = useChangePassword();
  const copy = a.portal.account.password;
  const form = useAccountForm({ schema: ChangePasswordFormSchema, initial: EMPTY });
  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    const result = await changePassword.mutateAsync({ currentPassword, newPassword });
    if (!result.ok) return result;
    form.reset(EMPTY);
    show({ title: m.messages.passwordChanged });
    return { ok: true };
  });
  return (
    <Panel id="account-password" title={copy.title} intro={copy.intro}>
      <AccountForm form={form} onSubmit={submit} submit={{ label: copy.submit, pending: a.common.saving }}>
        <div className="grid gap-6 sm:grid-cols-2">
          <div className="sm:col-span-2 sm:max-w-[calc(50%-0.75rem)]">
            <PasswordField form={form} name="currentPassword" autoComplete="current-password" label={copy.current} />
          </div>
          <NewPasswordFields form={form} password="newPassword" label={copy.next} confirmLabel={copy.confirm} />
        </div>
      </AccountForm>
    </Panel>
  );
}
