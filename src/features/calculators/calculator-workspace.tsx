import type { ComponentType } from 'react';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { CalculatorPanel } from './calculator-panel.tsx';
import type { Calculator } from './definition.ts';

/** One calculator on its own page: its panel, reading the scenario from the address. */
function CalculatorWorkspace({ calculator }: { calculator: Calculator }) {
  // Marks the island as hydrated (tests wait for it); the prerendered HTML does not carry it.
  const hydrated = useHydrated();
  return (
    <div data-calculator-ready={hydrated ? 'true' : undefined}>
      <CalculatorPanel calculator={calculator} standalone />
    </div>
  );
}

const workspaces = new Map<Calculator, ComponentType>();

/** The island component of one calculator (the same one every time, so React keeps its state). */
export function workspaceFor(calculator: Calculator): ComponentType {
  let Workspace = workspaces.get(calculator);
  if (!Workspace) {
    Workspace = function BoundWorkspace() {
      return <CalculatorWorkspace calculator={calculator} />;
    };
    workspaces.set(calculator, Workspace);
  }
  return Workspace;
}
