import { Button } from '../../components/ui/button.tsx';
import { FILTER_KEYS, InboxFilters } from './inbox-filters.tsx';
import { InboxTable } from './inbox-table.tsx';
import { useApiData } from './use-api-data.ts';
import { useWorkspaceCopy } from './use-workspace-copy.ts';
import type { InboxPage, StaffOption } from './workspace-api.ts';
import type { Location } from './workspace-shell.tsx';

/** Every request, newest first, filtered and searched from the address; exports take the same filters. */
export function Inbox({ location }: { location: Location }) {
  const { ui } = useWorkspaceCopy();
  const copy = ui.inbox;
  const { query, navigate } = location;
  const filters = new URLSearchParams();
  for (const key of FILTER_KEYS) if (query.get(key)) filters.set(key, query.get(key)!);
  const cursor = query.get('desde');
  const page = useApiData<InboxPage>(`/api/staff/requests?${filters}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
  const staff = useApiData<{ staff: StaffOption[] }>('/api/staff/staff');
  const withFilters = (extra: Record<string, string | undefined>) => ({ ...Object.fromEntries(filters), ...extra });

  return (
    <section aria-labelledby="inbox-heading" className="flex flex-col gap-6">
      <h2 id="inbox-heading" className="font-display text-3xl text-ink">
        {copy.heading}
      </h2>
      <InboxFilters values={filters} staff={staff.data?.staff ?? []} onApply={(f) => navigate(f)} />
      <div className="flex flex-wrap gap-4 text-sm">
        <a
          className="inline-flex min-h-11 items-center underline decoration-brass-500 underline-offset-4"
          href={`/api/staff/export?format=csv&${filters}`}
          download
        >
          {copy.exportCsv}
        </a>
        <a
          className="inline-flex min-h-11 items-center underline decoration-brass-500 underline-offset-4"
          href={`/api/staff/export?format=json&${filters}`}
          download
        >
          {copy.exportJson}
        </a>
      </div>
      {page.error ? <p role="alert">{page.error}</p> : null}
      {page.data ? (
        <InboxTable rows={page.data.requests} onOpen={(id) => navigate({ solicitud: id })} />
      ) : (
        <p role="status">{ui.loading}</p>
      )}
      <div className="flex gap-3">
        {cursor ? (
          <Button variant="outline" size="sm" onClick={() => navigate(withFilters({}))}>
            {copy.newer}
          </Button>
        ) : null}
        {page.data?.nextCursor ? (
          <Button variant="outline" size="sm" onClick={() => navigate(withFilters({ desde: page.data!.nextCursor! }))}>
            {copy.older}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
