import type { ReactNode } from 'react';
import { itemKey, type ItemKind } from '../../../domain/content/index.ts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { PresenceNote } from './presence.tsx';
import { entryAnchor } from './studio-navigator.tsx';
import { moveButtonId, type ListOrder, type MoveButton, type OrderedListName } from './use-list-order.ts';

/** The mark of a bar that can be dragged (hidden from screen readers: the buttons are their way). */
const GRIP = '⠿';
/** A list's drag carries the entry's key under a type of the list's own: nothing else dropped on an entry moves one. */
const dragType = (list: OrderedListName) => `application/x-studio-${list}`;

/**
 * One of the studio's ordered lists (cases, zones, team, credentials, press), each entry folded under a
 * bar with its name: dragged by its bar onto another's to take that place, or, opened, moved by its
 * buttons (first, up, down: the keyboard's way). The order, the open entries, the focus after a move and
 * the new place said aloud are `order`'s (use-list-order.ts). Entries with an item of their own for
 * presence (`item`: cases, zones) say on their bar who else has them open.
 */
export function OrderedList<T>({
  list,
  entries,
  order,
  titleOf,
  noteOf,
  item,
  actions,
  entryTestId = 'studio-entry',
  children,
}: {
  list: OrderedListName;
  entries: readonly T[];
  order: ListOrder<T>;
  /** The entry's name on its bar and its buttons. */
  titleOf: (entry: T) => string;
  /** Said on the bar after the name (a hidden case's "hidden"). */
  noteOf?: (entry: T) => ReactNode;
  item?: { kind: ItemKind; idOf: (entry: T) => string };
  /** More buttons beside the moves (remove). */
  actions?: (entry: T, index: number, title: string) => ReactNode;
  entryTestId?: string;
  /** The entry's fields. */
  children: (entry: T, index: number) => ReactNode;
}) {
  const text = useWorkspaceCopy().ui.studio.order;
  const type = dragType(list);
  return (
    <>
      <p className="text-sm text-ink-muted">{text.dragHint}</p>
      <p role="status" data-testid="order-announcement" className="sr-only">
        {order.announcement}
      </p>
      <ol className="flex flex-col gap-3">
        {entries.map((entry, index) => {
          const key = order.keys[index] ?? String(index);
          const title = titleOf(entry);
          const itemOf = item ? itemKey({ kind: item.kind, id: item.idOf(entry) }) : undefined;
          const moveButton = (button: MoveButton, label: string, disabled: boolean) => (
            <Button
              id={moveButtonId(list, key, button)}
              size="sm"
              variant="ghost"
              disabled={disabled}
              onClick={() => order.move(index, button)}
            >
              {label}
            </Button>
          );
          return (
            // By place, not by key: an id being typed must not remount its entry (and lose the focus); the open
            // state and the focus after a move follow the entry's key instead.
            <li
              key={index}
              data-testid={entryTestId}
              data-item={itemOf}
              className={cn('border border-stone-300 bg-white', order.dragging === key && 'opacity-60')}
            >
              <details open={order.isOpen(key)} onToggle={(event) => order.toggle(key, event.currentTarget.open)}>
                <summary
                  id={entryAnchor(list, index)}
                  draggable
                  onDragStart={(event) => {
                    event.dataTransfer.effectAllowed = 'move';
                    event.dataTransfer.setData(type, key);
                    order.startDrag(key);
                  }}
                  onDragEnd={order.endDrag}
                  // Read from the drag itself, not from state: the first dragover may come before a render.
                  onDragOver={(event) => {
                    if (event.dataTransfer.types.includes(type)) event.preventDefault();
                  }}
                  onDrop={(event) => {
                    event.preventDefault();
                    order.dropOn(event.dataTransfer.getData(type), index);
                  }}
                  className="flex min-h-11 cursor-grab flex-wrap items-center gap-3 px-4 py-2 text-sm text-ink"
                >
                  <span aria-hidden="true" className="text-ink-muted">
                    {GRIP}
                  </span>
                  <span className="font-semibold">{title}</span>
                  {noteOf?.(entry)}
                  {item && itemOf ? <PresenceNote kind={item.kind} item={itemOf} /> : null}
                </summary>
                <div className="flex flex-col gap-4 border-t border-stone-200 p-4">
                  <div role="group" aria-label={text.moveLabel(title)} className="flex flex-wrap gap-2">
                    {moveButton('first', text.first, index === 0)}
                    {moveButton('up', text.up, index === 0)}
                    {moveButton('down', text.down, index === entries.length - 1)}
                    {actions?.(entry, index, title)}
                  </div>
                  {children(entry, index)}
                </div>
              </details>
            </li>
          );
        })}
      </ol>
    </>
  );
}
