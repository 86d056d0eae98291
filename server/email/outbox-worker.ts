import { expressionBuilder } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Database } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { DB } from '../db/schema.ts';
import { accountEmailById, dropExpiredAccountEmails, markAccountEmailSent } from './email-outbox.ts';
import { errorKind, type Logger } from '../logger.ts';
import { schedulePasses } from '../passes.ts';

export type OutboxOptions = {
  /** How often the worker looks for due notifications. */
  pollIntervalMs: number;
  /** First retry delay; doubled on each failure up to maxBackoffMs. */
  baseBackoffMs: number;
  maxBackoffMs: number;
  /** A claimed row is reserved this long; if the claiming process dies, another may take it after. */
  leaseMs: number;
  batchSize: number;
};

export const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  pollIntervalMs: 2_000,
  baseBackoffMs: 5_000,
  maxBackoffMs: 60 * 60 * 1000,
  leaseMs: 2 * 60 * 1000,
  batchSize: 10,
};

/** nodemailer's own waits: 2 minutes to connect, 30 s for the greeting, 10 minutes of silence (and DNS). */
const NODEMAILER_DEFAULT_TIMEOUTS_MS = {
  connectionTimeout: 2 * 60 * 1000,
  greetingTimeout: 30 * 1000,
  socketTimeout: 10 * 60 * 1000,
  dnsTimeout: 30 * 1000,
};

/**
 * The SMTP transport's options for SMTP_URL: no wait longer than the shutdown's (issue 39), so a stalled
 * server fails a send, and is retried, within it even before the stop aborts the send in flight.
 */
export function smtpTransportOptions(smtpUrl: string, shutdownTimeoutMs: number) {
  const cap = (ms: number) => Math.min(ms, shutdownTimeoutMs);
  return {
    url: smtpUrl,
    connectionTimeout: cap(NODEMAILER_DEFAULT_TIMEOUTS_MS.connectionTimeout),
    greetingTimeout: cap(NODEMAILER_DEFAULT_TIMEOUTS_MS.greetingTimeout),
    socketTimeout: cap(NODEMAILER_DEFAULT_TIMEOUTS_MS.socketTimeout),
    dnsTimeout: cap(NODEMAILER_DEFAULT_TIMEOUTS_MS.dnsTimeout),
  };
}

/** `to` is the firm's inbox (lead notifications); account e-mails go to the account's address. */
export type Mailer = { transporter: Transporter; to: string; from: string };

/** An e-mail as the firm's inbox receives it; `messageId` is stable per row, so a resend is the same message. */
export type FirmEmail = { subject: string; text: string; messageId: string };

/**
 * What a lead's notification says and how it is marked sent: the contact room's (`leadNotifications`),
 * given to the worker by the process that runs it, so this room sends mail without knowing what a lead is.
 */
export type LeadNotifications = {
  /** The e-mail for lead `id`, its message id under `domain`; undefined once the lead is gone (erased meanwhile). */
  compose: (id: string, domain: string) => Promise<FirmEmail | undefined>;
  markSent: (id: string, at: Date) => Promise<void>;
};

/** The two outbox tables (lead notifications to the firm, account e-mails to clients) and the column naming a row. */
const OUTBOX_KEYS = { lead_notifications: 'lead_id', email_outbox: 'id' } as const;
type OutboxTable = keyof typeof OUTBOX_KEYS;

/** A notification waits until it is sent; an account e-mail's row is deleted once sent. */
const PENDING = expressionBuilder<DB, 'lead_notifications'>()('status', '=', 'pending');

/**
 * Claims an outbox's due rows in one atomic UPDATE: those due and not leased to a live claimer, oldest due
 * first, at most `limit`, chosen FOR UPDATE SKIP LOCKED so that a concurrent claim (another instance) takes
 * other rows. Each is leased until `leaseUntil` (if its claimer dies, it is due again after) and counts an attempt.
 */
function claimDue(db: Database, table: OutboxTable, at: Date, leaseUntil: Date, limit: number) {
  const q = kyselyOf(db);
  const key = OUTBOX_KEYS[table];
  const due = q
    .selectFrom(table)
    .select(key)
    .$if(table === 'lead_notifications', (qb) => qb.where(PENDING))
    .where('next_attempt_at', '<=', at)
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
    .orderBy('next_attempt_at')
    .limit(limit)
    .forUpdate()
    .skipLocked();
  return q
    .updateTable(table)
    .set((eb) => ({ locked_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where(key, 'in', due)
    .returning([`${key} as id`, 'attempts'])
    .execute();
}

/** A failed send: the row's lease ends and it is due again at `retryAt`. */
async function retryLater(db: Database, table: OutboxTable, id: string, retryAt: Date, reason: string): Promise<void> {
  await kyselyOf(db)
    .updateTable(table)
    .set({ next_attempt_at: retryAt, locked_until: null, last_error: reason })
    .where(OUTBOX_KEYS[table], '=', id)
    .execute();
}

/** Claimed rows not tried after all (the process is stopping): due again at once, the attempt not counted. */
async function releaseClaims(db: Database, table: OutboxTable, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await kyselyOf(db)
    .updateTable(table)
    .set((eb) => ({ locked_until: null, attempts: eb('attempts', '-', 1) }))
    .where(OUTBOX_KEYS[table], 'in', ids)
    .execute();
}

type Claimed = Awaited<ReturnType<typeof claimDue>>[number];

/** One outbox table the worker drains: what happens before a claim, and how a claimed row is sent. */
type Queue = {
  table: OutboxTable;
  /** Before each claim (account e-mails whose link expired are dropped). */
  beforeClaim?: (at: Date) => Promise<void>;
  /**
   * Sends one claimed row and marks it done; false when there was nothing to send (the row went meanwhile).
   * `signal` aborts the SMTP conversation (the process is stopping).
   */
  send: (id: string, mailer: Mailer, signal: AbortSignal) => Promise<boolean>;
  /** Log line fields naming the row (never an address). */
  describe: (id: string) => Record<string, unknown>;
};

export type OutboxWorker = {
  /** Sends what is due now; resolves with how many were sent. Safe to call concurrently with other instances. */
  runOnce: () => Promise<number>;
  /** Wake up now (after a lead or an account e-mail was queued) instead of waiting for the next poll. */
  nudge: () => void;
  start: () => void;
  /**
   * No more claims; resolves once the e-mail being sent is done, or at `deadline` by aborting it (issue 39).
   * Claimed rows not sent, the aborted one among them, are released: due again at the next start.
   */
  stop: (deadline?: Date) => Promise<void>;
};

/** Exponential backoff: base, 2×base, 4×base… capped. */
export function backoffMs(attempts: number, options: Pick<OutboxOptions, 'baseBackoffMs' | 'maxBackoffMs'>): number {
  return Math.min(options.maxBackoffMs, options.baseBackoffMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * The outbox worker, over two tables: lead notifications to the firm and account e-mails to clients.
 * Claims due rows with one atomic UPDATE … RETURNING over a FOR UPDATE SKIP LOCKED sub-select (so two
 * instances never claim the same row), sends, then marks the row sent. A failure schedules a retry with
 * exponential backoff. Without a mailer it does nothing: rows wait.
 */
export function createOutboxWorker(deps: {
  db: Database;
  mailer: Mailer | undefined;
  leadNotifications: LeadNotifications;
  logger: Logger;
  now?: () => Date;
  options?: Partial<OutboxOptions>;
}): OutboxWorker {
  const { db, mailer, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...deps.options };
  const domain = mailer?.from.split('@')[1]?.replace(/[^a-z0-9.-]/gi, '') || 'localhost';
  /** Set by stop(): the pass under way sends the row in hand and claims nothing more (issue 22). */
  let halting = false;
  /** Aborted at stop()'s deadline: the SMTP conversation in flight ends there, whatever the server does. */
  let aborting = new AbortController();

  const queues: Queue[] = [
    {
      table: 'lead_notifications',
      send: async (id, m, signal) => {
        const email = await deps.leadNotifications.compose(id, domain);
        if (!email) return false; // erased meanwhile: its row went with it
        await m.transporter.sendMail({ from: m.from, to: m.to, ...email, signal });
        await deps.leadNotifications.markSent(id, now());
        return true;
      },
      describe: (id) => ({ lead: id }),
    },
    {
      table: 'email_outbox',
      beforeClaim: (at) => dropExpiredAccountEmails(db, at),
      send: async (id, m, signal) => {
        const email = await accountEmailById(db, id);
        if (!email) return false; // erased meanwhile (the account, or its address)
        // The recipient is the only personal datum in a header; the subject is fixed text.
        await m.transporter.sendMail({
          from: m.from,
          to: email.to_address,
          subject: email.subject,
          text: email.body,
          messageId: `<account-${email.id}@${domain}>`,
          signal,
        });
        await markAccountEmailSent(db, id);
        return true;
      },
      describe: (id) => ({ accountEmail: id }),
    },
  ];

  async function sendOne(queue: Queue, row: Claimed): Promise<boolean> {
    if (!mailer) return false;
    const { signal } = aborting;
    try {
      const sent = await queue.send(row.id, mailer, signal);
      if (sent) logger.info('notification sent', { ...queue.describe(row.id), attempts: row.attempts });
      return sent;
    } catch (error) {
      if (signal.aborted) {
        // Stopped mid-conversation: due again at the next start. The server may have taken the message
        // already (its answer unread), so that one may arrive twice; none is marked sent unanswered.
        await releaseClaims(db, queue.table, [row.id]).catch(() => undefined);
        logger.warn('notification interrupted by shutdown', { ...queue.describe(row.id), attempts: row.attempts });
        return false;
      }
      const delay = backoffMs(row.attempts, options);
      // Only the error's class and code: SMTP replies may echo addresses.
      const reason = error instanceof Error ? `${error.name}${'code' in error ? ` ${String(error.code)}` : ''}` : 'unknown';
      await retryLater(db, queue.table, row.id, new Date(now().getTime() + delay), reason).catch(() => undefined);
      logger.warn('notification failed', { ...queue.describe(row.id), attempts: row.attempts, retryInMs: delay, reason });
      return false;
    }
  }

  async function runOnce(): Promise<number> {
    if (!mailer) return 0;
    let sent = 0;
    for (const queue of queues) {
      while (!halting) {
        const at = now();
        await queue.beforeClaim?.(at);
        const rows = await claimDue(db, queue.table, at, new Date(at.getTime() + options.leaseMs), options.batchSize);
        for (const [i, row] of rows.entries()) {
          if (halting) {
            // The next start (this instance's or another's) sends them: not lost, not sent twice.
            await releaseClaims(
              db,
              queue.table,
              rows.slice(i).map((r) => r.id),
            );
            return sent;
          }
          if (await sendOne(queue, row)) sent++;
        }
        if (rows.length < options.batchSize) break;
      }
    }
    return sent;
  }

  const passes = schedulePasses({
    pollIntervalMs: options.pollIntervalMs,
    pass: runOnce,
    onFailure: (error) => logger.warn('outbox pass failed', { reason: errorKind(error) }),
  });

  return {
    runOnce,
    nudge: () => {
      if (mailer) passes.nudge();
    },
    start: () => {
      if (!mailer) {
        logger.warn('SMTP_URL is not set: leads are stored, notifications wait in the outbox');
        return;
      }
      halting = false;
      aborting = new AbortController();
      passes.start();
    },
    /** Ends the pass under way after the e-mail in hand, or at `deadline` (SIGTERM must end within TimeoutStopSec). */
    stop: async (deadline) => {
      halting = true;
      const timer = deadline ? setTimeout(() => aborting.abort(), Math.max(0, deadline.getTime() - Date.now())) : undefined;
      try {
        await passes.stop();
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
