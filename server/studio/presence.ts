/**
 * Who is in the studio (ADR 0045): each staff member's heartbeat names the item they have open; a read
 * lists everyone else heard from within `PRESENCE_TIMEOUT_MS` of the server's clock, by name.
 */
import { PRESENCE_TIMEOUT_MS, type StudioPresent } from '../../src/domain/content/index.ts';
import type { Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';

/** `userId` is in the studio at `at` with `item` open (none: no item). */
export async function markPresent(db: Queryable, userId: string, item: string | null, at: Date): Promise<void> {
  await kyselyOf(db)
    .insertInto('content_presence')
    .values({ user_id: userId, item, seen_at: at })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ item, seen_at: at }))
    .execute();
}

/** Everyone but `userId` heard from within the timeout before `at`, by name, longest there first. */
export async function othersPresent(db: Queryable, userId: string, at: Date): Promise<StudioPresent[]> {
  const rows = await kyselyOf(db)
    .selectFrom('content_presence as p')
    .innerJoin('auth_users as u', 'u.id', 'p.user_id')
    .select(['u.name', 'p.item', 'p.seen_at'])
    .where('p.user_id', '<>', userId)
    .where('p.seen_at', '>', new Date(at.getTime() - PRESENCE_TIMEOUT_MS))
    .orderBy('u.name')
    .execute();
  return rows.map((row) => ({ name: row.name || null, item: row.item, seenAt: row.seen_at.toISOString() }));
}
