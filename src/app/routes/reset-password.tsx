import { AccountPageIsland } from '../../features/accounts/account-page-island.tsx';

const load = () => import('../../features/accounts/auth/auth-page.tsx').then((m) => ({ default: m.AuthPage }));

export default function ResetPassword() {
  return <AccountPageIsland loader={load} props={{ kind: 'reset' }} />;
}
