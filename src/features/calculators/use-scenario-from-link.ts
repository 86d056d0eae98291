import { useCallback, useEffect, useEffectEvent, useRef } from 'react';
import type { FieldSpec } from '../../components/form/spec-fields/field-spec.ts';
import { useRouter } from '../../lib/router.tsx';
import { useSearch } from '../../lib/use-search.ts';
import { readScenario, type ScenarioFromLink } from './form/scenario.ts';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';

/**
 * Once the calculator is interactive, fills it from the scenario in the address (issue 14): what the
 * link names is filled and shown with its errors; a complete and valid scenario is calculated at
 * once, with no click. A query the page was rendered with (`rendered`, ADR 0052) is already filled
 * and calculated; any other is read after hydration (`useSearch`), so the prerendered form hydrates as
 * it was served. A scenario is read once per address.
 *
 * Returns `keep(query)`: the scenario of the result on screen goes into the address (replacing it, no
 * new history entry), so a reload, a shared address and the language switch all keep the work
 * (issue 24); an address the page wrote itself is not read back.
 */
export function useScenarioFromLink<D>(
  enabled: boolean,
  fields: readonly FieldSpec[],
  load: (scenario: ScenarioFromLink) => { data: D | undefined },
  calculate: (data: D) => void,
  rendered = '',
): (query: string) => void {
  const { lang } = useCalculatorsI18n();
  const { navigate } = useRouter();
  const search = useSearch();
  const read = useRef<string | null>(rendered === '' ? null : new URLSearchParams(rendered).toString());
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

  return useCallback(
    (query: string) => {
      const kept = new URLSearchParams(query).toString();
      if (!enabled || search === null || search.toString() === kept) return;
      read.current = kept;
      navigate({ search: kept }, { replace: true });
    },
    [enabled, search, navigate],
  );
}
