import { AccountPageIsland } from '../../features/accounts/account-page-island.tsx';

const load = () => import('../../features/accounts/auth/reset-password-page.tsx').then((m) => ({ default: m.ResetPasswordPage }));

export default function ResetPassword() {
  return <AccountPageIsland loader={load} props={{}} />;
}
