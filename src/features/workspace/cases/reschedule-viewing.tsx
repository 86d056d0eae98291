import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { madridDay, madridWallTime, type StaffViewing } from '../../../domain/cases/index.ts';
import { useChangeViewing } from '../api/dealings.ts';
import { useDealingWords } from './use-dealing-words.ts';
import { WriteNote, type WriteStatus } from './write-status.tsx';

/** A new Madrid day and time for a viewing: the old one is cancelled and a successor proposed, pointing back. */
export function RescheduleViewing({ caseId, viewing, onDone }: { caseId: string; viewing: StaffViewing; onDone: () => void }) {
  const { s, errorText } = useDealingWords();
  const w = s.viewings;
  const change = useChangeViewing();
  const [status, setStatus] = useState<WriteStatus>(null);
  const id = `reschedule-${viewing.id}`;
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const startsAt = madridWallTime(String(data.get('day') ?? ''), String(data.get('time') ?? ''));
    if (!startsAt) return setStatus({ ok: false, text: w.wrongTime });
    const result = await change.mutateAsync({
      caseId,
      viewingId: viewing.id,
      version: viewing.version,
      action: 'reschedule',
      startsAt,
    });
    if (result.ok) return onDone();
    setStatus({ ok: false, text: result.status === 412 ? w.stale : errorText(result.code) });
  };
  return (
    <form aria-label={w.reschedule} onSubmit={(e) => void submit(e)} className="grid gap-4 bg-stone-100/60 p-4 sm:grid-cols-2">
      <TextField
        id={`${id}-day`}
        name="day"
        type="date"
        required
        defaultValue={madridDay(new Date(viewing.startsAt))}
        label={w.day}
      />
      <TextField id={`${id}-time`} name="time" type="time" required label={w.time} />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" size="sm" disabled={change.isPending}>
          {w.rescheduleSave}
        </Button>
        <WriteNote status={status} />
      </div>
    </form>
  );
}
