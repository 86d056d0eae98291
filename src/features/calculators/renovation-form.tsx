import {
  RENOVATION_LIMITS,
  RENOVATION_PROPERTY_TYPE_SLUGS,
  RENOVATION_QUALITIES,
  ROOM_SLUGS,
  WORK_SLUGS,
  ZONES,
} from '../../domain/calculators/index.ts';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';
import { FieldGroup } from './calculator-panel.tsx';
import { CheckboxField, CheckboxGroup } from './form/choice-fields.tsx';
import { NumberField, SelectField } from './form/fields.tsx';
import type { CalculatorForm } from './form/use-calculator-form.ts';

export const RENOVATION_FORM_ID = 'renovation-form';

export const RENOVATION_INITIAL = {
  propertyValue: '',
  totalArea: '',
  zone: '',
  propertyType: '',
  renovationQuality: '',
  roomsToRenovate: [] as string[],
  includeKitchen: false,
  includeBathrooms: '0',
  flooring: false,
  painting: false,
  electricalWork: false,
  plumbingWork: false,
};
export type RenovationValues = typeof RENOVATION_INITIAL;

const BATHROOM_COUNTS = Array.from({ length: RENOVATION_LIMITS.includeBathrooms.max + 1 }, (_, i) => String(i));
const BATHROOM_LABELS = Object.fromEntries(BATHROOM_COUNTS.map((n) => [n, n])) as Record<string, string>;

export function RenovationFields({ form }: { form: CalculatorForm<RenovationValues> }) {
  const { c } = useCalculatorsI18n();
  const common = { formId: RENOVATION_FORM_ID } as const;
  return (
    <>
      <FieldGroup legend={c.groups.property}>
        <NumberField
          {...common}
          name="propertyValue"
          label={c.fields.propertyValue}
          unit={c.units.eur}
          value={form.values.propertyValue}
          onChange={(v) => form.set('propertyValue', v)}
          onBlur={() => form.touch('propertyValue')}
          error={form.errorOf('propertyValue')}
        />
        <NumberField
          {...common}
          name="totalArea"
          label={c.fields.totalArea}
          unit={c.units.m2}
          value={form.values.totalArea}
          onChange={(v) => form.set('totalArea', v)}
          onBlur={() => form.touch('totalArea')}
          error={form.errorOf('totalArea')}
        />
        <SelectField
          {...common}
          name="zone"
          label={c.fields.zone}
          options={ZONES}
          labels={c.options.zone}
          value={form.values.zone}
          onChange={(v) => form.set('zone', v, true)}
          error={form.errorOf('zone')}
        />
        <SelectField
          {...common}
          name="propertyType"
          label={c.fields.renovationPropertyType}
          options={RENOVATION_PROPERTY_TYPE_SLUGS}
          labels={c.options.renovationPropertyType}
          value={form.values.propertyType}
          onChange={(v) => form.set('propertyType', v, true)}
          error={form.errorOf('propertyType')}
        />
        <SelectField
          {...common}
          name="renovationQuality"
          label={c.fields.renovationQuality}
          options={RENOVATION_QUALITIES}
          labels={c.options.renovationQuality}
          value={form.values.renovationQuality}
          onChange={(v) => form.set('renovationQuality', v, true)}
          error={form.errorOf('renovationQuality')}
        />
      </FieldGroup>
      <CheckboxGroup
        {...common}
        name="roomsToRenovate"
        legend={c.fields.roomsToRenovate}
        options={ROOM_SLUGS}
        labels={c.options.rooms}
        value={form.values.roomsToRenovate}
        onChange={(v) => form.set('roomsToRenovate', v, true)}
        error={form.errorOf('roomsToRenovate')}
      />
      <FieldGroup legend={c.groups.works}>
        <CheckboxField
          {...common}
          name="includeKitchen"
          label={c.fields.includeKitchen}
          checked={form.values.includeKitchen}
          onChange={(v) => form.set('includeKitchen', v, true)}
          className="self-end"
        />
        <SelectField
          {...common}
          name="includeBathrooms"
          label={c.fields.includeBathrooms}
          options={BATHROOM_COUNTS}
          labels={BATHROOM_LABELS}
          value={form.values.includeBathrooms}
          onChange={(v) => form.set('includeBathrooms', v, true)}
          error={form.errorOf('includeBathrooms')}
        />
        {WORK_SLUGS.map((work) => (
          <CheckboxField
            key={work}
            {...common}
            name={work}
            label={c.fields[work]}
            checked={form.values[work]}
            onChange={(v) => form.set(work, v, true)}
          />
        ))}
      </FieldGroup>
    </>
  );
}
