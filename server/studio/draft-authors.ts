/**
 * Who changed what in the draft: each save's audit entry names the items it changed (`detail.items`,
 * studio-routes.ts), so the changes a publish would make are told with their authors, by name.
 */
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
