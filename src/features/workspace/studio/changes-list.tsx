import type { ContentDocument, DraftChange } from '../../../domain/content/index.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';

/**
 * What a publish changes, item by item, and who changed each (by name), with a reminder for a new case
 * still hidden: the review *Publicar* shows, and what a scheduled publication will publish.
 */
export function ChangesList({ changes, document }: { changes: readonly DraftChange[]; document: ContentDocument }) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.review;
  const hidden = (change: DraftChange) =>
    change.kind === 'case' && change.change !== 'removed' && document.cases.find((c) => c.id === change.id)?.visible === false;
  return (
    <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-ink" data-testid="publish-changes">
      {changes.map((change) => (
        <li key={`${change.kind}:${change.id}`}>
          {text.item(copy.ui.audit.details.items[change.kind], change.name)} — {text.change[change.change]}
          {change.changedBy.length > 0 ? ` ${text.by(change.changedBy.join(', '))}` : ''}
          {hidden(change) ? <strong className="font-semibold"> {text.hidden}</strong> : null}
        </li>
      ))}
    </ul>
  );
}
