import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormMessage } from './form-message.tsx';
import { TextField } from './text-field.tsx';
import { useWorkspaceCopy } from './use-workspace-copy.ts';
import { useSubmit } from './use-submit.ts';
import { api } from './workspace-api.ts';

const TOTP_CODE = /^\d{6}$/;

/** Password, then the second factor: a TOTP code or a recovery code (Better Auth's two-factor plugin). */
export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { lang, ui, internalError } = useWorkspaceCopy();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const { error, busy, handle: submit } = useSubmit(internalError);
  // The code's field takes the focus when the second step appears (keyboard and screen-reader users land on it).
  useEffect(() => {
    if (step === 'code') document.getElementById('staff-code')?.focus();
  }, [step]);

  const password = submit(async (form) => {
    const result = await api<{ twoFactorRedirect?: boolean }>(lang, '/api/auth/sign-in/email', {
      method: 'POST',
      body: { email: form.get('email'), password: form.get('password') },
    });
    if (result.twoFactorRedirect) setStep('code');
    else onSignedIn();
  });

  const code = submit(async (form) => {
    const value = String(form.get('code') ?? '').trim();
    const digits = value.replace(/\s/g, '');
    const totp = TOTP_CODE.test(digits);
    await api(lang, totp ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code', {
      method: 'POST',
      body: { code: totp ? digits : value },
    });
    onSignedIn();
  });

  if (step === 'code')
    return (
      <form onSubmit={code} className="flex max-w-md flex-col gap-6" noValidate>
        <h2 className="font-display text-2xl text-ink">{ui.signIn.codeHeading}</h2>
        <TextField
          id="staff-code"
          name="code"
          label={ui.signIn.code}
          hint={ui.signIn.codeHint}
          autoComplete="one-time-code"
          required
        />
        <FormMessage error={error} />
        <Button type="submit" disabled={busy}>
          {ui.signIn.verify}
        </Button>
      </form>
    );
  return (
    <form onSubmit={password} className="flex max-w-md flex-col gap-6" noValidate>
      <h2 className="font-display text-2xl text-ink">{ui.signIn.heading}</h2>
      <TextField id="staff-email" name="email" type="email" label={ui.signIn.email} autoComplete="username" required />
      <TextField
        id="staff-password"
        name="password"
        type="password"
        label={ui.signIn.password}
        autoComplete="current-password"
        required
      />
      <FormMessage error={error} />
      <Button type="submit" disabled={busy}>
        {ui.signIn.submit}
      </Button>
    </form>
  );
}
