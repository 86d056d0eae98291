import { nextStep, type ClientMilestone } from '../../domain/cases/index.ts';
import { cn } from '../../lib/cn.ts';
import { CasePanel, StateBadge } from './case-panel.tsx';
import { useCaseCopy } from './use-case-copy.ts';

const TONES = { done: 'done', 'in-progress': 'active', pending: 'waiting', 'not-needed': 'muted' } as const;

/** Where the case stands: every step with its state and date, the client's note, and the current one marked. */
export function StepsPanel({ milestones }: { milestones: readonly ClientMilestone[] }) {
  const { p, c, format, step, actor } = useCaseCopy();
  const current = nextStep(milestones);
  const currentLabel = `${p.steps.current}: `;
  return (
    <CasePanel id="case-steps" title={p.steps.title} intro={p.steps.intro}>
      <NextStep milestone={current} />
      <ol className="mt-8 flex flex-col">
        {milestones.map((m, index) => {
          const isCurrent = m === current;
          return (
            <li
              key={m.key}
              aria-current={isCurrent ? 'step' : undefined}
              data-testid={`step-${m.key}`}
              className={cn(
                'grid grid-cols-[2rem_1fr] gap-x-4 border-stone-300 py-4 not-last:border-b',
                isCurrent && 'bg-brass-200/20',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'mt-1 flex size-7 items-center justify-center rounded-full border text-xs font-semibold tabular-nums',
                  m.state === 'done' ? 'border-brass-600 bg-brass-500 text-ink' : 'border-ink/30 text-ink-muted',
                )}
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <h3 className="max-w-prose font-semibold text-ink">
                    {isCurrent ? <span className="sr-only">{currentLabel}</span> : null}
                    {step(m)}
                  </h3>
                  <StateBadge tone={TONES[m.state]}>{c.states[m.state]}</StateBadge>
                </div>
                <p className="mt-1 text-sm text-ink-muted">
                  {[
                    p.whoActs(actor(m.actor)),
                    m.doneAt ? p.doneOn(format.day(m.doneAt)) : m.dueOn ? p.dueOn(format.date(m.dueOn)) : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                {m.clientNote ? <p className="mt-2 max-w-prose whitespace-pre-line text-ink/85">{m.clientNote}</p> : null}
              </div>
            </li>
          );
        })}
      </ol>
    </CasePanel>
  );
}

/** What comes next and who acts, in one line at the top. */
function NextStep({ milestone }: { milestone: ClientMilestone | undefined }) {
  const { p, format, step, actor } = useCaseCopy();
  return (
    <div className="border-l-2 border-brass-500 pl-4" data-testid="case-next-step">
      <p className="eyebrow text-brass-700">{p.nextStep}</p>
      {milestone ? (
        <>
          <p className="mt-1 font-display text-xl text-ink">{step(milestone)}</p>
          <p className="mt-1 text-sm text-ink-muted">
            {p.whoActs(actor(milestone.actor))}
            {milestone.dueOn ? ` · ${p.dueOn(format.date(milestone.dueOn))}` : ''}
          </p>
        </>
      ) : (
        <p className="mt-1 text-ink">{p.allStepsDone}</p>
      )}
    </div>
  );
}
