import { useState } from 'react';
import { z } from 'zod';
import { useSchemaForm, type SchemaForm } from '../../components/form/use-schema-form.ts';
import { Button, buttonClasses } from '../../components/ui/button.tsx';
import { FieldError, fieldIds } from '../../components/ui/field.tsx';
import { SITE } from '../../config/site.ts';
import type { TwoFactorEnabled } from '../../domain/accounts/index.ts';
import { cn } from '../../lib/cn.ts';
import { confirmTwoFactor, enableTwoFactor } from './api/two-factor.ts';
import { StaffForm, type StaffFormProps } from './staff-form.tsx';
import { useStaffForm } from './use-staff-form.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';

const PASSWORD_FIELDS = ['password'] as const;
/** The code from the app, and the tick that says the recovery codes are kept: no set-up ends without it. */
const ProveSchema = z.object({ code: z.string(), saved: z.literal(true, { error: 'recoveryCodesNotSaved' }) });
const SAVED_ID = 'setup-codes-saved';

/** The recovery codes as a text file: a heading line, then one code a line (CRLF, for every editor). */
export const recoveryCodesFile = (heading: string, codes: readonly string[]) => [heading, '', ...codes, ''].join('\r\n');

/** The key in an otpauth:// URI, in groups of four for typing. */
const readableSecret = (uri: string) => (new URL(uri).searchParams.get('secret') ?? '').replace(/(.{4})/g, '$1 ').trim();

/**
 * TOTP set-up before anything else: confirm the password, add the key to an app, keep the recovery codes
 * (copied, downloaded or written down, and ticked as saved), prove a code. Until the tick, the codes stay
 * on screen and the second factor is not turned on.
 */
export function TwoFactorSetup({ onDone }: { onDone: () => void }) {
  const { lang, ui, authErrorText: errorText } = useWorkspaceCopy();
  const copy = ui.setup;
  const [enabled, setEnabled] = useState<TwoFactorEnabled>();
  const confirm = useStaffForm(PASSWORD_FIELDS);
  const prove = useSchemaForm({ schema: ProveSchema, initial: () => ({ code: '', saved: false }) });

  const start = confirm.handleSubmit(async ({ password }) => {
    const result = await enableTwoFactor(password, lang);
    if (!result.ok) return result;
    setEnabled(result.data);
    return { ok: true };
  });
  const verify = prove.handleSubmit(async ({ code }) => {
    const result = await confirmTwoFactor(code, lang);
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
        children: <NewKey enabled={enabled} form={prove} />,
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
function NewKey({ enabled, form }: { enabled: TwoFactorEnabled; form: SchemaForm }) {
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
      <RecoveryCodes codes={enabled.backupCodes} form={form} />
    </>
  );
}

type CopyState = 'idle' | 'copied' | 'failed';

/** The ten codes, a way to copy and to download them, and the tick that says they are kept. */
function RecoveryCodes({ codes, form }: { codes: readonly string[]; form: SchemaForm }) {
  const copy = useWorkspaceCopy().ui.setup;
  const [copied, setCopied] = useState<CopyState>('idle');
  const file = recoveryCodesFile(copy.recoveryFileHeading(SITE.name), codes);
  const ids = fieldIds(SAVED_ID);
  const unsaved = form.errorOf('saved') !== undefined;
  const copyCodes = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <div>
      <h3 className="text-sm font-semibold text-ink">{copy.recoveryHeading}</h3>
      <p className="mt-1 text-sm text-ink-muted">{copy.recoveryIntro}</p>
      <ul
        className="mt-3 grid grid-cols-2 gap-2 font-mono text-ink lining-nums tabular-nums"
        aria-label={copy.recoveryHeading}
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="outline" size="sm" aria-describedby={`${SAVED_ID}-copy-status`} onClick={() => void copyCodes()}>
          {copy.recoveryCopy}
        </Button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(file)}`}
          download={copy.recoveryFileName}
          className={buttonClasses('outline', 'sm')}
          data-testid="recovery-codes-download"
        >
          {copy.recoveryDownload}
        </a>
      </div>
      <p
        id={`${SAVED_ID}-copy-status`}
        aria-live="polite"
        className={cn('mt-2 text-sm text-ink-muted', copied === 'idle' && 'sr-only')}
      >
        {copied === 'copied' ? copy.recoveryCopied : copied === 'failed' ? copy.recoveryCopyFailed : ''}
      </p>
      <div className="mt-4 flex flex-col gap-2">
        <label htmlFor={ids.control} className="flex min-h-11 cursor-pointer items-center gap-3 text-base text-ink">
          <input
            id={ids.control}
            name="saved"
            type="checkbox"
            required
            checked={form.values.saved === true}
            onChange={(e) => {
              form.set('saved', e.target.checked);
              form.leave('saved');
            }}
            aria-invalid={unsaved || undefined}
            aria-describedby={unsaved ? ids.error : undefined}
            className="size-5 shrink-0 rounded-sm border-ink/30 accent-ink"
          />
          <span>{copy.recoverySaved}</span>
        </label>
        <FieldError id={ids.error}>{unsaved ? copy.recoverySavedRequired : undefined}</FieldError>
      </div>
    </div>
  );
}
