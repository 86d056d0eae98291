import { useEffect } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { ContentDocument, StudioVersion } from '../../../domain/content/index.ts';
import type { ScheduledPublication as Scheduled } from '../../../domain/content/schedule.ts';
import { useApiRead } from '../../../lib/server-data.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { readPublishedAgain, studioScheduleQuery } from '../api/studio.ts';
import { ChangesList } from './changes-list.tsx';

/**
 * The publication scheduled (ADR 0055): when (Madrid time), by whom, and what it will publish, item by
 * item; a notice when the draft changed since (what was reviewed is what is published); *Cambiar* and
 * *Anular*. Once it ends, what came of it: the version made, or why none was, until the site changes again.
 */
export function ScheduledPublication({
  document,
  draftSavedAt,
  published,
  busy,
  onChange,
  onCancel,
}: {
  document: ContentDocument;
  draftSavedAt: string;
  published: StudioVersion;
  busy: boolean;
  onChange: () => void;
  onCancel: () => void;
}) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.schedule;
  const schedule = useApiRead(studioScheduleQuery(copy.lang));
  const { pending, last } = schedule.data ?? { pending: null, last: null };
  const madeVersion = last?.status === 'published' ? (last.version ?? 0) : 0;
  // A version the server made at its time is news: the studio reads the site's version and the list again.
  useEffect(() => {
    if (madeVersion > published.number) void readPublishedAgain();
  }, [madeVersion, published.number]);
  if (pending)
    return (
      <Pending
        pending={pending}
        document={document}
        edited={pending.draftSavedAt !== draftSavedAt}
        busy={busy}
        onChange={onChange}
        onCancel={onCancel}
      />
    );
  if (!last || last.doneAt === null || last.doneAt < published.publishedAt) return null;
  const when = copy.whenInFull(last.publishAt);
  return (
    <p className="text-sm text-ink" data-testid="schedule-outcome">
      {last.status === 'published' && last.version !== null
        ? text.published(when, last.version)
        : `${text.failed(when)} ${last.reason ? text.reasons[last.reason] : ''}`}
    </p>
  );
}

function Pending({
  pending,
  document,
  edited,
  busy,
  onChange,
  onCancel,
}: {
  pending: Scheduled;
  document: ContentDocument;
  edited: boolean;
  busy: boolean;
  onChange: () => void;
  onCancel: () => void;
}) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.schedule;
  return (
    <section
      aria-labelledby="scheduled-heading"
      data-testid="scheduled-publication"
      className="flex flex-col gap-2 border border-stone-300 bg-white p-4"
    >
      <h3 id="scheduled-heading" className="font-display text-xl text-ink">
        {text.pendingHeading}
      </h3>
      <p className="text-sm text-ink">{text.pending(copy.whenInFull(pending.publishAt), pending.scheduledBy)}</p>
      {edited ? <p className="text-sm font-semibold text-ink">{text.draftSince}</p> : null}
      {pending.changes.length > 0 ? (
        <>
          <p className="text-sm text-ink">{text.willPublish}</p>
          <ChangesList changes={pending.changes} document={document} />
        </>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button size="sm" variant="outline" onClick={onChange} disabled={busy}>
          {text.change}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel} disabled={busy}>
          {text.unschedule}
        </Button>
      </div>
    </section>
  );
}
