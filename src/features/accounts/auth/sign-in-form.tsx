import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { pathFor } from '../../../config/routes.ts';
import { SignInBodySchema } from '../../../domain/accounts/account-schemas.ts';
import { signInWithPassword } from '../../../lib/auth-api.ts';
import { LINK_ERROR_PARAM, nextPathAfterSignIn } from '../../../lib/next-path.ts';
import { Link, useRouter } from '../../../lib/router.tsx';
import { useSearch } from '../../../lib/use-search.ts';
import { sessionStore } from '../../../lib/session.ts';
import { refreshSession, sessionUserOf } from '../../../lib/session-api.ts';
import { EmailField, PasswordField } from '../form/account-fields.tsx';
import { AccountForm } from '../form/fields.tsx';
import { useAccountForm } from '../form/use-account-form.ts';
import { KeyIcon } from '../icons.tsx';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import { INLINE_LINK_CLASSES } from './auth-frame.tsx';
import { useLeaveIfSignedIn } from './use-leave-if-signed-in.ts';

/** The page's form: what loads as its island. */
export default function SignInForm() {
  const { a, m, lang, errorText } = useAccountsI18n();
  const router = useRouter();
  const search = useSearch();
  const { show } = useToast();
  const [notice, setNotice] = useState<string | null>(null);
  const form = useAccountForm({ schema: SignInBodySchema, initial: { email: '', password: '' } });
  useLeaveIfSignedIn();

  const enter = () => {
    show({ title: m.messages.signedIn });
    router.navigate(nextPathAfterSignIn(search, lang), { replace: true });
  };

  const submit = form.handleSubmit(async (data) => {
    setNotice(null);
    const result = await signInWithPassword(data, lang);
    if (!result.ok) return result;
    if (result.data.user) sessionStore.set(sessionUserOf(result.data.user));
    else await refreshSession(lang);
    enter();
    return { ok: true };
  });

  const [passkeyPending, setPasskeyPending] = useState(false);
  const withPasskey = async () => {
    setPasskeyPending(true);
    setNotice(null);
    try {
      const { signInWithPasskey } = await import('../api/passkey-ceremony.ts');
      const outcome = await signInWithPasskey(lang);
      if (outcome.ok) {
        await refreshSession(lang);
        enter();
      } else setNotice(outcome.cancelled ? a.signIn.passkeyCancelled : errorText(outcome.code));
    } finally {
      setPasskeyPending(false);
    }
  };

  const copy = a.signIn;
  // A refused verification link lands here (through the private area) with its reason.
  const linkRefused = search?.has(LINK_ERROR_PARAM) ? m.errors.invalidToken : null;
  return (
    <>
      <AccountForm
        form={form}
        onSubmit={submit}
        submit={{ label: copy.submit, pending: a.common.sending }}
        size="lg"
        alert={notice ?? (form.formError ? null : linkRefused)}
        spread
        actions={
          <Link to={pathFor('forgotPassword', lang)} className={INLINE_LINK_CLASSES}>
            {copy.forgot}
          </Link>
        }
      >
        <EmailField form={form} name="email" autoComplete="username webauthn" label={a.common.email} />
        <PasswordField form={form} name="password" autoComplete="current-password" label={a.common.password} />
      </AccountForm>
      <div className="mt-10 flex items-center gap-4 text-sm text-ink-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-stone-300" />
        <span>{copy.or}</span>
        <span className="h-px flex-1 bg-stone-300" />
      </div>
      <div className="mt-8 flex flex-col gap-3">
        <Button
          variant="outline"
          size="lg"
          onClick={() => void withPasskey()}
          disabled={passkeyPending}
          aria-describedby="passkey-hint"
        >
          <KeyIcon />
          {passkeyPending ? a.common.sending : copy.passkey}
        </Button>
        <p id="passkey-hint" className="text-sm text-ink-muted">
          {copy.passkeyHint}
        </p>
      </div>
    </>
  );
}
