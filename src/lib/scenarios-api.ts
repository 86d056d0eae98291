import type { z } from 'zod';
import type { ScenarioAnswer, scenarioCreateSchema } from '../domain/accounts/index.ts';
import type { Lang } from '../i18n/languages.ts';
import { PORTAL_PATH, apiRequest } from './api-client.ts';

/**
 * The private area's saved scenarios, where two features meet: the calculators save one, the private
 * area lists, renames and deletes them (its API module builds on the path and the key here).
 */
export const SCENARIOS_PATH = `${PORTAL_PATH}/scenarios`;

/** The saved scenarios' read in the page's cache (src/lib/server-data.ts). */
export const SCENARIOS_KEY = ['portal', 'scenarios'] as const;

/**
 * Saves a calculation in the signed-in client's area. Once saved, the list is read again if the page's
 * cache holds it (a visit to the area before this calculator, without reloading the page): the cache's
 * code loads then, after the click, never with the calculator.
 */
export async function saveScenario(body: z.input<ReturnType<typeof scenarioCreateSchema>>, lang: Lang) {
  const result = await apiRequest<ScenarioAnswer>(SCENARIOS_PATH, { method: 'POST', body, lang });
  if (result.ok) {
    const { serverData } = await import('./server-data.ts');
    await serverData.invalidateQueries({ queryKey: SCENARIOS_KEY });
  }
  return result;
}
