import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ForgotPasswordBodySchema } from '../../../domain/accounts/account-schemas.ts';
import { apiRequest, AUTH_API } from '../../../lib/account-api.ts';
import { FormAlert, TextInput } from '../form/fields.tsx';
import { notTheVisitors, useAccountForm } from '../form/use-account-form.ts';
import { useAccountsI18n } from '../use-accounts-i18n.ts';

/** The page's form: what loads as its island. */
export default function ForgotPasswordForm() {
  const { a, lang, errorText } = useAccountsI18n();
  const [sent, setSent] = useState(false);
  const form = useAccountForm({ schema: ForgotPasswordBodySchema, initial: { email: '' } });
  const copy = a.forgot;

  const submit = form.handleSubmit(async (body) => {
    const result = await apiRequest(`${AUTH_API}/request-password-reset`, { method: 'POST', body, lang });
    if (!result.ok) return notTheVisitors(result, 'resetFailed');
    setSent(true);
    return { ok: true };
  });

  return (
    <>
      {sent ? (
        <SentNotice />
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
          <TextInput form={form} name="email" type="email" autoComplete="email" inputMode="email" label={a.common.email} />
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
