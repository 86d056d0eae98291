import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { makeContactBody } from '../support/contact.ts';
import { freePort } from '../setup/local-postgres.ts';
import { spawnServer, waitReady, type ServerProcess } from '../support/server-process.ts';
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
        DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'notify-')),
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
      await until(() => received.length > 0, 90_000, 'the notification');
      expect(received[0]).toContain(id);
      expect(received[0]).toContain('Mensaje para el aviso por correo.');
      // A later lead's e-mail proves the worker ran again after the first was sent: still exactly one of it.
      const laterId = await send('Una segunda solicitud, después del aviso.');
      await until(() => received.some((m) => m.includes(laterId)), 90_000, 'the later notification');
      expect(received.filter((m) => m.includes(id))).toHaveLength(1);
      expect(server.output()).not.toContain('@example.com');
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  }, 150_000);
});
