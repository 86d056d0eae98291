import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { TEST_SITE_URL, browser } from '../../tests/support/accounts.ts';
import { useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { HOSTILE_REDIRECT_TARGETS as HOSTILE_TARGETS } from '../../tests/support/hostile-redirects.ts';

/** Where a browser at the site lands on following `location`: the same origin, and not a `//host` path. */
function landsOnSite(location: string | null): boolean {
  if (location === null) return false;
  const landed = new URL(location.replace(/\\/g, '/'), `${TEST_SITE_URL}/area-privada`);
  return landed.origin === TEST_SITE_URL && /^\/(?![/\\])/.test(location) && !/[\\\t\n\r]|%2f|%5c/i.test(location);
}

describe.each(DATABASE_KINDS)('redirect targets on %s (issue 39)', (kind) => {
  const { t } = useAccountsEnv(kind);

  it('sends a verification link whose callbackURL leaves the site to the home of the request’s language', async () => {
    for (const target of HOSTILE_TARGETS) {
      const query = new URLSearchParams({ token: 'anything', callbackURL: target });
      const es = await browser(t.env.app).get(`/api/auth/verify-email?${query.toString()}`);
      expect(es.status, target).toBe(302);
      const location = es.headers.get('location');
      expect(landsOnSite(location), `${target} → ${location}`).toBe(true);
      expect(new URL(location!, TEST_SITE_URL).pathname, target).toBe('/');
      const en = await browser(t.env.app).get(`/api/auth/verify-email?${query.toString()}&lang=en`);
      expect(new URL(en.headers.get('location')!, TEST_SITE_URL).pathname, target).toBe('/en/');
    }
  });

  it('keeps a callbackURL of the site, as its path alone', async () => {
    for (const [target, path] of [
      ['/en/portal', '/en/portal'],
      [`${TEST_SITE_URL}/area-privada`, '/area-privada'],
      ['/area-privada/./cuenta', '/area-privada/cuenta'],
    ] as const) {
      const query = new URLSearchParams({ token: 'anything', callbackURL: target });
      const response = await browser(t.env.app).get(`/api/auth/verify-email?${query.toString()}`);
      expect(response.status).toBe(302);
      const location = response.headers.get('location')!;
      expect(location.startsWith(`${path}?`) || location === path, `${target} → ${location}`).toBe(true);
    }
  });

  it('never answers a request’s redirect with another origin, whatever the endpoint', async () => {
    for (const path of ['/api/auth/get-session', '/api/auth/passkey/generate-authenticate-options']) {
      const response = await browser(t.env.app).get(`${path}?callbackURL=${encodeURIComponent('//evil.test')}`);
      const location = response.headers.get('location');
      if (location !== null) expect(landsOnSite(location), `${path} → ${location}`).toBe(true);
    }
  });
});
