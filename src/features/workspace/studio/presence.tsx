import { createContext, useContext, type FocusEvent } from 'react';
import type { ItemKind, StudioPresent } from '../../../domain/content/index.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';

/** Everyone else in the studio now, as the last heartbeat read them (none before the first). */
export const PresenceContext = createContext<StudioPresent[]>([]);

/** The item an element belongs to: the nearest `data-item` around it (a case's or a zone's `li`, a part's section). */
export const itemOfFocus = (event: FocusEvent<HTMLElement>): string | null =>
  event.target instanceof Element ? (event.target.closest('[data-item]')?.getAttribute('data-item') ?? null) : null;

/** Names said as a list in the page's language ("Lucía y Ana", "Lucía and Ana"). */
function useNames(people: readonly StudioPresent[]): string {
  const copy = useWorkspaceCopy();
  const names = people.map((p) => p.name ?? copy.ui.studio.presence.someone);
  return new Intl.ListFormat(copy.lang, { type: 'conjunction' }).format(names);
}

/**
 * "Lucía está editando este caso" on an item someone else has open, "… los textos" on a part: a soft
 * lock, said and not enforced (she may edit it too; a stale save is merged by item).
 */
export function PresenceNote({ kind, item }: { kind: ItemKind; item: string }) {
  const copy = useWorkspaceCopy();
  const people = useContext(PresenceContext).filter((p) => p.item === item);
  const names = useNames(people);
  if (people.length === 0) return null;
  return (
    <span data-testid="presence-note" className="text-sm font-semibold text-brass-700">
      {copy.ui.studio.presence.editing(names, people.length > 1, copy.ui.studio.presence.editingWhat[kind])}
    </span>
  );
}

/** The bar's line naming who else is in the studio. */
export function PresenceLine() {
  const copy = useWorkspaceCopy();
  const people = useContext(PresenceContext);
  const names = useNames(people);
  return (
    <p data-testid="studio-presence" className="text-sm text-ink-muted empty:hidden">
      {people.length > 0 ? copy.ui.studio.presence.others(names) : ''}
    </p>
  );
}
