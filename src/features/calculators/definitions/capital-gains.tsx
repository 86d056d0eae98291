import { CAPITAL_GAINS_DELAY_MS } from '../../../config/calculators.ts';
import { ABATEMENT, capitalGains, CapitalGainsInputSchema, SENIOR_AGE_YEARS } from '../../../domain/calculators/index.ts';
import { CapitalGainsResultCard } from '../capital-gains-result.tsx';
import { define } from '../definition.ts';
import { fieldSpec as f } from '../form/field-specs.ts';

type Input = Readonly<Record<string, unknown>>;

const improvementsMade = (input: Input) => typeof input.improvements === 'number' && input.improvements > 0;
const senior = (input: Input) => typeof input.age === 'number' && input.age >= SENIOR_AGE_YEARS;
/** Reinvestment exempts the main residence of a seller under 65 (the over-65 exemption covers it all). */
const reinvestmentApplies = (input: Input) => input.isMainResidence === true && !senior(input);
/** The life-annuity exemption: 65 or over, another property than the main residence. */
const annuityApplies = (input: Input) => input.isMainResidence !== true && senior(input);
/** The pre-1995 reduction, and with it its 400000 € limit over earlier sales, needs a purchase before 1995. */
const boughtBefore1995 = (input: Input) =>
  typeof input.purchaseDate === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(input.purchaseDate) &&
  input.purchaseDate <= ABATEMENT.lastPurchaseDateIso;

export default define({
  id: 'capital-gains',
  copy: 'capitalGains',
  schema: CapitalGainsInputSchema,
  delayMs: CAPITAL_GAINS_DELAY_MS,
  announceSuccess: true,
  layout: 'side',
  adviserService: 'sell',
  compute: capitalGains,
  renderResult: (props) => <CapitalGainsResultCard {...props} />,
  summarize: (input, result, { c, format }) =>
    c.adviser.summaries.capitalGains(
      input.purchaseDate.slice(0, 4),
      format.money(input.purchasePrice),
      input.saleDate.slice(0, 4),
      format.money(input.salePrice),
      format.moneyExact(result.netGain),
      format.moneyExact(result.taxDue),
      format.percent(result.taxRate, 2),
    ),
  headline: (_input, result, { c, format }) => ({
    label: c.results.capitalGains.taxDue,
    value: format.moneyExact(result.taxDue),
  }),
  sections: [
    {
      group: 'purchase',
      fields: [
        f.number('purchasePrice', { unit: 'eur', decimal: true }),
        f.date('purchaseDate'),
        f.number('purchaseExpenses', { unit: 'eur', decimal: true, optional: true, hint: 'purchaseExpenses' }),
        f.number('priorAbatedSales', {
          unit: 'eur',
          decimal: true,
          optional: true,
          hint: 'priorAbatedSales',
          visibleWhen: boughtBefore1995,
        }),
      ],
    },
    {
      group: 'sale',
      fields: [
        f.number('salePrice', { unit: 'eur', decimal: true }),
        f.date('saleDate'),
        f.number('saleExpenses', { unit: 'eur', decimal: true, optional: true, hint: 'saleExpenses' }),
      ],
    },
    {
      group: 'improvements',
      fields: [
        f.number('improvements', { unit: 'eur', decimal: true, optional: true, hint: 'improvements' }),
        // The date only exists (and only counts) when there are improvements.
        f.date('improvementDate', { hint: 'improvementDate', visibleWhen: improvementsMade }),
      ],
    },
    {
      group: 'owner',
      fields: [
        f.checkbox('isMainResidence', { className: 'self-start sm:mt-7' }),
        f.number('age', { unit: 'years', optional: true, hint: 'age' }),
        f.number('reinvestedAmount', {
          unit: 'eur',
          decimal: true,
          optional: true,
          hint: 'reinvestedAmount',
          visibleWhen: reinvestmentApplies,
        }),
        // RIRPF art. 41: a loan on the home sold, repaid with the sale, lowers what must be reinvested.
        f.number('outstandingLoan', {
          unit: 'eur',
          decimal: true,
          optional: true,
          hint: 'outstandingLoan',
          visibleWhen: reinvestmentApplies,
        }),
        f.number('annuityAmount', {
          unit: 'eur',
          decimal: true,
          optional: true,
          hint: 'annuityAmount',
          visibleWhen: annuityApplies,
        }),
      ],
    },
  ],
});
