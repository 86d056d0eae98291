import type { InputHTMLAttributes } from 'react';
import { FIELD_CONTROL_CLASSES, Field } from '../../components/ui/field.tsx';
import { cn } from '../../lib/cn.ts';

/** A labelled text input of the site's one field system. */
export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: { id: string; label: string; hint?: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => <input {...control} {...input} className={cn(FIELD_CONTROL_CLASSES, 'min-h-12')} />}
    </Field>
  );
}
