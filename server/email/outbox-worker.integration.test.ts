import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../tests/setup/databases.ts';
import { freePort } from '../../tests/setup/local-postgres.ts';
import { contactApp, makeContactBody, manualClock, poster } from '../../tests/support/contact.ts';
import { startSmtp, startStalledSmtp } from '../../tests/support/smtp.ts';
import { enqueueAccountEmail } from './email-outbox.ts';
import type { Database } from '../db/index.ts';
import { createLogger } from '../logger.ts';
import { leadNotifications } from '../contact/notification-email.ts';
import { createOutboxWorker, type Mailer } from './outbox-worker.ts';

function mailerOn(port: number): Mailer {
  return {
    transporter: nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, ignoreTLS: true, connectionTimeout: 2000 }),
    to: 'firma@example.com',
    from: 'web@example.com',
  };
}

const headersOf = (raw: string) => raw.slice(0, raw.indexOf('\r\n\r\n'));

describe.each(DATABASE_KINDS)('notification outbox on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());

  it('e-mails the firm about a new lead, with nothing the visitor typed in a header', async () => {
    const port = await freePort();
    const smtp = await startSmtp(port);
    const received = smtp.received;
    const clock = manualClock();
    const worker = createOutboxWorker({
      db,
      leadNotifications: leadNotifications(db),
      mailer: mailerOn(port),
      logger: createLogger('silent'),
      now: clock.now,
    });
    try {
      const post = poster(contactApp(db, { now: clock.now }));
      const response = await post(
        makeContactBody({
          email: 'inyeccion@example.com',
          referredBy: 'Ana\r\nBcc: victim@example.com',
          message: 'Hola\r\nBcc: victim@example.com\r\nSubject: hacked\r\n\r\nQuiero vender mi piso.',
        }),
      );
      const { id } = (await response.json()) as { id: string };
      expect(await worker.runOnce()).toBe(1);
      expect(received).toHaveLength(1);
      const raw = received[0]!.raw;
      const headers = headersOf(raw);
      expect(headers).toContain(id);
      expect(headers).toContain('To: firma@example.com');
      expect(headers).not.toMatch(/^bcc:/im);
      expect(headers).not.toContain('inyeccion@example.com');
      expect(headers).not.toContain('hacked');
      expect(raw).toContain('inyeccion@example.com');
      expect(raw).toContain('Quiero vender mi piso.');
      const [row] = await db.query<{ status: string }>('SELECT status FROM lead_notifications WHERE lead_id = $1', [id]);
      expect(row?.status).toBe('sent');
      expect(await worker.runOnce()).toBe(0);
      expect(received).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
  });

  it('keeps the lead when SMTP is down and delivers it exactly once when SMTP is back', async () => {
    const port = await freePort();
    const clock = manualClock();
    const worker = createOutboxWorker({
      db,
      leadNotifications: leadNotifications(db),
      mailer: mailerOn(port),
      logger: createLogger('silent'),
      now: clock.now,
      options: { baseBackoffMs: 5_000 },
    });
    const response = await poster(contactApp(db, { now: clock.now }))(makeContactBody());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    expect(await worker.runOnce()).toBe(0); // connection refused
    let [row] = await db.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM lead_notifications WHERE lead_id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'pending', attempts: 1 });
    expect(await worker.runOnce()).toBe(0); // backing off: not even tried
    clock.advance(5_000);
    expect(await worker.runOnce()).toBe(0); // second failure, next in 10 s
    [row] = await db.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM lead_notifications WHERE lead_id = $1',
      [id],
    );
    expect(row?.attempts).toBe(2);

    const smtp = await startSmtp(port);
    const received = smtp.received;
    try {
      clock.advance(10_000);
      // Two workers (two instances) race for the same rows: each row goes out once.
      const other = createOutboxWorker({
        db,
        leadNotifications: leadNotifications(db),
        mailer: mailerOn(port),
        logger: createLogger('silent'),
        now: clock.now,
      });
      const sent = await Promise.all([worker.runOnce(), other.runOnce()]);
      expect(sent[0] + sent[1]).toBeGreaterThanOrEqual(1);
      expect(received.filter((m) => m.raw.includes(id))).toHaveLength(1);
      clock.advance(3_600_000);
      await worker.runOnce();
      expect(received.filter((m) => m.raw.includes(id))).toHaveLength(1);
    } finally {
      await smtp.stop();
    }
  });

  it('waits without SMTP configured: leads are stored, rows stay pending', async () => {
    const worker = createOutboxWorker({
      db,
      leadNotifications: leadNotifications(db),
      mailer: undefined,
      logger: createLogger('silent'),
    });
    const response = await poster(contactApp(db))(makeContactBody());
    const { id } = (await response.json()) as { id: string };
    expect(await worker.runOnce()).toBe(0);
    const [row] = await db.query<{ status: string; attempts: number }>(
      'SELECT status, attempts FROM lead_notifications WHERE lead_id = $1',
      [id],
    );
    expect(row).toEqual({ status: 'pending', attempts: 0 });
  });

  it('also sends account e-mails to their own address, deletes each once sent, and drops one whose link expired', async () => {
    const port = await freePort();
    const smtp = await startSmtp(port);
    const clock = manualClock();
    const worker = createOutboxWorker({
      db,
      leadNotifications: leadNotifications(db),
      mailer: mailerOn(port),
      logger: createLogger('silent'),
      now: clock.now,
    });
    try {
      await worker.runOnce(); // whatever earlier tests left
      const hour = 3_600_000;
      const message = {
        kind: 'reset-password',
        subject: 'Restablezca su contraseña',
        text: 'Enlace: https://example.es/x',
      } as const;
      const fresh = await enqueueAccountEmail(
        db,
        { ...message, to: 'Cliente@Example.com', expiresAt: new Date(clock.now().getTime() + hour) },
        clock.now(),
      );
      const stale = await enqueueAccountEmail(
        db,
        { ...message, to: 'tarde@example.com', expiresAt: new Date(clock.now().getTime() + 1000) },
        clock.now(),
      );
      clock.advance(2000);
      expect(await worker.runOnce()).toBe(1);
      expect(smtp.received.map((m) => m.to)).toEqual([['cliente@example.com']]);
      expect(smtp.received[0]!.headers).toContain(`<account-${fresh}@example.com>`);
      expect(smtp.received[0]!.headers).not.toContain('Enlace');
      expect(await db.query('SELECT id FROM email_outbox WHERE id IN ($1, $2)', [fresh, stale])).toEqual([]);
    } finally {
      await smtp.stop();
    }
  });

  it('stops within a second with many e-mails queued; what it did not send goes out once at the next start (issue 22)', async () => {
    const slow = await startSmtp(undefined, undefined, { acceptDelayMs: 150 });
    const fast = await startSmtp();
    const clock = manualClock();
    try {
      await createOutboxWorker({
        db,
        leadNotifications: leadNotifications(db),
        mailer: fast.mailer(),
        logger: createLogger('silent'),
        now: clock.now,
      }).runOnce();
      fast.received.length = 0;
      const queued = 20;
      const ids = new Set<string>();
      for (let i = 0; i < queued; i++)
        ids.add(
          await enqueueAccountEmail(
            db,
            {
              kind: 'request-status',
              subject: 'Su solicitud',
              text: `Mensaje ${i}`,
              to: `cola-${i}@example.com`,
              expiresAt: new Date(clock.now().getTime() + 86_400_000),
            },
            clock.now(),
          ),
        );
      const worker = createOutboxWorker({
        db,
        leadNotifications: leadNotifications(db),
        mailer: slow.mailer(),
        logger: createLogger('silent'),
        now: clock.now,
      });
      worker.start();
      await expect.poll(() => slow.received.length, { timeout: 10_000 }).toBeGreaterThanOrEqual(3);
      const started = performance.now();
      await worker.stop();
      expect(performance.now() - started).toBeLessThan(1_000);
      const sentBefore = slow.received.length;
      expect(sentBefore).toBeLessThan(queued);
      // Nothing is left leased to the stopped process, and no attempt was counted for what it did not try.
      const left = await db.query<{ locked: boolean; attempts: number }>(
        'SELECT locked_until IS NOT NULL AS locked, attempts FROM email_outbox',
      );
      expect(left).toHaveLength(queued - sentBefore);
      expect(left.filter((r) => r.locked || r.attempts !== 0)).toEqual([]);

      // The next start sends the rest: every e-mail once.
      const next = createOutboxWorker({
        db,
        leadNotifications: leadNotifications(db),
        mailer: fast.mailer(),
        logger: createLogger('silent'),
        now: clock.now,
      });
      expect(await next.runOnce()).toBe(queued - sentBefore);
      const messageIds = [...slow.received, ...fast.received].map((m) => /<account-([^@]+)@/.exec(m.headers)![1]!);
      expect(new Set(messageIds).size).toBe(queued);
      expect(new Set(messageIds)).toEqual(ids);
    } finally {
      await slow.stop();
      await fast.stop();
    }
  }, 60_000);

  for (const mode of ['afterEhlo', 'silent'] as const)
    it(`aborts the send in flight at the stop's deadline (${mode} server); the e-mail waits, sent once after (issue 39)`, async () => {
      const stalled = await startStalledSmtp(mode);
      const fast = await startSmtp();
      const clock = manualClock();
      try {
        await db.query('DELETE FROM email_outbox');
        const id = await enqueueAccountEmail(
          db,
          {
            kind: 'request-status',
            subject: 'Su solicitud',
            text: 'Mensaje en vuelo',
            to: 'vuelo@example.com',
            expiresAt: new Date(clock.now().getTime() + 86_400_000),
          },
          clock.now(),
        );
        const worker = createOutboxWorker({
          db,
          leadNotifications: leadNotifications(db),
          mailer: stalled.mailer(),
          logger: createLogger('silent'),
          now: clock.now,
        });
        worker.start();
        if (mode === 'afterEhlo')
          await expect.poll(() => stalled.commands.some((c) => c.startsWith('MAIL FROM')), { timeout: 10_000 }).toBe(true);
        else await expect.poll(() => stalled.connections(), { timeout: 10_000 }).toBeGreaterThan(0);
        const started = performance.now();
        await worker.stop(new Date(Date.now() + 500));
        expect(performance.now() - started).toBeLessThan(2_000);
        // Not marked sent (its row is still there), not leased to the stopped process, its attempt not counted.
        const left = await db.query<{ id: string; locked: boolean; attempts: number }>(
          'SELECT id, locked_until IS NOT NULL AS locked, attempts FROM email_outbox',
        );
        expect(left).toEqual([{ id, locked: false, attempts: 0 }]);

        const next = createOutboxWorker({
          db,
          leadNotifications: leadNotifications(db),
          mailer: fast.mailer(),
          logger: createLogger('silent'),
          now: clock.now,
        });
        expect(await next.runOnce()).toBe(1);
        expect(fast.received.map((m) => m.body.trim())).toEqual([expect.stringContaining('Mensaje en vuelo')]);
      } finally {
        await stalled.stop();
        await fast.stop();
      }
    }, 30_000);
});
