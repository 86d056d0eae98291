import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { TextField } from '../../../components/form/text-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import type { ContentDocument } from '../../../domain/content/index.ts';
import { madridWallClock } from '../../../domain/content/schedule.ts';
import { useApiRead } from '../../../lib/server-data.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { studioChangesQuery, studioScheduleQuery } from '../api/studio.ts';
import { ChangesList } from './changes-list.tsx';

/** The day offered first, when nothing is scheduled yet: tomorrow, at the office's opening hour. */
const SCHEDULE_DEFAULT_TIME = '09:00';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Scheduling a publication (ADR 0055): the same review as *Publicar* (what changes, item by item, and who
 * changed each), then a day and a time on Madrid's clock, said as such. What is scheduled is the draft as
 * saved now; the server refuses a time past or one Madrid's clocks skip, each said on its field.
 */
export function ScheduleForm({
  document,
  busy,
  fields,
  onConfirm,
  onCancel,
}: {
  document: ContentDocument;
  busy: boolean;
  /** A refusal's fields (`date`, `time` → code). */
  fields: Record<string, string> | undefined;
  onConfirm: (when: { date: string; time: string }) => void;
  onCancel: () => void;
}) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.schedule;
  const changes = useApiRead(studioChangesQuery(copy.lang));
  const [tomorrow] = useState(() => madridWallClock(new Date(Date.now() + DAY_MS)).date);
  // A change of a scheduled publication starts from its day and time (read by the panel already).
  const pending = useApiRead(studioScheduleQuery(copy.lang)).data?.pending;
  const offered = pending ? madridWallClock(new Date(pending.publishAt)) : { date: tomorrow, time: SCHEDULE_DEFAULT_TIME };
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const list = changes.data?.changes ?? [];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onConfirm({ date: String(data.get('date') ?? ''), time: String(data.get('time') ?? '') });
  };
  const errorOf = (name: string) => (fields?.[name] ? copy.errorText(fields[name]) : undefined);
  return (
    <form
      aria-labelledby={headingId}
      onSubmit={submit}
      data-testid="schedule-form"
      className="flex flex-col gap-3 border border-brass-500 bg-white p-4"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-display text-xl text-ink">
        {text.heading}
      </h3>
      <p className="max-w-3xl text-sm text-ink-muted">{text.intro}</p>
      {changes.failure ? <p role="alert">{copy.errorText(changes.failure.code)}</p> : null}
      {changes.data ? (
        <p className="text-sm text-ink">
          {list.length > 0 ? copy.ui.studio.review.heading(changes.data.published) : copy.ui.studio.review.nothing}
        </p>
      ) : (
        <p className="text-sm text-ink-muted">{copy.ui.studio.review.loading}</p>
      )}
      {list.length > 0 ? <ChangesList changes={list} document={document} /> : null}
      <div key={pending?.publishAt} className="grid max-w-xl gap-4 sm:grid-cols-2">
        <TextField name="date" type="date" required defaultValue={offered.date} label={text.date} error={errorOf('date')} />
        <TextField
          name="time"
          type="time"
          required
          defaultValue={offered.time}
          label={text.time}
          hint={text.timeHint}
          error={errorOf('time')}
        />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button size="sm" type="submit" disabled={busy || !changes.data}>
          {text.confirm}
        </Button>
        <Button size="sm" type="button" variant="outline" onClick={onCancel} disabled={busy}>
          {text.cancel}
        </Button>
      </div>
    </form>
  );
}
