import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { nextStep, type StaffCase, type StaffMilestone } from '../../../domain/cases/index.ts';
import { StepEditor } from './step-editor.tsx';
import { useCaseWords } from './use-case-words.ts';

/** The case's steps in order, each with its state, date and notes, and a way to advance it. */
export function CaseSteps({ kase }: { kase: StaffCase }) {
  const { p } = useCaseWords();
  const current = nextStep(kase.milestones);
  return (
    <section aria-labelledby="case-steps-title" className="border border-stone-300 px-5 py-6">
      <h3 id="case-steps-title" className="font-display text-2xl text-ink">
        {p.staff.step.title}
      </h3>
      <ol className="mt-4 flex flex-col">
        {kase.milestones.map((m) => (
          <StepRow key={m.key} kase={kase} milestone={m} current={m === current} />
        ))}
      </ol>
    </section>
  );
}

function StepRow({ kase, milestone, current }: { kase: StaffCase; milestone: StaffMilestone; current: boolean }) {
  const { p, c, step, actor, format } = useCaseWords();
  const [editing, setEditing] = useState(false);
  const name = step(milestone);
  const facts = [
    c.states[milestone.state],
    p.whoActs(actor(milestone.actor)),
    milestone.doneAt ? p.doneOn(format.day(milestone.doneAt)) : milestone.dueOn ? p.dueOn(format.date(milestone.dueOn)) : null,
    milestone.visibility === 'firm' ? p.steps.firmOnly : null,
  ].filter(Boolean);
  return (
    <li
      aria-current={current ? 'step' : undefined}
      data-testid={`staff-step-${milestone.key}`}
      className="flex flex-col gap-2 border-stone-200 py-4 not-last:border-b"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h4 className="font-semibold text-ink">{name}</h4>
          <p className="text-sm text-ink-muted">{facts.join(' · ')}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={editing}
          aria-label={editing ? undefined : p.staff.step.edit(name)}
          onClick={() => setEditing(!editing)}
        >
          {editing ? p.staff.step.cancel : p.staff.step.update}
        </Button>
      </div>
      {milestone.clientNote ? <p className="text-sm whitespace-pre-line text-ink/85">{milestone.clientNote}</p> : null}
      {milestone.firmNote ? (
        <p className="border-l-2 border-stone-300 pl-3 text-sm whitespace-pre-line text-ink-muted">{milestone.firmNote}</p>
      ) : null}
      {editing ? <StepEditor kase={kase} milestone={milestone} onDone={() => setEditing(false)} /> : null}
    </li>
  );
}
