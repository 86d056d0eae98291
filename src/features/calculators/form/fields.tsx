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

/** What every field hands its shell (label, hint, error) and its control (id, name, linked aria attributes). */
function fieldParts({ formId, name, label, error, hint, optional, className }: Common, unit = false) {
  const ids = fieldIds(formId, name);
  return {
    ids,
    shell: { ids, label, hint, error, optional, className },
    control: {
      id: ids.input,
      name,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(ids, { unit, hint: !!hint, error: !!error }),
    },
  };
}

/** A number typed as text (so "400.000" reads naturally) with a numeric keyboard on phones and a unit. */
export function NumberField({
  value,
  onChange,
  onBlur,
  unit,
  decimal = false,
  ...common
}: Common & { value: string; onChange: (v: string) => void; onBlur: () => void; unit?: string; decimal?: boolean }) {
  const { ids, shell, control } = fieldParts(common, !!unit);
  return (
    <FieldShell {...shell}>
      <div className="relative">
        <input
          {...control}
          type="text"
          inputMode={decimal ? 'decimal' : 'numeric'}
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
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
  const { shell, control } = fieldParts(common);
  return (
    <FieldShell {...shell}>
      <input
        {...control}
        type="date"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
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
  const { shell, control } = fieldParts(common);
  return (
    <FieldShell {...shell}>
      <select
        {...control}
        value={value}
        onChange={(e) => onChange(e.target.value)}
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
