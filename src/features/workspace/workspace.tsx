import { useRouter } from '../../lib/router.tsx';
import { forgetReads } from '../../lib/server-data.ts';
import { signOut as endSession } from '../../lib/session-api.ts';
import { AcceptInvitation } from './accept-invitation.tsx';
import { useStaffMe } from './api/staff.ts';
import { SignIn } from './sign-in.tsx';
import { TwoFactorSetup } from './two-factor-setup.tsx';
import { useWorkspaceCopy } from './use-workspace-copy.ts';
import { useWorkspaceQuery } from './use-workspace-query.ts';
import { WorkspaceShell } from './workspace-shell.tsx';

/**
 * The firm's workspace: who is here decides what shows. Nothing but sign-in is shown until the server
 * says this is staff whose session proved the second factor; staff without it set it up first.
 */
export function Workspace() {
  const { lang, ui } = useWorkspaceCopy();
  const address = useWorkspaceQuery();
  const { navigate } = useRouter();
  // The invitation link's token (server/staff/staff-emails.ts).
  const invitation = address.get('invitation');
  // Asked once the address is known (after hydration), unless it holds an invitation.
  const me = useStaffMe({ enabled: address.query !== null && !invitation });

  const signOut = async () => {
    await endSession(lang);
    navigate({ search: '' }, { replace: true });
    forgetReads();
  };

  let view;
  if (invitation)
    view = (
      <AcceptInvitation
        token={invitation}
        onAccepted={() => {
          navigate({ search: '' }, { replace: true });
          forgetReads();
        }}
      />
    );
  else if (me.status === 'loading') view = <p role="status">{ui.loading}</p>;
  else if (me.status === 'ready') view = <WorkspaceShell staff={me.data.staff} onSignOut={() => void signOut()} />;
  else if (me.failure.code === 'twoFactorSetupRequired') view = <TwoFactorSetup onDone={forgetReads} />;
  else if (me.failure.code === 'staffOnly') view = <p role="alert">{ui.staffOnly}</p>;
  else view = <SignIn onSignedIn={forgetReads} />;

  return (
    <div className="mx-auto max-w-6xl px-6 py-12 md:px-10">
      <h1 className="font-display text-4xl text-ink md:text-5xl">
        {me.status === 'ready' ? ui.titles[address.view() ?? 'inbox'] : ui.title}
      </h1>
      <noscript>
        <p>{ui.noScript}</p>
      </noscript>
      <div className="mt-8">{view}</div>
    </div>
  );
}
