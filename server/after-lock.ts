/**
 * What the server process loads once it holds the data directory (main.ts imports it lazily): the app,
 * the query layer (Kysely), Better Auth, the outbox, the film worker and the document vault. A second process refused by the lock exits
 * before loading any of them.
 */
export { createApp } from './app.ts';
export { recordAppEvent } from './app-events.ts';
export { createAccounts } from './accounts.ts';
export { loadAuthSecret } from './auth/auth-secret.ts';
export { createNoticeWorker } from './cases/notice-worker.ts';
export { createReportWorker } from './cases/weekly-report.ts';
export { leadNotifications } from './contact/notification-email.ts';
export { createOutboxWorker } from './email/outbox-worker.ts';
export { runRetentionPurge } from './retention.ts';
export { createFilmWorker } from './studio/film-jobs.ts';
export { createScheduleWorker } from './studio/content-schedule.ts';
export { servePublishedSite } from './studio/published-site.ts';
export { VaultKeyError, createVault, loadVaultKey } from './vault/index.ts';
export { kyselyOf } from './db/kysely-dialect.ts';
export { missingLegalIdentity } from './studio/go-live.ts';
