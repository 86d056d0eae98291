import type { AccountSession, SessionList } from '../../../domain/accounts/index.ts';
import { useI18n } from '../../../i18n/index.tsx';
import { PORTAL_PATH, apiRequest } from '../../../lib/api-client.ts';
import { apiQuery, useApiMutation } from '../../../lib/server-data.ts';
import { portalKeys } from './keys.ts';
import { usePortalRead } from './use-portal-read.ts';

const SESSIONS_PATH = `${PORTAL_PATH}/sessions`;

/** Where the account is signed in, most recently used first. */
export function useSessions() {
  const { lang } = useI18n();
  return usePortalRead(apiQuery<SessionList>(portalKeys.sessions(), SESSIONS_PATH, lang));
}

/**
 * Signs one of the account's sessions out; the list is read again, unless it was this browser's (nothing
 * is left to read: the page signs the client out).
 */
export function useEndSession() {
  return useApiMutation(
    ({ id }: Pick<AccountSession, 'id' | 'current'>, lang) =>
      apiRequest(`${SESSIONS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE', lang }),
    ({ current }) => (current ? [] : [portalKeys.sessions()]),
  );
}
