import type { RequestConfirmed, RequestList } from '../../../domain/accounts/index.ts';
import { useI18n } from '../../../i18n/index.tsx';
import { PORTAL_PATH, apiRequest } from '../../../lib/api-client.ts';
import { apiQuery, useApiMutation } from '../../../lib/server-data.ts';
import { portalKeys } from './keys.ts';
import { usePortalRead } from './use-portal-read.ts';

const REQUESTS_PATH = `${PORTAL_PATH}/requests`;

/** The requests the account owns, newest first. */
export function useRequests() {
  const { lang } = useI18n();
  return usePortalRead(apiQuery<RequestList>(portalKeys.requests(), REQUESTS_PATH, lang));
}

/** Takes a request into the area with its acknowledgement link's token; the list is read again. */
export function useConfirmRequest() {
  return useApiMutation(
    (token: string, lang) => apiRequest<RequestConfirmed>(`${REQUESTS_PATH}/confirm`, { method: 'POST', body: { token }, lang }),
    () => [portalKeys.requests()],
  );
}
