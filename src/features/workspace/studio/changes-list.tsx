import type { ChangedItem, ContentDocument } from '../../../domain/content/index.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';

/** An item changed, and who changed it (by name) where that is known. */
type ListedChange = ChangedItem & { changedBy?: readonly string[] };

/**
 * What a publish changes, item by item, and who changed each (by name), with a reminder for a new case
 * still hidden (`document`: the draft): the review *Publicar* shows, what a scheduled publication will
 * publish, and what restoring an earlier version would change.
 */
export function ChangesList({
  changes,
  document,
  testId = 'publish-changes',
}: {
  changes: readonly ListedChange[];
  document?: ContentDocument;
  testId?: string;
}) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.review;
  const hidden = (change: ListedChange) =>
    change.kind === 'case' && change.change !== 'removed' && document?.cases.find((c) => c.id === change.id)?.visible === false;
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-ink" data-testid={testId}>
      {changes.map((change) => (
        <li key={`${change.kind}:${change.id}`}>
          {text.item(copy.ui.audit.details.items[change.kind], change.name)} — {text.change[change.change]}
          {change.changedBy?.length ? ` ${text.by(change.changedBy.join(', '))}` : ''}
          {hidden(change) ? <strong className="font-semibold"> {text.hidden}</strong> : null}
        </li>
      ))}
    </ul>
  );
}
