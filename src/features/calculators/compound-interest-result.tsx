import type { z } from 'zod';
import type { CompoundInterestInputSchema, CompoundInterestResult } from '../../domain/calculators/index.ts';
import type { ResultProps } from './definition.ts';
import { Figure, FigureGrid, Note, ResultCard } from './result-card.tsx';
import { CompoundInterestChart } from './result-parts.tsx';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';

type Input = z.output<typeof CompoundInterestInputSchema>;

/** The final balance and how it splits, in future and in today's euros, the tax when asked for, and the chart. */
export function CompoundInterestResultCard({ result, input, headingRef, actions }: ResultProps<Input, CompoundInterestResult>) {
  const { format, c } = useCalculatorsI18n();
  const r = c.results.compoundInterest;
  const money = format.moneyExact;
  return (
    <ResultCard id="compound-interest-result" title={r.title} ref={headingRef} actions={actions}>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-12 lg:gap-14">
        <div className="lg:col-span-5">
          <FigureGrid>
            <Figure field="finalBalance" value={result.finalBalance} label={r.finalBalance} size="lg">
              {money(result.finalBalance)}
            </Figure>
            <Figure field="totalContributed" value={result.totalContributed} label={r.totalContributed}>
              {money(result.totalContributed)}
            </Figure>
            <Figure field="totalInterest" value={result.totalInterest} label={r.totalInterest}>
              {money(result.totalInterest)}
            </Figure>
            <Figure field="realFinalBalance" value={result.realFinalBalance} label={r.realFinalBalance}>
              {money(result.realFinalBalance)}
            </Figure>
            <Figure field="effectiveAnnualRatePct" value={result.effectiveAnnualRatePct} label={r.effectiveAnnualRatePct}>
              {format.percent(result.effectiveAnnualRatePct, 2)}
            </Figure>
            {input.applySavingsTax ? (
              <>
                <Figure field="taxDue" value={result.taxDue} label={r.taxDue}>
                  {money(result.taxDue)}
                </Figure>
                <Figure field="netFinalBalance" value={result.netFinalBalance} label={r.netFinalBalance}>
                  {money(result.netFinalBalance)}
                </Figure>
              </>
            ) : null}
          </FigureGrid>
        </div>
        <div className="lg:col-span-7">
          <CompoundInterestChart result={result} />
        </div>
      </div>
      <Note>{c.results.financialNote}</Note>
    </ResultCard>
  );
}
