import { cn } from '../../../lib/cn.ts';
import type { FormSection } from './field-spec.ts';
import { SpecField, type SpecFieldProps } from './spec-field.tsx';

/**
 * A form's fields from their specs, in the words of `copy`: each group a fieldset under its legend, laid
 * out in two columns (three on a wide form from 1024 px), a field of its own (a checklist) across the form.
 */
export function SpecFields({
  sections,
  wide = false,
  ...shared
}: Omit<SpecFieldProps, 'field' | 'inGroup'> & { sections: readonly FormSection[]; wide?: boolean }) {
  return sections.map((section) =>
    'group' in section ? (
      <fieldset key={section.group} className="flex min-w-0 flex-col gap-5">
        <legend className="mb-5 w-full border-b border-ink/10 pb-2 text-xs font-semibold tracking-[0.28em] text-brass-700 uppercase">
          {shared.copy.groups[section.group]}
        </legend>
        <div className={cn('grid grid-cols-1 gap-x-6 gap-y-5 sm:grid-cols-2', wide && 'lg:grid-cols-3')}>
          {section.fields.map((field) => (
            <SpecField key={field.name} field={field} inGroup {...shared} />
          ))}
        </div>
      </fieldset>
    ) : (
      <SpecField key={section.name} field={section} {...shared} />
    ),
  );
}
