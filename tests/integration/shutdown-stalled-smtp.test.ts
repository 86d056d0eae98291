import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite.ts';
import { makeContactBody } from '../support/contact.ts';
import { migratedDataDir } from '../setup/databases.ts';
import { spawnServer, waitReady, type ServerProcess } from '../support/server-process.ts';
import { startStalledSmtp, type StalledSmtp } from '../support/smtp.ts';
import { until } from '../support/until.ts';

/** Short, so the test shows the process keeps to it: nodemailer's own defaults are minutes. */
const SHUTDOWN_TIMEOUT_MS = 3_000;
/** Opening and closing PGlite after the deadline, on a busy machine. */
const CLOSE_ALLOWANCE_MS = 6_000;
const LEADS = 4;

const running: ServerProcess[] = [];
const stalled: StalledSmtp[] = [];
afterEach(async () => {
  for (const s of running.splice(0)) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  for (const s of stalled.splice(0)) await s.stop();
});

describe('shutdown with a stalled mail server (issue 39)', () => {
  for (const mode of ['afterEhlo', 'silent'] as const) {
    it(`ends within SHUTDOWN_TIMEOUT_MS with a send in flight (${mode}); the notifications stay queued`, async () => {
      const smtp = await startStalledSmtp(mode);
      stalled.push(smtp);
      const dataDir = await migratedDataDir(`stall-${mode}-`);
      const server = await spawnServer(
        {
          DATA_DIR: dataDir,
          SMTP_URL: smtp.url,
          NOTIFY_EMAIL_TO: 'firma@example.com',
          NOTIFY_EMAIL_FROM: 'web@example.com',
          RATE_LIMIT_ENABLED: 'false',
          SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
        },
        { waitReady: false },
      );
      running.push(server);
      await waitReady(server, 90_000);
      for (let i = 0; i < LEADS; i++) {
        const response = await fetch(`${server.url}/api/process-contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(makeContactBody()),
        });
        expect(response.status).toBe(201);
      }
      // A send is in flight: past EHLO (its MAIL FROM unanswered), or connected and waiting for a greeting.
      if (mode === 'afterEhlo') await until(() => smtp.commands.some((c) => c.startsWith('MAIL FROM')), 30_000, 'MAIL FROM');
      else await until(() => smtp.connections() > 0, 30_000, 'a connection');

      const termAt = Date.now();
      server.child.kill('SIGTERM');
      const code = await Promise.race([
        server.exited,
        new Promise<'still running'>((r) => setTimeout(() => r('still running'), SHUTDOWN_TIMEOUT_MS + CLOSE_ALLOWANCE_MS)),
      ]);
      expect(code, server.output().slice(-2000)).toBe(0);
      expect(Date.now() - termAt).toBeLessThan(SHUTDOWN_TIMEOUT_MS + CLOSE_ALLOWANCE_MS);
      expect(server.output()).toContain('"msg":"stopped"');

      // Nothing was marked sent, nothing lost: every notification waits for the next start, due at once.
      const db = await openPglite(path.join(dataDir, 'pglite'));
      try {
        const rows = await db.query<{ status: string; locked_until: Date | null }>(
          'SELECT status, locked_until FROM lead_notifications',
        );
        expect(rows).toHaveLength(LEADS);
        expect(rows.every((r) => r.status === 'pending')).toBe(true);
        expect(rows.every((r) => r.locked_until === null)).toBe(true);
      } finally {
        await db.close();
      }
    }, 180_000);
  }
});
