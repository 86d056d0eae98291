import { lazy, Suspense, type ComponentProps } from 'react';

/**
 * The results' drawings, made with d3's scales and shapes, which no part of a form needs: their code
 * loads with the first result that shows one, a round trip after its figures, their place kept meanwhile;
 * not before the calculator is ready (issue 24: on the valuation, investment and compound-interest pages
 * it was 9–15 KB of the JavaScript before interaction).
 */
const MarketBandDrawingCode = lazy(() => import('./market-band-drawing.tsx').then((m) => ({ default: m.MarketBandDrawing })));
const InvestmentChartCode = lazy(() => import('./charts/investment-chart.tsx').then((m) => ({ default: m.InvestmentChart })));
const CompoundInterestChartCode = lazy(() =>
  import('./charts/compound-interest-chart.tsx').then((m) => ({ default: m.CompoundInterestChart })),
);

/** The market band's drawing keeps its exact box (48 px high, the width of its figure). */
export function MarketBandDrawing(props: ComponentProps<typeof MarketBandDrawingCode>) {
  return (
    <Suspense fallback={<svg aria-hidden="true" width="100%" height="48" />}>
      <MarketBandDrawingCode {...props} />
    </Suspense>
  );
}

/** A chart's place while its code loads: about its height on a phone (title, summary, plot, legend). */
function ChartPlace() {
  return <div aria-hidden="true" className="min-h-[26rem]" />;
}

export function InvestmentChart(props: ComponentProps<typeof InvestmentChartCode>) {
  return (
    <Suspense fallback={<ChartPlace />}>
      <InvestmentChartCode {...props} />
    </Suspense>
  );
}

export function CompoundInterestChart(props: ComponentProps<typeof CompoundInterestChartCode>) {
  return (
    <Suspense fallback={<ChartPlace />}>
      <CompoundInterestChartCode {...props} />
    </Suspense>
  );
}
