import { NARROW_RANGE_MIN_CONFIDENCE } from '../../config/calculators.ts';
import { usePublishedContent } from '../../content/published-content.tsx';
import type { ValuationFactorName, ValuationInput, ValuationResult } from '../../domain/calculators/index.ts';
import type { CalculatorsMessages } from '../../i18n/calculators.ts';
import type { ResultProps } from './definition.ts';
import { MarketBand } from './market-band.tsx';
import { BreakdownList, Figure, FigureGrid, Note, ResultCard } from './result-card.tsx';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';

function factorName(name: ValuationFactorName, c: CalculatorsMessages): string {
  if (name.startsWith('feature:')) return c.options.features[name.slice('feature:'.length) as keyof typeof c.options.features];
  return c.factors[name as keyof typeof c.factors];
}

/**
 * Leads with the range, then the central estimate and price per m²; says how tight the range is in
 * words (never a bare percentage); places the property in its district's band and says the month of the
 * published market data it comes from (none for the seed's undated table); lists the factors.
 */
export function ValuationResultCard({ result, headingRef, actions }: ResultProps<ValuationInput, ValuationResult>) {
  const { format, c } = useCalculatorsI18n();
  const { asOf } = usePublishedContent().market;
  const r = c.results.valuation;
  const precision = result.confidence >= NARROW_RANGE_MIN_CONFIDENCE ? 'narrow' : 'wide';
  // A price per m² outside the district's band does not "fit what is usual", however tight the range.
  const { minPerM2, maxPerM2 } = result.marketRange;
  const outside = result.pricePerM2 > maxPerM2 ? 'above' : result.pricePerM2 < minPerM2 ? 'below' : null;
  return (
    <ResultCard id="valuation-result" title={r.title} ref={headingRef} actions={actions}>
      <FigureGrid>
        <div className="flex flex-col gap-2 pb-2 sm:col-span-2">
          <dt className="text-sm text-ink-muted">{r.range}</dt>
          <dd className="font-display text-3xl leading-tight font-medium text-ink lining-nums tabular-nums sm:text-4xl">
            <span data-testid="result-rangeLow" data-value={String(result.range.low)} className="whitespace-nowrap">
              {format.money(result.range.low)}
            </span>
            <span className="text-ink-muted"> – </span>
            <span data-testid="result-rangeHigh" data-value={String(result.range.high)} className="whitespace-nowrap">
              {format.money(result.range.high)}
            </span>
          </dd>
          <dd data-testid="result-confidence" data-value={String(result.confidence)} className="flex flex-col text-base">
            <strong className="font-semibold text-ink">{r.precision[precision]}</strong>
            <span className="text-ink-muted">{outside ? r.outsideBand[outside] : r.precisionNote[precision]}</span>
          </dd>
        </div>
        <Figure field="estimatedValue" value={result.estimatedValue} label={r.estimatedValue}>
          {format.money(result.estimatedValue)}
        </Figure>
        <Figure field="pricePerM2" value={result.pricePerM2} label={r.pricePerM2}>
          {format.money(result.pricePerM2)}
        </Figure>
      </FigureGrid>
      <MarketBand
        minPerM2={result.marketRange.minPerM2}
        maxPerM2={result.marketRange.maxPerM2}
        pricePerM2={result.pricePerM2}
        asOf={asOf}
      />
      <BreakdownList
        title={r.factors}
        testId="result-factor"
        empty={r.noFactors}
        items={result.factors.map((f) => ({
          key: f.name,
          name: factorName(f.name, c),
          value: f.impact,
          formatted: format.signedPercent(f.impact),
          tone: f.impact > 0 ? 'up' : 'down',
        }))}
      />
      <Note>{c.results.estimateNote}</Note>
    </ResultCard>
  );
}
