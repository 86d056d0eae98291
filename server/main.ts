import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { AUTH_LIMITS, type AuthLimits } from './auth/auth-limit-rules.ts';
import { smtpTransportOptions, type Mailer } from './email/outbox-worker.ts';
import { DEFAULT_RATE_LIMITS } from './contact/rate-limits.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { PRIVATE_UMASK, dataDirExposure } from './db/data-dir-privacy.ts';
import { openDatabase, type OpenedDatabase } from './db/index.ts';
import { ConfigError, parseEnv, type Env } from './env.ts';
import { createHttpServer } from './http-server.ts';
import { createLogger, errorKind, type Logger } from './logger.ts';
import { loadStaticFiles } from './site/static-files.ts';

/** Leads past the retention period are purged at start and then once a day. */
export const LEAD_PURGE_INTERVAL_MS = 24 * 60 * 60 * 1000;

function createMailer(env: Env): Mailer | undefined {
  if (!env.SMTP_URL || !env.NOTIFY_EMAIL_TO) return undefined;
  return {
    transporter: nodemailer.createTransport(smtpTransportOptions(env.SMTP_URL, env.SHUTDOWN_TIMEOUT_MS)),
    to: env.NOTIFY_EMAIL_TO,
    from: env.NOTIFY_EMAIL_FROM ?? env.NOTIFY_EMAIL_TO,
  };
}

/** The accounts' limits from the environment; RATE_LIMIT_ENABLED=false turns every limit off (load tests only). */
function authLimits(env: Env): AuthLimits {
  const limits: AuthLimits = {
    ...AUTH_LIMITS,
    signUpClient: { ...AUTH_LIMITS.signUpClient, max: env.SIGN_UP_PER_CLIENT_MAX },
    signInClient: { ...AUTH_LIMITS.signInClient, max: env.SIGN_IN_PER_CLIENT_MAX },
  };
  if (env.RATE_LIMIT_ENABLED) return limits;
  return Object.fromEntries(Object.entries(limits).map(([k, rule]) => [k, { ...rule, max: 0 }])) as AuthLimits;
}

export type RunningServer = { port: number; stop: () => Promise<void> };

/**
 * Tests only (`CASE_NOTICE_CLOCK_FILE`, `STUDIO_SCHEDULE_CLOCK_FILE`): what a worker counts as due (the digest,
 * the weekly report's week, a scheduled publication) is read from a file at each pass, a pass a second; what it
 * writes keeps the real clock, so the outbox sends its e-mails at once.
 */
function testClock(file: string): { dueBy: () => Date; pollIntervalMs: number } {
  const TEST_NOTICE_POLL_MS = 1_000;
  return {
    dueBy: () => {
      const text = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
      const at = text ? new Date(text) : new Date();
      return Number.isNaN(at.getTime()) ? new Date() : at;
    },
    pollIntervalMs: TEST_NOTICE_POLL_MS,
  };
}

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Starts everything; resolves once the server listens. Exits the process on a fatal start error. */
export async function start(env: Env, logger: Logger): Promise<RunningServer> {
  const staticDir = path.resolve(env.STATIC_DIR);
  if (!env.DATABASE_URL) {
    const exposure = dataDirExposure(env.dataDir);
    if (exposure) logger.warn(exposure);
  }
  let database: OpenedDatabase;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.dataDir, lockOwner: 'server' });
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
  // Loaded after the data directory is locked: a second process refused by the lock exits at once.
  const {
    createApp,
    createAccounts,
    createFilmWorker,
    createNoticeWorker,
    createReportWorker,
    createScheduleWorker,
    createOutboxWorker,
    createVault,
    kyselyOf,
    leadNotifications,
    loadVaultKey,
    VaultKeyError,
    loadAuthSecret,
    recordAppEvent,
    missingLegalIdentity,
    runRetentionPurge,
    servePublishedSite,
  } = await import('./after-lock.ts');
  const noBuild = () => fail(`No built site in ${staticDir}. Run "npm run build" first.`);
  const built = await loadStaticFiles(staticDir).catch(noBuild);
  const { site, files, refreshContent, renderPreview, renderWithQuery, framedPage, styleSources } = await servePublishedSite({
    db: database.db,
    staticDir,
    built,
    logger,
  });
  // LSSI art. 10: a company's site publishes its NIF and registry entry. Until the studio holds them, say so.
  if (env.NODE_ENV === 'production') {
    const missing = await missingLegalIdentity(database.db);
    if (missing.length > 0)
      logger.warn('not ready to go live: the legal notice lacks what the law requires', { missing: missing.join(', ') });
  }
  const instance = `${os.hostname()}:${process.pid}`;
  await recordAppEvent(database.db, 'start', instance);

  let draining = false;
  const outbox = createOutboxWorker({
    db: database.db,
    mailer: createMailer(env),
    leadNotifications: leadNotifications(database.db),
    logger,
  });
  // The document vault (ADR 0048): its master key from DOCUMENTS_KEY, or the embedded database's key file.
  let vaultKey: ReturnType<typeof loadVaultKey>;
  try {
    vaultKey = loadVaultKey({ documentsKey: env.DOCUMENTS_KEY, dataDir: env.dataDir, embedded: !env.DATABASE_URL });
  } catch (error) {
    // A key file that holds no key is never replaced: the documents stored under it would be lost.
    if (error instanceof VaultKeyError) fail(error.message);
    throw error;
  }
  if (!vaultKey) logger.warn('no DOCUMENTS_KEY: document uploads are refused (documentsKeyMissing)');
  const vault = vaultKey ? createVault({ db: kyselyOf(database.db), key: vaultKey }) : null;
  // The studio's films, made by ffmpeg in this process (ADR 0036).
  const films = createFilmWorker({ db: database.db, logger });
  // The case file's notices: bundled into one e-mail per person, queued in the outbox (ADR 0043).
  const noticeClock = env.CASE_NOTICE_CLOCK_FILE ? testClock(env.CASE_NOTICE_CLOCK_FILE) : {};
  const notices = createNoticeWorker({
    db: database.db,
    siteUrl: env.SITE_URL,
    logger,
    onEmailQueued: () => outbox.nudge(),
    ...noticeClock,
  });
  // The owners' weekly reports, Mondays from 09:00 Madrid, once per case and week across instances (ADR 0050);
  // in tests, the week due follows the same clock file.
  const reports = createReportWorker({
    db: database.db,
    siteUrl: env.SITE_URL,
    logger,
    onEmailQueued: () => outbox.nudge(),
    ...noticeClock,
  });
  // The studio's scheduled publications, published once across instances at their time (ADR 0055).
  const schedules = createScheduleWorker({
    db: database.db,
    logger,
    onPublished: refreshContent,
    ...(env.STUDIO_SCHEDULE_CLOCK_FILE ? testClock(env.STUDIO_SCHEDULE_CLOCK_FILE) : {}),
  });
  const purge = () =>
    runRetentionPurge(database.db, new Date(), logger).then(
      (removed) => logger.info('retention purge', removed),
      (error: unknown) => logger.warn('retention purge failed', { reason: errorKind(error) }),
    );
  const accounts = createAccounts({
    db: database.db,
    logger,
    siteUrl: env.SITE_URL,
    trustedOrigins: env.TRUSTED_ORIGINS,
    secret: await loadAuthSecret(database.db, env.AUTH_SECRET),
    limits: authLimits(env),
    onEmailQueued: () => outbox.nudge(),
    onContentPublished: refreshContent,
    renderContentPreview: renderPreview,
    onFilmQueued: () => films.nudge(),
    vault,
  });
  const app = createApp({
    db: database.db,
    files,
    refreshContent,
    renderWithQuery,
    framedPage,
    logger,
    isDraining: () => draining,
    trustProxy: env.TRUST_PROXY,
    rateLimits: env.RATE_LIMIT_ENABLED
      ? { ...DEFAULT_RATE_LIMITS, perClient: env.RATE_LIMIT_PER_CLIENT_MAX }
      : { ...DEFAULT_RATE_LIMITS, perEmail: 0, perClient: 0 },
    onLeadStored: () => outbox.nudge(),
    accounts,
    styleSources,
  });
  const { server, drain, idle } = createHttpServer(
    app.fetch,
    {
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: env.BODY_TIMEOUT_MS,
      pressureBodyTimeoutMs: env.PRESSURE_BODY_TIMEOUT_MS,
      pressureHeadersTimeoutMs: env.PRESSURE_HEADERS_TIMEOUT_MS,
      uploads: { idleTimeoutMs: env.UPLOAD_IDLE_TIMEOUT_MS, minBytesPerS: env.UPLOAD_MIN_BYTES_PER_S },
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      maxConnections: env.MAX_CONNECTIONS,
      // Behind the proxy every socket is the proxy's: the cap counts requests by X-Forwarded-For instead.
      maxConnectionsPerClient: env.MAX_CONNECTIONS_PER_CLIENT,
      trustProxy: env.TRUST_PROXY,
    },
    logger,
  );
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  logger.info('listening', {
    url: `http://${env.HOST === '0.0.0.0' ? 'localhost' : env.HOST}:${port}`,
    database: database.location,
    files: built.size,
    content: site.version(),
  });

  outbox.start();
  films.start();
  notices.start();
  reports.start();
  schedules.start();
  let purging = purge();
  const purgeTimer = setInterval(() => (purging = purge()), LEAD_PURGE_INTERVAL_MS);
  purgeTimer.unref();

  let stopping: Promise<void> | undefined;
  /**
   * Graceful stop: refuse new connections, let in-flight requests finish, then close the database; all
   * within SHUTDOWN_TIMEOUT_MS of the signal (issue 39), whatever the clients or the mail server do.
   */
  const stop = () =>
    (stopping ??= (async () => {
      const deadline = Date.now() + env.SHUTDOWN_TIMEOUT_MS;
      const untilDeadline = () => Math.max(0, deadline - Date.now());
      draining = true;
      logger.info('draining');
      // The outbox claims nothing more from now on; what is queued waits for the next start (issue 22). A
      // send still in flight at the deadline is aborted, its row left to be retried.
      const outboxStopped = outbox.stop(new Date(deadline));
      // A film being made is stopped and queued again: the next start makes it.
      const filmsStopped = films.stop();
      const noticesStopped = notices.stop();
      const reportsStopped = reports.stop();
      const schedulesStopped = schedules.stop();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          logger.warn('shutdown timeout: closing remaining connections');
          server.closeAllConnections();
        }, untilDeadline());
        server.close(() => {
          clearTimeout(timer);
          resolve();
        });
        drain(); // idle keep-alive sockets close now, busy ones after their response
      });
      // Handlers of requests whose clients left still run: wait for them (until the deadline).
      let giveUp: NodeJS.Timeout | undefined;
      const timedOut = new Promise<boolean>((resolve) => (giveUp = setTimeout(() => resolve(true), untilDeadline())));
      if (await Promise.race([idle().then(() => false), timedOut])) logger.warn('shutdown timeout: requests still running');
      clearTimeout(giveUp);
      clearInterval(purgeTimer);
      await Promise.all([outboxStopped, filmsStopped, noticesStopped, reportsStopped, schedulesStopped, purging, site.stop()]);
      await recordAppEvent(database.db, 'stop', instance).catch(() => undefined);
      await database.close();
      logger.info('stopped');
    })());
  return { port, stop };
}

async function main(): Promise<void> {
  process.umask(PRIVATE_UMASK);
  let env: Env;
  try {
    env = parseEnv();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL);
  const server = await start(env, logger);
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void server.stop().then(
        () => process.exit(0),
        (error: unknown) => {
          logger.error('shutdown failed', { error: error instanceof Error ? error.message : String(error) });
          process.exit(1);
        },
      );
    });
  }
}

await main();
