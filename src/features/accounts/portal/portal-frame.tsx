import { useEffect, type ReactNode } from 'react';
import type { PortalSectionId } from '../../../config/routes.ts';
import { ensureSession } from '../../../lib/session-api.ts';
import { useRouter } from '../../../lib/router.tsx';
import { useSearch } from '../../../lib/use-search.ts';
import { useSession, type SessionUser } from '../../../lib/session.ts';
import { resumePath, signInPathFor } from '../../../lib/next-path.ts';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import { PortalSidebar } from './portal-sidebar.tsx';

/**
 * A page of the private area: the sidebar, the section's heading and, once the page knows who is
 * signed in, the section itself. The prerendered page (and a visitor without JavaScript) gets the
 * frame with no personal data; a visitor without a session is sent to sign in, and comes back here.
 */
export function PortalFrame({
  section,
  intro,
  children,
}: {
  section: PortalSectionId;
  intro?: string;
  children: (user: SessionUser) => ReactNode;
}) {
  const { a, lang } = useAccountsI18n();
  const { pathname, navigate } = useRouter();
  const search = useSearch();
  const user = useSession();

  useEffect(() => {
    if (!search) return; // until hydrated: the address may hold why a verification link was refused
    let current = true;
    void ensureSession(lang).then((known) => {
      // A verification link the server refused arrives here with its reason (`?error=`).
      if (current && !known)
        navigate(signInPathFor(resumePath(pathname, search, lang), lang, search.get('error')), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [lang, pathname, search, navigate]);

  return (
    <div className="mx-auto max-w-7xl lg:flex lg:min-h-[70vh] lg:px-6">
      <PortalSidebar current={section} user={user} />
      <div className="min-w-0 flex-1 px-6 py-12 sm:px-10 lg:py-16 lg:pl-14">
        <header className="max-w-3xl">
          <p className="eyebrow text-brass-700">{a.aside.eyebrow}</p>
          <h1 className="mt-3 font-display text-4xl leading-tight font-medium text-ink sm:text-5xl">
            {a.portal.nav.sections[section]}
          </h1>
          {intro ? <p className="mt-4 text-lg text-ink-muted">{intro}</p> : null}
        </header>
        <div className="mt-10" data-testid="portal-section">
          {user ? children(user) : <Loading />}
        </div>
      </div>
    </div>
  );
}

/** What shows until the data (or the session) is known; announced politely. */
export function Loading() {
  const { a } = useAccountsI18n();
  return (
    <p role="status" className="flex items-center gap-3 text-ink-muted">
      <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-brass-500" />
      {a.portal.loading}
    </p>
  );
}
