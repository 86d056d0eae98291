import { useState } from 'react';
import { AUTH_API, apiRequest } from '../../lib/api-client.ts';
import { StaffForm, type StaffFormProps } from './staff-form.tsx';
import { useStaffForm } from './use-staff-form.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';

type Enabled = { totpURI: string; backupCodes: string[] };
const PASSWORD_FIELDS = ['password'] as const;
const CODE_FIELDS = ['code'] as const;

/** The key in an otpauth:// URI, in groups of four for typing. */
const readableSecret = (uri: string) => (new URL(uri).searchParams.get('secret') ?? '').replace(/(.{4})/g, '$1 ').trim();

/** TOTP set-up before anything else: confirm the password, add the key to an app, keep the recovery codes, prove a code. */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const { lang, ui, authErrorText: errorText } = useWorkspaceCopy();
  const copy = ui.setup;
  const [enabled, setEnabled] = useState<Enabled>();
  const confirm = useStaffForm(PASSWORD_FIELDS);
  const prove = useStaffForm(CODE_FIELDS);

  const start = confirm.handleSubmit(async (body) => {
    const result = await apiRequest<Enabled>(`${AUTH_API}/two-factor/enable`, { method: 'POST', body, lang });
    if (!result.ok) return result;
    setEnabled(result.data);
    return { ok: true };
  });
  const verify = prove.handleSubmit(async ({ code }) => {
    const result = await apiRequest(`${AUTH_API}/two-factor/verify-totp`, {
      method: 'POST',
      body: { code: code.replace(/\s/g, '') },
      lang,
    });
    if (!result.ok) return result;
    onDone();
    return { ok: true };
  });

  // The password first; then the key and the recovery codes, and a code from the app to prove it.
  const current: Omit<StaffFormProps, 'text' | 'heading'> = enabled
    ? {
        form: prove,
        onSubmit: verify,
        submit: copy.submit,
        className: 'flex max-w-xl flex-col gap-6',
        fields: [{ name: 'code', id: 'setup-code', label: copy.code, inputMode: 'numeric', autoComplete: 'one-time-code' }],
        children: <NewKey enabled={enabled} />,
      }
    : {
        form: confirm,
        onSubmit: start,
        intro: copy.intro,
        submit: copy.start,
        fields: [
          { name: 'password', id: 'setup-password', type: 'password', label: copy.password, autoComplete: 'current-password' },
        ],
      };
  return <StaffForm key={enabled ? 'code' : 'password'} {...current} heading={copy.heading} text={errorText} />;
}

/** The key to add to an authenticator app (typed, or opened in the app), and the ten recovery codes. */
function NewKey({ enabled }: { enabled: Enabled }) {
  const copy = useWorkspaceCopy().ui.setup;
  return (
    <>
      <div>
        <h3 className="text-sm font-semibold text-ink">{copy.secret}</h3>
        <p className="mt-2 font-mono text-lg tracking-wider text-ink" data-testid="totp-secret">
          {readableSecret(enabled.totpURI)}
        </p>
        <p className="mt-1 text-sm text-ink-muted">{copy.secretHint}</p>
        <a
          href={enabled.totpURI}
          className="mt-2 inline-flex min-h-11 items-center underline decoration-brass-500 underline-offset-4"
          data-testid="totp-uri"
        >
          {copy.openInApp}
        </a>
      </div>
      <div>
        <h3 className="text-sm font-semibold text-ink">{copy.recoveryHeading}</h3>
        <p className="mt-1 text-sm text-ink-muted">{copy.recoveryIntro}</p>
        <ul className="mt-3 grid grid-cols-2 gap-2 font-mono text-ink" aria-label={copy.recoveryHeading}>
          {enabled.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </div>
    </>
  );
}
