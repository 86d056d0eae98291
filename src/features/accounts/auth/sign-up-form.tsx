import { useCallback, useEffect, useRef, useState } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { pathFor } from '../../../config/routes.ts';
import { SignUpFormSchema } from '../../../domain/accounts/account-schemas.ts';
import { Link } from '../../../lib/router.tsx';
import { resendVerification, signUp } from '../api/auth.ts';
import { AccountForm, ChoiceCards } from '../form/fields.tsx';
import { notTheVisitors, useAccountForm } from '../form/use-account-form.ts';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import { useLeaveIfSignedIn } from './use-leave-if-signed-in.ts';
import { EmailField, NewPasswordFields } from '../form/account-fields.tsx';

const INITIAL = { name: '', email: '', password: '', confirmPassword: '', clientType: '' };

/** The page's form: what loads as its island. */
export default function SignUpForm() {
  const { a, lang, errorText } = useAccountsI18n();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const toInput = useCallback(
    (values: typeof INITIAL) => ({ ...values, clientType: values.clientType || undefined, lang }),
    [lang],
  );
  const form = useAccountForm({ schema: SignUpFormSchema, initial: INITIAL, toInput });
  useLeaveIfSignedIn();
  const copy = a.signUp;

  const submit = form.handleSubmit(async ({ confirmPassword: _confirmation, ...body }) => {
    const result = await signUp(body, lang);
    if (!result.ok) return notTheVisitors(result, 'signUpFailed');
    setSentTo(body.email);
    return { ok: true };
  });

  if (sentTo) return <SentConfirmation email={sentTo} />;
  return (
    <AccountForm form={form} onSubmit={submit} submit={{ label: copy.submit, pending: a.common.sending }} size="lg">
      <TextField {...form.textField('name', errorText)} autoComplete="name" required label={copy.name} />
      <EmailField form={form} name="email" label={a.common.email} />
      <NewPasswordFields form={form} password="password" label={a.common.password} confirmLabel={copy.confirmPassword} />
      <ChoiceCards
        form={form}
        name="clientType"
        legend={copy.clientType}
        options={[
          { value: 'buyer', label: copy.buyer, hint: copy.buyerHint },
          { value: 'seller', label: copy.seller, hint: copy.sellerHint },
        ]}
      />
      <p className="text-sm text-ink-muted">
        {copy.consent}{' '}
        <Link to={pathFor('privacyPolicy', lang)} className="text-brass-700 underline underline-offset-4">
          {copy.privacyPolicy}
        </Link>
        {copy.consentEnd}
      </p>
    </AccountForm>
  );
}

/** In place of the form once it is sent: where the link went, and a way to have it sent again. */
function SentConfirmation({ email }: { email: string }) {
  const { a, m, lang, errorText } = useAccountsI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  const [resent, setResent] = useState<string | null>(null);
  useEffect(() => heading.current?.focus(), []);
  const resend = async () => {
    const result = await resendVerification({ email }, lang);
    setResent(result.ok ? a.signIn.resent : errorText(result.code));
  };
  return (
    <div data-testid="sign-up-sent" className="border border-brass-500/50 bg-white/70 px-6 py-8 sm:px-8">
      <h2 ref={heading} tabIndex={-1} className="font-display text-3xl font-medium text-ink outline-none">
        {a.signUp.sentTitle}
      </h2>
      <p className="mt-4 text-ink">{m.messages.accountCreated}</p>
      <p className="mt-3 text-ink-muted">{a.signUp.sentBody(email)}</p>
      <p className="mt-3 text-sm text-ink-muted">{a.signUp.sentHint}</p>
      <Button variant="link" className="mt-4" onClick={() => void resend()}>
        {a.signIn.resend}
      </Button>
      <p aria-live="polite" className={resent ? 'mt-2 text-sm text-ink' : 'sr-only'}>
        {resent}
      </p>
    </div>
  );
}
