import type { Database } from './db/index.ts';
import { kyselyOf } from './db/kysely-dialect.ts';
import type { AppEventRow } from './db/schema.ts';

/** The server's start or stop, on record (migration 0001): operators see restarts. No personal data. */
export async function recordAppEvent(db: Database, kind: AppEventRow['kind'], instance: string): Promise<void> {
  await kyselyOf(db).insertInto('app_events').values({ kind, instance }).execute();
}
