import { SENIOR_AGE_YEARS, type CapitalGainsResult } from '../../domain/calculators/index.ts';
import { capitalGainsStatement, type CapitalGainsOutput } from './capital-gains-statement.ts';
import type { ResultProps } from './definition.ts';
import { Figure, FigureGrid, Note, ResultCard } from './result-card.tsx';
import { Statement } from './statement.tsx';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';

/**
 * The taxable gain ("Ganancia sujeta") and the estimated tax, then how they are reached (calculators.md,
 * Capital gains 7): sale price and costs,
 * transmission value, purchase price with costs and improvements, the gain, the reduction with its
 * percent, the exemption, the taxable gain, each band with its rate and tax, the total. It states its
 * assumption (the gain as the year's only savings income), names what it leaves out and says it is not
 * tax advice.
 */
export function CapitalGainsResultCard({
  result,
  input,
  headingRef,
  actions,
}: ResultProps<CapitalGainsOutput, CapitalGainsResult>) {
  const { format, c } = useCalculatorsI18n();
  const r = c.results.capitalGains;
  const money = format.moneyExact;
  const hasGain = result.grossGain > 0;
  // The purchase and an improvement of its own date are reduced apart (art. 34.2): say how the sale is split.
  const separateImprovement =
    result.reductions.length > 0 &&
    input.improvements > 0 &&
    Boolean(input.improvementDate) &&
    input.improvementDate !== input.purchaseDate;

  // Nothing is assumed reinvested (calculators.md, Capital gains 5): while the amount is blank, invite it.
  const inviteReinvestment =
    result.taxDue > 0 &&
    input.isMainResidence === true &&
    !(input.age !== undefined && input.age >= SENIOR_AGE_YEARS) &&
    !(input.reinvestedAmount !== undefined && input.reinvestedAmount > 0);

  const { walk, bands } = capitalGainsStatement(result, input, { c, format });

  return (
    <ResultCard id="capital-gains-result" title={r.title} ref={headingRef} actions={actions}>
      <FigureGrid>
        <Figure field="taxableGain" value={result.taxableGain} label={r.taxableGain} size="lg">
          {money(result.taxableGain)}
        </Figure>
        <Figure field="taxDue" value={result.taxDue} label={r.taxDue} size="lg">
          {money(result.taxDue)}
        </Figure>
        <Figure field="taxRate" value={result.taxRate} label={r.taxRate}>
          {format.percent(result.taxRate, 2)}
        </Figure>
        <Figure field="grossGain" value={result.grossGain} label={r.grossGain}>
          {money(result.grossGain)}
        </Figure>
      </FigureGrid>
      {hasGain ? (
        <>
          <Statement title={r.walk} lines={walk} />
          {result.reductions.length > 0 ? <Note>{r.abatementRule}</Note> : null}
          {separateImprovement ? <Note>{r.componentsNote}</Note> : null}
          {result.bands.length > 0 ? <Statement title={r.bands} lines={bands} /> : null}
          {inviteReinvestment ? <Note testId="reinvestment-invite">{r.reinvestmentInvite}</Note> : null}
          <Note>{r.assumption}</Note>
        </>
      ) : (
        <Note>{r.noGain}</Note>
      )}
      {input.isMainResidence ? <Note>{r.dependency}</Note> : null}
      <Note>{r.leftOut}</Note>
      <Note>{c.results.disclaimer}</Note>
    </ResultCard>
  );
}
