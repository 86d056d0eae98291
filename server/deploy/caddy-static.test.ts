import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NO_STORE_PAGE_FILES, PAGE_FILES } from '../app.ts';
import { NO_STORE_PATHS } from '../../src/config/routes.ts';
import { SECURITY_HEADERS } from '../middleware/security-headers.ts';
import { CADDY_STATIC_FILE, caddyStaticSite } from './caddy-static.ts';

describe('deploy/caddy/static.caddy', () => {
  it("is what the app's tables generate (regenerate: npx tsx server/deploy/caddy-static.ts > deploy/caddy/static.caddy)", () => {
    expect(readFileSync(CADDY_STATIC_FILE, 'utf8')).toBe(caddyStaticSite());
  });

  it('maps every canonical page to its prerendered file and sets every security header', () => {
    const site = caddyStaticSite();
    for (const [page, file] of PAGE_FILES) expect(site).toContain(`\t${page} ${file}\n`);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(site).toContain(`${name} "${value}"`);
  });

  it('serves the account pages’ shells with no-store, as the app does, and only them', () => {
    const site = caddyStaticSite();
    const noStore = site.match(/^@nostore path (.+)$/m)?.[1]?.split(' ') ?? [];
    // By page path (Caddy sets headers before it rewrites the page to its file) and by file.
    expect(noStore.sort()).toEqual([...NO_STORE_PATHS, ...NO_STORE_PAGE_FILES].sort());
    expect(noStore).toContain('/acceso');
    expect(noStore).toContain('/area-privada/index.html');
    expect(noStore).not.toContain('/');
    expect(noStore).not.toContain('/index.html');
    expect(site).toMatch(/^@revalidate not path \/assets\/\* \/acceso .*\/acceso\/index\.html/m);
  });
});
