import { AccountPageIsland } from '../../features/accounts/account-page-island.tsx';
import type { ScenarioHref } from '../../features/accounts/portal/scenarios-section.tsx';

const load = () => import('../../features/accounts/portal/portal-pages.tsx').then((m) => ({ default: m.ScenariosPage }));

/** A saved scenario reopens on its calculator's page; that module (and the calculator's fields) loads when needed. */
const scenarioHref: ScenarioHref = (scenario, lang) =>
  import('../../features/calculators/scenario-link.ts').then((m) =>
    m.savedScenarioPath(scenario.calculator, lang, scenario.inputs),
  );

export default function PortalScenarios() {
  return <AccountPageIsland loader={load} props={{ scenarioHref }} />;
}
