import { useEffect, useId, useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useApiRead } from '../../../lib/server-data.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { versionChangesQuery } from '../api/studio.ts';
import { ChangesList } from './changes-list.tsx';

/**
 * An earlier version compared with the draft (issue 40): what restoring it would change, item by item, in
 * the publish review's list. It takes the focus when it opens; *Cerrar* gives it back to the row (`onClose`).
 */
export function VersionChanges({ version, onClose }: { version: number; onClose: () => void }) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.versions.diff;
  const changes = useApiRead(versionChangesQuery(version, copy.lang));
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [version]);
  const list = changes.data?.changes ?? [];
  return (
    <div
      role="region"
      aria-labelledby={headingId}
      aria-busy={!changes.data && !changes.failure}
      data-testid="version-changes"
      className="flex max-w-3xl flex-col gap-3 border border-stone-300 bg-white p-4"
    >
      <h4 id={headingId} ref={heading} tabIndex={-1} className="font-display text-xl text-ink">
        {text.heading(version)}
      </h4>
      {changes.failure ? <p role="alert">{copy.errorText(changes.failure.code)}</p> : null}
      {!changes.data && !changes.failure ? <p className="text-sm text-ink-muted">{text.loading}</p> : null}
      {changes.data && list.length === 0 ? <p className="text-sm text-ink">{text.nothing(version)}</p> : null}
      {list.length > 0 ? <ChangesList changes={list} testId="version-changes-list" /> : null}
      <div>
        <Button size="sm" variant="outline" onClick={onClose}>
          {text.close}
        </Button>
      </div>
    </div>
  );
}
