import { useId } from 'react';
import { ChoiceCard } from './choice-card.tsx';
import { FieldSet, fieldIds } from '../ui/field.tsx';
import { cn } from '../../lib/cn.ts';

export type Option<V extends string> = { value: V; label: string; description?: string };

type Props<V extends string> = {
  name: string;
  legend: string;
  /** Shown after the legend: "opcional", or "obligatorio" when a rule makes the answer required. */
  note?: string;
  options: ReadonlyArray<Option<V>>;
  /** Radios: the one chosen value; checkboxes: every ticked value. */
  value: V | '' | readonly V[];
  onChange: (value: V, checked: boolean) => void;
  /** Already translated. */
  error?: string;
  disabled: boolean;
  columns?: 2 | 3;
};

/**
 * One question of the brief answered with compact cards: radios for one answer, checkboxes when `value`
 * is a list. A field set named by its legend, with the field system's polite error.
 */
export function ChoiceGroup<V extends string>({
  name,
  legend,
  note,
  options,
  value,
  onChange,
  error,
  disabled,
  columns = 2,
}: Props<V>) {
  const id = useId();
  const multiple = Array.isArray(value);
  const isChecked = (option: V) => (multiple ? (value as readonly V[]).includes(option) : value === option);
  return (
    <FieldSet id={id} legend={legend} optional={note ? `(${note})` : undefined} error={error}>
      <div className={cn('grid gap-3 sm:grid-cols-2', columns === 3 && 'lg:grid-cols-3')}>
        {options.map((option) => (
          <ChoiceCard
            key={option.value}
            compact
            type={multiple ? 'checkbox' : 'radio'}
            name={name}
            value={option.value}
            checked={isChecked(option.value)}
            onChoose={onChange}
            label={option.label}
            description={option.description}
            disabled={disabled}
            describedBy={error ? fieldIds(id).error : undefined}
          />
        ))}
      </div>
    </FieldSet>
  );
}

/** The options of a table of slugs, labelled from the copy (a label, or a label and a description). */
export function optionsOf<V extends string>(
  values: readonly V[],
  copy: Record<V, string | { readonly label: string; readonly description?: string }>,
): Option<V>[] {
  return values.map((value) => {
    const entry = copy[value];
    return typeof entry === 'string' ? { value, label: entry } : { value, label: entry.label, description: entry.description };
  });
}
