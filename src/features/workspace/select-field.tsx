import type { SelectHTMLAttributes } from 'react';
import { FIELD_CONTROL_CLASSES, Field } from '../../components/ui/field.tsx';
import { cn } from '../../lib/cn.ts';

/** A labelled select of the site's one field system; options are [value, label] pairs. */
export function SelectField({
  id,
  label,
  options,
  error,
  ...select
}: {
  id: string;
  label: string;
  options: readonly (readonly [string, string])[];
  /** Already translated. */
  error?: string;
} & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <Field id={id} label={label} error={error}>
      {(control) => (
        <select {...control} {...select} className={cn(FIELD_CONTROL_CLASSES, 'min-h-12')}>
          {options.map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
