import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { makeContactBody } from '../support/contact.ts';
import { migratedDataDir } from '../setup/databases.ts';
import { freePort } from '../setup/local-postgres.ts';
import { spawnServer, waitReady, type ServerProcess } from '../support/server-process.ts';
import { startSmtp, type ReceivedMail } from '../support/smtp.ts';
import { until } from '../support/until.ts';

const running: ServerProcess[] = [];
afterEach(() => {
  for (const s of running.splice(0)) if (s.child.exitCode === null) s.child.kill('SIGKILL');
});

describe('the server process with SMTP_URL', () => {
  it('answers 201 while SMTP is down and e-mails the firm exactly once when it comes back', async () => {
    const smtpPort = await freePort();
    const server = await spawnServer(
      {
        DATA_DIR: await migratedDataDir('notify-'),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        NOTIFY_EMAIL_TO: 'firma@example.com',
        NOTIFY_EMAIL_FROM: 'web@example.com',
      },
      { waitReady: false },
    );
    running.push(server);
    await waitReady(server, 90_000);

    const send = async (message: string) => {
      const response = await fetch(`${server.url}/api/process-contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(makeContactBody({ message })),
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const id = await send('Mensaje para el aviso por correo.');

    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push(raw);
          callback();
        });
      },
    });
    // The first attempt fails (connection refused) before SMTP comes up.
    await until(() => server.output().includes('"msg":"notification failed"'), 60_000, 'a failed attempt');
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    try {
      // The sender's acknowledgement (issue 22) goes through the same relay: the firm's notification is the one naming the lead.
      await until(() => received.some((m) => m.includes(id)), 90_000, 'the notification');
      expect(received.find((m) => m.includes(id))).toContain('Mensaje para el aviso por correo.');
      // A later lead's e-mail proves the worker ran again after the first was sent: still exactly one of it.
      const laterId = await send('Una segunda solicitud, después del aviso.');
      await until(() => received.some((m) => m.includes(laterId)), 90_000, 'the later notification');
      expect(received.filter((m) => m.includes(id))).toHaveLength(1);
      expect(server.output()).not.toContain('@example.com');
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  }, 150_000);

  it('ends on SIGTERM within seconds with notifications queued; the next start sends each once (issue 22)', async () => {
    const queued = 120;
    const dataDir = await migratedDataDir('notify-term-');
    const slow = await startSmtp(undefined, undefined, { acceptDelayMs: 250 });
    const env = (smtpUrl: string) => ({
      DATA_DIR: dataDir,
      SMTP_URL: smtpUrl,
      NOTIFY_EMAIL_TO: 'firma@example.com',
      NOTIFY_EMAIL_FROM: 'web@example.com',
      RATE_LIMIT_ENABLED: 'false',
    });
    const first = await spawnServer(env(slow.url), { waitReady: false });
    running.push(first);
    await waitReady(first, 90_000);
    const ids: string[] = [];
    for (let i = 0; i < queued; i++) {
      const response = await fetch(`${first.url}/api/process-contact`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(makeContactBody()),
      });
      expect(response.status).toBe(201);
      ids.push(((await response.json()) as { id: string }).id);
    }
    await until(() => slow.received.length > 0, 30_000, 'a first notification');
    const termAt = Date.now();
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(Date.now() - termAt).toBeLessThan(5_000);
    await slow.stop();
    // Each lead also queued its sender's acknowledgement (issue 22): count the firm's notifications only.
    const toFirm = (mails: ReceivedMail[]) => mails.filter((m) => m.to.includes('firma@example.com'));
    const sentBefore = toFirm(slow.received).length;
    expect(sentBefore).toBeLessThan(queued);

    const fast = await startSmtp();
    try {
      const second = await spawnServer(env(fast.url), { waitReady: false });
      running.push(second);
      await waitReady(second, 90_000);
      await until(() => sentBefore + toFirm(fast.received).length >= queued, 90_000, 'every notification');
      const all = [...slow.received, ...fast.received].map((m) => m.raw);
      for (const id of ids)
        expect(
          all.filter((raw) => raw.includes(id)),
          id,
        ).toHaveLength(1);
    } finally {
      await fast.stop();
    }
  }, 240_000);
});
