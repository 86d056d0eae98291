import { useEffect, useRef } from 'react';
import type { FieldSpec } from './form/field-specs.ts';
import { readScenario, type ScenarioFromLink } from './form/scenario.ts';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';

/**
 * Once the calculator is interactive, fills it from the scenario in the address (issue 14): what the
 * link names is filled and shown with its errors; a complete and valid scenario is calculated at
 * once, with no click. Read after hydration, so the prerendered form (which has no query) hydrates
 * as it was served.
 */
export function useScenarioFromLink<D>(
  enabled: boolean,
  fields: readonly FieldSpec[],
  load: (scenario: ScenarioFromLink) => { data: D | undefined },
  calculate: (data: D) => void,
): void {
  const { lang } = useCalculatorsI18n();
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || done.current) return;
    done.current = true;
    const scenario = readScenario(fields, window.location.search, lang);
    if (scenario.named.length === 0) return;
    const { data } = load(scenario);
    if (data !== undefined && scenario.unreadable.length === 0) calculate(data);
  }, [enabled, fields, lang, load, calculate]);
}
