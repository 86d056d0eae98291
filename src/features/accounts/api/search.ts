import type { SearchAnswer, SearchSent } from '../../../domain/accounts/index.ts';
import type { SavedBriefInput } from '../../../domain/contact/index.ts';
import { useI18n } from '../../../i18n/index.tsx';
import { PORTAL_PATH, apiRequest } from '../../../lib/api-client.ts';
import { apiQuery, useApiMutation } from '../../../lib/server-data.ts';
import { portalKeys } from './keys.ts';
import { usePortalRead } from './use-portal-read.ts';

const SEARCH_PATH = `${PORTAL_PATH}/search`;

/** Mi búsqueda: the brief kept in the account (asked for only when `enabled`: a buyer's). */
export function useSavedSearch({ enabled = true }: { enabled?: boolean } = {}) {
  const { lang } = useI18n();
  return usePortalRead({ ...apiQuery<SearchAnswer>(portalKeys.search(), SEARCH_PATH, lang), enabled });
}

/** Stores (or replaces) the brief; the server's verdicts are the contact form's codes, by field. */
export function useSaveSearch() {
  return useApiMutation(
    (brief: SavedBriefInput, lang) => apiRequest<SearchAnswer>(SEARCH_PATH, { method: 'PUT', body: brief, lang }),
    () => [portalKeys.search()],
  );
}

/** Sends the saved brief to the firm as a detailed request: it joins the account's requests. */
export function useSendSearch() {
  return useApiMutation(
    (_: void, lang) => apiRequest<SearchSent>(`${SEARCH_PATH}/send`, { method: 'POST', body: {}, lang }),
    () => [portalKeys.search(), portalKeys.requests()],
  );
}
