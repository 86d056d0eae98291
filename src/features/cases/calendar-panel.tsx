import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useCalendarLink, useReplaceCalendar, useRevokeCalendar } from './api/dealings.ts';
import { CasePanel } from './case-panel.tsx';
import { useCaseCopy } from './use-case-copy.ts';
import { useDealingsCopy } from './use-dealings-copy.ts';

/** The private calendar link: shown when asked for, replaced by a new one or cancelled on request. */
export function CalendarPanel() {
  const { d } = useDealingsCopy();
  const { errorText } = useCaseCopy();
  const w = d.pages.calendar;
  const id = useId();
  const show = useCalendarLink();
  const replace = useReplaceCalendar();
  const revoke = useRevokeCalendar();
  const [url, setUrl] = useState<string | null>(null);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const get = async (write: typeof show, done: string | null) => {
    const result = await write.mutateAsync();
    if (result.ok) setUrl(result.data.url);
    setNote(result.ok ? (done ? { ok: true, text: done } : null) : { ok: false, text: errorText(result.code) });
  };
  const cancel = async () => {
    const result = await revoke.mutateAsync();
    if (result.ok) setUrl(null);
    setNote(result.ok ? { ok: true, text: w.revoked } : { ok: false, text: errorText(result.code) });
  };
  return (
    <CasePanel id="case-calendar" title={w.title} intro={w.intro}>
      {url ? (
        <div className="mb-4 flex flex-col gap-2">
          <label htmlFor={id} className="text-sm font-semibold text-ink">
            {w.label}
          </label>
          <input id={id} readOnly value={url} className="border border-stone-400 bg-white px-3 py-2 font-mono text-sm text-ink" />
        </div>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        {url ? (
          <Button size="sm" variant="outline" disabled={replace.isPending} onClick={() => void get(replace, w.replaced)}>
            {w.replace}
          </Button>
        ) : (
          <Button size="sm" disabled={show.isPending} onClick={() => void get(show, null)}>
            {w.get}
          </Button>
        )}
        <Button size="sm" variant="outline" disabled={revoke.isPending} onClick={() => void cancel()}>
          {w.revoke}
        </Button>
        <p aria-live="polite" role={note && !note.ok ? 'alert' : undefined} className="text-sm text-ink">
          {note?.text}
        </p>
      </div>
    </CasePanel>
  );
}
