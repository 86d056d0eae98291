import { useCalculatorsI18n } from './use-calculators-i18n.ts';
import { FieldGroup } from './calculator-panel.tsx';
import { CheckboxField } from './form/choice-fields.tsx';
import { DateField, NumberField } from './form/fields.tsx';
import type { CalculatorForm } from './form/use-calculator-form.ts';

export const CAPITAL_GAINS_FORM_ID = 'capital-gains-form';

export const CAPITAL_GAINS_INITIAL = {
  purchasePrice: '',
  purchaseDate: '',
  salePrice: '',
  saleDate: '',
  purchaseExpenses: '',
  saleExpenses: '',
  improvements: '',
  improvementDate: '',
  isMainResidence: false,
  age: '',
};
export type CapitalGainsValues = typeof CAPITAL_GAINS_INITIAL;

type MoneyName = 'purchasePrice' | 'salePrice' | 'purchaseExpenses' | 'saleExpenses' | 'improvements';
type DateName = 'purchaseDate' | 'saleDate' | 'improvementDate';

export function CapitalGainsFields({
  form,
  showImprovementDate,
}: {
  form: CalculatorForm<CapitalGainsValues>;
  showImprovementDate: boolean;
}) {
  const { c } = useCalculatorsI18n();
  const money = (name: MoneyName, optional = false, hint?: string) => (
    <NumberField
      formId={CAPITAL_GAINS_FORM_ID}
      name={name}
      label={c.fields[name]}
      unit={c.units.eur}
      decimal
      optional={optional}
      hint={hint}
      value={form.values[name]}
      onChange={(v) => form.set(name, v)}
      onBlur={() => form.touch(name)}
      error={form.errorOf(name)}
    />
  );
  const date = (name: DateName) => (
    <DateField
      formId={CAPITAL_GAINS_FORM_ID}
      name={name}
      label={c.fields[name]}
      value={form.values[name]}
      onChange={(v) => form.set(name, v)}
      onBlur={() => form.touch(name)}
      error={form.errorOf(name)}
    />
  );

  return (
    <>
      <FieldGroup legend={c.groups.purchase}>
        {money('purchasePrice')}
        {date('purchaseDate')}
        {money('purchaseExpenses', true, c.hints.purchaseExpenses)}
      </FieldGroup>
      <FieldGroup legend={c.groups.sale}>
        {money('salePrice')}
        {date('saleDate')}
        {money('saleExpenses', true, c.hints.saleExpenses)}
      </FieldGroup>
      <FieldGroup legend={c.groups.improvements}>
        {money('improvements', true, c.hints.improvements)}
        {showImprovementDate ? date('improvementDate') : null}
      </FieldGroup>
      <FieldGroup legend={c.groups.owner}>
        <CheckboxField
          formId={CAPITAL_GAINS_FORM_ID}
          name="isMainResidence"
          label={c.fields.isMainResidence}
          checked={form.values.isMainResidence}
          onChange={(v) => form.set('isMainResidence', v, true)}
          className="self-start sm:mt-7"
        />
        <NumberField
          formId={CAPITAL_GAINS_FORM_ID}
          name="age"
          label={c.fields.age}
          unit={c.units.years}
          optional
          hint={c.hints.age}
          value={form.values.age}
          onChange={(v) => form.set('age', v)}
          onBlur={() => form.touch('age')}
          error={form.errorOf('age')}
        />
      </FieldGroup>
    </>
  );
}
