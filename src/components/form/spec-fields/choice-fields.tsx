import { FieldSet } from '../../ui/field.tsx';
import { cn } from '../../../lib/cn.ts';
import { useScripted } from '../../../lib/use-hydrated.ts';
import type { FormValue, SchemaForm } from '../use-schema-form.ts';
import { optionLabelsOf, type FieldSpec, type RateChoices, type SpecCopy } from './field-spec.ts';

/** The words the controls add to a form's copy: the optional note, a select's placeholder, readings, rates. */
export type SpecFieldsCopy = SpecCopy & {
  readonly units: SpecCopy['units'] & { readonly pct: string };
  readonly optional: string;
  readonly selectPlaceholder: string;
  /** What a typed number was read as: "Leído como 95,5". */
  readonly readAs: (reading: string) => string;
  /** The percent field of a rate's option, named after it. */
  readonly ratesLabel: (option: string) => string;
};

/** A choice changed: the new value, shown with its verdict at once (a choice is not typed, so never half-done). */
const choose = (form: SchemaForm, name: string, value: FormValue) => {
  form.set(name, value);
  form.leave(name);
};

const CHOICE_CLASSES =
  'flex min-h-11 cursor-pointer items-center gap-3 rounded-sm border border-ink/15 bg-white/50 px-4 py-2 text-base transition-colors hover:border-ink/40 has-[:checked]:border-brass-500 has-[:checked]:bg-brass-300/15';
const BOX_CLASSES = 'size-5 shrink-0 rounded-sm border-ink/30 accent-ink';

/** One yes/no choice, the whole card its label. */
export function CheckboxCard({
  id,
  name,
  label,
  className,
  form,
}: {
  id: string;
  name: string;
  label: string;
  className?: string;
  form: SchemaForm;
}) {
  return (
    <label htmlFor={id} className={cn(CHOICE_CLASSES, className)}>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={form.values[name] === true}
        onChange={(e) => choose(form, name, e.target.checked)}
        className={BOX_CLASSES}
      />
      <span>{label}</span>
    </label>
  );
}

/** Several choices sharing one field name (features, roomsToRenovate), as a fieldset. */
export function Checklist({
  id,
  field,
  label,
  optional,
  error,
  form,
  copy,
}: {
  id: string;
  field: Extract<FieldSpec, { kind: 'checklist' }>;
  label: string;
  optional?: string;
  error?: string;
  form: SchemaForm;
  copy: SpecFieldsCopy;
}) {
  const value = form.values[field.name];
  const chosen = Array.isArray(value) ? value : [];
  const toggle = (option: string, on: boolean) =>
    choose(
      form,
      field.name,
      field.options.filter((o) => (o === option ? on : chosen.includes(o))),
    );
  const labels = optionLabelsOf(field, copy) ?? {};
  return (
    <FieldSet id={id} legend={label} optional={optional} error={error}>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {field.options.map((option) => (
          <label key={option} htmlFor={`${id}-${option}`} className={CHOICE_CLASSES}>
            <input
              id={`${id}-${option}`}
              name={field.name}
              value={option}
              type="checkbox"
              checked={chosen.includes(option)}
              onChange={(e) => toggle(option, e.target.checked)}
              className={BOX_CLASSES}
            />
            <span>{labels[option]}</span>
          </label>
        ))}
      </div>
    </FieldSet>
  );
}

/**
 * Options chosen with a percent each (the investment's alternatives): a checkbox per option and, once
 * chosen, its annual return. One fieldset, one error for the list.
 */
export function RateChecklist({
  id,
  field,
  label,
  hint,
  error,
  form,
  copy,
}: {
  id: string;
  field: Extract<FieldSpec, { kind: 'rates' }>;
  label: string;
  hint?: string;
  error?: string;
  form: SchemaForm;
  copy: SpecFieldsCopy;
}) {
  const choices = form.values[field.name] as RateChoices;
  const labels = optionLabelsOf(field, copy) ?? {};
  // Without scripts a box cannot enable its percent: it stays open, and an unchosen option's percent is ignored.
  const scripted = useScripted();
  const update = (option: string, change: Partial<RateChoices[string]>) => {
    const next = { ...choices, [option]: { ...choices[option]!, ...change } };
    if (change.chosen === undefined) form.set(field.name, next);
    else choose(form, field.name, next);
  };
  const hintId = `${id}-hint`;
  return (
    <FieldSet id={id} legend={label} error={error}>
      {hint ? (
        <p id={hintId} className="-mt-2 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {field.options.map((option) => {
          const choice = choices[option] ?? { chosen: false, rate: '' };
          const rateId = `${id}-${option}-rate`;
          return (
            <div key={option} className={cn(CHOICE_CLASSES, 'justify-between')}>
              <label htmlFor={`${id}-${option}`} className="flex min-h-11 flex-1 cursor-pointer items-center gap-3">
                <input
                  id={`${id}-${option}`}
                  name={field.name}
                  value={option}
                  type="checkbox"
                  checked={choice.chosen}
                  onChange={(e) => update(option, { chosen: e.target.checked })}
                  className={BOX_CLASSES}
                />
                <span>{labels[option]}</span>
              </label>
              <span className="flex items-center gap-2">
                <input
                  id={rateId}
                  name={`${field.name}-${option}`}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  aria-label={copy.ratesLabel(labels[option] ?? option)}
                  aria-describedby={hint ? hintId : undefined}
                  disabled={scripted && !choice.chosen}
                  value={choice.rate}
                  onChange={(e) => update(option, { rate: e.target.value })}
                  onBlur={() => form.leave(field.name)}
                  className="h-10 w-20 rounded-sm border border-ink/25 bg-white/80 px-2 text-right text-base text-ink tabular-nums focus:border-brass-500 disabled:opacity-50"
                />
                <span aria-hidden="true" className="text-sm text-ink-muted">
                  {copy.units.pct}
                </span>
              </span>
            </div>
          );
        })}
      </div>
    </FieldSet>
  );
}
