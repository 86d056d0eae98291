import { useEffect, useState } from 'react';
import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AUTH_API, apiRequest } from '../../lib/api-client.ts';
import { FormMessage } from './form-message.tsx';
import { useStaffForm } from './use-staff-form.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';

const TOTP_CODE = /^\d{6}$/;
const PASSWORD_FIELDS = ['email', 'password'] as const;
const CODE_FIELDS = ['code'] as const;

/** Password, then the second factor: a TOTP code or a recovery code (Better Auth's two-factor plugin). */
export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { lang, ui, authErrorText: errorText } = useWorkspaceCopy();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const credentials = useStaffForm(PASSWORD_FIELDS);
  const second = useStaffForm(CODE_FIELDS);
  // The code's field takes the focus when the second step appears (keyboard and screen-reader users land on it).
  useEffect(() => {
    if (step === 'code') document.getElementById('staff-code')?.focus();
  }, [step]);

  const password = credentials.handleSubmit(async (body) => {
    const result = await apiRequest<{ twoFactorRedirect?: boolean }>(`${AUTH_API}/sign-in/email`, {
      method: 'POST',
      body,
      lang,
    });
    if (!result.ok) return result;
    if (result.data?.twoFactorRedirect) setStep('code');
    else onSignedIn();
    return { ok: true };
  });

  const code = second.handleSubmit(async ({ code: typed }) => {
    const value = typed.trim();
    const digits = value.replace(/\s/g, '');
    const totp = TOTP_CODE.test(digits);
    const result = await apiRequest(`${AUTH_API}/two-factor/${totp ? 'verify-totp' : 'verify-backup-code'}`, {
      method: 'POST',
      body: { code: totp ? digits : value },
      lang,
    });
    if (!result.ok) return result;
    onSignedIn();
    return { ok: true };
  });

  if (step === 'code')
    return (
      <form ref={second.formRef} onSubmit={code} className="flex max-w-md flex-col gap-6" noValidate>
        <h2 className="font-display text-2xl text-ink">{ui.signIn.codeHeading}</h2>
        <TextField
          {...second.textField('code', errorText)}
          id="staff-code"
          label={ui.signIn.code}
          hint={ui.signIn.codeHint}
          autoComplete="one-time-code"
          required
        />
        <FormMessage form={second} text={errorText} />
        <Button type="submit" disabled={second.pending}>
          {ui.signIn.verify}
        </Button>
      </form>
    );
  return (
    <form ref={credentials.formRef} onSubmit={password} className="flex max-w-md flex-col gap-6" noValidate>
      <h2 className="font-display text-2xl text-ink">{ui.signIn.heading}</h2>
      <TextField
        {...credentials.textField('email', errorText)}
        id="staff-email"
        type="email"
        label={ui.signIn.email}
        autoComplete="username"
        required
      />
      <TextField
        {...credentials.textField('password', errorText)}
        id="staff-password"
        type="password"
        label={ui.signIn.password}
        autoComplete="current-password"
        required
      />
      <FormMessage form={credentials} text={errorText} />
      <Button type="submit" disabled={credentials.pending}>
        {ui.signIn.submit}
      </Button>
    </form>
  );
}
