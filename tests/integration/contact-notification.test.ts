import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { makeContactBody } from '../support/contact.ts';
import { freePort } from '../setup/local-postgres.ts';
import { spawnServer, waitReady, type ServerProcess } from '../support/server-process.ts';

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

    const response = await fetch(`${server.url}/api/process-contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(makeContactBody({ message: 'Mensaje para el aviso por correo.' })),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

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
    // Let the first attempt fail (connection refused) before SMTP comes up.
    await new Promise((r) => setTimeout(r, 1000));
    await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
    try {
      const deadline = Date.now() + 60_000;
      while (received.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      expect(received).toHaveLength(1);
      expect(received[0]).toContain(id);
      expect(received[0]).toContain('Mensaje para el aviso por correo.');
      // Another poll or two: still exactly one.
      await new Promise((r) => setTimeout(r, 3000));
      expect(received).toHaveLength(1);
      expect(server.output()).not.toContain('@example.com');
    } finally {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  }, 150_000);
});
