import { useState } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  MILESTONE_NOTE_MAX_CHARS,
  MILESTONE_STATES,
  isClosed,
  type MilestoneState,
  type StaffCase,
  type StaffMilestone,
} from '../../../domain/cases/index.ts';
import { useChangeMilestone } from '../api/cases.ts';
import { SelectField } from '../select-field.tsx';
import { useCaseWords } from './use-case-words.ts';

/**
 * A step's state, date and two notes, sent on the version read; only what changed is sent. A 412 says
 * someone else changed it first: the case is read again and the form shows what is there now.
 */
export function StepEditor({ kase, milestone, onDone }: { kase: StaffCase; milestone: StaffMilestone; onDone: () => void }) {
  const { p, c, errorText, step } = useCaseWords();
  const copy = p.staff.step;
  const change = useChangeMilestone();
  const [state, setState] = useState<MilestoneState>(milestone.state);
  const [dueOn, setDueOn] = useState(milestone.dueOn ?? '');
  const [clientNote, setClientNote] = useState(milestone.clientNote);
  const [firmNote, setFirmNote] = useState(milestone.firmNote);
  const [error, setError] = useState<{ text: string; fields: Record<string, string> } | null>(null);
  const id = `step-${milestone.key}`;
  const save = async () => {
    const result = await change.mutateAsync({
      caseId: kase.id,
      key: milestone.key,
      version: milestone.version,
      ...(state !== milestone.state ? { state } : {}),
      ...(dueOn !== (milestone.dueOn ?? '') ? { dueOn: dueOn || null } : {}),
      ...(clientNote !== milestone.clientNote ? { clientNote } : {}),
      ...(firmNote !== milestone.firmNote ? { firmNote } : {}),
    });
    if (result.ok) return onDone();
    setError({ text: result.status === 412 ? copy.stale : errorText(result.code), fields: result.fields });
  };
  const fieldError = (name: string) => (error?.fields[name] ? errorText(error.fields[name]) : undefined);
  return (
    <form
      aria-label={copy.edit(step(milestone))}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
      className="mt-2 grid gap-4 bg-stone-100/60 p-4 sm:grid-cols-2"
    >
      <SelectField
        id={`${id}-state`}
        label={copy.state}
        value={state}
        onChange={(event) => setState(event.target.value as MilestoneState)}
        error={fieldError('state')}
        options={MILESTONE_STATES.map((s) => [s, c.states[s]] as const)}
      />
      <TextField
        id={`${id}-due`}
        name="dueOn"
        type="date"
        label={copy.dueOn}
        value={dueOn}
        onValueChange={setDueOn}
        error={fieldError('dueOn')}
      />
      <TextField
        id={`${id}-client-note`}
        name="clientNote"
        multiline
        maxLength={MILESTONE_NOTE_MAX_CHARS}
        label={copy.clientNote}
        value={clientNote}
        onValueChange={setClientNote}
        error={fieldError('clientNote')}
      />
      <TextField
        id={`${id}-firm-note`}
        name="firmNote"
        multiline
        maxLength={MILESTONE_NOTE_MAX_CHARS}
        label={copy.firmNote}
        value={firmNote}
        onValueChange={setFirmNote}
        error={fieldError('firmNote')}
      />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" size="sm" disabled={change.isPending || isClosed(kase.status)}>
          {copy.save}
        </Button>
        <p role="alert" className="text-sm font-semibold text-danger empty:hidden">
          {error?.text ?? ''}
        </p>
      </div>
    </form>
  );
}
