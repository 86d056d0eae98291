import type { CalculatorMessageCode } from '../../../domain/calculators/index.ts';
import { cn } from '../../../lib/cn.ts';
import { FieldError, fieldIds } from './field-shell.tsx';

const BOX_CLASSES = 'size-5 shrink-0 rounded-sm border-ink/30 accent-ink';
const CHOICE_CLASSES =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-sm border border-ink/15 bg-white/50 px-4 py-2 text-base transition-colors hover:border-ink/40 has-[:checked]:border-brass-500 has-[:checked]:bg-brass-300/15';

/** One yes/no choice. */
export function CheckboxField({
  formId,
  name,
  label,
  checked,
  onChange,
  className,
}: {
  formId: string;
  name: string;
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  className?: string;
}) {
  const id = fieldIds(formId, name).input;
  return (
    <label htmlFor={id} className={cn(CHOICE_CLASSES, className)}>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className={BOX_CLASSES}
      />
      <span>{label}</span>
    </label>
  );
}

/** Several choices sharing one field name, e.g. features or roomsToRenovate. */
export function CheckboxGroup<O extends string>({
  formId,
  name,
  legend,
  options,
  labels,
  value,
  onChange,
  error,
  optional,
}: {
  formId: string;
  name: string;
  legend: string;
  options: readonly O[];
  labels: Record<O, string>;
  value: readonly string[];
  onChange: (v: string[]) => void;
  error?: CalculatorMessageCode;
  optional?: string;
}) {
  const ids = fieldIds(formId, name);
  const toggle = (option: O, on: boolean) => onChange(options.filter((o) => (o === option ? on : value.includes(o))));
  return (
    <fieldset aria-describedby={error ? ids.error : undefined} className="flex flex-col gap-3">
      <legend className="mb-3 text-sm font-semibold text-ink">
        {legend}
        {optional ? <span className="ml-1 font-normal text-ink-muted">{optional}</span> : null}
      </legend>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {options.map((option) => {
          const id = `${ids.input}-${option}`;
          return (
            <label key={option} htmlFor={id} className={CHOICE_CLASSES}>
              <input
                id={id}
                name={name}
                value={option}
                type="checkbox"
                checked={value.includes(option)}
                onChange={(e) => toggle(option, e.target.checked)}
                className={BOX_CLASSES}
              />
              <span>{labels[option]}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={ids.error} error={error} />
    </fieldset>
  );
}
