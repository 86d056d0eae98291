import { Field, FIELD_CONTROL_CLASSES } from '../../../components/ui/field.tsx';
import { readingOf } from '../../../i18n/number.ts';
import { cn } from '../../../lib/cn.ts';
import { useCalculatorsI18n } from '../use-calculators-i18n.ts';
import { CheckboxCard, Checklist, RateChecklist } from './choice-fields.tsx';
import type { FieldSpec } from './field-specs.ts';
import type { CalculatorForm } from './use-calculator-form.ts';

/** Enough decimals to show exactly what was read ('Leído como 95,5'). */
const READING_FRACTION_DIGITS = 6;

/** One calculator field from its spec, wired to the form: the one renderer of every calculator's fields. */
export function CalculatorField({ field, form, formId }: { field: FieldSpec; form: CalculatorForm; formId: string }) {
  const { c, lang, format } = useCalculatorsI18n();
  if (field.visibleWhen && !field.visibleWhen(form.input)) return null;
  const id = `${formId}-${field.name}`;
  const value = form.values[field.name];
  const code = form.errorOf(field.name);
  const label = c.fields[field.label ?? (field.name as keyof typeof c.fields)];
  const common = {
    id,
    label,
    optional: field.optional ? c.optional : undefined,
    hint: field.hint ? c.hints[field.hint] : undefined,
    error: code === 'linkValue' ? c.scenario.linkValue : code ? c.errors[code] : undefined,
    className: field.className,
  };
  const text = typeof value === 'string' ? value : '';
  const onText = (v: string) => form.set(field.name, v);
  const onBlur = () => form.touch(field.name);

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
              onChange={(e) => form.set(field.name, e.target.value, true)}
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
