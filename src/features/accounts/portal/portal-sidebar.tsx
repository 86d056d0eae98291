import { useState } from 'react';
import { useToast } from '../../../components/ui/toast.tsx';
import { pathFor, PORTAL_SECTIONS, type PortalSectionId } from '../../../config/routes.ts';
import { signOut } from '../../../lib/session-api.ts';
import { cn } from '../../../lib/cn.ts';
import { Link, useRouter } from '../../../lib/router.tsx';
import type { SessionUser } from '../../../lib/session.ts';
import { ChevronIcon, ExitIcon, SectionIcon } from '../icons.tsx';
import { useHasCase } from '../api/cases.ts';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import { useSidebarState } from './sidebar-state.ts';

const ICONS = {
  portal: 'summary',
  portalRequests: 'requests',
  portalScenarios: 'scenarios',
  portalSearch: 'search',
  portalProperty: 'property',
  portalCases: 'case',
  portalAccount: 'account',
} as const satisfies Record<PortalSectionId, Parameters<typeof SectionIcon>[0]['section']>;

export const PORTAL_NAV_ID = 'portal-nav';

/**
 * The private area's sections. From 1024 px a column the client can fold to its icons (remembered for
 * a year); below, a row of tabs above the content. Sections for the other kind of client (a seller's
 * property) show once the page knows who is signed in; the case file once the client has a case.
 */
export function PortalSidebar({ current, user }: { current: PortalSectionId; user: SessionUser | null | undefined }) {
  const { a, lang } = useAccountsI18n();
  const [state, setState] = useSidebarState();
  const collapsed = state === 'collapsed';
  const nav = a.portal.nav;
  const hasCase = useHasCase(!!user) || current === 'portalCases';
  const sections = PORTAL_SECTIONS.filter((s) => (!s.audience || s.audience === user?.clientType) && (!s.needsCase || hasCase));
  return (
    <aside
      data-testid="portal-sidebar"
      data-state={state}
      className={cn(
        'border-b border-stone-300 lg:sticky lg:top-header lg:self-start lg:border-r lg:border-b-0',
        collapsed ? 'lg:w-20' : 'lg:w-64',
      )}
    >
      <div className="hidden justify-end px-3 pt-4 lg:flex">
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-controls={PORTAL_NAV_ID}
          aria-label={collapsed ? nav.expand : nav.collapse}
          onClick={() => setState(collapsed ? 'expanded' : 'collapsed')}
          className="inline-flex size-11 items-center justify-center text-ink-muted transition-colors hover:text-ink"
        >
          <ChevronIcon direction={collapsed ? 'right' : 'left'} />
        </button>
      </div>
      <nav id={PORTAL_NAV_ID} aria-label={nav.label} className="overflow-x-auto lg:overflow-visible">
        <ul className="flex gap-1 px-4 py-2 lg:flex-col lg:px-3 lg:py-4">
          {sections.map(({ id }) => {
            const active = id === current;
            return (
              <li key={id} className="shrink-0">
                <Link
                  to={pathFor(id, lang)}
                  aria-current={active ? 'page' : undefined}
                  title={collapsed ? nav.sections[id] : undefined}
                  className={cn(
                    'flex min-h-11 items-center gap-3 rounded-sm px-3 text-sm font-semibold tracking-wide whitespace-nowrap transition-colors',
                    active ? 'bg-ink text-ivory' : 'text-ink/80 hover:bg-stone-200 hover:text-ink',
                    collapsed && 'lg:justify-center lg:px-0',
                  )}
                >
                  <SectionIcon section={ICONS[id]} />
                  <span className={cn(collapsed && 'lg:sr-only')}>{nav.sections[id]}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      {user ? <SignOut user={user} collapsed={collapsed} /> : null}
    </aside>
  );
}

/** Who is signed in, and the way out. */
function SignOut({ user, collapsed }: { user: SessionUser; collapsed: boolean }) {
  const { a, m, lang, errorText } = useAccountsI18n();
  const { navigate } = useRouter();
  const { show } = useToast();
  const [pending, setPending] = useState(false);
  const leave = async () => {
    setPending(true);
    const ok = await signOut(lang);
    setPending(false);
    if (!ok) return show({ variant: 'error', title: errorText('internal') });
    show({ title: m.messages.signedOut });
    navigate(pathFor('signIn', lang));
  };
  return (
    <div
      className={cn(
        'flex items-center justify-between gap-4 border-t border-stone-300 px-4 py-2 lg:block lg:px-6 lg:py-5',
        collapsed && 'lg:px-3 lg:text-center',
      )}
    >
      <p className={cn('min-w-0 text-xs text-ink-muted', collapsed && 'lg:sr-only')}>
        <span className="hidden lg:inline">{a.portal.nav.signedInAs}</span>
        <span className="block truncate text-sm font-semibold text-ink lg:mt-1">{user.name}</span>
      </p>
      <button
        type="button"
        onClick={() => void leave()}
        disabled={pending}
        aria-label={collapsed ? a.portal.nav.signOut : undefined}
        title={collapsed ? a.portal.nav.signOut : undefined}
        className={cn(
          'inline-flex min-h-11 shrink-0 items-center gap-2 text-sm font-semibold text-brass-700 underline decoration-brass-500 underline-offset-4 hover:text-ink lg:mt-2',
          collapsed && 'lg:min-w-11 lg:justify-center lg:no-underline',
        )}
      >
        <span className={cn('hidden', collapsed && 'lg:inline')}>
          <ExitIcon />
        </span>
        <span className={cn(collapsed && 'lg:hidden')}>{a.portal.nav.signOut}</span>
      </button>
    </div>
  );
}
