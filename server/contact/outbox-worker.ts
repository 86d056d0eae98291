import type { Transporter } from 'nodemailer';
import type { Database } from '../db/index.ts';
import { claimAccountEmails, markAccountEmailFailed, markAccountEmailSent } from '../email/email-outbox.ts';
import type { Logger } from '../logger.ts';
import { leadById } from './lead-store.ts';
import { buildNotificationEmail } from './notification-email.ts';

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

/** `to` is the firm's inbox (lead notifications); account e-mails go to the account's address. */
export type Mailer = { transporter: Transporter; to: string; from: string };

/** One outbox table the worker drains: lead notifications to the firm, account e-mails to clients. */
type Queue = {
  claim: (at: Date, leaseUntil: Date, limit: number) => Promise<Array<{ id: string; attempts: number }>>;
  /** Sends one claimed row and marks it done; false when there was nothing to send. */
  send: (row: { id: string; attempts: number }, mailer: Mailer) => Promise<boolean>;
  failed: (id: string, retryAt: Date, reason: string) => Promise<void>;
  /** Log line fields naming the row (never an address). */
  describe: (id: string) => Record<string, unknown>;
};

export type OutboxWorker = {
  /** Sends what is due now; resolves with how many were sent. Safe to call concurrently with other instances. */
  runOnce: () => Promise<number>;
  /** Wake up now (after a lead or an account e-mail was queued) instead of waiting for the next poll. */
  nudge: () => void;
  start: () => void;
  stop: () => Promise<void>;
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
  logger: Logger;
  now?: () => Date;
  options?: Partial<OutboxOptions>;
}): OutboxWorker {
  const { db, mailer, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const options = { ...DEFAULT_OUTBOX_OPTIONS, ...deps.options };
  const domain = mailer?.from.split('@')[1]?.replace(/[^a-z0-9.-]/gi, '') || 'localhost';
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = true;
  let again = false;

  const queues: Queue[] = [
    {
      claim: async (at, leaseUntil, limit) =>
        (
          await db.query<{ lead_id: string; attempts: number }>(
            `UPDATE lead_notifications SET locked_until = $2, attempts = attempts + 1
             WHERE lead_id IN (
               SELECT lead_id FROM lead_notifications
               WHERE status = 'pending' AND next_attempt_at <= $1 AND (locked_until IS NULL OR locked_until <= $1)
               ORDER BY next_attempt_at LIMIT $3 FOR UPDATE SKIP LOCKED)
             RETURNING lead_id, attempts`,
            [at.toISOString(), leaseUntil.toISOString(), limit],
          )
        ).map((r) => ({ id: r.lead_id, attempts: r.attempts })),
      send: async (row, m) => {
        const lead = await leadById(db, row.id);
        if (!lead) return false; // erased meanwhile: its row went with it
        const email = buildNotificationEmail(lead, domain);
        await m.transporter.sendMail({ from: m.from, to: m.to, ...email });
        await db.query(
          "UPDATE lead_notifications SET status = 'sent', sent_at = $2, locked_until = NULL, last_error = NULL WHERE lead_id = $1",
          [row.id, now().toISOString()],
        );
        return true;
      },
      failed: async (id, retryAt, reason) => {
        await db.query(
          'UPDATE lead_notifications SET next_attempt_at = $2, locked_until = NULL, last_error = $3 WHERE lead_id = $1',
          [id, retryAt.toISOString(), reason],
        );
      },
      describe: (id) => ({ lead: id }),
    },
    {
      claim: (at, leaseUntil, limit) => claimAccountEmails(db, at, leaseUntil, limit),
      send: async (row, m) => {
        const email = row as Awaited<ReturnType<typeof claimAccountEmails>>[number];
        // The recipient is the only personal datum in a header; the subject is fixed text.
        await m.transporter.sendMail({
          from: m.from,
          to: email.to_address,
          subject: email.subject,
          text: email.body,
          messageId: `<account-${email.id}@${domain}>`,
        });
        await markAccountEmailSent(db, email.id);
        return true;
      },
      failed: (id, retryAt, reason) => markAccountEmailFailed(db, id, retryAt, reason),
      describe: (id) => ({ accountEmail: id }),
    },
  ];

  async function sendOne(queue: Queue, row: { id: string; attempts: number }): Promise<boolean> {
    if (!mailer) return false;
    try {
      const sent = await queue.send(row, mailer);
      if (sent) logger.info('notification sent', { ...queue.describe(row.id), attempts: row.attempts });
      return sent;
    } catch (error) {
      const delay = backoffMs(row.attempts, options);
      // Only the error's class and code: SMTP replies may echo addresses.
      const reason = error instanceof Error ? `${error.name}${'code' in error ? ` ${String(error.code)}` : ''}` : 'unknown';
      await queue.failed(row.id, new Date(now().getTime() + delay), reason).catch(() => undefined);
      logger.warn('notification failed', { ...queue.describe(row.id), attempts: row.attempts, retryInMs: delay, reason });
      return false;
    }
  }

  async function runOnce(): Promise<number> {
    if (!mailer) return 0;
    let sent = 0;
    for (const queue of queues) {
      for (;;) {
        const at = now();
        const rows = await queue.claim(at, new Date(at.getTime() + options.leaseMs), options.batchSize);
        for (const row of rows) if (await sendOne(queue, row)) sent++;
        if (rows.length < options.batchSize) break;
      }
    }
    return sent;
  }

  /** One pass at a time per process; a nudge during a pass schedules one more. */
  function tick(): void {
    if (running) {
      again = true;
      return;
    }
    running = runOnce()
      .catch((error: unknown) => {
        logger.warn('outbox pass failed', { reason: error instanceof Error ? error.name : 'unknown' });
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          tick();
        }
      });
  }

  return {
    runOnce,
    nudge: () => {
      if (!stopped && mailer) tick();
    },
    start: () => {
      if (!mailer) {
        logger.warn('SMTP_URL is not set: leads are stored, notifications wait in the outbox');
        return;
      }
      stopped = false;
      timer = setInterval(tick, options.pollIntervalMs);
      timer.unref();
      tick();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
