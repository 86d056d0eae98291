import type { PropertyRead, PropertySaved, ValuationAdded } from '../../../domain/accounts/index.ts';
import type { ValuationInput } from '../../../domain/calculators/index.ts';
import { useI18n } from '../../../i18n/index.tsx';
import { PORTAL_PATH, apiRequest } from '../../../lib/api-client.ts';
import { apiQuery, useApiMutation } from '../../../lib/server-data.ts';
import { portalKeys } from './keys.ts';
import { usePortalRead } from './use-portal-read.ts';

const PROPERTY_PATH = `${PORTAL_PATH}/property`;

/** Mi propiedad: the home's details and its valuation history (asked for only when `enabled`: a seller's). */
export function useProperty({ enabled = true }: { enabled?: boolean } = {}) {
  const { lang } = useI18n();
  return usePortalRead({ ...apiQuery<PropertyRead>(portalKeys.property(), PROPERTY_PATH, lang), enabled });
}

/** Saves the home's details (the valuation calculator's inputs, checked by its own schema on the server). */
export function useSaveProperty() {
  return useApiMutation(
    (inputs: ValuationInput, lang) => apiRequest<PropertySaved>(PROPERTY_PATH, { method: 'PUT', body: inputs, lang }),
    () => [portalKeys.property()],
  );
}

/** Values the saved home on the server: a new dated point of the history. */
export function useAddValuation() {
  return useApiMutation(
    (_: void, lang) => apiRequest<ValuationAdded>(`${PROPERTY_PATH}/valuations`, { method: 'POST', body: {}, lang }),
    () => [portalKeys.property()],
  );
}
