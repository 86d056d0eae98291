import type { z } from 'zod';
import type { InvestmentInputSchema, InvestmentResult } from '../../domain/calculators/index.ts';
import type { ResultProps } from './definition.ts';
import { InvestmentComparison } from './investment-comparison.tsx';
import { investmentDrivers } from './investment-drivers.ts';
import { Figure, FigureGrid, Note, ResultCard } from './result-card.tsx';
import { InvestmentChart } from './result-parts.tsx';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';

type Input = z.output<typeof InvestmentInputSchema>;

/**
 * Names the best option, then the property's figures, each option side by side after tax, what drives
 * the result in one sentence each, and the wealth of every option year by year.
 */
export function InvestmentResultCard({ result, input, headingRef, actions }: ResultProps<Input, InvestmentResult>) {
  const { format, c } = useCalculatorsI18n();
  const r = c.results.investment;
  const best = result.best === 'property' ? r.property : c.options.alternatives[result.best];
  const irr = result.property.irrPct;
  return (
    <ResultCard id="investment-result" title={r.title} ref={headingRef} actions={actions}>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-12 lg:gap-14">
        <div className="lg:col-span-5">
          <FigureGrid>
            <Figure field="best" value={result.best} label={r.best} size="lg">
              {best}
            </Figure>
            <Figure field="property-irrPct" value={irr ?? 'null'} label={r.propertyIrr}>
              {irr === null ? r.irrUnavailable : format.percent(irr, 2)}
            </Figure>
            <Figure field="property-finalWealth" value={result.property.finalWealth} label={r.propertyFinalWealth}>
              {format.money(result.property.finalWealth)}
            </Figure>
            <Figure field="equity" value={result.equity} label={r.equity}>
              {format.money(result.equity)}
            </Figure>
            {result.loan > 0 ? (
              <Figure field="monthlyPayment" value={result.monthlyPayment} label={r.monthlyPayment}>
                {format.moneyExact(result.monthlyPayment)}
              </Figure>
            ) : null}
            <Figure field="grossYieldPct" value={result.grossYieldPct} label={r.grossYield}>
              {format.percent(result.grossYieldPct, 2)}
            </Figure>
            <Figure field="netYieldPct" value={result.netYieldPct} label={r.netYield}>
              {format.percent(result.netYieldPct, 2)}
            </Figure>
            <Figure field="cashOnCashPct" value={result.cashOnCashPct} label={r.cashOnCash}>
              {format.percent(result.cashOnCashPct, 2)}
            </Figure>
          </FigureGrid>
        </div>
        <div className="lg:col-span-7">
          <InvestmentChart result={result} best={best} />
        </div>
      </div>
      <div className="grid grid-cols-1 gap-10 lg:grid-cols-12 lg:gap-14">
        <div className="lg:col-span-5">
          <InvestmentComparison result={result} />
        </div>
        <section aria-labelledby="investment-drivers" className="lg:col-span-7">
          <h4 id="investment-drivers" className="font-display text-xl font-medium text-ink">
            {r.drivers}
          </h4>
          <ul className="mt-3 flex list-disc flex-col gap-2 pl-5 text-base text-ink marker:text-brass-600">
            {investmentDrivers(result, input, { c, format }).map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </section>
      </div>
      <Note>{r.taxTiming}</Note>
      <Note>{c.results.financialNote}</Note>
    </ResultCard>
  );
}
