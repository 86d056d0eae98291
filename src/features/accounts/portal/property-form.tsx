import { useCallback, useId, useMemo } from 'react';
import {
  fieldsOf,
  toInput,
  valuesOf,
  type FormSection,
  type FormValues,
} from '../../../components/form/spec-fields/field-spec.ts';
import { SpecFields } from '../../../components/form/spec-fields/spec-fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { propertySchema } from '../../../domain/accounts/property.ts';
import { VALUATION_QUESTIONS } from '../../../domain/calculators/index.ts';
import { CALCULATORS_MESSAGES, type CalculatorsMessages } from '../../../i18n/calculators.ts';
import { useSaveProperty } from '../api/property.ts';
import { AccountForm } from '../form/fields.tsx';
import { useAccountsI18n } from '../use-accounts-i18n.ts';

/** The home's details are the valuation's inputs: its questions, in the calculators' words. */
const PROPERTY_SECTIONS: readonly FormSection<CalculatorsMessages>[] = VALUATION_QUESTIONS;
/** The valuation's fields, one list for the form and the summary. */
export const PROPERTY_FIELDS = fieldsOf(PROPERTY_SECTIONS);

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
  const c = CALCULATORS_MESSAGES[lang];
  // A valuation code in the calculators' words; any other (one only the server sends) as a validation error.
  const errorText = (code: string) =>
    Object.hasOwn(c.errors, code) ? c.errors[code as keyof typeof c.errors] : m.errors.validation;
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
      <SpecFields sections={PROPERTY_SECTIONS} form={form} formId={id} copy={c} errorText={errorText} />
    </AccountForm>
  );
}
