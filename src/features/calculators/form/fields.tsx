import type { CalculatorMessageCode } from '../../../domain/calculators/index.ts';
import { useCalculatorsI18n } from '../use-calculators-i18n.ts';
import { cn } from '../../../lib/cn.ts';
import { CONTROL_CLASSES, describedBy, FieldShell, fieldIds } from './field-shell.tsx';

type Common = {
  formId: string;
  name: string;
  label: string;
  error?: CalculatorMessageCode;
  hint?: string;
  optional?: boolean;
  className?: string;
};

/** A number typed as text (so "400.000" reads naturally) with a numeric keyboard on phones and a unit. */
export function NumberField({
  value,
  onChange,
  onBlur,
  unit,
  decimal = false,
  ...common
}: Common & { value: string; onChange: (v: string) => void; onBlur: () => void; unit?: string; decimal?: boolean }) {
  const ids = fieldIds(common.formId, common.name);
  return (
    <FieldShell
      ids={ids}
      label={common.label}
      hint={common.hint}
      error={common.error}
      optional={common.optional}
      className={common.className}
    >
      <div className="relative">
        <input
          id={ids.input}
          name={common.name}
          type="text"
          inputMode={decimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={common.error ? true : undefined}
          aria-describedby={describedBy(ids, { unit: !!unit, hint: !!common.hint, error: !!common.error })}
          className={cn(CONTROL_CLASSES, 'tabular-nums', unit && 'pr-16')}
        />
        {unit ? (
          <span id={ids.unit} className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-sm text-ink-muted">
            {unit}
          </span>
        ) : null}
      </div>
    </FieldShell>
  );
}

export function DateField({
  value,
  onChange,
  onBlur,
  ...common
}: Common & { value: string; onChange: (v: string) => void; onBlur: () => void }) {
  const ids = fieldIds(common.formId, common.name);
  return (
    <FieldShell
      ids={ids}
      label={common.label}
      hint={common.hint}
      error={common.error}
      optional={common.optional}
      className={common.className}
    >
      <input
        id={ids.input}
        name={common.name}
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        aria-invalid={common.error ? true : undefined}
        aria-describedby={describedBy(ids, { hint: !!common.hint, error: !!common.error })}
        className={CONTROL_CLASSES}
      />
    </FieldShell>
  );
}

export function SelectField<O extends string>({
  value,
  onChange,
  options,
  labels,
  ...common
}: Common & { value: string; onChange: (v: string) => void; options: readonly O[]; labels: Record<O, string> }) {
  const { c } = useCalculatorsI18n();
  const ids = fieldIds(common.formId, common.name);
  return (
    <FieldShell
      ids={ids}
      label={common.label}
      hint={common.hint}
      error={common.error}
      optional={common.optional}
      className={common.className}
    >
      <select
        id={ids.input}
        name={common.name}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={common.error ? true : undefined}
        aria-describedby={describedBy(ids, { hint: !!common.hint, error: !!common.error })}
        className={cn(CONTROL_CLASSES, 'pr-3', value === '' && 'text-ink-muted')}
      >
        <option value="" disabled>
          {c.selectPlaceholder}
        </option>
        {options.map((option) => (
          <option key={option} value={option} className="text-ink">
            {labels[option]}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
