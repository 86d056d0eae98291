import { Button } from '../../components/ui/button.tsx';
import { cn } from '../../lib/cn.ts';
import { useRouter } from '../../lib/router.tsx';
import { AuditView } from './audit-view.tsx';
import { GoLivePanel } from './go-live-panel.tsx';
import { CASE_FILTER_KEYS } from './api/cases.ts';
import { CaseListView } from './cases/case-list-view.tsx';
import { CasePage } from './cases/case-page.tsx';
import { Studio } from './studio/studio.tsx';
import { DataDuties } from './data-duties.tsx';
import { Inbox } from './inbox.tsx';
import { RequestView } from './request-view.tsx';
import { useWorkspaceCopy } from './use-workspace-copy.ts';
import { useWorkspaceQuery, type WorkspaceView } from './use-workspace-query.ts';
import type { StaffMember } from '../../domain/staff/index.ts';

/** The inbox is the workspace's address without a view. */
const VIEWS = ['inbox', 'cases', 'studio', 'data', 'audit'] as const;
const viewParam = (v: (typeof VIEWS)[number]): WorkspaceView | undefined => (v === 'inbox' ? undefined : v);

/** The signed-in workspace: sections, who is signed in, and the current view. */
export function WorkspaceShell({ staff, onSignOut }: { staff: StaffMember; onSignOut: () => void }) {
  const { ui } = useWorkspaceCopy();
  const { navigate } = useRouter();
  const address = useWorkspaceQuery();
  const requestId = address.get('request');
  const caseId = address.get('case');
  const view = address.view() ?? 'inbox';
  const searchOf = (v: (typeof VIEWS)[number]) => address.search({ view: viewParam(v) });
  const caseSearch = (id: string) => address.search({ case: id });
  const requestSearch = (id: string) => address.search({ request: id });
  const caseFilters = Object.fromEntries(
    CASE_FILTER_KEYS.flatMap((k) => {
      const value = address.query?.get(k);
      return value ? [[k, value]] : [];
    }),
  );
  const open = requestId ?? caseId;

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-wrap items-center justify-between gap-4 border-b border-stone-300 pb-4">
        <nav aria-label={ui.nav.label}>
          <ul className="flex flex-wrap gap-2">
            {VIEWS.map((v) => (
              <li key={v}>
                <a
                  href={`?${searchOf(v)}`}
                  aria-current={view === v && !open ? 'page' : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    navigate({ search: searchOf(v) });
                  }}
                  className={cn(
                    'inline-flex min-h-11 items-center px-3 text-sm text-ink underline-offset-8 hover:underline',
                    view === v && !open && 'underline decoration-brass-500',
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
        <RequestView
          id={requestId}
          staffId={staff.id}
          onBack={() => window.history.back()}
          caseHref={(id) => `?${caseSearch(id)}`}
          onOpenCase={(id) => navigate({ search: caseSearch(id) })}
        />
      ) : caseId ? (
        <CasePage id={caseId} requestHref={(id) => `?${requestSearch(id)}`} onBack={() => window.history.back()} />
      ) : view === 'cases' ? (
        <CaseListView
          filters={caseFilters}
          onFilter={(filters) => navigate({ search: address.search({ view: 'cases' }, filters) })}
          hrefOf={(id) => `?${caseSearch(id)}`}
          onOpen={(id) => navigate({ search: caseSearch(id) })}
        />
      ) : view === 'data' ? (
        <DataDuties />
      ) : view === 'audit' ? (
        <AuditView />
      ) : view === 'studio' ? (
        <>
          <GoLivePanel />
          <Studio />
        </>
      ) : (
        <Inbox />
      )}
    </div>
  );
}
