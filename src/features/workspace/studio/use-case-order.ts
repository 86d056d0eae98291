import { useEffect, useState } from 'react';
import { moveEntry, moveEntryTo, type CaseEntry } from '../../../domain/content/index.ts';
import type { Update } from './draft.ts';

/** The button a move by keyboard leaves the focus on, once the case is in its new place. */
export type MoveButton = 'up' | 'down' | 'first';
export const moveButtonId = (id: string, button: MoveButton) => `studio-case-${id}-${button}`;

/**
 * The cases' order and which are open, both following the case rather than its place: a case moved (by
 * its buttons or dragged) stays open if it was, the one now in its old place stays as it was, and the
 * focus goes with the button pressed (or, at either end, the case's own summary). Cases are known by
 * their id; an id being edited carries its open state along.
 */
export function useCaseOrder(cases: CaseEntry[], update: Update<CaseEntry[]>) {
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const [dragging, setDragging] = useState<string>();
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: string; button: MoveButton }>();

  // The focus moves once the moved case is rendered in its new place (the DOM is the outside world here).
  useEffect(() => {
    if (!focusAfterMove) return;
    const { id, button } = focusAfterMove;
    const pressed = globalThis.document.getElementById(moveButtonId(id, button));
    const target =
      pressed instanceof HTMLButtonElement && !pressed.disabled ? pressed : pressed?.closest('details')?.querySelector('summary');
    target?.focus();
    setFocusAfterMove(undefined);
  }, [focusAfterMove]);

  const toggle = (id: string, isOpen: boolean) =>
    setOpen((was) => {
      if (was.has(id) === isOpen) return was;
      const next = new Set(was);
      if (isOpen) next.add(id);
      else next.delete(id);
      return next;
    });

  return {
    isOpen: (id: string) => open.has(id),
    toggle,
    /** An id edited: the case stays open under its new id. */
    renamed: (from: string, to: string) => {
      if (from !== to && open.has(from)) {
        toggle(from, false);
        toggle(to, true);
      }
    },
    move: (index: number, button: MoveButton) => {
      const id = cases[index]?.id;
      if (id === undefined) return;
      update((list) => (button === 'first' ? moveEntryTo(list, index, 0) : moveEntry(list, index, button === 'up' ? -1 : 1)));
      setFocusAfterMove({ id, button });
    },
    dragging,
    startDrag: (id: string) => setDragging(id),
    endDrag: () => setDragging(undefined),
    /** The case `id` (the drag's) dropped on the case at `index`: it takes that place. */
    dropOn: (id: string, index: number) => {
      setDragging(undefined);
      const from = cases.findIndex((entry) => entry.id === id);
      if (from >= 0) update((list) => moveEntryTo(list, from, index));
    },
  };
}
