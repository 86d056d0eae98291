import { Field, FIELD_CONTROL_CLASSES } from '../../ui/field.tsx';
import { readingOf } from '../../../i18n/number.ts';
import { cn } from '../../../lib/cn.ts';
import type { SchemaForm } from '../use-schema-form.ts';
import { CheckboxCard, Checklist, RateChecklist, useCalculatorCopy } from './choice-fields.tsx';
import { isVisible, type FieldSpec } from './field-specs.ts';

/** Enough decimals to show exactly what was read ('Leído como 95,5'). */
const READING_FRACTION_DIGITS = 6;

/** The code a calculator form shows by a field whose value, from a shared link, it could not read. */
export const LINK_VALUE_CODE = 'linkValue';

/**
 * One field from its spec, wired to a form of `useSchemaForm`: the one renderer of every calculator's
 * fields, and of the private area's home (the valuation's fields). Codes are the calculators' messages;
 * `unknownError` is said for a code they do not hold (e.g. one only the server sends).
 */
export function CalculatorField({
  field,
  form,
  formId,
  unknownError,
}: {
  field: FieldSpec;
  form: SchemaForm;
  formId: string;
  unknownError?: string;
}) {
  const { c, lang, format } = useCalculatorCopy();
  if (!isVisible(field, form.input as Record<string, unknown>)) return null;
  const id = `${formId}-${field.name}`;
  const value = form.values[field.name];
  const code = form.errorOf(field.name);
  const label = c.fields[field.label ?? (field.name as keyof typeof c.fields)];
  const common = {
    id,
    label,
    optional: field.optional ? c.optional : undefined,
    hint: field.hint ? c.hints[field.hint] : undefined,
    error: !code
      ? undefined
      : code === LINK_VALUE_CODE
        ? c.scenario.linkValue
        : Object.hasOwn(c.errors, code)
          ? c.errors[code as keyof typeof c.errors]
          : (unknownError ?? c.toasts.error),
    className: field.className,
  };
  const text = typeof value === 'string' ? value : '';
  const onText = (v: string) => form.set(field.name, v);
  const onBlur = () => form.leave(field.name);

  switch (field.kind) {
    case 'checkbox':
      return <CheckboxCard id={id} name={field.name} label={label} className={field.className} form={form} />;
    case 'checklist':
      return <Checklist id={id} field={field} label={label} optional={common.optional} error={common.error} form={form} />;
    case 'rates':
      return <RateChecklist id={id} field={field} label={label} hint={common.hint} error={common.error} form={form} />;
    case 'select': {
      const labels = field.labels?.(c);
      return (
        <Field {...common}>
          {(control) => (
            <select
              {...control}
              name={field.name}
              value={text}
              onChange={(e) => {
                form.set(field.name, e.target.value);
                form.leave(field.name);
              }}
              className={cn(FIELD_CONTROL_CLASSES, 'h-12 pr-3', text === '' && 'text-ink-muted')}
            >
              {labels ? (
                <option value="" disabled>
                  {c.selectPlaceholder}
                </option>
              ) : null}
              {field.options.map((option) => (
                <option key={option} value={option} className="text-ink">
                  {labels ? labels[option] : format.number(Number(option))}
                </option>
              ))}
            </select>
          )}
        </Field>
      );
    }
    case 'date':
      return (
        <Field {...common}>
          {(control) => (
            <input
              {...control}
              name={field.name}
              type="date"
              value={text}
              onChange={(e) => onText(e.target.value)}
              onBlur={onBlur}
              className={cn(FIELD_CONTROL_CLASSES, 'h-12')}
            />
          )}
        </Field>
      );
    case 'number': {
      const unitId = `${id}-unit`;
      const reading = readingOf(text, lang, (v) => format.number(v, READING_FRACTION_DIGITS));
      return (
        <Field {...common} status={reading ? c.readAs(reading) : ''}>
          {(control) => (
            <div className="relative">
              <input
                {...control}
                aria-describedby={field.unit ? cn(unitId, control['aria-describedby']) : control['aria-describedby']}
                name={field.name}
                type="text"
                inputMode={field.decimal ? 'decimal' : 'numeric'}
                autoComplete="off"
                value={text}
                onChange={(e) => onText(e.target.value)}
                onBlur={onBlur}
                className={cn(FIELD_CONTROL_CLASSES, 'h-12 tabular-nums', field.unit && 'pr-16')}
              />
              {field.unit ? (
                <span
                  id={unitId}
                  className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-sm text-ink-muted"
                >
                  {c.units[field.unit]}
                </span>
              ) : null}
            </div>
          )}
        </Field>
      );
    }
  }
}
