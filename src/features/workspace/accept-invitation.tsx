import { TextField } from '../../components/form/text-field.tsx';
import { pathFor } from '../../config/routes.ts';
import { resetPassword, signInWithPassword } from '../../lib/auth-api.ts';
import { Link } from '../../lib/router.tsx';
import { useResetLink } from '../../lib/use-reset-link.ts';
import { StaffForm } from './staff-form.tsx';
import { useStaffForm } from './use-staff-form.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';

const FIELDS = ['email', 'password', 'confirm'] as const;
/** The form's own code for two passwords that differ (said in the page's words, `copy.mismatch`). */
const MISMATCH = 'passwordsDoNotMatch';

/**
 * The invitation link's page: choose a password (Better Auth's reset token), then sign in. The link is
 * checked as the page opens (issue 22): a dead one says so at once, with the way forward; a live one
 * names the address it was sent to, shown rather than typed again.
 */
export function AcceptInvitation({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const { lang, ui, authErrorText } = useWorkspaceCopy();
  const link = useResetLink(token, lang);
  const form = useStaffForm(FIELDS);
  const copy = ui.accept;
  // The address the invitation names; typed only when the check got no answer (the server said nothing).
  const invited = link.status === 'live' ? link.email : null;

  const submit = form.handleSubmit(async ({ email, password, confirm }) => {
    if (password !== confirm) return { ok: false, code: MISMATCH, fields: {} };
    const reset = await resetPassword({ token, newPassword: password }, lang);
    if (!reset.ok) return reset;
    const signIn = await signInWithPassword({ email: invited ?? email, password }, lang);
    if (!signIn.ok) return signIn;
    onAccepted();
    return { ok: true };
  });

  if (link.status === 'checking') return <p role="status">{copy.checking}</p>;
  if (link.status === 'dead' || form.formError === 'invalidToken')
    return (
      <div className="flex max-w-md flex-col items-start gap-4" data-testid="invitation-expired">
        <h2 className="font-display text-2xl text-ink">{copy.heading}</h2>
        <p role="alert" className="font-semibold text-danger">
          {copy.expired}
        </p>
        <p className="text-ink-muted">{copy.expiredNext}</p>
        <Link
          to={pathFor('workspace', lang)}
          className="inline-flex min-h-11 items-center text-ink underline decoration-brass-500 underline-offset-4"
        >
          {copy.signIn}
        </Link>
      </div>
    );

  const passwords = [
    { name: 'password', id: 'invite-password', type: 'password', label: copy.password, autoComplete: 'new-password' },
    { name: 'confirm', id: 'invite-confirm', type: 'password', label: copy.confirm, autoComplete: 'new-password' },
  ] as const;
  return (
    <StaffForm
      form={form}
      onSubmit={submit}
      heading={copy.heading}
      intro={copy.intro}
      text={authErrorText}
      error={form.formError === MISMATCH ? copy.mismatch : undefined}
      submit={copy.submit}
      fields={
        invited
          ? passwords
          : [{ name: 'email', id: 'invite-email', type: 'email', label: copy.email, autoComplete: 'username' }, ...passwords]
      }
    >
      {invited ? (
        // Read-only, not plain text: a password manager saves the new password under this address.
        <TextField
          name="email"
          id="invite-email"
          type="email"
          label={copy.email}
          hint={copy.emailHint}
          value={invited}
          readOnly
          autoComplete="username"
        />
      ) : null}
    </StaffForm>
  );
}
