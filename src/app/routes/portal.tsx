import { AccountPageIsland } from '../../features/accounts/account-page-island.tsx';

const load = () => import('../../features/accounts/portal/portal-pages.tsx').then((m) => ({ default: m.SummaryPage }));

export default function Portal() {
  return <AccountPageIsland loader={load} props={{}} />;
}
