import { VALUATION_QUESTIONS, valuate, valuationInputSchema } from '../../../domain/calculators/index.ts';
import { define } from '../definition.ts';
import { ValuationResultCard } from '../valuation-result.tsx';

export default define({
  id: 'valuation',
  copy: 'valuation',
  // The construction year runs up to the visitor's current year.
  schema: valuationInputSchema(new Date()),
  delayMs: 0,
  announceSuccess: false,
  layout: 'side',
  adviserService: 'valuation',
  compute: (input, districts) => valuate(input, new Date(), districts),
  renderResult: (props) => <ValuationResultCard {...props} />,
  summarize: (input, result, { c, format }) =>
    c.adviser.summaries.valuation(
      c.options.propertyType[input.propertyType],
      c.options.district[input.district],
      format.area(input.builtArea),
      format.money(result.range.low),
      format.money(result.range.high),
      format.money(result.estimatedValue),
    ),
  headline: (_input, result, { c, format }) => ({
    label: c.results.valuation.range,
    value: `${format.money(result.range.low)} – ${format.money(result.range.high)}`,
  }),
  sections: VALUATION_QUESTIONS,
});
