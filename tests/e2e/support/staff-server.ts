import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, request, type BrowserContext } from '@playwright/test';
import { WORKSPACE_QUERY } from '../../../src/config/routes.ts';
import type { Lang } from '../../../src/i18n/languages.ts';
import { WORKSPACE_MESSAGES } from '../../../src/i18n/workspace.ts';
import { freePort } from '../../setup/local-postgres.ts';
import { spawnServer } from '../../support/server-process.ts';
import { startSmtp } from '../../support/smtp.ts';
import { totpFromUri } from '../../support/totp.ts';

/** How long a test waits for an e-mail. */
const MAIL_WAIT_MS = 15_000;

export type StaffInvite = { email: string; name: string; lang: Lang };
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * A server of a spec's own, for the journeys that change what every page shows (the staff's requests,
 * the published content): a database of its own (on PGlite a copy of the run's migrated one, with no
 * rows), the staff tool run before the server starts (as the README tells the firm), and SMTP to an
 * in-process server. Slower than a page test on a busy machine: call it in a `beforeAll` given
 * `STAFF_SERVER_SETUP_MS`. With
 * `databaseUrl` (a spec that walks on PostgreSQL too), the server and the staff tool use that database.
 */
export async function startStaffServer(staff: readonly StaffInvite[], { databaseUrl }: { databaseUrl?: string } = {}) {
  const smtp = await startSmtp();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-staff-'));
  // On PGlite, a copy of the run's migrated database (playwright.config.ts): a first start is not what these
  // specs test (the integration suite does), and its initdb and syncing left a worker idle for 10–40 s.
  const template = process.env.E2E_PGLITE_TEMPLATE;
  if (!databaseUrl && template) execFileSync('cp', ['-a', `${template}/.`, dataDir]);
  const port = await freePort();
  // The case notices' digest runs on this file's clock (CASE_NOTICE_CLOCK_FILE): the walk moves it ahead.
  const noticeClock = path.join(dataDir, 'notice-clock');
  // Scheduled publications are due by this file's clock (STUDIO_SCHEDULE_CLOCK_FILE): the walk moves it past one.
  const scheduleClock = path.join(dataDir, 'schedule-clock');
  const env = {
    DATA_DIR: dataDir,
    CASE_NOTICE_CLOCK_FILE: noticeClock,
    STUDIO_SCHEDULE_CLOCK_FILE: scheduleClock,
    SITE_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL_TO: 'firma@example.com',
    LOG_LEVEL: 'warn',
    // PostgreSQL keeps no key file: the documents' key is given, as production must (ADR 0048).
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, DOCUMENTS_KEY: randomBytes(32).toString('base64') } : {}),
  };
  for (const { email, name, lang } of staff)
    execFileSync(process.execPath, ['dist/server/staff.js', 'invite', email, '--name', name, '--lang', lang], {
      env: { PATH: process.env.PATH ?? '', ...env },
    });
  const server = await spawnServer(env, { port });
  const twins: Awaited<ReturnType<typeof spawnServer>>[] = [];

  /** The latest e-mail to `to` with `subject`, once it has arrived. */
  async function mailTo(to: string, subject: string) {
    const matching = () => smtp.received.filter((m) => m.to.includes(to) && m.subject === subject);
    try {
      await expect.poll(() => matching().length, { timeout: MAIL_WAIT_MS }).toBeGreaterThan(0);
    } catch (error) {
      // A missing e-mail names what did arrive and what the servers logged (warnings only: no addresses).
      const arrived = smtp.received.map((m) => `«${m.subject}»${m.to.includes(to) ? ' (to this address)' : ''}`);
      const logged = [server, ...twins].map((s) => s.output().trim()).filter(Boolean);
      throw new Error(
        `No e-mail «${subject}» to ${to} within ${MAIL_WAIT_MS} ms.\nArrived: ${arrived.join(', ') || 'nothing'}\n` +
          `Server output:\n${logged.join('\n---\n') || '(none)'}`,
        { cause: error },
      );
    }
    return matching().at(-1)!;
  }

  return {
    url: server.url,
    mailTo,
    /** Every e-mail to `to` with `subject` so far. */
    mailsTo: (to: string, subject: string) => smtp.received.filter((m) => m.to.includes(to) && m.subject === subject),
    /** Sets the case notices' digest clock (a pass a second): what is due by then is bundled and sent. */
    setNoticeClock: (at: Date) => writeFileSync(noticeClock, at.toISOString()),
    /** Sets the scheduled publications' clock (a pass a second): what is scheduled by then is published. */
    setScheduleClock: (at: Date) => writeFileSync(scheduleClock, at.toISOString()),
    /**
     * A second instance on the same database, the same clock file and SMTP (a spec on PostgreSQL): what runs
     * once across instances (the outbox, the notices, the weekly reports) is proven so.
     */
    async startTwin() {
      twins.push(await spawnServer(env));
    },
    async stop() {
      for (const twin of [server, ...twins]) twin.child.kill('SIGTERM');
      await Promise.all([server, ...twins].map((s) => s.exited));
      await smtp.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type StaffServer = Awaited<ReturnType<typeof startStaffServer>>;

/** The time a `beforeAll` starting a staff server may take. */
export const STAFF_SERVER_SETUP_MS = 120_000;

/**
 * An invited staff member's session, its second factor proven, through the accounts API: the invitation's
 * link, a password, sign-in, TOTP set up. The workspace's own journeys (workspace.spec.ts) do the same
 * through its pages; the specs of what staff do once in use this, and open the workspace signed in.
 */
export async function staffSession(server: StaffServer, person: StaffInvite, password: string): Promise<StorageState> {
  const invitation = await server.mailTo(person.email, WORKSPACE_MESSAGES[person.lang].emails.invite.subject);
  const link = new URL(/http:\/\/\S+/.exec(invitation.body)![0]);
  const token = link.searchParams.get(WORKSPACE_QUERY.invitation.key[person.lang]);
  const api = await request.newContext({ baseURL: server.url, extraHTTPHeaders: { Origin: server.url } });
  const post = async (endpoint: string, data: unknown) => {
    const answer = await api.post(endpoint, { data });
    expect(answer.status(), endpoint).toBe(200);
    return answer;
  };
  await post('/api/auth/reset-password', { token, newPassword: password });
  await post('/api/auth/sign-in/email', { email: person.email, password });
  const { totpURI } = (await (await post('/api/auth/two-factor/enable', { password })).json()) as { totpURI: string };
  await post('/api/auth/two-factor/verify-totp', { code: await totpFromUri(totpURI)() });
  const state = await api.storageState();
  await api.dispose();
  return state;
}
