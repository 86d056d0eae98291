import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useRouter } from '../../lib/router.tsx';
import { searchParams, useSearch } from '../../lib/use-search.ts';
import { AuditView } from './audit-view.tsx';
import { DataDuties } from './data-duties.tsx';
import { Inbox } from './inbox.tsx';
import { RequestView } from './request-view.tsx';
import { useWorkspaceCopy } from './use-workspace-copy.ts';
import type { StaffMe } from './staff-types.ts';

const VIEWS = ['inbox', 'data', 'audit'] as const;
/** `?vista=` values, in Spanish on both pages (the query string is not shown to clients). */
const VIEW_PARAM: Record<(typeof VIEWS)[number], string | undefined> = { inbox: undefined, data: 'datos', audit: 'registro' };

/** The signed-in workspace: sections, who is signed in, and the current view. */
export function WorkspaceShell({ staff, onSignOut }: { staff: StaffMe['staff']; onSignOut: () => void }) {
  const { ui } = useWorkspaceCopy();
  const { navigate } = useRouter();
  const query = useSearch() ?? new URLSearchParams();
  const requestId = query.get('solicitud');
  const view = VIEWS.find((v) => VIEW_PARAM[v] && VIEW_PARAM[v] === query.get('vista')) ?? 'inbox';
  const hrefOf = (v: (typeof VIEWS)[number]) => (VIEW_PARAM[v] ? `?vista=${VIEW_PARAM[v]}` : '?');

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-stone-300 pb-4">
        <nav aria-label={ui.nav.label}>
          <ul className="flex flex-wrap gap-2">
            {VIEWS.map((v) => (
              <li key={v}>
                <a
                  href={hrefOf(v)}
                  aria-current={view === v && !requestId ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate({ search: searchParams({ vista: VIEW_PARAM[v] }) });
                  }}
                  className={cn(
                    'inline-flex min-h-11 items-center px-3 text-sm text-ink underline-offset-8 hover:underline',
                    view === v && !requestId && 'underline decoration-brass-500',
                  )}
                >
                  {ui.nav[v]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-4 text-sm text-ink-muted">
          <span>{ui.signedInAs(staff.name)}</span>
          <Button variant="outline" size="sm" onClick={onSignOut}>
            {ui.signOut}
          </Button>
        </div>
      </div>
      {requestId ? (
        <RequestView id={requestId} staffId={staff.id} onBack={() => window.history.back()} />
      ) : view === 'data' ? (
        <DataDuties />
      ) : view === 'audit' ? (
        <AuditView />
      ) : (
        <Inbox />
      )}
    </div>
  );
}
