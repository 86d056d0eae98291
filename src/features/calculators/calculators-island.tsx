import { useEffect, useState } from 'react';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';
import { CalculatorTabs } from './calculator-tabs.tsx';
import { CapitalGainsPanel } from './capital-gains-panel.tsx';
import { ClosingCta } from './closing-cta.tsx';
import { RenovationPanel } from './renovation-panel.tsx';
import { ValuationPanel } from './valuation-panel.tsx';

type CalculatorId = 'valuation' | 'capital-gains' | 'renovation';

/** The interactive part of #calculators, loaded by LazyIsland when the section approaches. */
export default function CalculatorsIsland() {
  const { c } = useCalculatorsI18n();
  const [active, setActive] = useState<CalculatorId>('valuation');
  // Marks the island as hydrated (tests wait for it); the prerendered HTML does not carry it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div data-calculators-ready={hydrated ? 'true' : undefined}>
      <CalculatorTabs<CalculatorId>
        label={c.tabsLabel}
        active={active}
        onChange={setActive}
        tabs={[
          { id: 'valuation', label: c.tabs.valuation, panel: <ValuationPanel /> },
          { id: 'capital-gains', label: c.tabs.capitalGains, panel: <CapitalGainsPanel /> },
          { id: 'renovation', label: c.tabs.renovation, panel: <RenovationPanel /> },
        ]}
      />
      <ClosingCta />
    </div>
  );
}
