import type { CostItemName, RenovationInput, RenovationResult } from '../../domain/calculators/index.ts';
import type { CalculatorsMessages } from '../../i18n/calculators.ts';
import type { ResultProps } from './definition.ts';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';
import { BreakdownList, Figure, FigureGrid, Note, ResultCard } from './result-card.tsx';

function itemName(item: CostItemName, c: CalculatorsMessages): string {
  if (item.startsWith('room:')) return c.options.rooms[item.slice('room:'.length) as keyof typeof c.options.rooms];
  return c.costItems[item as keyof typeof c.costItems];
}

/**
 * What the renovation costs, adds and returns (calculators.md, Renovation 6–7). When the zone's prices cap
 * the value added, or the return is negative, the card says why in one sentence.
 */
export function RenovationResultCard({ result, input, headingRef, actions }: ResultProps<RenovationInput, RenovationResult>) {
  const { format, c } = useCalculatorsI18n();
  const r = c.results.renovation;
  const zone = c.options.zone[input.zone];
  const ceiling = format.money(result.marketCeiling);
  // The zone's ceiling is what can make the return small or negative: say so, and say when it is negative.
  const explanation = [
    result.capped ? (result.valueIncrease === 0 ? r.cappedAtZero(zone, ceiling) : r.capped(zone, ceiling)) : null,
    result.roi < 0 && result.valueIncrease > 0 ? r.negative : null,
  ]
    .filter((sentence) => sentence !== null)
    .join(' ');
  return (
    <ResultCard id="renovation-result" title={r.title} ref={headingRef} actions={actions}>
      <FigureGrid>
        <Figure field="roi" value={result.roi} label={r.roi} size="lg">
          {format.percent(result.roi, 1)}
        </Figure>
        <Figure field="renovationCost" value={result.renovationCost} label={r.renovationCost}>
          {format.money(result.renovationCost)}
        </Figure>
        <Figure field="valueIncrease" value={result.valueIncrease} label={r.valueIncrease}>
          {format.money(result.valueIncrease)}
        </Figure>
        <Figure field="finalPropertyValue" value={result.finalPropertyValue} label={r.finalPropertyValue}>
          {format.money(result.finalPropertyValue)}
        </Figure>
        {result.capped ? (
          <Figure field="marketCeiling" value={result.marketCeiling} label={r.marketCeiling}>
            {ceiling}
          </Figure>
        ) : null}
      </FigureGrid>
      {explanation ? <Note testId="renovation-explanation">{explanation}</Note> : null}
      <BreakdownList
        title={r.costBreakdown}
        testId="result-cost-item"
        items={result.costBreakdown.map((i) => ({
          key: i.item,
          name: itemName(i.item, c),
          value: i.cost,
          formatted: format.money(i.cost),
        }))}
      />
      <Note>{c.results.estimateNote}</Note>
    </ResultCard>
  );
}
