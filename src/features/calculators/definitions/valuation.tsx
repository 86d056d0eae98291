import {
  CONDITIONS,
  DISTRICT_SLUGS,
  FEATURES,
  FLOORS,
  TYPES_WITHOUT_FLOOR,
  valuate,
  valuationInputSchema,
  VALUATION_PROPERTY_TYPES,
  type ValuationPropertyType,
} from '../../../domain/calculators/index.ts';
import { define } from '../definition.ts';
import { fieldSpec as f } from '../form/field-specs.ts';
import { ValuationResultCard } from '../valuation-result.tsx';

/** A house has no floor: its floor and lift fields are hidden and left out (calculators.md). */
const hasFloor = (input: Readonly<Record<string, unknown>>) =>
  !TYPES_WITHOUT_FLOOR.includes(input.propertyType as ValuationPropertyType);

export default define({
  id: 'valuation',
  copy: 'valuation',
  // The construction year runs up to the visitor's current year.
  schema: valuationInputSchema(new Date()),
  delayMs: 0,
  announceSuccess: false,
  layout: 'side',
  adviserService: 'valuation',
  compute: (input) => valuate(input),
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
  sections: [
    {
      group: 'property',
      fields: [
        f.select('propertyType', VALUATION_PROPERTY_TYPES, (c) => c.options.propertyType),
        f.number('constructionYear'),
        f.number('usableArea', { unit: 'm2', hint: 'usableArea' }),
        f.number('builtArea', { unit: 'm2', hint: 'builtArea' }),
        f.number('bedrooms'),
        f.number('bathrooms'),
      ],
    },
    {
      group: 'location',
      fields: [
        f.select('district', DISTRICT_SLUGS, (c) => c.options.district),
        f.select('condition', CONDITIONS, (c) => c.options.condition),
        f.select('floor', FLOORS, (c) => c.options.floor, { visibleWhen: hasFloor }),
        f.checkbox('elevator', { className: 'self-end', visibleWhen: hasFloor }),
      ],
    },
    f.checklist('features', FEATURES, (c) => c.options.features, { optional: true }),
  ],
});
