import { LazyIsland, type IslandLoader } from '../../components/lazy-island.tsx';
import type { CalculatorId } from '../../config/calculators.ts';
import type { Calculator } from './definition.ts';

/** Anchor of a calculator's page section (the island's prerendered element). */
export const CALCULATOR_SECTION_ID = 'calculator';

const loadWorkspace = () => import('./calculator-workspace.tsx');

/**
 * A calculator's island: the workspace and that calculator's definition, loaded together, so a page
 * loads its own calculator only (the charts' code comes with investment and compound interest alone).
 */
const island =
  (loadDefinition: () => Promise<{ default: Calculator }>): IslandLoader<object> =>
  () =>
    Promise.all([loadWorkspace(), loadDefinition()]).then(([workspace, definition]) => ({
      default: workspace.workspaceFor(definition.default),
    }));

/** Module-level, so each island loads once. */
const ISLANDS: Record<CalculatorId, IslandLoader<object>> = {
  valuation: island(() => import('./definitions/valuation.tsx')),
  'capital-gains': island(() => import('./definitions/capital-gains.tsx')),
  renovation: island(() => import('./definitions/renovation.tsx')),
  investment: island(() => import('./definitions/investment.tsx')),
  'compound-interest': island(() => import('./definitions/compound-interest.tsx')),
};

/** Anchor of the section that says how a calculator calculates and what it leaves out. */
export const METHOD_SECTION_ID = 'method';
const loadMethod = () => import('./calculator-method.tsx');

/**
 * How the calculator calculates and what it leaves out, under it: prerendered, its copy loaded as the
 * visitor approaches (it is below the fold).
 */
export function CalculatorMethodSection({ id }: { id: CalculatorId }) {
  return (
    <section
      id={METHOD_SECTION_ID}
      aria-labelledby="method-heading"
      className="content-deferred mx-auto max-w-7xl px-6 py-16 sm:px-10 sm:py-24"
    >
      <LazyIsland loader={loadMethod} anchorId={METHOD_SECTION_ID} props={{ id }} fallback={<div className="min-h-[24rem]" />} />
    </section>
  );
}

/**
 * The calculator on its own page: a section whose form and result are prerendered, and whose code
 * loads as the page becomes interactive (it is in view: LazyIsland loads it at once).
 */
export function CalculatorSection({ id, heading, loading }: { id: CalculatorId; heading: string; loading: string }) {
  return (
    <section
      id={CALCULATOR_SECTION_ID}
      aria-labelledby={`${CALCULATOR_SECTION_ID}-heading`}
      className="bg-stone-100 py-14 sm:py-20"
    >
      <div className="mx-auto max-w-7xl px-6 sm:px-10">
        <h2 id={`${CALCULATOR_SECTION_ID}-heading`} className="sr-only">
          {heading}
        </h2>
        <LazyIsland
          loader={ISLANDS[id]}
          anchorId={CALCULATOR_SECTION_ID}
          props={{}}
          fallback={
            <p role="status" className="min-h-[48rem] text-ink-muted">
              {loading}
            </p>
          }
        />
      </div>
    </section>
  );
}
