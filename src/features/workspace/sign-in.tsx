import { useEffect, useState } from 'react';
import { signInWithPassword } from '../../lib/auth-api.ts';
import { proveSecondFactor } from './api/two-factor.ts';
import { StaffForm, type StaffFormProps } from './staff-form.tsx';
import { useStaffForm } from './use-staff-form.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';

const PASSWORD_FIELDS = ['email', 'password'] as const;
const CODE_FIELDS = ['code'] as const;

/** Password, then the second factor: a TOTP code or a recovery code (Better Auth's two-factor plugin). */
export function SignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { lang, ui, authErrorText } = useWorkspaceCopy();
  const [step, setStep] = useState<'password' | 'code'>('password');
  const credentials = useStaffForm(PASSWORD_FIELDS);
  const second = useStaffForm(CODE_FIELDS);
  // The code's field takes the focus when the second step appears (keyboard and screen-reader users land on it).
  useEffect(() => {
    if (step === 'code') document.getElementById('staff-code')?.focus();
  }, [step]);

  const password = credentials.handleSubmit(async (body) => {
    const result = await signInWithPassword(body, lang);
    if (!result.ok) return result;
    if (result.data.twoFactorRedirect) setStep('code');
    else onSignedIn();
    return { ok: true };
  });

  const code = second.handleSubmit(async ({ code: typed }) => {
    const result = await proveSecondFactor(typed, lang);
    if (!result.ok) return result;
    onSignedIn();
    return { ok: true };
  });

  const current: Omit<StaffFormProps, 'text'> =
    step === 'code'
      ? {
          form: second,
          onSubmit: code,
          heading: ui.signIn.codeHeading,
          submit: ui.signIn.verify,
          fields: [
            { name: 'code', id: 'staff-code', label: ui.signIn.code, hint: ui.signIn.codeHint, autoComplete: 'one-time-code' },
          ],
        }
      : {
          form: credentials,
          onSubmit: password,
          heading: ui.signIn.heading,
          submit: ui.signIn.submit,
          fields: [
            { name: 'email', id: 'staff-email', type: 'email', label: ui.signIn.email, autoComplete: 'username' },
            {
              name: 'password',
              id: 'staff-password',
              type: 'password',
              label: ui.signIn.password,
              autoComplete: 'current-password',
            },
          ],
        };
  // Keyed by step: the code's form is a form of its own, not the password's with other fields.
  return <StaffForm key={step} {...current} text={authErrorText} />;
}
