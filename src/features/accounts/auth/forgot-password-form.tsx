import { useEffect, useRef, useState } from 'react';
import { ForgotPasswordBodySchema } from '../../../domain/accounts/account-schemas.ts';
import { requestPasswordReset } from '../api/auth.ts';
import { EmailField } from '../form/account-fields.tsx';
import { AccountForm } from '../form/fields.tsx';
import { notTheVisitors, useAccountForm } from '../form/use-account-form.ts';
import { useAccountsI18n } from '../use-accounts-i18n.ts';

/** The page's form: what loads as its island. */
export default function ForgotPasswordForm() {
  const { a, lang } = useAccountsI18n();
  const [sent, setSent] = useState(false);
  const form = useAccountForm({ schema: ForgotPasswordBodySchema, initial: { email: '' } });

  const submit = form.handleSubmit(async (body) => {
    const result = await requestPasswordReset(body, lang);
    if (!result.ok) return notTheVisitors(result, 'resetFailed');
    setSent(true);
    return { ok: true };
  });

  if (sent) return <SentNotice />;
  return (
    <AccountForm form={form} onSubmit={submit} submit={{ label: a.forgot.submit, pending: a.common.sending }} size="lg">
      <EmailField form={form} name="email" label={a.common.email} />
    </AccountForm>
  );
}

function SentNotice() {
  const { a, m } = useAccountsI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div data-testid="reset-sent" className="border border-brass-500/50 bg-white/70 px-6 py-8 sm:px-8">
      <h2 ref={heading} tabIndex={-1} className="font-display text-3xl font-medium text-ink outline-none">
        {a.forgot.sentTitle}
      </h2>
      <p className="mt-4 text-ink">{m.messages.resetEmailSent}</p>
      <p className="mt-3 text-sm text-ink-muted">{a.forgot.sentHint}</p>
    </div>
  );
}
