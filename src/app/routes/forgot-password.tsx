import { AccountPageIsland } from '../../features/accounts/account-page-island.tsx';

const load = () =>
  import('../../features/accounts/auth/forgot-password-page.tsx').then((m) => ({ default: m.ForgotPasswordPage }));

export default function ForgotPassword() {
  return <AccountPageIsland loader={load} props={{}} />;
}
