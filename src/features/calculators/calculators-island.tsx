import { useEffect, useState } from 'react';
import { CalculatorPanel } from './calculator-panel.tsx';
import { CalculatorTabs } from './calculator-tabs.tsx';
import { HOME_CALCULATORS, type CalculatorId } from './calculators.tsx';
import { ClosingCta } from './closing-cta.tsx';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';

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
        tabs={HOME_CALCULATORS.map((calculator) => ({
          id: calculator.id,
          label: c.tabs[calculator.copy],
          panel: <CalculatorPanel calculator={calculator} />,
        }))}
      />
      <ClosingCta />
    </div>
  );
}
