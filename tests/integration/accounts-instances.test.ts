import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPostgresDatabaseUrl } from '../setup/databases.ts';
import { GOOD_PASSWORD } from '../support/accounts.ts';
import { spawnServer, type ServerProcess } from '../support/server-process.ts';
import { startSmtp, type Smtp } from '../support/smtp.ts';

/** The origin the load balancer serves; both instances are configured with it. */
const SITE_URL = 'http://localhost:8080';

/** fetch with a cookie jar, sending the site's Origin on state-changing requests. */
function client() {
  const jar = new Map<string, string>();
  return {
    jar,
    async send(base: string, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
      const headers: Record<string, string> = { ...init.headers };
      if (init.method && init.method !== 'GET') headers.Origin = SITE_URL;
      if (init.body !== undefined) headers['Content-Type'] = 'application/json';
      if (jar.size) headers.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
      const response = await fetch(`${base}${path}`, {
        method: init.method ?? 'GET',
        headers,
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        redirect: 'manual',
      });
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const [name = '', value = ''] = pair.split(/=(.*)/s);
        if (value && !/max-age=0/i.test(cookie)) jar.set(name, value);
        else jar.delete(name);
      }
      return response;
    },
  };
}

async function waitFor<T>(probe: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('two server instances on one PostgreSQL', () => {
  let smtp: Smtp;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    smtp = await startSmtp();
    const shared = {
      DATABASE_URL: await newPostgresDatabaseUrl(),
      SITE_URL,
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL_TO: 'firma@example.com',
      NOTIFY_EMAIL_FROM: 'web@example.com',
      STATIC_DIR: 'dist/client',
    };
    a = await spawnServer(shared);
    b = await spawnServer({ ...shared, TRUST_PROXY: 'true' });
  }, 120_000);
  afterAll(async () => {
    for (const s of [a, b]) if (s && s.child.exitCode === null) s.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await smtp.stop();
  });

  it('accept each other’s sessions: sign up on one, verify and use the session on the other, sign out anywhere', async () => {
    const email = `instancias-${Date.now()}@example.com`;
    const browser = client();
    const signUp = await browser.send(a.url, '/api/auth/sign-up/email', {
      method: 'POST',
      body: { name: 'Ana', email, password: GOOD_PASSWORD, clientType: 'buyer', lang: 'es' },
    });
    expect(signUp.status).toBe(200);
    const mail = await waitFor(() => smtp.received.find((m) => m.to.includes(email)));
    const link = new URL(/http:\/\/localhost:8080\/api\/auth\/verify-email\S+/.exec(mail.body)![0]);
    const verified = await browser.send(b.url, `${link.pathname}${link.search}`);
    expect(verified.status).toBe(302);
    expect(await (await browser.send(a.url, '/api/portal/profile')).json()).toMatchObject({
      user: { email, emailVerified: true },
    });
    expect((await browser.send(b.url, '/api/portal/profile')).status).toBe(200);
    expect((await browser.send(a.url, '/api/auth/sign-out', { method: 'POST', body: {} })).status).toBe(200);
    expect((await browser.send(b.url, '/api/portal/profile')).status).toBe(401);

    // Behind a trusted proxy that speaks HTTPS to the browser: __Host- cookie, Secure.
    const proxied = await fetch(`${b.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: SITE_URL, 'X-Forwarded-Proto': 'https' },
      body: JSON.stringify({ email, password: GOOD_PASSWORD }),
    });
    expect(proxied.status).toBe(200);
    const cookie = proxied.headers.getSetCookie().find((c) => c.startsWith('__Host-aurea.session_token='));
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
  });

  it('share the sign-in limit: failures on both count together', async () => {
    const email = `limite-${Date.now()}@example.com`;
    const attempt = (server: ServerProcess) =>
      fetch(`${server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: SITE_URL },
        body: JSON.stringify({ email, password: 'a wrong password!' }),
      });
    for (const server of [a, b, a, b, a]) expect((await attempt(server)).status).toBe(401);
    const sixth = await attempt(b);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await attempt(a)).status).toBe(429);
  });
});
