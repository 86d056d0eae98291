import { useId } from 'react';
import { cn } from '../../lib/cn.ts';

type ChoiceCardProps<V extends string> = {
  name: string;
  value: V;
  checked: boolean;
  onChoose: (value: V) => void;
  label: string;
  description: string;
  badge?: string;
  disabled?: boolean;
};

/** A radio button presented as a card; the whole card is the click target, the description is announced. */
export function ChoiceCard<V extends string>({
  name,
  value,
  checked,
  onChoose,
  label,
  description,
  badge,
  disabled,
}: ChoiceCardProps<V>) {
  const inputId = useId();
  const descriptionId = `${inputId}-description`;
  return (
    <div
      className={cn(
        'relative flex gap-4 rounded-sm border bg-ivory p-5 transition-colors duration-300 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brass-500 sm:p-6',
        checked
          ? 'border-brass-500 bg-white shadow-[inset_0_0_0_1px_var(--color-brass-500)]'
          : 'border-ink/15 hover:border-ink/40',
      )}
    >
      <input
        id={inputId}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChoose(value)}
        aria-describedby={descriptionId}
        className="relative z-10 mt-1.5 grid size-5 shrink-0 cursor-pointer appearance-none place-content-center rounded-full border border-ink/40 bg-white transition-colors duration-300 before:size-2.5 before:scale-0 before:rounded-full before:bg-ink before:transition-transform before:duration-300 before:content-[''] checked:border-ink checked:before:scale-100 focus-visible:outline-none disabled:opacity-50"
      />
      <div className="min-w-0">
        <label
          htmlFor={inputId}
          className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 after:absolute after:inset-0"
        >
          <span className="font-display text-2xl leading-tight font-medium">{label}</span>
          {badge ? (
            <span className="rounded-full border border-brass-500/70 px-2.5 py-0.5 text-[0.68rem] font-semibold tracking-[0.2em] text-brass-700 uppercase">
              {badge}
            </span>
          ) : null}
        </label>
        <p id={descriptionId} className="mt-1.5 text-[0.95rem] leading-relaxed text-ink-muted">
          {description}
        </p>
      </div>
    </div>
  );
}
