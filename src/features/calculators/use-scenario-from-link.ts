import { useEffect, useEffectEvent, useRef } from 'react';
import type { FieldSpec } from '../../components/form/calculator-fields/field-specs.ts';
import { useSearch } from '../../lib/use-search.ts';
import { readScenario, type ScenarioFromLink } from './form/scenario.ts';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';

/**
 * Once the calculator is interactive, fills it from the scenario in the address (issue 14): what the
 * link names is filled and shown with its errors; a complete and valid scenario is calculated at
 * once, with no click. The query is known after hydration (`useSearch`), so the prerendered form
 * hydrates as it was served; a scenario is read once per address.
 */
export function useScenarioFromLink<D>(
  enabled: boolean,
  fields: readonly FieldSpec[],
  load: (scenario: ScenarioFromLink) => { data: D | undefined },
  calculate: (data: D) => void,
): void {
  const { lang } = useCalculatorsI18n();
  const search = useSearch();
  const read = useRef<string | null>(null);
  const fill = useEffectEvent((query: string) => {
    const scenario = readScenario(fields, query, lang);
    if (scenario.named.length === 0) return;
    const { data } = load(scenario);
    if (data !== undefined && scenario.unreadable.length === 0) calculate(data);
  });
  useEffect(() => {
    const query = search?.toString() ?? null;
    if (!enabled || query === null || read.current === query) return;
    read.current = query;
    fill(query);
  }, [enabled, search]);
}
