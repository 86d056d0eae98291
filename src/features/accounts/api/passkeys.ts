import type { Passkey } from '../../../domain/accounts/index.ts';
import { useI18n } from '../../../i18n/index.tsx';
import { AUTH_PATH, apiRequest } from '../../../lib/api-client.ts';
import { apiQuery, useApiMutation } from '../../../lib/server-data.ts';
import { portalKeys } from './keys.ts';
import { usePortalRead } from './use-portal-read.ts';

const PASSKEY_PATH = `${AUTH_PATH}/passkey`;

/** The account's passkeys. */
export function usePasskeys() {
  const { lang } = useI18n();
  return usePortalRead(apiQuery<Passkey[]>(portalKeys.passkeys(), `${PASSKEY_PATH}/list-user-passkeys`, lang));
}

/** Adds a passkey through the browser's ceremony (its code loads then); the list is read again. */
export function useAddPasskey() {
  return useApiMutation(
    async (name: string, lang) => (await import('./passkey-ceremony.ts')).addPasskey(name, lang),
    () => [portalKeys.passkeys()],
  );
}

export function useRenamePasskey() {
  return useApiMutation(
    (body: { id: string; name: string }, lang) => apiRequest(`${PASSKEY_PATH}/update-passkey`, { method: 'POST', body, lang }),
    () => [portalKeys.passkeys()],
  );
}

export function useRemovePasskey() {
  return useApiMutation(
    (id: string, lang) => apiRequest(`${PASSKEY_PATH}/delete-passkey`, { method: 'POST', body: { id }, lang }),
    () => [portalKeys.passkeys()],
  );
}
