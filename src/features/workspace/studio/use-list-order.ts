import { useEffect, useState } from 'react';
import { moveEntryTo, removeEntry } from '../../../domain/content/index.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import type { Update } from './draft.ts';

/** The studio's ordered lists: each is dragged and moved the same way (ordered-list.tsx). */
export type OrderedListName = 'cases' | 'zones' | 'team' | 'credentials' | 'press';

/** The button a move by keyboard leaves the focus on, once the entry is in its new place. */
export type MoveButton = 'up' | 'down' | 'first';
export const moveButtonId = (list: OrderedListName, key: string, button: MoveButton) => `studio-${list}-${key}-${button}`;

/** Keys given to entries without an id of their own (team, credentials, press), unique in the page. */
let lastKey = 0;
const newKey = () => `k${++lastKey}`;

/**
 * A list's order and which of its entries are open, both following the entry rather than its place: an
 * entry moved (by its buttons or dragged) stays open if it was, the one now in its old place stays as it
 * was, the focus goes with the button pressed (or, at either end, the entry's own bar), and the new place
 * is said aloud (`announcement`, for a live region).
 *
 * An entry is known by its id when it has one (`idOf`: cases, zones; an id being edited carries its open
 * state along, `renamed`); otherwise by a key the hook gives it, moved, added and removed with it. A list
 * changed from elsewhere to another length (a draft read afresh) gets fresh keys for the entries it lacks.
 */
export function useListOrder<T>({
  list,
  entries,
  update,
  nameOf,
  idOf,
}: {
  list: OrderedListName;
  entries: readonly T[];
  update: Update<T[]>;
  /** What the entry is called when its new place is said. */
  nameOf: (entry: T) => string;
  idOf?: (entry: T) => string;
}) {
  const text = useWorkspaceCopy().ui.studio.order;
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [dragging, setDragging] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const [focusAfterMove, setFocusAfterMove] = useState<{ key: string; button: MoveButton }>();
  const [ownKeys, setOwnKeys] = useState<string[]>(() => (idOf ? [] : entries.map(newKey)));
  // A list of another length than its keys (changed from elsewhere): adjusted while rendering, not in an effect.
  if (!idOf && ownKeys.length !== entries.length) {
    setOwnKeys((keys) =>
      keys.length < entries.length
        ? [...keys, ...Array.from({ length: entries.length - keys.length }, newKey)]
        : keys.slice(0, entries.length),
    );
  }
  const keys = idOf ? entries.map(idOf) : ownKeys;

  // The focus moves once the moved entry is rendered in its new place (the DOM is the outside world here).
  useEffect(() => {
    if (!focusAfterMove) return;
    const { key, button } = focusAfterMove;
    const pressed = globalThis.document.getElementById(moveButtonId(list, key, button));
    const target =
      pressed instanceof HTMLButtonElement && !pressed.disabled ? pressed : pressed?.closest('details')?.querySelector('summary');
    target?.focus();
    setFocusAfterMove(undefined);
  }, [focusAfterMove, list]);

  const toggle = (key: string, isOpen: boolean) =>
    setOpen((was) => {
      if (was.has(key) === isOpen) return was;
      const next = new Set(was);
      if (isOpen) next.add(key);
      else next.delete(key);
      return next;
    });

  /** The entry at `from` taken to `to`: the draft, the keys and the announcement of its new place. */
  const reorder = (from: number, to: number) => {
    const entry = entries[from];
    if (entry === undefined || to < 0 || to >= entries.length || from === to) return;
    update((current) => moveEntryTo(current, from, to));
    if (!idOf) setOwnKeys((current) => moveEntryTo(current, from, to));
    setAnnouncement(text.moved(nameOf(entry), to + 1, entries.length));
  };

  return {
    /** Each entry's key, in the list's order. */
    keys,
    isOpen: (key: string) => open.has(key),
    toggle,
    /** An id edited: the entry stays open under its new id. */
    renamed: (from: string, to: string) => {
      if (from !== to && open.has(from)) {
        toggle(from, false);
        toggle(to, true);
      }
    },
    /** The entry at `index` moved one place, or to the first, by its button; the focus stays on that button. */
    move: (index: number, button: MoveButton) => {
      const key = keys[index];
      if (key === undefined) return;
      reorder(index, button === 'first' ? 0 : index + (button === 'up' ? -1 : 1));
      setFocusAfterMove({ key, button });
    },
    /** An entry added at the end (a list without ids), open. */
    add: (entry: T) => {
      const key = newKey();
      update((current) => [...current, entry]);
      setOwnKeys((current) => [...current, key]);
      toggle(key, true);
    },
    /** The entry at `index` removed, with its key. */
    remove: (index: number) => {
      update((current) => removeEntry(current, index));
      if (!idOf) setOwnKeys((current) => removeEntry(current, index));
    },
    announcement,
    dragging,
    startDrag: (key: string) => setDragging(key),
    endDrag: () => setDragging(undefined),
    /** The entry `key` (the drag's) dropped on the entry at `index`: it takes that place. */
    dropOn: (key: string, index: number) => {
      setDragging(undefined);
      reorder(keys.indexOf(key), index);
    },
  };
}

export type ListOrder<T> = ReturnType<typeof useListOrder<T>>;
