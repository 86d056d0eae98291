import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FieldSet } from '../../../components/ui/field.tsx';
import { mergeDrafts, ORDER_ID, type MergeConflict, type MergeSide, type StudioDraft } from '../../../domain/content/index.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import type { Draft } from './draft.ts';

/**
 * A colleague saved while she edited, and both changed some items differently: each such item said in
 * words, with what each side did, and a choice between keeping hers and taking theirs; everything else
 * is merged already. *Guardar la combinación* makes the merge with her choices and saves it. The items
 * are worked out from her draft as it is now, so an edit made meanwhile is counted too.
 */
export function MergeConflicts({
  draft,
  theirs,
  onSettle,
}: {
  draft: Draft;
  theirs: StudioDraft;
  onSettle: (choices: Partial<Record<string, MergeSide>>) => void;
}) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.merge;
  const who = theirs.updatedBy ?? null;
  const [choices, setChoices] = useState<Partial<Record<string, MergeSide>>>({});
  const [unsettled, setUnsettled] = useState(false);
  const { conflicts } = mergeDrafts(draft.saved, draft.document, theirs.document, choices);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const itemName = (conflict: MergeConflict) =>
    conflict.id === ORDER_ID && (conflict.kind === 'case' || conflict.kind === 'zone')
      ? text.order[conflict.kind]
      : copy.ui.studio.review.item(copy.ui.audit.details.items[conflict.kind], conflict.name);
  const change = copy.ui.studio.review.change;

  const settle = () => {
    const open = conflicts.some((conflict) => !choices[conflict.key]);
    setUnsettled(open);
    if (!open) onSettle(choices);
  };

  return (
    <div
      role="region"
      aria-labelledby={headingId}
      data-testid="merge-conflicts"
      className="flex flex-col gap-4 border border-brass-500 bg-white p-4"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="font-display text-xl text-ink">
        {text.heading(who)}
      </h3>
      <p className="text-sm text-ink">{text.intro}</p>
      {conflicts.map((conflict) => (
        <FieldSet
          key={conflict.key}
          id={`merge-${conflict.key}`}
          legend={itemName(conflict)}
          error={unsettled && !choices[conflict.key] ? text.unsettled : undefined}
        >
          <p className="text-sm text-ink-muted">{text.sides(change[conflict.mine], change[conflict.theirs], who)}</p>
          {(['mine', 'theirs'] as const).map((side) => (
            <label key={side} className="flex min-h-11 cursor-pointer items-center gap-3 text-sm text-ink">
              <input
                type="radio"
                name={`merge-${conflict.key}`}
                value={side}
                checked={choices[conflict.key] === side}
                onChange={() => setChoices((now) => ({ ...now, [conflict.key]: side }))}
                className="size-5 accent-ink"
              />
              {side === 'mine' ? text.keepMine : text.takeTheirs(who)}
            </label>
          ))}
        </FieldSet>
      ))}
      <div>
        <Button size="sm" onClick={settle}>
          {text.settle}
        </Button>
      </div>
    </div>
  );
}
