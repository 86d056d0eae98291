import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, FIELD_CONTROL_CLASSES } from '../ui/field.tsx';
import { cn } from '../../lib/cn.ts';

type TextFieldProps = {
  name: string;
  label: string;
  /** Shown after the label for optional fields, e.g. "opcional". */
  optionalLabel?: string;
  hint?: string;
  /** Already translated error text. */
  error?: string;
  value: string;
  onValueChange: (value: string) => void;
  multiline?: boolean;
  /** Extra text under the control (e.g. a character counter), announced with the field. */
  footer?: ReactNode;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'required'>;

/** A text input or text area in the site's one field system (label, hint, error, aria wiring). */
export function TextField({
  name,
  label,
  optionalLabel,
  hint,
  error,
  value,
  onValueChange,
  multiline,
  footer,
  ...control
}: TextFieldProps) {
  const id = useId();
  return (
    <Field id={id} label={label} optional={optionalLabel} hint={hint} error={error} footer={footer}>
      {(wiring) =>
        multiline ? (
          <textarea
            {...wiring}
            name={name}
            value={value}
            rows={5}
            required={control.required}
            onChange={(e) => onValueChange(e.target.value)}
            className={cn(FIELD_CONTROL_CLASSES, 'bg-white py-3')}
          />
        ) : (
          <input
            {...wiring}
            {...control}
            name={name}
            value={value}
            onChange={(e) => onValueChange(e.target.value)}
            className={cn(FIELD_CONTROL_CLASSES, 'h-12 bg-white')}
          />
        )
      }
    </Field>
  );
}
