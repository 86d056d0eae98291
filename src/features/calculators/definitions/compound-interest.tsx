import {
  COMPOUND_INTEREST_DEFAULTS as DEFAULTS,
  compoundInterest,
  CompoundInterestInputSchema,
  COMPOUNDINGS,
} from '../../../domain/calculators/index.ts';
import { CompoundInterestResultCard } from '../compound-interest-result.tsx';
import { define } from '../definition.ts';
import { fieldSpec as f } from '../form/field-specs.ts';

export default define({
  id: 'compound-interest',
  copy: 'compoundInterest',
  schema: CompoundInterestInputSchema,
  delayMs: 0,
  announceSuccess: false,
  layout: 'wide',
  adviserService: 'investment',
  compute: compoundInterest,
  renderResult: (props) => <CompoundInterestResultCard {...props} />,
  summarize: (input, result, { c, format }) =>
    c.adviser.summaries.compoundInterest(
      format.money(input.initialAmount),
      format.money(input.monthlyContribution),
      format.percent(input.annualRatePct, 2),
      format.number(input.years),
      format.moneyExact(result.finalBalance),
    ),
  headline: (_input, result, { c, format }) => ({
    label: c.results.compoundInterest.finalBalance,
    value: format.moneyExact(result.finalBalance),
  }),
  sections: [
    {
      group: 'savings',
      fields: [
        f.number('initialAmount', { unit: 'eur', decimal: true }),
        f.number('monthlyContribution', { unit: 'eur', decimal: true }),
        f.number('contributionGrowthPct', {
          unit: 'pct',
          decimal: true,
          initial: DEFAULTS.contributionGrowthPct,
          hint: 'contributionGrowthPct',
        }),
      ],
    },
    {
      group: 'growth',
      fields: [
        f.number('annualRatePct', { unit: 'pct', decimal: true }),
        f.number('years', { unit: 'years' }),
        f.select('compounding', COMPOUNDINGS, 'compounding', { initial: DEFAULTS.compounding }),
        f.number('inflationPct', { unit: 'pct', decimal: true, initial: DEFAULTS.inflationPct, hint: 'inflationPct' }),
        f.checkbox('applySavingsTax'),
      ],
    },
  ],
});
