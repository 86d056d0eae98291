import { useCallback, useId, useMemo } from 'react';
import { CalculatorFields } from '../../../components/form/calculator-fields/calculator-fields.tsx';
import { fieldsOf, toInput, valuesOf, type FormValues } from '../../../components/form/calculator-fields/field-specs.ts';
import { VALUATION_SECTIONS } from '../../../components/form/calculator-fields/valuation-fields.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { propertySchema } from '../../../domain/accounts/property.ts';
import { useSaveProperty } from '../api/property.ts';
import { AccountForm } from '../form/fields.tsx';
import { useAccountsI18n } from '../use-accounts-i18n.ts';

/** The valuation's fields (the home's details are its inputs), one list for the form and the summary. */
export const PROPERTY_FIELDS = fieldsOf(VALUATION_SECTIONS);

/**
 * The home's details: the valuation calculator's own fields, validated by its own schema before they are
 * saved; the server's verdict on a field (a valuation code) shows by that field.
 */
export function PropertyForm({
  saved,
  onSaved,
  onCancel,
}: {
  saved: Record<string, unknown> | null;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const { a, m, lang } = useAccountsI18n();
  const { show } = useToast();
  const saveProperty = useSaveProperty();
  const id = useId();
  // The construction year may run up to this year: the schema of the day the form opened.
  const schema = useMemo(() => propertySchema(new Date()), []);
  const read = useCallback((values: FormValues) => toInput(PROPERTY_FIELDS, values, lang), [lang]);
  const form = useSchemaForm({ schema, initial: () => valuesOf(PROPERTY_FIELDS, saved, lang), toInput: read });

  const submit = form.handleSubmit(async (data) => {
    const result = await saveProperty.mutateAsync(data);
    if (!result.ok) return result;
    show({ title: m.messages.propertySaved });
    onSaved();
    return { ok: true };
  });

  return (
    <AccountForm
      form={form}
      onSubmit={submit}
      submit={{ label: a.portal.property.saveData, pending: a.common.saving }}
      className="flex flex-col gap-8"
      testId="property-form"
      actions={
        onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {a.common.cancel}
          </Button>
        ) : null
      }
    >
      <CalculatorFields sections={VALUATION_SECTIONS} form={form} formId={id} unknownError={m.errors.validation} />
    </AccountForm>
  );
}
