import { CONDITIONS, DISTRICT_SLUGS, FEATURES, FLOORS, VALUATION_PROPERTY_TYPES } from '../../domain/calculators/index.ts';
import { useCalculatorsI18n } from './use-calculators-i18n.ts';
import { FieldGroup } from './calculator-panel.tsx';
import { CheckboxField, CheckboxGroup } from './form/choice-fields.tsx';
import { NumberField, SelectField } from './form/fields.tsx';
import type { CalculatorForm } from './form/use-calculator-form.ts';

export const VALUATION_FORM_ID = 'valuation-form';

export const VALUATION_INITIAL = {
  propertyType: '',
  district: '',
  usableArea: '',
  builtArea: '',
  bedrooms: '',
  bathrooms: '',
  floor: '',
  elevator: false,
  condition: '',
  constructionYear: '',
  features: [] as string[],
};
export type ValuationValues = typeof VALUATION_INITIAL;

type TextName = 'usableArea' | 'builtArea' | 'bedrooms' | 'bathrooms' | 'constructionYear';
type SelectName = 'propertyType' | 'district' | 'floor' | 'condition';

export function ValuationFields({ form }: { form: CalculatorForm<ValuationValues> }) {
  const { c } = useCalculatorsI18n();
  const number = (name: TextName, unit?: string, hint?: string) => (
    <NumberField
      formId={VALUATION_FORM_ID}
      name={name}
      label={c.fields[name]}
      unit={unit}
      hint={hint}
      value={form.values[name]}
      onChange={(v) => form.set(name, v)}
      onBlur={() => form.touch(name)}
      error={form.errorOf(name)}
    />
  );
  const select = <O extends string>(name: SelectName, options: readonly O[], labels: Record<O, string>) => (
    <SelectField
      formId={VALUATION_FORM_ID}
      name={name}
      label={c.fields[name]}
      options={options}
      labels={labels}
      value={form.values[name]}
      onChange={(v) => form.set(name, v, true)}
      error={form.errorOf(name)}
    />
  );

  return (
    <>
      <FieldGroup legend={c.groups.property}>
        {select('propertyType', VALUATION_PROPERTY_TYPES, c.options.propertyType)}
        {number('constructionYear')}
        {number('usableArea', c.units.m2, c.hints.usableArea)}
        {number('builtArea', c.units.m2, c.hints.builtArea)}
        {number('bedrooms')}
        {number('bathrooms')}
      </FieldGroup>
      <FieldGroup legend={c.groups.location}>
        {select('district', DISTRICT_SLUGS, c.options.district)}
        {select('condition', CONDITIONS, c.options.condition)}
        {select('floor', FLOORS, c.options.floor)}
        <CheckboxField
          formId={VALUATION_FORM_ID}
          name="elevator"
          label={c.fields.elevator}
          checked={form.values.elevator}
          onChange={(v) => form.set('elevator', v, true)}
          className="self-end"
        />
      </FieldGroup>
      <CheckboxGroup
        formId={VALUATION_FORM_ID}
        name="features"
        legend={c.fields.features}
        optional={c.optional}
        options={FEATURES}
        labels={c.options.features}
        value={form.values.features}
        onChange={(v) => form.set('features', v, true)}
        error={form.errorOf('features')}
      />
    </>
  );
}
