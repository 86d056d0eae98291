import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import type { Database } from '../../server/db/index.ts';
import { openTestDatabase, type DatabaseKind } from '../setup/databases.ts';
import { GOOD_PASSWORD, TEST_SITE_URL, accountsApp, browser, linkIn } from './accounts.ts';
import { startSmtp, type Smtp } from './smtp.ts';
import { createLogger } from '../../server/logger.ts';
import { loadStaticFiles } from '../../server/site/static-files.ts';
import { servePublishedSite, type PublishedSite } from '../../server/studio/published-site.ts';

/** The built site (`npm run build`), as the server serves it. */
const BUILT_SITE = 'dist/client';

export const uniqueEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** A valid sign-up body with overrides. */
export const signUpBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  name: 'Ana García',
  email,
  password: GOOD_PASSWORD,
  clientType: 'seller',
  lang: 'es',
  ...overrides,
});

/**
 * For a describe block: a migrated database of `kind`, an in-process SMTP server and the real app
 * with accounts; limits cleared before each test (every request here comes from one address).
 */
export function useAccountsEnv(
  kind: DatabaseKind,
  options: Parameters<typeof accountsApp>[1] & {
    /** Serve the built site's pages rendered from the published content, as the server does (needs `npm run build`). */
    publishedSite?: boolean;
  } = {},
) {
  const t = {} as { db: Database; smtp: Smtp; env: ReturnType<typeof accountsApp>; site?: PublishedSite };
  beforeAll(async () => {
    t.db = await openTestDatabase(kind);
    t.smtp = await startSmtp();
    let content: NonNullable<Parameters<typeof accountsApp>[1]>['content'];
    if (options.publishedSite) {
      const served = await servePublishedSite({
        db: t.db,
        staticDir: BUILT_SITE,
        built: await loadStaticFiles(BUILT_SITE),
        logger: createLogger('silent'),
      });
      t.site = served.site;
      content = served;
    }
    t.env = accountsApp(t.db, { mailer: t.smtp.mailer(), ...options, content });
  });
  afterAll(async () => {
    await t.site?.stop();
    await t.smtp.stop();
    await t.db.close();
  });
  beforeEach(async () => {
    await t.db.query('DELETE FROM auth_limit_events');
  });

  /** Sends what the outbox holds and returns the messages to `to` received so far. */
  async function mailsTo(to: string) {
    await t.env.worker.runOnce();
    return t.smtp.received.filter((m) => m.to.includes(to));
  }

  /** Sign-up, verification link opened: a verified account, its signed-in browser and its id. */
  async function verifiedAccount(email = uniqueEmail('cliente'), overrides: Record<string, unknown> = {}) {
    const b = browser(t.env.app);
    expect((await b.post('/api/auth/sign-up/email', signUpBody(email, overrides))).status).toBe(200);
    const [mail] = await mailsTo(email);
    const opened = await b.get(linkIn(mail!.body, `${TEST_SITE_URL}/api/auth/verify-email`).slice(TEST_SITE_URL.length));
    expect(opened.status).toBe(302);
    const profile = (await (await b.get('/api/portal/profile')).json()) as { user: { id: string } };
    return { b, email, id: profile.user.id };
  }

  return { t, mailsTo, verifiedAccount };
}
