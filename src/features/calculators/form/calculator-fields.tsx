import { SpecFields } from '../../../components/form/spec-fields/spec-fields.tsx';
import type { SchemaForm } from '../../../components/form/use-schema-form.ts';
import { useCalculatorsI18n } from '../use-calculators-i18n.ts';
import type { CalculatorSection } from './field-specs.ts';

/** The code a calculator form shows by a field whose value, from a shared link, it could not read. */
export const LINK_VALUE_CODE = 'linkValue';

/** A calculator's fields in the calculators' words; a code they do not hold says the calculators' general error. */
export function CalculatorFields(props: {
  sections: readonly CalculatorSection[];
  form: SchemaForm;
  formId: string;
  wide: boolean;
}) {
  const { c } = useCalculatorsI18n();
  const errorText = (code: string) =>
    code === LINK_VALUE_CODE
      ? c.scenario.linkValue
      : Object.hasOwn(c.errors, code)
        ? c.errors[code as keyof typeof c.errors]
        : c.toasts.error;
  return <SpecFields {...props} copy={c} errorText={errorText} />;
}
