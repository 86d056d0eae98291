import { useToast } from '../../../components/ui/toast.tsx';
import { pathFor } from '../../../config/routes.ts';
import { ResetPasswordFormSchema } from '../../../domain/accounts/account-schemas.ts';
import { resetPassword } from '../../../lib/auth-api.ts';
import { Link, useRouter } from '../../../lib/router.tsx';
import { useResetLink } from '../../../lib/use-reset-link.ts';
import { useSearch } from '../../../lib/use-search.ts';
import { sessionStore } from '../../../lib/session.ts';
import { AccountForm, FormAlert } from '../form/fields.tsx';
import { NewPasswordFields } from '../form/account-fields.tsx';
import { useAccountForm } from '../form/use-account-form.ts';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import { INLINE_LINK_CLASSES } from './auth-frame.tsx';

/** The page's form: what loads as its island. */
export default function ResetPasswordForm() {
  const { a, m, lang } = useAccountsI18n();
  const { navigate } = useRouter();
  const { show } = useToast();
  // The reset link's token, known once the page runs (the prerendered page has none): `undefined` until then.
  const search = useSearch();
  const token = search ? search.get('token') || null : undefined;
  // Asked as the page opens: a dead link says so at once, before any password is typed (issue 22).
  const link = useResetLink(token, lang);
  const form = useAccountForm({ schema: ResetPasswordFormSchema, initial: { newPassword: '', confirmPassword: '' } });
  const copy = a.reset;

  const submit = form.handleSubmit(async ({ newPassword }) => {
    const result = await resetPassword({ token: token ?? '', newPassword }, lang);
    if (!result.ok) return result;
    sessionStore.set(null); // the reset ended every session, this browser's included
    show({ title: m.messages.passwordReset });
    navigate(pathFor('signIn', lang), { replace: true });
    return { ok: true };
  });

  if (link.status === 'dead' || form.formError === 'invalidToken')
    return (
      // As tall as the prerendered form it replaces (two fields and a button), so nothing below moves.
      <div className="flex min-h-[19rem] flex-col items-start gap-6">
        <FormAlert>{m.errors.invalidToken}</FormAlert>
        <Link to={pathFor('forgotPassword', lang)} className={INLINE_LINK_CLASSES}>
          {copy.requestNew}
        </Link>
      </div>
    );
  return (
    <AccountForm form={form} onSubmit={submit} submit={{ label: copy.submit, pending: a.common.sending }} size="lg">
      <NewPasswordFields form={form} password="newPassword" label={copy.newPassword} confirmLabel={copy.confirmPassword} />
    </AccountForm>
  );
}
