import { AccountPageIsland } from '../../features/accounts/account-page-island.tsx';

const load = () => import('../../features/accounts/auth/auth-page.tsx').then((m) => ({ default: m.AuthPage }));

export default function SignUp() {
  return <AccountPageIsland loader={load} props={{ kind: 'signUp' }} />;
}
