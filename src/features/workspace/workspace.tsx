import { useCallback, useEffect, useState } from 'react';
import { AcceptInvitation } from './accept-invitation.tsx';
import { SignIn } from './sign-in.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';
import { useLocationQuery } from './use-location-query.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';
import { ApiError, api, type StaffMe } from './workspace-api.ts';
import { WorkspaceShell } from './workspace-shell.tsx';

type State =
  | { kind: 'loading' }
  | { kind: 'signIn' }
  | { kind: 'setup' }
  | { kind: 'staffOnly' }
  | { kind: 'ready'; staff: StaffMe['staff'] };

/** Query parameter of the invitation link (server/staff/staff-emails.ts). */
export const INVITATION_PARAM = 'invitacion';

/**
 * The firm's workspace: who is here decides what shows. Nothing but sign-in is shown until the server
 * says this is staff whose session proved the second factor; staff without it set it up first.
 */
export function Workspace() {
  const copy = useWorkspaceCopy();
  const { lang, ui } = copy;
  const location = useLocationQuery();
  const invitation = location.query.get(INVITATION_PARAM);
  const [state, setState] = useState<State>({ kind: 'loading' });

  const refresh = useCallback(async () => {
    try {
      const me = await api<StaffMe>(lang, '/api/staff/me');
      setState({ kind: 'ready', staff: me.staff });
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      setState({ kind: code === 'twoFactorSetupRequired' ? 'setup' : code === 'staffOnly' ? 'staffOnly' : 'signIn' });
    }
  }, [lang]);

  useEffect(() => {
    if (location.ready && !invitation) void refresh();
  }, [location.ready, invitation, refresh]);

  const signOut = async () => {
    await api(lang, '/api/auth/sign-out', { method: 'POST', body: {} }).catch(() => undefined);
    location.navigate({}, { replace: true });
    setState({ kind: 'signIn' });
  };

  let view;
  if (invitation)
    view = (
      <AcceptInvitation
        token={invitation}
        onAccepted={() => {
          location.navigate({}, { replace: true });
          void refresh();
        }}
      />
    );
  else if (state.kind === 'loading') view = <p role="status">{ui.loading}</p>;
  else if (state.kind === 'signIn') view = <SignIn onSignedIn={refresh} />;
  else if (state.kind === 'setup') view = <TwoFactorSetup onDone={refresh} />;
  else if (state.kind === 'staffOnly') view = <p role="alert">{ui.staffOnly}</p>;
  else view = <WorkspaceShell staff={state.staff} location={location} onSignOut={signOut} />;

  return (
    <div className="mx-auto max-w-6xl px-6 py-12 md:px-10">
      <h1 className="font-display text-4xl text-ink md:text-5xl">{ui.title}</h1>
      <noscript>
        <p>{ui.noScript}</p>
      </noscript>
      <div className="mt-8">{view}</div>
    </div>
  );
}
