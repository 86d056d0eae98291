import { purgeCaseFiles } from './cases/case-retention.ts';
import { purgeExpired } from './contact/lead-store.ts';
import type { Database } from './db/index.ts';
import { kyselyOf } from './db/kysely-dialect.ts';
import { purgeAccountData } from './portal/portal-store.ts';
import type { Logger } from './logger.ts';
import { purgeAuditLog } from './staff/audit-log.ts';
import { purgeUnusedMedia } from './studio/content-media.ts';

/**
 * The daily retention purge: requests older than two years, expired sessions and links, accounts never
 * verified, audit entries older than two years, the studio's uploads no version nor the draft named for 30
 * days (issue 39), and the case files whose time is up: a case closed 6 years ago keeps only its
 * identification, one closed 10 years ago goes whole, its request with it (ADR 0051). Each run is recorded with what it removed (no personal data: counts only), which the
 * workspace shows; the uploads removed are logged by their hashes.
 */
export async function runRetentionPurge(db: Database, now: Date, logger?: Logger): Promise<Record<string, number>> {
  // Cases first: a request goes with the requests' purge once its case is gone.
  const cases = await purgeCaseFiles(db, now);
  const { leads } = await purgeExpired(db, now);
  const accounts = await purgeAccountData(db, now);
  const auditEntries = await purgeAuditLog(db, now);
  const media = await purgeUnusedMedia(db, now);
  if (media.length > 0) logger?.info('unused media removed', { count: media.length, hashes: media });
  const removed = { leads, ...accounts, auditEntries, unusedMedia: media.length, ...cases };
  await kyselyOf(db)
    .insertInto('retention_runs')
    .values({ ran_at: now, removed: JSON.stringify(removed) })
    .execute();
  return removed;
}
