import { Button } from '../../../../components/ui/button.tsx';
import { useToast } from '../../../../components/ui/toast.tsx';
import { pathFor } from '../../../../config/routes.ts';
import type { AccountSession } from '../../../../domain/accounts/index.ts';
import { useRouter } from '../../../../lib/router.tsx';
import { sessionStore } from '../../../../lib/session.ts';
import { useEndSession, useSessions } from '../../api/sessions.ts';
import { useAccountsI18n } from '../../use-accounts-i18n.ts';
import { describeDevice } from '../describe-device.ts';
import { Panel, ReadView } from '../panel.tsx';

/** Where the client is signed in: device, last use, and a way to end any of them. */
export function SessionsPanel() {
  const { a } = useAccountsI18n();
  const read = useSessions();
  const copy = a.portal.account.sessions;
  return (
    <Panel id="account-sessions" title={copy.title} intro={copy.intro}>
      <ReadView read={read}>
        {({ sessions }) => (
          <ul className="divide-y divide-stone-300 border-y border-stone-300" data-testid="sessions-list">
            {sessions.map((session) => (
              <SessionItem key={session.id} session={session} />
            ))}
          </ul>
        )}
      </ReadView>
    </Panel>
  );
}

function SessionItem({ session }: { session: AccountSession }) {
  const { a, m, lang, format, errorText } = useAccountsI18n();
  const { show } = useToast();
  const { navigate } = useRouter();
  const endSession = useEndSession();
  const copy = a.portal.account.sessions;
  const device = describeDevice(session.device);
  const name =
    device.browser && device.system
      ? copy.device(device.browser, device.system)
      : (device.browser ?? device.system ?? copy.unknownDevice);
  const revoke = async () => {
    const result = await endSession.mutateAsync(session);
    if (!result.ok) return show({ variant: 'error', title: errorText(result.code) });
    if (session.current) {
      sessionStore.set(null);
      show({ title: m.messages.signedOut });
      return navigate(pathFor('signIn', lang));
    }
    show({ title: m.messages.sessionRevoked });
  };
  return (
    <li
      data-testid="session"
      data-current={session.current}
      className="flex flex-col gap-3 py-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <p className="flex flex-wrap items-center gap-3 font-semibold text-ink">
          {name}
          {session.current ? (
            <span className="rounded-full border border-brass-600 bg-brass-200/40 px-3 py-0.5 text-xs tracking-[0.12em] uppercase">
              {copy.current}
            </span>
          ) : null}
        </p>
        <p className="mt-1 text-sm text-ink-muted">
          {copy.lastUsed(format.dateTime(session.lastUsedAt))}
          <span aria-hidden="true" className="mx-2">
            ·
          </span>
          {copy.started(format.day(session.createdAt))}
        </p>
      </div>
      <Button
        variant={session.current ? 'ghost' : 'outline'}
        size="sm"
        disabled={endSession.isPending}
        onClick={() => void revoke()}
      >
        {session.current ? copy.revokeCurrent : copy.revoke}
      </Button>
    </li>
  );
}
