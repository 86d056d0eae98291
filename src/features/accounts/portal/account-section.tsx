import { DeleteAccountPanel } from './account/delete-account-panel.tsx';
import { DownloadPanel } from './account/data-panels.tsx';
import { PasskeysPanel } from './account/passkeys-panel.tsx';
import { PasswordPanel } from './account/password-panel.tsx';
import { ProfilePanel } from './account/profile-panel.tsx';
import { SessionsPanel } from './account/sessions-panel.tsx';

/** Cuenta: details, password, passkeys, sessions, the data download and the account's deletion. */
export function AccountSection() {
  return (
    <div className="flex flex-col gap-8">
      <ProfilePanel />
      <PasswordPanel />
      <PasskeysPanel />
      <SessionsPanel />
      <DownloadPanel />
      <DeleteAccountPanel />
    </div>
  );
}
