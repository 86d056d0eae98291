import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormMessage } from './form-message.tsx';
import { TextField } from './text-field.tsx';
import { useSubmit } from './use-submit.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';
import { api } from './workspace-api.ts';

type Enabled = { totpURI: string; backupCodes: string[] };

/** The key in an otpauth:// URI, in groups of four for typing. */
const readableSecret = (uri: string) => (new URL(uri).searchParams.get('secret') ?? '').replace(/(.{4})/g, '$1 ').trim();

/** TOTP set-up before anything else: confirm the password, add the key to an app, keep the recovery codes, prove a code. */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const { lang, ui, internalError } = useWorkspaceCopy();
  const copy = ui.setup;
  const { error, busy, handle } = useSubmit(internalError);
  const [enabled, setEnabled] = useState<Enabled>();

  const start = handle(async (form) => {
    setEnabled(
      await api<Enabled>(lang, '/api/auth/two-factor/enable', { method: 'POST', body: { password: form.get('password') } }),
    );
  });
  const verify = handle(async (form) => {
    await api(lang, '/api/auth/two-factor/verify-totp', {
      method: 'POST',
      body: { code: String(form.get('code') ?? '').replace(/\s/g, '') },
    });
    onDone();
  });

  if (!enabled)
    return (
      <form onSubmit={start} className="flex max-w-md flex-col gap-6" noValidate>
        <h2 className="font-display text-2xl text-ink">{copy.heading}</h2>
        <p className="text-ink-muted">{copy.intro}</p>
        <TextField
          id="setup-password"
          name="password"
          type="password"
          label={copy.password}
          autoComplete="current-password"
          required
        />
        <FormMessage error={error} />
        <Button type="submit" disabled={busy}>
          {copy.start}
        </Button>
      </form>
    );
  return (
    <form onSubmit={verify} className="flex max-w-xl flex-col gap-6" noValidate>
      <h2 className="font-display text-2xl text-ink">{copy.heading}</h2>
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
      <TextField id="setup-code" name="code" label={copy.code} inputMode="numeric" autoComplete="one-time-code" required />
      <FormMessage error={error} />
      <Button type="submit" disabled={busy}>
        {copy.submit}
      </Button>
    </form>
  );
}
