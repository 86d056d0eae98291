import { cn } from '../../../lib/cn.ts';
import type { SchemaForm } from '../use-schema-form.ts';
import { CalculatorField } from './calculator-field.tsx';
import { useCalculatorCopy } from './choice-fields.tsx';
import type { FormSection } from './field-specs.ts';

/**
 * A form's fields from their specs: each group a fieldset under its legend, laid out in two columns
 * (three on a wide calculator from 1024 px), a field of its own (a checklist) across the form.
 */
export function CalculatorFields({
  sections,
  form,
  formId,
  wide = false,
  unknownError,
}: {
  sections: readonly FormSection[];
  form: SchemaForm;
  formId: string;
  wide?: boolean;
  unknownError?: string;
}) {
  const { c } = useCalculatorCopy();
  return sections.map((section) =>
    'group' in section ? (
      <fieldset key={section.group} className="flex min-w-0 flex-col gap-5">
        <legend className="mb-5 w-full border-b border-ink/10 pb-2 text-xs font-semibold tracking-[0.28em] text-brass-700 uppercase">
          {c.groups[section.group]}
        </legend>
        <div className={cn('grid grid-cols-1 gap-x-6 gap-y-5 sm:grid-cols-2', wide && 'lg:grid-cols-3')}>
          {section.fields.map((field) => (
            <CalculatorField key={field.name} field={field} form={form} formId={formId} unknownError={unknownError} />
          ))}
        </div>
      </fieldset>
    ) : (
      <CalculatorField key={section.name} field={section} form={form} formId={formId} unknownError={unknownError} />
    ),
  );
}
