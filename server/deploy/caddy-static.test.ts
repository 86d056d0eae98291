import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PAGE_FILES } from '../app.ts';
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

  // Issue 22: invitation links e-mailed before English keys (`/en/workspace?invitacion=…`) must reach the
  // app, which redirects them; Caddy serving the page itself would leave the invitation unread.
  it('leaves a workspace address with the other language’s query keys to the app', () => {
    const site = caddyStaticSite();
    const privatePage = site.match(/^@private_page \{\n([\s\S]*?)^\}/m)?.[1] ?? '';
    for (const key of ['solicitud', 'invitacion', 'vista', 'desde'])
      expect(privatePage).toContain(`\tnot {\n\t\tpath /en/workspace\n\t\tquery ${key}=*\n\t}`);
    expect(privatePage).toContain(`\tnot {\n\t\tpath /gestion\n\t\tquery request=*\n\t}`);
  });

  it('serves the account pages’ shells with no-store, as the app does, and only them', () => {
    const site = caddyStaticSite();
    const pathsOf = (matcher: string) =>
      site.match(new RegExp(`^@${matcher} \\{\\n\\tmethod GET HEAD\\n\\tpath (.+)$`, 'm'))?.[1]?.split(' ') ?? [];
    expect(pathsOf('private_page').sort()).toEqual([...NO_STORE_PATHS].sort());
    expect(pathsOf('page')).toContain('/');
    expect(pathsOf('page').filter((page) => NO_STORE_PATHS.has(page))).toEqual([]);
    expect([...pathsOf('page'), ...pathsOf('private_page')].sort()).toEqual([...PAGE_FILES.keys()].sort());
    const handle = (matcher: string) => site.match(new RegExp(`^handle @${matcher} \\{\\n([\\s\\S]*?)^\\}`, 'm'))?.[1] ?? '';
    expect(handle('private_page')).toContain('Cache-Control "no-store"');
    expect(handle('page')).toContain('Cache-Control "public, max-age=300, must-revalidate"');
    expect(handle('asset')).toContain('Cache-Control "public, max-age=31536000, immutable"');
  });
});
