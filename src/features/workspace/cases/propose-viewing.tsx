import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import {
  ID_NUMBER_MAX_CHARS,
  VIEWING_MAX_MINUTES,
  VIEWING_MIN_MINUTES,
  VISITOR_NAME_MAX_CHARS,
  madridWallTime,
} from '../../../domain/cases/index.ts';
import { useProposeViewing } from '../api/dealings.ts';
import { useDealingWords } from './use-dealing-words.ts';
import { WriteNote, type WriteStatus } from './write-status.tsx';

const DEFAULT_MINUTES = 45;

/** A slot proposed to the seller: a Madrid day and time, how long, who visits and the visit sheet's ID number. */
export function ProposeViewing({ caseId }: { caseId: string }) {
  const { s, errorText } = useDealingWords();
  const w = s.viewings;
  const propose = useProposeViewing();
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<WriteStatus>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const value = (name: string) => String(data.get(name) ?? '').trim();
    const startsAt = madridWallTime(value('day'), value('time'));
    if (!startsAt) {
      setFields({ time: w.wrongTime });
      setStatus({ ok: false, text: w.wrongTime });
      return;
    }
    const idNumber = value('idNumber');
    const result = await propose.mutateAsync({
      caseId,
      startsAt,
      durationMinutes: Number(value('duration')),
      visitor: { name: value('name'), ...(idNumber ? { idNumber } : {}) },
    });
    if (result.ok) {
      form.reset();
      setFields({});
      setStatus({ ok: true, text: w.proposed });
      return;
    }
    const named = Object.fromEntries(
      Object.entries(result.fields).map(([k, code]) => [k.replace('visitor.', ''), errorText(code)]),
    );
    setFields({
      ...named,
      ...(result.code === 'viewingPast' || result.code === 'viewingOverlap' ? { time: errorText(result.code) } : {}),
    });
    setStatus({ ok: false, text: errorText(result.code) });
  };
  return (
    <form
      aria-labelledby="propose-viewing-title"
      onSubmit={(e) => void submit(e)}
      className="grid gap-4 bg-stone-100/60 p-4 sm:grid-cols-2"
    >
      <h4 id="propose-viewing-title" className="font-semibold text-ink sm:col-span-2">
        {w.propose}
      </h4>
      <TextField id="viewing-day" name="day" type="date" required label={w.day} error={fields.day ?? fields.startsAt} />
      <TextField id="viewing-time" name="time" type="time" required label={w.time} error={fields.time} />
      <TextField
        id="viewing-duration"
        name="duration"
        type="number"
        required
        min={VIEWING_MIN_MINUTES}
        max={VIEWING_MAX_MINUTES}
        step={5}
        defaultValue={String(DEFAULT_MINUTES)}
        label={w.duration}
        error={fields.durationMinutes}
      />
      <TextField
        id="viewing-visitor"
        name="name"
        required
        maxLength={VISITOR_NAME_MAX_CHARS}
        autoComplete="off"
        label={w.visitorName}
        error={fields.name}
      />
      <TextField
        id="viewing-id-number"
        name="idNumber"
        maxLength={ID_NUMBER_MAX_CHARS}
        autoComplete="off"
        optionalLabel={w.optional}
        label={w.idNumber}
        error={fields.idNumber}
      />
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" size="sm" disabled={propose.isPending}>
          {w.propose}
        </Button>
        <WriteNote status={status} />
      </div>
    </form>
  );
}
