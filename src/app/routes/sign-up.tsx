import { AccountPageIsland } from '../../features/accounts/account-page-island.tsx';

const load = () => import('../../features/accounts/auth/sign-up-page.tsx').then((m) => ({ default: m.SignUpPage }));

export default function SignUp() {
  return <AccountPageIsland loader={load} props={{}} />;
}
