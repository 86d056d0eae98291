import type { ReactNode } from 'react';
import type { CalculatorMessageCode } from '../../../domain/calculators/index.ts';
import { useCalculatorsI18n } from '../use-calculators-i18n.ts';
import { cn } from '../../../lib/cn.ts';

export type FieldIds = { input: string; hint: string; unit: string; error: string };

export const fieldIds = (formId: string, name: string): FieldIds => {
  const base = `${formId}-${name}`;
  return { input: base, hint: `${base}-hint`, unit: `${base}-unit`, error: `${base}-error` };
};

/** The ids that describe a control: its unit, hint and current error. */
export function describedBy(ids: FieldIds, parts: { unit?: boolean; hint?: boolean; error?: boolean }): string | undefined {
  const list = [parts.unit && ids.unit, parts.hint && ids.hint, parts.error && ids.error].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

export const CONTROL_CLASSES =
  'block h-12 w-full rounded-sm border border-ink/25 bg-white/70 px-4 text-base text-ink transition-colors hover:border-ink/40 focus:border-brass-500 aria-[invalid=true]:border-danger';

/** Visible label, optional hint and the translated error, announced politely and linked by id. */
export function FieldShell({
  ids,
  label,
  optional,
  hint,
  error,
  children,
  className,
}: {
  ids: FieldIds;
  label: string;
  optional?: boolean;
  hint?: string;
  error?: CalculatorMessageCode;
  children: ReactNode;
  className?: string;
}) {
  const { c } = useCalculatorsI18n();
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <label htmlFor={ids.input} className="text-sm font-semibold text-ink">
        {label}
        {optional ? <span className="ml-1 font-normal text-ink-muted">{c.optional}</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={ids.hint} className="text-sm leading-snug text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldError id={ids.error} error={error} />
    </div>
  );
}

export function FieldError({ id, error }: { id: string; error: CalculatorMessageCode | undefined }) {
  const { c } = useCalculatorsI18n();
  return (
    <p id={id} aria-live="polite" className={cn('text-sm font-semibold text-danger', !error && 'sr-only')}>
      {error ? c.errors[error] : null}
    </p>
  );
}
