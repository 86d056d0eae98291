/**
 * Who changed what in the draft: each save's audit entry names the items it changed (`detail.items`,
 * studio-routes.ts), so the changes a publish would make are told with their authors, by name.
 */
import { changedItems, itemKey, type ContentDocument, type DraftChange } from '../../src/domain/content/index.ts';
import type { Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';

type SavedItems = { items?: { kind?: unknown; id?: unknown }[] };

/** The saves since `since`, oldest first: who (a name, else the e-mail on record) and the item keys each changed. */
export async function savesSince(db: Queryable, since: Date): Promise<{ who: string; items: string[] }[]> {
  const rows = await kyselyOf(db)
    .selectFrom('staff_audit_log as a')
    .leftJoin('auth_users as u', 'u.id', 'a.actor_id')
    .select(['a.actor_email', 'a.detail', 'u.name'])
    .where('a.action', '=', 'content-save')
    .where('a.at', '>', since)
    .orderBy('a.id')
    .execute();
  return rows.map((row) => ({
    who: row.name || row.actor_email,
    items: ((row.detail as SavedItems).items ?? []).flatMap((item) =>
      typeof item.kind === 'string' && typeof item.id === 'string' ? [`${item.kind}:${item.id}`] : [],
    ),
  }));
}

/**
 * What `document` changes against the version `published` (published at `publishedAt`), item by item, and who
 * saved a change to each since then, by name: what a publish, or a scheduled one, would change.
 */
export async function changesWithAuthors(
  db: Queryable,
  published: { document: ContentDocument; publishedAt: string },
  document: ContentDocument,
): Promise<DraftChange[]> {
  const saves = await savesSince(db, new Date(published.publishedAt));
  return changedItems(published.document, document).map((item) => ({
    ...item,
    changedBy: [...new Set(saves.filter((s) => s.items.includes(itemKey(item))).map((s) => s.who))],
  }));
}
