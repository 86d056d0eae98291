import type { ContentDocument } from './content-document.ts';

/**
 * What changed between two content documents, item by item, as an editor names them: each case and
 * zone by its id (a case added, removed, edited or moved), and the other parts whole (the home's copy,
 * the identity and its registries, the team, credentials, press, the market table, the films, the pages'
 * titles and descriptions for search). It names
 * the items of an audit entry and what *Publicar* is about to publish.
 */
export const ITEM_KINDS = ['case', 'zone', 'copy', 'identity', 'team', 'credentials', 'press', 'market', 'films', 'seo'] as const;
export type ItemKind = (typeof ITEM_KINDS)[number];

/** An item: its kind, its id within the kind (a part's is its kind), and what it is called in Spanish, when it has a name. */
export type ChangedItem = { kind: ItemKind; id: string; name: string; change: 'added' | 'removed' | 'edited' | 'moved' };

/** The key an item is known by across saves (`case:atico-almagro`, `market:market`). */
export const itemKey = (item: Pick<ChangedItem, 'kind' | 'id'>) => `${item.kind}:${item.id}`;

/** Equal as values, whatever the order of their keys (a stored jsonb document comes back with its keys sorted). */
const canonical = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(canonical)
    : value !== null && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([, v]) => v !== undefined)
            .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
            .map(([k, v]) => [k, canonical(v)]),
        )
      : value;
/** Equal as content, whatever the order of their keys and any key left undefined. */
export const sameContent = (a: unknown, b: unknown) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));

function listChanges<T extends { id: string }>(
  kind: ItemKind,
  before: readonly T[],
  after: readonly T[],
  nameOf: (entry: T) => string,
): ChangedItem[] {
  const old = new Map(before.map((entry, index) => [entry.id, { entry, index }]));
  const now = new Set(after.map((entry) => entry.id));
  const order = (list: readonly T[], ids: Set<string>) => list.filter((e) => ids.has(e.id)).map((e) => e.id);
  const kept = new Set(after.filter((e) => old.has(e.id)).map((e) => e.id));
  const keptBefore = order(before, kept);
  const keptAfter = order(after, kept);
  const changes: ChangedItem[] = [];
  for (const entry of after) {
    const was = old.get(entry.id);
    if (!was) changes.push({ kind, id: entry.id, name: nameOf(entry), change: 'added' });
    else if (!sameContent(was.entry, entry)) changes.push({ kind, id: entry.id, name: nameOf(entry), change: 'edited' });
    else if (keptBefore.indexOf(entry.id) !== keptAfter.indexOf(entry.id))
      changes.push({ kind, id: entry.id, name: nameOf(entry), change: 'moved' });
  }
  for (const entry of before)
    if (!now.has(entry.id)) changes.push({ kind, id: entry.id, name: nameOf(entry), change: 'removed' });
  return changes;
}

const part = (kind: ItemKind, before: unknown, after: unknown): ChangedItem[] =>
  sameContent(before, after) ? [] : [{ kind, id: kind, name: '', change: 'edited' }];

/** Every item that differs from `before` to `after`, in the studio's order. */
export function changedItems(before: ContentDocument, after: ContentDocument): ChangedItem[] {
  const { team: teamBefore, credentials: credentialsBefore, press: pressBefore, ...identityBefore } = before.identity;
  const { team: teamAfter, credentials: credentialsAfter, press: pressAfter, ...identityAfter } = after.identity;
  return [
    ...listChanges('case', before.cases, after.cases, (c) => c.es.title),
    ...listChanges('zone', before.zones, after.zones, (z) => z.es.name),
    ...part('films', before.hero, after.hero),
    ...part('copy', before.copy, after.copy),
    ...part('identity', identityBefore, identityAfter),
    ...part('team', teamBefore, teamAfter),
    ...part('credentials', credentialsBefore, credentialsAfter),
    ...part('press', pressBefore, pressAfter),
    ...part('market', before.market, after.market),
    ...part('seo', before.seo, after.seo),
  ];
}

/** The items that differ from `before` to `after`, as the audit log names them (a publish's, a restore's). */
export const loggedItems = (before: ContentDocument, after: ContentDocument) =>
  changedItems(before, after).map(({ kind, id, name }) => ({ kind, id, name }));
