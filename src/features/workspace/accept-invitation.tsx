import { TextField } from '../../components/form/text-field.tsx';
import { Button } from '../../components/ui/button.tsx';
import { AUTH_API, apiRequest } from '../../lib/api-client.ts';
import { FormMessage } from './form-message.tsx';
import { useStaffForm } from './use-staff-form.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';

const FIELDS = ['email', 'password', 'confirm'] as const;

/** The invitation link's page: choose a password (Better Auth's reset token), then sign in. */
export function AcceptInvitation({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const { lang, ui, authErrorText: errorText } = useWorkspaceCopy();
  const form = useStaffForm(FIELDS);
  const copy = ui.accept;
  const mismatch = form.formError === MISMATCH;

  const submit = form.handleSubmit(async ({ email, password, confirm }) => {
    if (password !== confirm) return { ok: false, code: MISMATCH, fields: {} };
    const reset = await apiRequest(`${AUTH_API}/reset-password`, {
      method: 'POST',
      body: { token, newPassword: password },
      lang,
    });
    if (!reset.ok) return reset;
    const signIn = await apiRequest(`${AUTH_API}/sign-in/email`, { method: 'POST', body: { email, password }, lang });
    if (!signIn.ok) return signIn;
    onAccepted();
    return { ok: true };
  });

  return (
    <form ref={form.formRef} onSubmit={submit} className="flex max-w-md flex-col gap-6" noValidate>
      <h2 className="font-display text-2xl text-ink">{copy.heading}</h2>
      <p className="text-ink-muted">{copy.intro}</p>
      <TextField
        {...form.textField('email', errorText)}
        id="invite-email"
        type="email"
        label={copy.email}
        autoComplete="username"
        required
      />
      <TextField
        {...form.textField('password', errorText)}
        id="invite-password"
        type="password"
        label={copy.password}
        autoComplete="new-password"
        required
      />
      <TextField
        {...form.textField('confirm', errorText)}
        id="invite-confirm"
        type="password"
        label={copy.confirm}
        autoComplete="new-password"
        required
      />
      <FormMessage form={form} error={mismatch ? copy.mismatch : undefined} text={errorText} />
      <Button type="submit" disabled={form.pending}>
        {copy.submit}
      </Button>
    </form>
  );
}

/** The form's own code for two passwords that differ (said in the page's words, `copy.mismatch`). */
const MISMATCH = 'passwordsDoNotMatch';
