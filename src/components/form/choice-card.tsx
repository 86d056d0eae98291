import { useId } from 'react';
import { cn } from '../../lib/cn.ts';

type ChoiceCardProps<V extends string> = {
  /** A radio (one answer of a group) or a checkbox (any number of a group). */
  type?: 'radio' | 'checkbox';
  name: string;
  value: V;
  checked: boolean;
  onChoose: (value: V, checked: boolean) => void;
  label: string;
  description?: string;
  badge?: string;
  disabled?: boolean;
  /** A smaller card for answers that need no explanation (a budget band, a time of day). */
  compact?: boolean;
  /** Ids that also describe the control (e.g. its group's error). */
  describedBy?: string;
};

/** A radio button or checkbox presented as a card; the whole card is the click target, the description is announced. */
export function ChoiceCard<V extends string>({
  type = 'radio',
  name,
  value,
  checked,
  onChoose,
  label,
  description,
  badge,
  disabled,
  compact,
  describedBy,
}: ChoiceCardProps<V>) {
  const inputId = useId();
  const descriptionId = `${inputId}-description`;
  const describers = [description ? descriptionId : undefined, describedBy].filter(Boolean).join(' ') || undefined;
  return (
    <div
      className={cn(
        'relative flex rounded-sm border bg-ivory transition-colors duration-300 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brass-500',
        compact ? 'items-start gap-3 p-4' : 'gap-4 p-5 sm:p-6',
        checked
          ? 'border-brass-500 bg-white shadow-[inset_0_0_0_1px_var(--color-brass-500)]'
          : 'border-ink/15 hover:border-ink/40',
      )}
    >
      <input
        id={inputId}
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChoose(value, event.target.checked)}
        aria-describedby={describers}
        className={cn(
          "relative z-10 grid size-5 shrink-0 cursor-pointer appearance-none place-content-center border border-ink/40 bg-white transition-colors duration-300 before:scale-0 before:bg-ink before:transition-transform before:duration-300 before:content-[''] checked:border-ink checked:before:scale-100 focus-visible:outline-none disabled:opacity-50",
          type === 'radio'
            ? 'rounded-full before:size-2.5 before:rounded-full'
            : 'rounded-[2px] before:size-2.5 before:rounded-[1px]',
          compact ? 'mt-0.5' : 'mt-1.5',
        )}
      />
      <div className="min-w-0">
        <label
          htmlFor={inputId}
          className="flex cursor-pointer flex-wrap items-center gap-x-3 gap-y-1 after:absolute after:inset-0"
        >
          <span className={cn('leading-tight', compact ? 'font-semibold text-ink' : 'font-display text-2xl font-medium')}>
            {label}
          </span>
          {badge ? (
            <span className="rounded-full border border-brass-500/70 px-2.5 py-0.5 text-[0.68rem] font-semibold tracking-[0.2em] text-brass-700 uppercase">
              {badge}
            </span>
          ) : null}
        </label>
        {description ? (
          <p
            id={descriptionId}
            className={cn('text-ink-muted', compact ? 'mt-1 text-sm' : 'mt-1.5 text-[0.95rem] leading-relaxed')}
          >
            {description}
          </p>
        ) : null}
      </div>
    </div>
  );
}
