import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';

/**
 * The results' drawings, made with d3's scales and shapes, which no part of a form needs: their code
 * loads with the first result that shows one, a round trip after its figures, their place kept meanwhile;
 * not before the calculator is ready (issue 24: on the valuation, investment and compound-interest pages
 * it was 9–15 KB of the JavaScript before interaction).
 */
function loadedWithResult<P extends object>(load: () => Promise<ComponentType<P>>, place: ReactNode) {
  const Code = lazy(() => load().then((component) => ({ default: component })));
  return function ResultPart(props: P) {
    return (
      <Suspense fallback={place}>
        <Code {...props} />
      </Suspense>
    );
  };
}

/** A chart's place while its code loads: about its height on a phone (title, summary, plot, legend). */
const CHART_PLACE = <div aria-hidden="true" className="min-h-[26rem]" />;

/** The market band's drawing keeps its exact box (48 px high, the width of its figure). */
export const MarketBandDrawing = loadedWithResult(
  () => import('./market-band-drawing.tsx').then((m) => m.MarketBandDrawing),
  <svg aria-hidden="true" width="100%" height="48" />,
);
export const InvestmentChart = loadedWithResult(
  () => import('./charts/investment-chart.tsx').then((m) => m.InvestmentChart),
  CHART_PLACE,
);
export const CompoundInterestChart = loadedWithResult(
  () => import('./charts/compound-interest-chart.tsx').then((m) => m.CompoundInterestChart),
  CHART_PLACE,
);
