import type { Ref } from 'react';
import { FieldSet } from '../../components/ui/field.tsx';
import { cn } from '../../lib/cn.ts';
import { ChoiceCard } from '../../components/form/choice-card.tsx';
import { StepHeading } from '../../components/form/step-heading.tsx';

export type ChoiceOption<V extends string> = { value: V; label: string; description: string; badge?: string };

/**
 * A step that asks one question with radio cards (client type, service): a field set named by the
 * step's heading, with the field system's error when Next is pressed without a choice.
 */
export function ChoiceStep<V extends string>({
  id,
  name,
  title,
  hint,
  options,
  value,
  onChoose,
  headingRef,
  disabled,
  error,
  columns = 1,
}: {
  id: string;
  name: string;
  title: string;
  hint: string;
  options: ReadonlyArray<ChoiceOption<V>>;
  value: V | '';
  onChoose: (value: V) => void;
  headingRef: Ref<HTMLHeadingElement>;
  disabled: boolean;
  error?: string;
  columns?: 1 | 2;
}) {
  const headingId = `${id}-heading`;
  return (
    <FieldSet id={id} labelledBy={headingId} error={error}>
      <StepHeading id={headingId} ref={headingRef} title={title} hint={hint} />
      <div className={cn('mt-5 grid gap-4', columns === 2 && 'sm:grid-cols-2')}>
        {options.map((option) => (
          <ChoiceCard
            key={option.value}
            name={name}
            value={option.value}
            checked={value === option.value}
            onChoose={onChoose}
            disabled={disabled}
            label={option.label}
            description={option.description}
            badge={option.badge}
          />
        ))}
      </div>
    </FieldSet>
  );
}
