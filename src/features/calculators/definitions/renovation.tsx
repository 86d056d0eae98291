import { RENOVATION_DELAY_MS } from '../../../config/calculators.ts';
import {
  RENOVATION_LIMITS,
  RENOVATION_PROPERTY_TYPE_SLUGS,
  RENOVATION_QUALITIES,
  renovation,
  RenovationInputSchema,
  ROOM_SLUGS,
  WORK_SLUGS,
  ZONES,
} from '../../../domain/calculators/index.ts';
import { define } from '../definition.ts';
import { fieldSpec as f } from '../form/field-specs.ts';
import { RenovationResultCard } from '../renovation-result.tsx';

const BATHROOM_COUNTS = Array.from({ length: RENOVATION_LIMITS.includeBathrooms.max + 1 }, (_, i) => String(i));

export default define({
  id: 'renovation',
  copy: 'renovation',
  schema: RenovationInputSchema,
  delayMs: RENOVATION_DELAY_MS,
  announceSuccess: true,
  layout: 'side',
  adviserService: 'investment',
  compute: (input, districts) => renovation(input, districts),
  renderResult: (props) => <RenovationResultCard {...props} />,
  summarize: (input, result, { c, format }) =>
    c.adviser.summaries.renovation(
      c.options.renovationQuality[input.renovationQuality],
      format.area(input.totalArea),
      c.options.zone[input.zone],
      format.money(result.renovationCost),
      format.money(result.valueIncrease),
      format.percent(result.roi, 1),
    ),
  headline: (_input, result, { c, format }) => ({
    label: c.results.renovation.roi,
    value: format.percent(result.roi, 1),
  }),
  sections: [
    {
      group: 'property',
      fields: [
        f.number('propertyValue', { unit: 'eur', decimal: true }),
        f.number('totalArea', { unit: 'm2', decimal: true }),
        f.select('zone', ZONES, 'zone'),
        f.select('propertyType', RENOVATION_PROPERTY_TYPE_SLUGS, 'renovationPropertyType', {
          label: 'renovationPropertyType',
        }),
        f.select('renovationQuality', RENOVATION_QUALITIES, 'renovationQuality'),
      ],
    },
    f.checklist('roomsToRenovate', ROOM_SLUGS, 'rooms'),
    {
      group: 'works',
      fields: [
        f.checkbox('includeKitchen'),
        f.select('includeBathrooms', BATHROOM_COUNTS, undefined, { initial: '0' }),
        ...WORK_SLUGS.map((work) => f.checkbox(work)),
      ],
    },
  ],
});
