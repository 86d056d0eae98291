import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

type FieldProps = {
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
  disabled?: boolean;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode' | 'required'>;

const CONTROL =
  'mt-2 block w-full rounded-sm border bg-white px-4 py-3 text-base text-ink placeholder:text-ink-muted/70 transition-colors focus-visible:border-ink focus-visible:outline-2 focus-visible:outline-offset-0';

/** A labelled text control with its hint, error (aria-invalid, aria-describedby) and optional footer. */
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
}: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const footerId = footer ? `${id}-footer` : undefined;
  const describedBy = [hintId, errorId, footerId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    className: cn(CONTROL, error ? 'border-danger' : 'border-ink/20 hover:border-ink/40'),
  } as const;

  return (
    <div>
      <label htmlFor={id} className="flex items-baseline justify-between gap-4 text-sm font-semibold text-ink">
        {label}
        {optionalLabel ? <span className="text-xs font-normal tracking-wide text-ink-muted">{optionalLabel}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      {multiline ? (
        <textarea
          {...shared}
          rows={5}
          required={control.required}
          disabled={control.disabled}
          onChange={(e) => onValueChange(e.target.value)}
        />
      ) : (
        <input {...shared} {...control} onChange={(e) => onValueChange(e.target.value)} />
      )}
      <div className="mt-2 flex items-start justify-between gap-4 text-sm">
        {error ? (
          <p id={errorId} className="font-medium text-danger">
            {error}
          </p>
        ) : (
          <span />
        )}
        {footer ? (
          <p id={footerId} className="shrink-0 text-ink-muted tabular-nums">
            {footer}
          </p>
        ) : null}
      </div>
    </div>
  );
}
