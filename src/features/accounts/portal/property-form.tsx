import { useId, useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Field, FieldSet, FIELD_CONTROL_CLASSES } from '../../../components/ui/field.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { propertySchema } from '../../../domain/accounts/property.ts';
import type { CalculatorMessageCode } from '../../../domain/calculators/index.ts';
import { CALCULATORS_MESSAGES } from '../../../i18n/calculators.ts';
import { apiRequest, PORTAL_API } from '../../../lib/account-api.ts';
import { cn } from '../../../lib/cn.ts';
import { FormAlert } from '../form/fields.tsx';
import { useAccountsI18n } from '../use-accounts-i18n.ts';
import {
  floorApplies,
  PROPERTY_FIELDS,
  propertyInput,
  propertyValues,
  type PropertyField,
  type PropertyValues,
} from './property-fields.ts';

/** The home's details, validated by the valuation calculator's own schema before they are saved. */
export function PropertyForm({
  saved,
  onSaved,
  onCancel,
}: {
  saved: Record<string, unknown> | null;
  onSaved: () => void;
  onCancel?: () => void;
}) {
  const { a, m, lang, errorText } = useAccountsI18n();
  const { show } = useToast();
  const [values, setValues] = useState<PropertyValues>(() => propertyValues(saved, lang));
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const id = useId();

  const verdict = useMemo(() => propertySchema(new Date()).safeParse(propertyInput(values, lang)), [values, lang]);
  const issues: Partial<Record<string, CalculatorMessageCode>> = {};
  if (!verdict.success)
    for (const issue of verdict.error.issues) issues[String(issue.path[0])] ??= issue.message as CalculatorMessageCode;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    const form = event.currentTarget;
    if (!verdict.success) {
      const first = PROPERTY_FIELDS.find((f) => issues[f.name]);
      requestAnimationFrame(() => form.querySelector<HTMLElement>(`[name="${first?.name}"]`)?.focus());
      return;
    }
    setPending(true);
    const result = await apiRequest(`${PORTAL_API}/property`, { method: 'PUT', body: verdict.data, lang });
    setPending(false);
    if (!result.ok) return setFormError(errorText(result.code));
    show({ title: m.messages.propertySaved });
    onSaved();
  };

  const set = (name: string, value: PropertyValues[string]) => {
    setValues((all) => ({ ...all, [name]: value }));
    setFormError(null);
  };
  const fields = PROPERTY_FIELDS.filter((f) => f.name !== 'floor' || floorApplies(values));
  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-busy={pending}
      className="flex flex-col gap-8"
      data-testid="property-form"
    >
      <div className="grid grid-cols-1 gap-x-6 gap-y-5 sm:grid-cols-2">
        {fields.map((field) => (
          <PropertyControl
            key={field.name}
            id={`${id}-${field.name}`}
            field={field}
            value={values[field.name]}
            error={submitted ? issues[field.name] : undefined}
            onChange={(value) => set(field.name, value)}
          />
        ))}
      </div>
      <FormAlert>{formError}</FormAlert>
      <div className="flex flex-wrap gap-3 border-t border-ink/10 pt-6">
        <Button type="submit" disabled={pending}>
          {pending ? a.common.saving : a.portal.property.saveData}
        </Button>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel}>
            {a.common.cancel}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

type ControlProps = {
  id: string;
  field: PropertyField;
  value: PropertyValues[string] | undefined;
  error: CalculatorMessageCode | undefined;
  onChange: (value: PropertyValues[string]) => void;
};

/** One field of the home's details, in the site's one field system. */
function PropertyControl({ id, field, value, error, onChange }: ControlProps) {
  const { lang } = useAccountsI18n();
  const c = CALCULATORS_MESSAGES[lang];
  const label = c.fields[field.name as keyof typeof c.fields];
  const errorText = error ? c.errors[error] : undefined;
  if (field.kind === 'checkbox')
    return (
      <label className="flex min-h-12 cursor-pointer items-center gap-3 self-end rounded-sm border border-ink/20 bg-white px-4">
        <input
          type="checkbox"
          name={field.name}
          checked={value === true}
          onChange={(e) => onChange(e.target.checked)}
          className="size-4 accent-ink"
        />
        <span className="text-sm font-semibold text-ink">{label}</span>
      </label>
    );
  if (field.kind === 'checklist') {
    const chosen = Array.isArray(value) ? value : [];
    const labels = field.labels(c);
    return (
      <FieldSet id={id} legend={label} optional={c.optional} error={errorText} className="sm:col-span-2">
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {field.options.map((option) => (
            <label key={option} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
              <input
                type="checkbox"
                name={field.name}
                value={option}
                checked={chosen.includes(option)}
                onChange={(e) => onChange(e.target.checked ? [...chosen, option] : chosen.filter((o) => o !== option))}
                className="size-4 accent-ink"
              />
              {labels[option]}
            </label>
          ))}
        </div>
      </FieldSet>
    );
  }
  const text = typeof value === 'string' ? value : '';
  return (
    <Field id={id} label={label} error={errorText}>
      {(wiring) =>
        field.kind === 'select' ? (
          <select
            {...wiring}
            name={field.name}
            value={text}
            onChange={(e) => onChange(e.target.value)}
            className={cn(FIELD_CONTROL_CLASSES, 'h-12 pr-3', text === '' && 'text-ink-muted')}
          >
            <option value="" disabled>
              {c.selectPlaceholder}
            </option>
            {field.options.map((option) => (
              <option key={option} value={option} className="text-ink">
                {field.labels(c)[option]}
              </option>
            ))}
          </select>
        ) : (
          <div className="relative">
            <input
              {...wiring}
              name={field.name}
              inputMode="decimal"
              autoComplete="off"
              value={text}
              onChange={(e) => onChange(e.target.value)}
              className={cn(FIELD_CONTROL_CLASSES, 'h-12', field.unit && 'pr-12')}
            />
            {field.unit ? (
              <span
                aria-hidden="true"
                className="pointer-events-none absolute inset-y-0 right-4 flex items-center text-sm text-ink-muted"
              >
                {c.units[field.unit]}
              </span>
            ) : null}
          </div>
        )
      }
    </Field>
  );
}
