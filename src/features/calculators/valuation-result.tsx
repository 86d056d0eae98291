import type { RefObject } from 'react';
import type { ValuationFactorName, ValuationResult } from '../../domain/calculators/index.ts';
import type { CalculatorsMessages } from '../../i18n/calculators.ts';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';
import { BreakdownList, Figure, FigureGrid, Note, ResultCard } from './result-card.tsx';

function factorName(name: ValuationFactorName, c: CalculatorsMessages): string {
  if (name.startsWith('feature:')) return c.options.features[name.slice('feature:'.length) as keyof typeof c.options.features];
  return c.factors[name as keyof typeof c.factors];
}

export function ValuationResultCard({
  result,
  headingRef,
}: {
  result: ValuationResult;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { format, c } = useCalculatorsI18n();
  const r = c.results.valuation;
  return (
    <ResultCard id="valuation-result" title={r.title} ref={headingRef}>
      <FigureGrid>
        <Figure field="estimatedValue" value={result.estimatedValue} label={r.estimatedValue} size="lg">
          {format.money(result.estimatedValue)}
        </Figure>
        <Figure field="pricePerM2" value={result.pricePerM2} label={r.pricePerM2}>
          {format.money(result.pricePerM2)}
        </Figure>
        <Figure field="confidence" value={result.confidence} label={r.confidence}>
          {format.percent(result.confidence, 0)}
        </Figure>
        <div className="flex flex-col gap-1 border-t border-ink/10 pt-4 sm:col-span-2">
          <dt className="text-sm text-ink-muted">{r.marketRange}</dt>
          <dd className="text-lg text-ink tabular-nums">
            <span data-testid="result-marketRangeMin" data-value={String(result.marketRange.minPerM2)}>
              {format.money(result.marketRange.minPerM2)}
            </span>
            {' – '}
            <span data-testid="result-marketRangeMax" data-value={String(result.marketRange.maxPerM2)}>
              {format.money(result.marketRange.maxPerM2)}
            </span>{' '}
            {r.perM2}
          </dd>
        </div>
      </FigureGrid>
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
