import { lazy } from 'react';
import { AccountPageIsland } from '../../features/accounts/account-page-island.tsx';

const load = () => import('../../features/accounts/portal/portal-pages.tsx').then((m) => ({ default: m.CasesPage }));
/** The case file's section: its code loads only here, once the client is known (never on a public page). */
const Section = lazy(() => import('../../features/cases/cases-section.tsx').then((m) => ({ default: m.CasesSection })));

export default function PortalCases() {
  return <AccountPageIsland loader={load} props={{ Section }} />;
}
