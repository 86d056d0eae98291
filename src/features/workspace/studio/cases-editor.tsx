import { addCase, itemKey, type CaseEntry } from '../../../domain/content/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { CaseEditor } from './case-editor.tsx';
import { entryOf, type Update } from './draft.ts';
import { PresenceNote } from './presence.tsx';
import { Section } from './section.tsx';
import { entryAnchor } from './studio-navigator.tsx';
import { moveButtonId, useCaseOrder, type MoveButton } from './use-case-order.ts';

/** The mark of a bar that can be dragged (hidden from screen readers: the buttons are their way). */
const GRIP = '⠿';
/** A case's drag carries its id under a type of its own: nothing else dropped on a case moves one. */
const CASE_DRAG_TYPE = 'application/x-studio-case';

/**
 * The cases, in the order the page shows them: add (hidden, at the top), edit, hide, and reorder, by
 * dragging a case's bar onto another's bar or by its buttons (up, down, first: the keyboard's way).
 * An open case stays open wherever it moves.
 */
export function CasesEditor({ cases, update }: { cases: CaseEntry[]; update: Update<CaseEntry[]> }) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.cases;
  const order = useCaseOrder(cases, update);
  return (
    <Section id="studio-cases" heading={text.heading} intro={text.intro}>
      <Button size="sm" variant="outline" className="self-start" onClick={() => update(addCase)}>
        {text.add}
      </Button>
      <p className="text-sm text-ink-muted">{text.dragHint}</p>
      <ol className="flex flex-col gap-3">
        {cases.map((entry, index) => {
          const title = entry[copy.lang].title || entry.es.title || text.untitled;
          const updateEntry = entryOf(update, index);
          const moveButton = (button: MoveButton, label: string, disabled: boolean) => (
            <Button
              id={moveButtonId(entry.id, button)}
              size="sm"
              variant="ghost"
              disabled={disabled}
              onClick={() => order.move(index, button)}
            >
              {label}
            </Button>
          );
          return (
            <li
              key={index}
              data-testid="studio-case"
              data-item={itemKey({ kind: 'case', id: entry.id })}
              className={cn('border border-stone-300 bg-white', order.dragging === entry.id && 'opacity-60')}
            >
              <details open={order.isOpen(entry.id)} onToggle={(event) => order.toggle(entry.id, event.currentTarget.open)}>
                <summary
                  id={entryAnchor('cases', index)}
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData(CASE_DRAG_TYPE, entry.id);
                    order.startDrag(entry.id);
                  }}
                  onDragEnd={order.endDrag}
                  // Read from the drag itself, not from state: the first dragover may come before a render.
                  onDragOver={(event) => {
                    if (event.dataTransfer.types.includes(CASE_DRAG_TYPE)) event.preventDefault();
                  }}
                  onDrop={(event) => {
                    event.preventDefault();
                    order.dropOn(event.dataTransfer.getData(CASE_DRAG_TYPE), index);
                  }}
                  className="flex min-h-11 cursor-grab items-center gap-3 px-4 py-2 text-sm text-ink"
                >
                  <span aria-hidden="true" className="text-ink-muted">
                    {GRIP}
                  </span>
                  <span className="font-semibold">{title}</span>
                  {entry.visible ? null : <span className="text-ink-muted">({text.hidden})</span>}
                  <PresenceNote kind="case" item={itemKey({ kind: 'case', id: entry.id })} />
                </summary>
                <div className="flex flex-col gap-4 border-t border-stone-200 p-4">
                  <div role="group" aria-label={text.moveLabel(title)} className="flex flex-wrap gap-2">
                    {moveButton('first', text.first, index === 0)}
                    {moveButton('up', text.up, index === 0)}
                    {moveButton('down', text.down, index === cases.length - 1)}
                  </div>
                  <CaseEditor
                    entry={entry}
                    index={index}
                    update={(change) => {
                      order.renamed(entry.id, change(entry).id);
                      updateEntry(change);
                    }}
                  />
                </div>
              </details>
            </li>
          );
        })}
      </ol>
    </Section>
  );
}
