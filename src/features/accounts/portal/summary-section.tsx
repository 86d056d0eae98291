import type { ReactNode } from 'react';
import { pathFor, type PortalSectionId } from '../../../config/routes.ts';
import type { SavedSearch } from '../../../domain/accounts/index.ts';
import { Link } from '../../../lib/router.tsx';
import type { SessionUser } from '../../../lib/session.ts';
import { useProperty } from '../api/property.ts';
import { useRequests } from '../api/requests.ts';
import { useScenarios } from '../api/scenarios.ts';
import { useSavedSearch } from '../api/search.ts';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import { Loading } from './portal-frame.tsx';
import { StatusBadge } from './panel.tsx';
import { timeline, type TimelineEvent } from './timeline.ts';

/** Resumen: a word of welcome, the three things the area keeps at a glance, and what is new. */
export function SummarySection({ user }: { user: SessionUser }) {
  const { a, m, format } = useAccountsI18n();
  const copy = a.portal.summary;
  const seller = user.clientType === 'seller';
  const requests = useRequests();
  const scenarios = useScenarios();
  // A seller has a property and no search; a buyer the other way round.
  const property = useProperty({ enabled: seller });
  const search = useSavedSearch({ enabled: !seller });
  const ready = requests.status === 'ready' && scenarios.status === 'ready' && (!seller || property.status === 'ready');
  const valuations = seller && property.status === 'ready' ? property.data.valuations : [];
  const latest = valuations[valuations.length - 1];

  return (
    <div className="flex flex-col gap-12">
      <p className="font-display text-3xl font-medium text-ink sm:text-4xl">{copy.welcome(user.name)}</p>
      <div className="grid gap-5 md:grid-cols-3">
        <Card title={copy.requestsCard} to="portalRequests">
          {requests.status === 'ready' ? copy.requestsCount(requests.data.requests.length) : null}
        </Card>
        <Card title={copy.scenariosCard} to="portalScenarios">
          {scenarios.status === 'ready' ? copy.scenariosCount(scenarios.data.scenarios.length) : null}
        </Card>
        {seller ? (
          <Card title={copy.propertyCard} to="portalProperty">
            {property.status !== 'ready'
              ? null
              : latest
                ? a.portal.property.rangeValue(format.money(latest.low), format.money(latest.high))
                : copy.propertyEmpty}
          </Card>
        ) : (
          <Card title={copy.searchCard} to="portalSearch">
            {search.status !== 'ready' ? null : <SearchSummary search={search.data.search} />}
          </Card>
        )}
      </div>
      <section aria-labelledby="summary-news">
        <h2 id="summary-news" className="font-display text-3xl font-medium text-ink">
          {copy.news}
        </h2>
        <div className="mt-6">
          {ready ? (
            <News
              events={timeline({
                requests: requests.status === 'ready' ? requests.data.requests : [],
                scenarios: scenarios.status === 'ready' ? scenarios.data.scenarios : [],
                valuations,
              })}
              statusText={(event) => (event.kind === 'request' ? m.requestStatus[event.request.status] : '')}
            />
          ) : (
            <Loading />
          )}
        </div>
      </section>
    </div>
  );
}

function Card({ title, to, children }: { title: string; to: PortalSectionId; children: ReactNode }) {
  const { a, lang } = useAccountsI18n();
  return (
    <Link
      to={pathFor(to, lang)}
      className="group flex min-h-36 flex-col justify-between border border-stone-300 bg-white/60 px-6 py-6 transition-colors hover:border-brass-500"
    >
      <span className="eyebrow text-brass-700">{title}</span>
      <span className="mt-4 font-display text-2xl font-medium text-ink lining-nums tabular-nums" data-testid="summary-figure">
        {children ?? '—'}
      </span>
      <span className="mt-4 text-sm font-semibold text-ink/80 group-hover:text-ink">{a.portal.summary.open}</span>
    </Link>
  );
}

function News({ events, statusText }: { events: TimelineEvent[]; statusText: (event: TimelineEvent) => string }) {
  const { a, format } = useAccountsI18n();
  const copy = a.portal.summary;
  if (events.length === 0) return <p className="max-w-prose text-ink-muted">{copy.noNews}</p>;
  return (
    <ol className="divide-y divide-stone-300 border-y border-stone-300" data-testid="news">
      {events.map((event) => (
        <li key={`${event.kind}-${event.at}`} className="flex flex-col gap-2 py-4 sm:flex-row sm:items-center sm:gap-8">
          <time dateTime={event.at} className="w-44 shrink-0 text-sm text-ink-muted">
            {format.day(event.at)}
          </time>
          <p className="flex flex-1 flex-wrap items-center gap-x-3 gap-y-1 text-ink">
            {event.kind === 'request' ? (
              <>
                <span className="font-semibold">{copy.requestSent}</span>
                <StatusBadge moved={event.request.status !== 'received'}>{statusText(event)}</StatusBadge>
              </>
            ) : null}
            {event.kind === 'scenario' ? (
              <>
                <span className="font-semibold">{copy.scenarioSaved}</span>
                <span className="text-ink-muted">{event.scenario.name}</span>
              </>
            ) : null}
            {event.kind === 'valuation' ? (
              <>
                <span className="font-semibold">{copy.valuationAdded}</span>
                <span className="text-ink-muted tabular-nums">
                  {a.portal.property.rangeValue(format.money(event.valuation.low), format.money(event.valuation.high))}
                </span>
              </>
            ) : null}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** A buyer's search at a glance: when it was last sent, or saved, or the invitation to describe it. */
function SearchSummary({ search }: { search: SavedSearch | null }) {
  const { a, format } = useAccountsI18n();
  if (!search) return a.portal.summary.searchEmpty;
  return search.sentAt
    ? a.portal.search.sentOn(format.day(search.sentAt))
    : a.portal.search.savedOn(format.day(search.updatedAt));
}
