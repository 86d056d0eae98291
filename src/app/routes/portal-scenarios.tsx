import { useMemo } from 'react';
import { usePublishedContent } from '../../content/published-content.tsx';
import { AccountPageIsland } from '../../features/accounts/account-page-island.tsx';
import type { ScenarioHeadline, ScenarioHref } from '../../features/accounts/portal/scenarios-section.tsx';

const load = () => import('../../features/accounts/portal/portal-pages.tsx').then((m) => ({ default: m.ScenariosPage }));
const scenarioLink = () => import('../../features/calculators/scenario-link.ts');

/** A saved scenario reopens on its calculator's page; that module (and the calculator's fields) loads when needed. */
const scenarioHref: ScenarioHref = (scenario, lang) =>
  scenarioLink().then((m) => m.savedScenarioPath(scenario.calculator, lang, scenario.inputs));

export default function PortalScenarios() {
  const { districts } = usePublishedContent().market;
  /** Its card shows its result, calculated again by its calculator from the saved inputs, with the published €/m² table. */
  const scenarioHeadline = useMemo<ScenarioHeadline>(
    () => (scenario, lang) =>
      scenarioLink().then((m) => m.savedScenarioHeadline(scenario.calculator, lang, scenario.inputs, districts)),
    [districts],
  );
  return <AccountPageIsland loader={load} props={{ scenarioHref, scenarioHeadline }} />;
}
