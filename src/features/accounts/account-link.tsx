import { useEffect } from 'react';
import { pathFor } from '../../config/routes.ts';
import { SESSION_CHECK_IDLE_TIMEOUT_MS } from '../../config/ui.ts';
import { useI18n } from '../../i18n/index.tsx';
import { whenIdle } from '../../lib/idle.ts';
import { Link } from '../../lib/router.tsx';
import { sessionStore, useSession } from '../../lib/session.ts';

/** Asks the server who is signed in once the page is idle; the code that asks loads only then. */
function useSessionCheckWhenIdle(lang: 'es' | 'en'): void {
  useEffect(() => {
    if (sessionStore.get() !== undefined) return;
    const check = () => void import('../../lib/session-api.ts').then((api) => api.ensureSession(lang));
    return whenIdle(check, { timeoutMs: SESSION_CHECK_IDLE_TIMEOUT_MS, fallbackMs: SESSION_CHECK_IDLE_TIMEOUT_MS });
  }, [lang]);
}

/**
 * The header's way into the private area: 'Área privada' (to the sign-in page once the page knows
 * nobody is signed in), or the client's name once it knows who is. The prerendered page and the first
 * load carry none of the accounts' code: the session is asked for after hydration, when idle.
 */
export function AccountLink() {
  const { t, lang } = useI18n();
  const session = useSession();
  useSessionCheckWhenIdle(lang);
  const nav = t.shell.nav;
  const to = pathFor(session === null ? 'signIn' : 'portal', lang);
  const label = session ? session.name : nav.account;
  return (
    <Link
      to={to}
      aria-label={session ? nav.accountOf(session.name) : undefined}
      data-testid="account-link"
      data-signed-in={session ? 'true' : session === null ? 'false' : undefined}
      className="inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-sm px-2 text-ivory/85 transition-colors hover:text-ivory"
    >
      <PersonIcon />
      <span className="hidden max-w-40 truncate text-xs font-semibold tracking-[0.2em] uppercase lg:inline">{label}</span>
      {/* Below the wide bar the icon speaks for itself; its name stays for screen readers. */}
      {session ? null : <span className="sr-only lg:hidden">{label}</span>}
    </Link>
  );
}

/** Drawn here, not in icons.tsx: the header is on every page's first load, the other icons are not. */
function PersonIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.25}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c1.2-4.2 4.3-6.3 8-6.3s6.8 2.1 8 6.3" />
    </svg>
  );
}
