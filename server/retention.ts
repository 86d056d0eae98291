import { purgeExpired } from './contact/lead-store.ts';
import type { Database } from './db/index.ts';
import { kyselyOf } from './db/kysely-dialect.ts';
import { purgeAccountData } from './portal/portal-store.ts';
import { purgeAuditLog } from './staff/audit-log.ts';

/**
 * The daily retention purge: requests older than two years, expired sessions and links, accounts never
 * verified, audit entries older than two years. Each run is recorded with what it removed (no personal
 * data: counts only), which the workspace shows.
 */
export async function runRetentionPurge(db: Database, now: Date): Promise<Record<string, number>> {
  const { leads } = await purgeExpired(db, now);
  const accounts = await purgeAccountData(db, now);
  const auditEntries = await purgeAuditLog(db, now);
  const removed = { leads, ...accounts, auditEntries };
  await kyselyOf(db)
    .insertInto('retention_runs')
    .values({ ran_at: now, removed: JSON.stringify(removed) })
    .execute();
  return removed;
}
