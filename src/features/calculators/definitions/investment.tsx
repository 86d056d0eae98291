import {
  ALTERNATIVE_NAMES,
  compareInvestments,
  INVESTMENT_DEFAULTS as DEFAULTS,
  InvestmentInputSchema,
} from '../../../domain/calculators/index.ts';
import { define } from '../definition.ts';
import { fieldSpec as f } from '../form/field-specs.ts';
import { InvestmentResultCard } from '../investment-result.tsx';

/** The mortgage's rate and term only count (and show) when part of the price is financed. */
const financed = (input: Readonly<Record<string, unknown>>) =>
  typeof input.loanToValuePct === 'number' && input.loanToValuePct > 0;
const DEFAULT_ALTERNATIVES = Object.fromEntries(DEFAULTS.alternatives.map((a) => [a.name, a.annualReturnPct]));

export default define({
  id: 'investment',
  copy: 'investment',
  schema: InvestmentInputSchema,
  delayMs: 0,
  announceSuccess: false,
  layout: 'wide',
  adviserService: 'investment',
  compute: compareInvestments,
  renderResult: (props) => <InvestmentResultCard {...props} />,
  summarize: (input, result, { c, format }) =>
    c.adviser.summaries.investment(
      format.money(input.price),
      format.money(input.monthlyRent),
      format.number(input.years),
      result.property.irrPct === null ? c.results.investment.irrUnavailable : format.percent(result.property.irrPct, 2),
      result.best === 'property' ? c.results.investment.property : c.options.alternatives[result.best],
    ),
  headline: (_input, result, { c }) => ({
    label: c.results.investment.best,
    value: result.best === 'property' ? c.results.investment.property : c.options.alternatives[result.best],
  }),
  sections: [
    {
      group: 'purchase',
      fields: [
        f.number('price', { unit: 'eur', decimal: true }),
        f.checkbox('newBuild'),
        f.number('years', { unit: 'years', initial: DEFAULTS.years, label: 'holdingYears' }),
      ],
    },
    {
      group: 'letting',
      fields: [
        f.number('monthlyRent', { unit: 'eur', decimal: true }),
        f.number('annualExpenses', { unit: 'eur', decimal: true, hint: 'annualExpenses' }),
        f.number('vacancyMonths', { unit: 'months', decimal: true, initial: DEFAULTS.vacancyMonths }),
        f.number('maintenancePct', { unit: 'pct', decimal: true, initial: DEFAULTS.maintenancePct, hint: 'maintenancePct' }),
        f.number('rentGrowthPct', { unit: 'pct', decimal: true, initial: DEFAULTS.rentGrowthPct }),
      ],
    },
    {
      group: 'financing',
      fields: [
        f.number('loanToValuePct', { unit: 'pct', decimal: true, initial: DEFAULTS.loanToValuePct, hint: 'loanToValuePct' }),
        f.number('mortgageRatePct', { unit: 'pct', decimal: true, initial: DEFAULTS.mortgageRatePct, visibleWhen: financed }),
        f.number('mortgageYears', { unit: 'years', initial: DEFAULTS.mortgageYears, visibleWhen: financed }),
      ],
    },
    {
      group: 'outlook',
      fields: [
        f.number('appreciationPct', { unit: 'pct', decimal: true, initial: DEFAULTS.appreciationPct }),
        f.number('incomeTaxRatePct', {
          unit: 'pct',
          decimal: true,
          initial: DEFAULTS.incomeTaxRatePct,
          hint: 'incomeTaxRatePct',
        }),
      ],
    },
    f.rates('alternatives', ALTERNATIVE_NAMES, 'alternatives', DEFAULT_ALTERNATIVES, { hint: 'alternatives' }),
  ],
});
