import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { pathFor } from '../../../config/routes.ts';
import { ResetPasswordFormSchema } from '../../../domain/accounts/account-schemas.ts';
import { apiRequest, AUTH_API } from '../../../lib/account-api.ts';
import { Link, useRouter } from '../../../lib/router.tsx';
import { sessionStore } from '../../../lib/session.ts';
import { FormAlert, PasswordInput } from '../form/fields.tsx';
import { useAccountForm } from '../form/use-account-form.ts';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import { INLINE_LINK_CLASSES } from './auth-frame.tsx';

/** The reset link's token, read from the address once the page runs (the prerendered page has none). */
function useResetToken(): string | null | undefined {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => setToken(new URLSearchParams(window.location.search).get('token') || null), []);
  return token;
}

/** The page's form: what loads as its island. */
export default function ResetPasswordForm() {
  const { a, m, lang, errorText } = useAccountsI18n();
  const { navigate } = useRouter();
  const { show } = useToast();
  const token = useResetToken();
  const form = useAccountForm({ schema: ResetPasswordFormSchema, initial: { newPassword: '', confirmPassword: '' } });
  const copy = a.reset;

  const submit = form.handleSubmit(async ({ newPassword }) => {
    const result = await apiRequest(`${AUTH_API}/reset-password`, { method: 'POST', body: { token, newPassword }, lang });
    if (!result.ok) return result;
    sessionStore.set(null); // the reset ended every session, this browser's included
    show({ title: m.messages.passwordReset });
    navigate(pathFor('signIn', lang), { replace: true });
    return { ok: true };
  });

  const invalidLink = token === null || form.formError === 'invalidToken';
  return (
    <>
      {invalidLink ? (
        // As tall as the prerendered form it replaces (two fields and a button), so nothing below moves.
        <div className="flex min-h-[19rem] flex-col items-start gap-6">
          <FormAlert>{m.errors.invalidToken}</FormAlert>
          <Link to={pathFor('forgotPassword', lang)} className={INLINE_LINK_CLASSES}>
            {copy.requestNew}
          </Link>
        </div>
      ) : (
        <form
          ref={form.formRef}
          data-ready={form.ready}
          method="post"
          noValidate
          onSubmit={submit}
          aria-busy={form.pending}
          className="flex flex-col gap-6"
        >
          <PasswordInput
            form={form}
            name="newPassword"
            autoComplete="new-password"
            label={copy.newPassword}
            hint={a.signUp.passwordHint}
          />
          <PasswordInput form={form} name="confirmPassword" autoComplete="new-password" label={copy.confirmPassword} />
          <FormAlert>{form.formError ? errorText(form.formError) : null}</FormAlert>
          <div>
            <Button type="submit" size="lg" disabled={form.pending}>
              {form.pending ? a.common.sending : copy.submit}
            </Button>
          </div>
        </form>
      )}
    </>
  );
}
