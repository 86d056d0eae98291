import type { RefObject } from 'react';
import type { CapitalGainsResult } from '../../domain/calculators/index.ts';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';
import { BreakdownList, Figure, FigureGrid, Note, ResultCard } from './result-card.tsx';

export function CapitalGainsResultCard({
  result,
  headingRef,
}: {
  result: CapitalGainsResult;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { format, c } = useCalculatorsI18n();
  const r = c.results.capitalGains;
  return (
    <ResultCard id="capital-gains-result" title={r.title} ref={headingRef}>
      <FigureGrid>
        <Figure field="taxDue" value={result.taxDue} label={r.taxDue} size="lg">
          {format.moneyExact(result.taxDue)}
        </Figure>
        <Figure field="taxRate" value={result.taxRate} label={r.taxRate}>
          {format.percent(result.taxRate, 2)}
        </Figure>
        <Figure field="grossGain" value={result.grossGain} label={r.grossGain}>
          {format.moneyExact(result.grossGain)}
        </Figure>
        <Figure field="netGain" value={result.netGain} label={r.netGain}>
          {format.moneyExact(result.netGain)}
        </Figure>
        <Figure field="taxableGain" value={result.taxableGain} label={r.taxableGain}>
          {format.moneyExact(result.taxableGain)}
        </Figure>
      </FigureGrid>
      {result.grossGain <= 0 ? <Note>{r.noGain}</Note> : null}
      <BreakdownList
        title={r.exemptions}
        testId="result-exemption"
        empty={r.noExemptions}
        items={result.exemptions.map((e) => ({
          key: e.name,
          name: c.exemptions[e.name],
          value: e.amount,
          formatted: `−${format.moneyExact(e.amount)}`,
        }))}
      />
      {result.updateCoefficients.length > 0 ? (
        <BreakdownList
          title={r.updateCoefficients}
          testId="result-coefficient"
          items={result.updateCoefficients.map((u) => ({
            key: String(u.year),
            name: r.coefficientYear(u.year),
            value: u.coefficient,
            formatted: format.number(u.coefficient, 4),
          }))}
        />
      ) : null}
      <Note>{c.results.disclaimer}</Note>
    </ResultCard>
  );
}
