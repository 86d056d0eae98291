import type { ScenarioAnswer, ScenarioList } from '../../../domain/accounts/index.ts';
import { useI18n } from '../../../i18n/index.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { SCENARIOS_PATH } from '../../../lib/scenarios-api.ts';
import { apiQuery, useApiMutation } from '../../../lib/server-data.ts';
import { portalKeys } from './keys.ts';
import { usePortalRead } from './use-portal-read.ts';

const scenarioPath = (id: string) => `${SCENARIOS_PATH}/${encodeURIComponent(id)}`;

/** The calculations saved from the calculators, newest first. */
export function useScenarios() {
  const { lang } = useI18n();
  return usePortalRead(apiQuery<ScenarioList>(portalKeys.scenarios(), SCENARIOS_PATH, lang));
}

export function useRenameScenario() {
  return useApiMutation(
    ({ id, name }: { id: string; name: string }, lang) =>
      apiRequest<ScenarioAnswer>(scenarioPath(id), { method: 'PATCH', body: { name }, lang }),
    () => [portalKeys.scenarios()],
  );
}

export function useDeleteScenario() {
  return useApiMutation(
    (id: string, lang) => apiRequest(scenarioPath(id), { method: 'DELETE', lang }),
    () => [portalKeys.scenarios()],
  );
}
