import { Button } from '../../components/ui/button.tsx';
import { useRouter } from '../../lib/router.tsx';
import { inboxExportHref, useInboxPage } from './api/requests.ts';
import { useTeam } from './api/staff.ts';
import { FILTER_KEYS, InboxFilters } from './inbox-filters.tsx';
import { InboxTable } from './inbox-table.tsx';
import { useWorkspaceCopy } from './use-workspace-copy.ts';
import { useWorkspaceQuery } from './use-workspace-query.ts';

/** Every request, newest first, filtered and searched from the address; exports take the same filters. */
export function Inbox() {
  const { ui, errorText } = useWorkspaceCopy();
  const copy = ui.inbox;
  const address = useWorkspaceQuery();
  const query = address.query ?? new URLSearchParams();
  const { navigate } = useRouter();
  const go = (filters: Record<string, string | undefined>) => navigate({ search: address.search({}, filters) });
  const filters = new URLSearchParams();
  for (const key of FILTER_KEYS) if (query.get(key)) filters.set(key, query.get(key)!);
  const filterValues = Object.fromEntries(filters);
  const cursor = address.get('after');
  const page = useInboxPage(filterValues, cursor);
  const staff = useTeam();
  const showPage = (after?: string) => navigate({ search: address.search({ after }, filterValues) });

  return (
    <section aria-labelledby="inbox-heading" className="flex flex-col gap-6">
      <h2 id="inbox-heading" className="font-display text-3xl text-ink">
        {copy.heading}
      </h2>
      <InboxFilters values={filters} staff={staff.data?.staff ?? []} onApply={go} />
      <div className="flex flex-wrap gap-4 text-sm">
        <a
          className="inline-flex min-h-11 items-center underline decoration-brass-500 underline-offset-4"
          href={inboxExportHref('csv', filterValues)}
          download
        >
          {copy.exportCsv}
        </a>
        <a
          className="inline-flex min-h-11 items-center underline decoration-brass-500 underline-offset-4"
          href={inboxExportHref('json', filterValues)}
          download
        >
          {copy.exportJson}
        </a>
      </div>
      {page.failure ? <p role="alert">{errorText(page.failure.code)}</p> : null}
      {page.data ? (
        <InboxTable
          rows={page.data.requests}
          hrefOf={(id) => `?${address.search({ request: id })}`}
          onOpen={(id) => navigate({ search: address.search({ request: id }) })}
        />
      ) : (
        <p role="status">{ui.loading}</p>
      )}
      <div className="flex gap-3">
        {cursor ? (
          <Button variant="outline" size="sm" onClick={() => showPage()}>
            {copy.newer}
          </Button>
        ) : null}
        {page.data?.nextCursor ? (
          <Button variant="outline" size="sm" onClick={() => showPage(page.data!.nextCursor!)}>
            {copy.older}
          </Button>
        ) : null}
      </div>
    </section>
  );
}
