import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { ContentDocument } from '../../../domain/content/index.ts';
import { useApiRead } from '../../../lib/server-data.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { studioChangesQuery } from '../api/studio.ts';
import { ChangesList } from './changes-list.tsx';

/**
 * Before a publish: what it will change since the version on the site, item by item, and who changed
 * each (by name), with a reminder for a new case still hidden; then *Publicar estos cambios* or
 * *Cancelar*. While it publishes, a progress bar and a polite status say so.
 */
export function PublishReview({
  document,
  publishing,
  onConfirm,
  onCancel,
}: {
  document: ContentDocument;
  publishing: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.review;
  const changes = useApiRead(studioChangesQuery(copy.lang));
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const list = changes.data?.changes ?? [];
  return (
    <div
      role="region"
      aria-labelledby={headingId}
      data-testid="publish-review"
      className="flex flex-col gap-3 border border-brass-500 bg-white p-4"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-display text-xl text-ink">
        {changes.data ? text.heading(changes.data.published) : text.loading}
      </h3>
      {changes.failure ? <p role="alert">{copy.errorText(changes.failure.code)}</p> : null}
      {changes.data && list.length === 0 ? <p className="text-sm text-ink">{text.nothing}</p> : null}
      {list.length > 0 ? <ChangesList changes={list} document={document} /> : null}
      {publishing ? (
        <div className="flex flex-col gap-1">
          <progress className="h-2 w-full max-w-sm accent-ink" aria-label={text.progress} />
        </div>
      ) : null}
      <p role="status" className="text-sm text-ink empty:hidden">
        {publishing ? text.publishing : ''}
      </p>
      <div className="flex flex-wrap gap-3">
        <Button size="sm" onClick={onConfirm} disabled={publishing || !changes.data}>
          {text.confirm}
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel} disabled={publishing}>
          {text.cancel}
        </Button>
      </div>
    </div>
  );
}
