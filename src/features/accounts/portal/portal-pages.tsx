import { lazy, Suspense, type ComponentType } from 'react';
import type { SessionUser } from '../../../lib/session.ts';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import { Loading, PortalFrame } from './portal-frame.tsx';
import type { ScenarioHeadline, ScenarioHref } from './scenarios-section.tsx';

/**
 * The private area's pages, one per section of its sidebar; the app's route modules render them. A
 * section shows only once the page knows who is signed in, so its code (schemas, charts) loads then,
 * each section its own: the first load of every page is the frame alone.
 */

const SummarySection = lazy(() => import('./summary-section.tsx').then((m) => ({ default: m.SummarySection })));
const RequestsSection = lazy(() => import('./requests-section.tsx').then((m) => ({ default: m.RequestsSection })));
const RequestLinkConfirmation = lazy(() =>
  import('./requests-section.tsx').then((m) => ({ default: m.RequestLinkConfirmation })),
);
const ScenariosSection = lazy(() => import('./scenarios-section.tsx').then((m) => ({ default: m.ScenariosSection })));
const SearchSection = lazy(() => import('./search-section.tsx').then((m) => ({ default: m.SearchSection })));
const PropertySection = lazy(() => import('./property-section.tsx').then((m) => ({ default: m.PropertySection })));
const AccountSection = lazy(() => import('./account-section.tsx').then((m) => ({ default: m.AccountSection })));

export function SummaryPage() {
  const { a } = useAccountsI18n();
  return (
    <PortalFrame section="portal" intro={a.portal.summary.intro}>
      {(user) => (
        <Suspense fallback={<Loading />}>
          <SummarySection user={user} />
        </Suspense>
      )}
    </PortalFrame>
  );
}

export function RequestsPage() {
  const { a } = useAccountsI18n();
  return (
    <PortalFrame section="portalRequests" intro={a.portal.requests.intro}>
      {() => (
        <Suspense fallback={<Loading />}>
          <RequestLinkConfirmation />
          <RequestsSection />
        </Suspense>
      )}
    </PortalFrame>
  );
}

export function ScenariosPage({
  scenarioHref,
  scenarioHeadline,
}: {
  scenarioHref?: ScenarioHref;
  scenarioHeadline?: ScenarioHeadline;
}) {
  const { a } = useAccountsI18n();
  return (
    <PortalFrame section="portalScenarios" intro={a.portal.scenarios.intro}>
      {() => (
        <Suspense fallback={<Loading />}>
          <ScenariosSection scenarioHref={scenarioHref} scenarioHeadline={scenarioHeadline} />
        </Suspense>
      )}
    </PortalFrame>
  );
}

export function SearchPage() {
  const { a } = useAccountsI18n();
  return (
    <PortalFrame section="portalSearch" intro={a.portal.search.intro}>
      {(user) => (
        <Suspense fallback={<Loading />}>
          <SearchSection user={user} />
        </Suspense>
      )}
    </PortalFrame>
  );
}

export function PropertyPage() {
  const { a } = useAccountsI18n();
  return (
    <PortalFrame section="portalProperty" intro={a.portal.property.intro}>
      {(user) => (
        <Suspense fallback={<Loading />}>
          <PropertySection user={user} />
        </Suspense>
      )}
    </PortalFrame>
  );
}

export function AccountPage() {
  const { a } = useAccountsI18n();
  return (
    <PortalFrame section="portalAccount" intro={a.portal.account.intro}>
      {() => (
        <Suspense fallback={<Loading />}>
          <AccountSection />
        </Suspense>
      )}
    </PortalFrame>
  );
}

/**
 * Mi operación (issue 43): the frame is the private area's, the section the case file's, which the app's
 * route module hands in (features do not import each other), loaded once the client is known.
 */
export function CasesPage({ Section }: { Section: ComponentType<{ user: SessionUser }> }) {
  const { a } = useAccountsI18n();
  return (
    <PortalFrame section="portalCases" intro={a.portal.cases.intro}>
      {(user) => (
        <Suspense fallback={<Loading />}>
          <Section user={user} />
        </Suspense>
      )}
    </PortalFrame>
  );
}
