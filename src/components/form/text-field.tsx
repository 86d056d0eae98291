import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, FIELD_CONTROL_CLASSES } from '../ui/field.tsx';
import { ICON_STROKE } from '../ui/icon-stroke.ts';
import { cn } from '../../lib/cn.ts';

type TextFieldProps = {
  name: string;
  label: string;
  /** The control's id (one is made when absent). */
  id?: string;
  /** Shown after the label for optional fields, e.g. "opcional". */
  optionalLabel?: string;
  hint?: ReactNode;
  /** Already translated error text. */
  error?: string;
  /** Controlled: the value and its setter (a form of `useSchemaForm`); absent, the control keeps its own. */
  value?: string;
  onValueChange?: (value: string) => void;
  multiline?: boolean;
  /** Extra text under the control (e.g. a character counter), announced with the field. */
  footer?: ReactNode;
  /** A password field's button that shows what was typed: its two names (a long passphrase is easier to get right read). */
  reveal?: { show: string; hide: string };
  className?: string;
  onBlur?: () => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'value' | 'className' | 'children' | 'onBlur'>;

/**
 * The site's one text field (ADR 0019, 0032): an input or a text area in the one field system (label,
 * hint, error and their aria wiring), controlled by a form or keeping its own value; a password field
 * may show what was typed.
 */
export function TextField({
  name,
  label,
  id,
  optionalLabel,
  hint,
  error,
  value,
  onValueChange,
  multiline,
  footer,
  reveal,
  className,
  onBlur,
  ...control
}: TextFieldProps) {
  const madeId = useId();
  const controlId = id ?? madeId;
  const [shown, setShown] = useState(false);
  const change = onValueChange && { onChange: (e: { target: { value: string } }) => onValueChange(e.target.value) };
  return (
    <Field id={controlId} label={label} optional={optionalLabel} hint={hint} error={error} footer={footer} className={className}>
      {(wiring) => {
        if (multiline)
          return (
            <textarea
              {...wiring}
              name={name}
              value={value}
              rows={5}
              required={control.required}
              maxLength={control.maxLength}
              onBlur={onBlur}
              {...change}
              className={cn(FIELD_CONTROL_CLASSES, 'bg-white py-3')}
            />
          );
        const input = (
          <input
            {...wiring}
            {...control}
            {...(reveal ? { type: shown ? 'text' : 'password', spellCheck: false, autoCapitalize: 'none' } : {})}
            name={name}
            value={value}
            onBlur={onBlur}
            {...change}
            className={cn(FIELD_CONTROL_CLASSES, 'h-12 bg-white', reveal && 'pr-14')}
          />
        );
        if (!reveal) return input;
        return (
          <div className="relative">
            {input}
            <button
              type="button"
              aria-pressed={shown}
              aria-controls={controlId}
              aria-label={shown ? reveal.hide : reveal.show}
              onClick={() => setShown((v) => !v)}
              className="absolute inset-y-0 right-0 inline-flex w-12 items-center justify-center text-ink-muted transition-colors hover:text-ink"
            >
              <EyeIcon open={!shown} />
            </button>
          </div>
        );
      }}
    </Field>
  );
}

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" {...ICON_STROKE}>
      <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" />
      <circle cx="12" cy="12" r="2.8" />
      {open ? null : <path d="M4 20L20 4" />}
    </svg>
  );
}
