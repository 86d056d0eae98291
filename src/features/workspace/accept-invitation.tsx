import { Button } from '../../components/ui/button.tsx';
import { FormMessage } from './form-message.tsx';
import { TextField } from './text-field.tsx';
import { useSubmit } from './use-submit.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';
import { api } from './workspace-api.ts';

/** The invitation link's page: choose a password (Better Auth's reset token), then sign in. */
export function AcceptInvitation({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const { lang, ui, internalError } = useWorkspaceCopy();
  const { error, setError, busy, handle } = useSubmit(internalError);
  const copy = ui.accept;

  const submit = handle(async (form) => {
    const email = String(form.get('email') ?? '');
    const password = String(form.get('password') ?? '');
    if (password !== form.get('confirm')) return setError(copy.mismatch);
    await api(lang, '/api/auth/reset-password', { method: 'POST', body: { token, newPassword: password } });
    await api(lang, '/api/auth/sign-in/email', { method: 'POST', body: { email, password } });
    onAccepted();
  });

  return (
    <form onSubmit={submit} className="flex max-w-md flex-col gap-6" noValidate>
      <h2 className="font-display text-2xl text-ink">{copy.heading}</h2>
      <p className="text-ink-muted">{copy.intro}</p>
      <TextField id="invite-email" name="email" type="email" label={copy.email} autoComplete="username" required />
      <TextField
        id="invite-password"
        name="password"
        type="password"
        label={copy.password}
        autoComplete="new-password"
        required
      />
      <TextField id="invite-confirm" name="confirm" type="password" label={copy.confirm} autoComplete="new-password" required />
      <FormMessage error={error} />
      <Button type="submit" disabled={busy}>
        {copy.submit}
      </Button>
    </form>
  );
}
