import type { ContactStep } from '../../domain/contact/steps.ts';
import { useI18n } from '../../i18n/index.tsx';
import { cn } from '../../lib/cn.ts';

const STEP_NAME = { 1: 'client', 2: 'service', 3: 'contact' } as const satisfies Record<ContactStep, string>;

/** The steps this visitor walks through, as an ordered list; the current one carries aria-current="step". */
export function StepIndicator({ steps, current }: { steps: readonly ContactStep[]; current: ContactStep }) {
  const { t } = useI18n();
  const position = steps.indexOf(current);
  return (
    <div>
      <p className="text-xs font-semibold tracking-[0.24em] text-brass-700 uppercase" aria-hidden="true">
        {t.contactForm.steps.progress(position + 1, steps.length)}
      </p>
      <ol aria-label={t.contactForm.steps.label} className="mt-4 flex gap-2 sm:gap-3">
        {steps.map((step, index) => {
          const state = index < position ? 'done' : index === position ? 'current' : 'todo';
          return (
            <li key={step} aria-current={state === 'current' ? 'step' : undefined} className="flex-1">
              <span aria-hidden="true" className={cn('block h-px', state === 'todo' ? 'bg-ink/15' : 'h-0.5 bg-brass-500')} />
              <span
                className={cn(
                  'mt-3 block text-[0.8rem] tracking-wide sm:text-sm',
                  state === 'current' ? 'font-semibold text-ink' : 'text-ink-muted',
                )}
              >
                <span className="mr-2 font-display text-base lining-nums tabular-nums">{index + 1}</span>
                {t.contactForm.steps.names[STEP_NAME[step]]}
                {state === 'done' ? <span className="sr-only">{t.contactForm.steps.done}</span> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
