import { cn } from '../../lib/cn.ts';

type Props = {
  /** The list's accessible name, e.g. "Pasos de la solicitud". */
  label: string;
  /** "Paso 2 de 4", shown above the list (the list itself tells screen readers where they are). */
  progress: string;
  /** The names of the steps this visitor walks through, in order. */
  names: readonly string[];
  /** Index in `names` of the current step. */
  current: number;
  /** Read after a completed step's name, e.g. "(completado)". */
  doneLabel: string;
};

/**
 * The steps as an ordered list; the current one carries aria-current="step". On a phone each step shows
 * its number and only the current one its name (four names in a quarter of a phone each wrapped in three
 * lines); the others' names stay for screen readers.
 */
export function StepIndicator({ label, progress, names, current, doneLabel }: Props) {
  return (
    <div>
      <p className="text-xs font-semibold tracking-[0.24em] text-brass-700 uppercase" aria-hidden="true">
        {progress}
      </p>
      <ol aria-label={label} className="mt-4 flex gap-2 sm:gap-3">
        {names.map((name, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={name}
              aria-current={state === 'current' ? 'step' : undefined}
              className={state === 'current' ? 'max-sm:flex-[3] sm:flex-1' : 'flex-1'}
            >
              <span aria-hidden="true" className={cn('block h-px', state === 'todo' ? 'bg-ink/15' : 'h-0.5 bg-brass-500')} />
              <span
                className={cn(
                  'mt-3 block text-[0.8rem] tracking-wide sm:text-sm',
                  state === 'current' ? 'font-semibold text-ink' : 'text-ink-muted',
                )}
              >
                <span className="mr-2 font-display text-base lining-nums tabular-nums">{index + 1}</span>
                <span className={state === 'current' ? undefined : 'max-sm:sr-only'}>{name}</span>
                {state === 'done' ? <span className="sr-only">{doneLabel}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
