import { AccountPageIsland } from '../../features/accounts/account-page-island.tsx';

const load = () => import('../../features/accounts/auth/sign-in-page.tsx').then((m) => ({ default: m.SignInPage }));

export default function SignIn() {
  return <AccountPageIsland loader={load} props={{}} />;
}
