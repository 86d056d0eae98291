import type { ContentDocument } from './content-document.ts';
import { itemKey, sameContent, type ItemKind } from './changes.ts';

/**
 * A save refused because a colleague saved first (`draftChanged`), merged three ways by item rather than
 * thrown away: `base` is the draft her edits started from, `mine` her draft now, `theirs` the draft the
 * server holds. Items are those of `changedItems` (each case and zone by its id; the other parts whole).
 * An item only one side changed takes that side's; an item both changed alike is taken once; an item both
 * changed differently is a conflict she settles (`choices`, by item key), her own version until she does.
 */
export type MergeSide = 'mine' | 'theirs';

/** How one side left an item: changed it, removed it, or (for a list's order) moved its entries. */
export type MergeChange = 'added' | 'edited' | 'removed' | 'moved';

/** An item both changed differently: its key, kind, id, its name (Spanish, when it has one) and what each side did. */
export type MergeConflict = { key: string; kind: ItemKind; id: string; name: string; mine: MergeChange; theirs: MergeChange };

export type MergeResult = { document: ContentDocument; conflicts: MergeConflict[] };

/** The id of a list's order as an item: both sides reordered its entries differently. No entry id has a `#`. */
export const ORDER_ID = '#order';

type Pick3<T> = { base: T; mine: T; theirs: T };

const changeOf = (before: unknown, after: unknown): MergeChange =>
  before === undefined ? 'added' : after === undefined ? 'removed' : 'edited';

/** One item three ways: the side that changed it, or a conflict settled by `choice` (hers until settled). */
function mergeItem<T>(
  { base, mine, theirs }: Pick3<T | undefined>,
  conflict: Omit<MergeConflict, 'mine' | 'theirs'>,
  choices: Partial<Record<string, MergeSide>>,
  conflicts: MergeConflict[],
): T | undefined {
  if (sameContent(base, mine)) return theirs;
  if (sameContent(base, theirs) || sameContent(mine, theirs)) return mine;
  conflicts.push({ ...conflict, mine: changeOf(base, mine), theirs: changeOf(base, theirs) });
  return choices[conflict.key] === 'theirs' ? theirs : mine;
}

/** The ids of `list` kept in `ids`, in the list's order. */
const orderIn = (list: readonly { id: string }[], ids: ReadonlySet<string>) => list.filter((e) => ids.has(e.id)).map((e) => e.id);

/** Whether `list` puts the entries it shares with `base` in another order than `base` does. */
function reordered(base: readonly { id: string }[], list: readonly { id: string }[]): boolean {
  const shared = new Set(list.map((e) => e.id).filter((id) => base.some((b) => b.id === id)));
  return !sameContent(orderIn(base, shared), orderIn(list, shared));
}

/**
 * A list of entries with ids (cases, zones) three ways: each entry by its id, then the order. The order
 * is the side's that moved entries (theirs when neither or both did, unless she chose hers); an entry
 * only one side has (added) goes after the entry it followed there, or first.
 */
function mergeList<T extends { id: string }>(
  kind: ItemKind,
  lists: Pick3<readonly T[]>,
  nameOf: (entry: T) => string,
  choices: Partial<Record<string, MergeSide>>,
  conflicts: MergeConflict[],
): T[] {
  const find = (list: readonly T[], id: string) => list.find((e) => e.id === id);
  const ids = [...new Set([...lists.theirs, ...lists.mine, ...lists.base].map((e) => e.id))];
  const merged = new Map<string, T>();
  for (const id of ids) {
    const three = { base: find(lists.base, id), mine: find(lists.mine, id), theirs: find(lists.theirs, id) };
    const named = three.mine ?? three.theirs ?? three.base!;
    const entry = mergeItem(three, { key: itemKey({ kind, id }), kind, id, name: nameOf(named) }, choices, conflicts);
    if (entry) merged.set(id, entry);
  }
  const mineMoved = reordered(lists.base, lists.mine);
  const theirsMoved = reordered(lists.base, lists.theirs);
  const orderKey = itemKey({ kind, id: ORDER_ID });
  if (mineMoved && theirsMoved && !sameContent(orderIn(lists.mine, new Set(ids)), orderIn(lists.theirs, new Set(ids))))
    conflicts.push({ key: orderKey, kind, id: ORDER_ID, name: '', mine: 'moved', theirs: 'moved' });
  const mineLeads = mineMoved && (!theirsMoved || choices[orderKey] !== 'theirs');
  const [lead, other] = mineLeads ? [lists.mine, lists.theirs] : [lists.theirs, lists.mine];
  const order = lead.map((e) => e.id).filter((id) => merged.has(id));
  // Entries the leading side lacks: after the entry they followed on the side that has them.
  for (const source of [other, lists.base])
    source.forEach((entry, index) => {
      if (!merged.has(entry.id) || order.includes(entry.id)) return;
      const before = source
        .slice(0, index)
        .map((e) => e.id)
        .reverse()
        .find((id) => order.includes(id));
      order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, entry.id);
    });
  return order.map((id) => merged.get(id)!);
}

/** `base`, `mine` and `theirs` merged by item; `choices` settle the conflicts by key. */
export function mergeDrafts(
  base: ContentDocument,
  mine: ContentDocument,
  theirs: ContentDocument,
  choices: Partial<Record<string, MergeSide>> = {},
): MergeResult {
  const conflicts: MergeConflict[] = [];
  const part = <T>(kind: ItemKind, of: (document: ContentDocument) => T): T =>
    mergeItem(
      { base: of(base), mine: of(mine), theirs: of(theirs) },
      { key: itemKey({ kind, id: kind }), kind, id: kind, name: '' },
      choices,
      conflicts,
    ) as T;
  const cases = mergeList(
    'case',
    { base: base.cases, mine: mine.cases, theirs: theirs.cases },
    (c) => c.es.title,
    choices,
    conflicts,
  );
  const zones = mergeList(
    'zone',
    { base: base.zones, mine: mine.zones, theirs: theirs.zones },
    (z) => z.es.name,
    choices,
    conflicts,
  );
  const hero = part('films', (d) => d.hero);
  const copy = part('copy', (d) => d.copy);
  // The identity's own fields are one item; its team, credentials and press are items of their own.
  const identity = part('identity', ({ identity: { team: _team, credentials: _credentials, press: _press, ...own } }) => own);
  const document: ContentDocument = {
    ...theirs,
    cases,
    zones,
    copy,
    market: part('market', (d) => d.market),
    seo: part('seo', (d) => d.seo),
    identity: {
      ...identity,
      team: part('team', (d) => d.identity.team),
      credentials: part('credentials', (d) => d.identity.credentials),
      press: part('press', (d) => d.identity.press),
    },
  };
  if (hero === undefined) delete document.hero;
  else document.hero = hero;
  return { document, conflicts };
}
