import { Field, FIELD_CONTROL_CLASSES } from '../../ui/field.tsx';
import { useI18n } from '../../../i18n/index.tsx';
import { readingOf } from '../../../i18n/number.ts';
import { cn } from '../../../lib/cn.ts';
import type { SchemaForm } from '../use-schema-form.ts';
import { CheckboxCard, Checklist, RateChecklist, type SpecFieldsCopy } from './choice-fields.tsx';
import { isVisible, labelOf, optionLabelsOf, type FieldSpec } from './field-spec.ts';

/** Enough decimals to show exactly what was read ('Leído como 95,5'). */
const READING_FRACTION_DIGITS = 6;

export type SpecFieldProps = {
  field: FieldSpec;
  form: SchemaForm;
  formId: string;
  copy: SpecFieldsCopy;
  /** The text of an error code by the field (the form's own codes, or one only the server sends). */
  errorText: (code: string) => string;
  /** In a group's grid: a checkbox then sits at the foot of its row, level with the controls beside it. */
  inGroup?: boolean;
};

/**
 * One field from its spec, wired to a form of `useSchemaForm`, in the words of `copy`: the one renderer
 * of the calculators' fields and of the private area's home (the valuation's questions).
 */
export function SpecField({ field, form, formId, copy, errorText, inGroup = false }: SpecFieldProps) {
  const { lang, format } = useI18n();
  if (!isVisible(field, form.input as Record<string, unknown>)) return null;
  const id = `${formId}-${field.name}`;
  const value = form.values[field.name];
  const code = form.errorOf(field.name);
  const label = labelOf(field, copy);
  const common = {
    id,
    label,
    optional: field.optional ? copy.optional : undefined,
    hint: field.hint ? copy.hints[field.hint] : undefined,
    error: code ? errorText(code) : undefined,
    className: field.className,
  };
  const text = typeof value === 'string' ? value : '';
  const onText = (v: string) => form.set(field.name, v);
  const onBlur = () => form.leave(field.name);

  switch (field.kind) {
    case 'checkbox':
      return (
        <CheckboxCard
          id={id}
          name={field.name}
          label={label}
          className={field.className ?? (inGroup ? 'self-end' : undefined)}
          form={form}
        />
      );
    case 'checklist':
      return (
        <Checklist id={id} field={field} label={label} optional={common.optional} error={common.error} form={form} copy={copy} />
      );
    case 'rates':
      return (
        <RateChecklist id={id} field={field} label={label} hint={common.hint} error={common.error} form={form} copy={copy} />
      );
    case 'select': {
      const labels = optionLabelsOf(field, copy);
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
                  {copy.selectPlaceholder}
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
        <Field {...common} status={reading ? copy.readAs(reading) : ''}>
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
                  {copy.units[field.unit]}
                </span>
              ) : null}
            </div>
          )}
        </Field>
      );
    }
  }
}
