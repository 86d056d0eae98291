import { AUTH_API, apiRequest } from '../../lib/api-client.ts';
import { StaffForm } from './staff-form.tsx';
import { useStaffForm } from './use-staff-form.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';

const FIELDS = ['email', 'password', 'confirm'] as const;
/** The form's own code for two passwords that differ (said in the page's words, `copy.mismatch`). */
const MISMATCH = 'passwordsDoNotMatch';

/** The invitation link's page: choose a password (Better Auth's reset token), then sign in. */
export function AcceptInvitation({ token, onAccepted }: { token: string; onAccepted: () => void }) {
  const { lang, ui, authErrorText } = useWorkspaceCopy();
  const form = useStaffForm(FIELDS);
  const copy = ui.accept;

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
    <StaffForm
      form={form}
      onSubmit={submit}
      heading={copy.heading}
      intro={copy.intro}
      text={authErrorText}
      error={form.formError === MISMATCH ? copy.mismatch : undefined}
      submit={copy.submit}
      fields={[
        { name: 'email', id: 'invite-email', type: 'email', label: copy.email, autoComplete: 'username' },
        { name: 'password', id: 'invite-password', type: 'password', label: copy.password, autoComplete: 'new-password' },
        { name: 'confirm', id: 'invite-confirm', type: 'password', label: copy.confirm, autoComplete: 'new-password' },
      ]}
    />
  );
}
