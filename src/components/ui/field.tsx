import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/**
 * The one field system of the site (calculators and contact form), after shadcn's field.tsx: a
 * label, the control, a description and an error, tied together by ids.
 *
 * Accessibility, the same for every field:
 * - the label names the control (`<label for>`), an optional field says so in the label;
 * - the description (hint, and how a typed value was read) and the error describe the control
 *   (`aria-describedby`), and the control is `aria-invalid` while there is an error;
 * - one live-region behaviour: the error and the "read as" note are polite live regions that are
 *   always in the page (empty when there is nothing to say), so a change is announced once, without
 *   interrupting, and the first announcement is not lost to a region that appears with its text.
 */

export type FieldIds = { control: string; description: string; error: string };

export function fieldIds(id: string): FieldIds {
  return { control: id, description: `${id}-description`, error: `${id}-error` };
}

/** What a control takes from its field. */
export type FieldControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/** The look of every text input, select and text area. */
export const FIELD_CONTROL_CLASSES =
  'block w-full rounded-sm border border-ink/25 bg-white/80 px-4 text-base text-ink transition-colors placeholder:text-ink-muted/70 hover:border-ink/45 focus:border-brass-500 aria-[invalid=true]:border-danger';

export function FieldLabel({ htmlFor, optional, children }: { htmlFor: string; optional?: string; children: ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="flex items-baseline justify-between gap-4 text-sm font-semibold text-ink">
      <span>{children}</span>
      {optional ? <span className="text-xs font-normal tracking-wide text-ink-muted">{optional}</span> : null}
    </label>
  );
}

/**
 * The field's description: a fixed hint and, for fields that read what is typed, a polite note
 * (`status`) saying how the value was read. Pass `status` as a string (possibly empty) to keep the
 * note's live region in the page; leave it undefined for fields that never have one.
 */
export function FieldDescription({ id, hint, status }: { id: string; hint?: ReactNode; status?: string }) {
  if (hint === undefined && status === undefined) return null;
  return (
    <div id={id} className="flex flex-col gap-1 text-sm leading-snug text-ink-muted">
      {hint !== undefined ? <p>{hint}</p> : null}
      {status !== undefined ? (
        <p aria-live="polite" data-testid="field-reading" className={cn(!status && 'sr-only')}>
          {status}
        </p>
      ) : null}
    </div>
  );
}

/** The error, always in the page as a polite live region; visually hidden while empty. */
export function FieldError({ id, children }: { id: string; children?: string }) {
  return (
    <p id={id} aria-live="polite" className={cn('text-sm font-semibold text-danger', !children && 'sr-only')}>
      {children}
    </p>
  );
}

/** The ids that describe a control: its description (when shown) and its current error. */
export function describedBy(ids: FieldIds, parts: { description: boolean; error: boolean }): string | undefined {
  const list = [parts.description && ids.description, parts.error && ids.error].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

type FieldProps = {
  /** The control's id; the description and error ids derive from it. */
  id: string;
  label: ReactNode;
  /** Shown after the label of an optional field, e.g. "(opcional)". */
  optional?: string;
  hint?: ReactNode;
  /** How a typed value was read (see FieldDescription). */
  status?: string;
  /** Already translated. */
  error?: string;
  /** Extra text under the control that describes it too (e.g. a character counter). */
  footer?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** A labelled control with its description and error: the composition every form field uses. */
export function Field({ id, label, optional, hint, status, error, footer, className, children }: FieldProps) {
  const ids = fieldIds(id);
  const footerId = `${id}-footer`;
  const hasDescription = hint !== undefined || status !== undefined;
  const control: FieldControlProps = {
    id: ids.control,
    'aria-invalid': error ? true : undefined,
    'aria-describedby':
      [describedBy(ids, { description: hasDescription, error: !!error }), footer ? footerId : undefined]
        .filter(Boolean)
        .join(' ') || undefined,
  };
  return (
    <div data-invalid={error ? true : undefined} className={cn('flex flex-col gap-2', className)}>
      <FieldLabel htmlFor={ids.control} optional={optional}>
        {label}
      </FieldLabel>
      {children(control)}
      <FieldDescription id={ids.description} hint={hint} status={status} />
      {footer ? (
        <div className="flex items-start justify-between gap-4">
          <FieldError id={ids.error}>{error}</FieldError>
          <p id={footerId} className="ml-auto shrink-0 text-sm text-ink-muted tabular-nums">
            {footer}
          </p>
        </div>
      ) : (
        <FieldError id={ids.error}>{error}</FieldError>
      )}
    </div>
  );
}

/**
 * A group of controls that answer one question (radio cards, checkboxes): a fieldset named by its
 * legend, or by a heading elsewhere (`labelledBy`), with the same polite error as a field.
 */
export function FieldSet({
  id,
  legend,
  labelledBy,
  optional,
  error,
  className,
  children,
}: {
  id: string;
  legend?: ReactNode;
  labelledBy?: string;
  optional?: string;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  const ids = fieldIds(id);
  return (
    <fieldset
      aria-labelledby={labelledBy}
      aria-describedby={error ? ids.error : undefined}
      data-invalid={error ? true : undefined}
      className={cn('flex min-w-0 flex-col gap-3', className)}
    >
      {legend ? (
        <legend className="mb-3 text-sm font-semibold text-ink">
          {legend}
          {optional ? <span className="ml-1 font-normal text-ink-muted">{optional}</span> : null}
        </legend>
      ) : null}
      {children}
      <FieldError id={ids.error}>{error}</FieldError>
    </fieldset>
  );
}
