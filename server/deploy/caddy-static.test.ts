import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECURITY_HEADERS, SUBRESOURCE_SECURITY_HEADERS } from '../http/security-headers.ts';
import { CADDY_STATIC_FILE, caddyStaticSite } from './caddy-static.ts';

describe('deploy/caddy/static.caddy', () => {
  it("is what the app's tables generate (regenerate: npx tsx server/deploy/caddy-static.ts > deploy/caddy/static.caddy)", () => {
    expect(readFileSync(CADDY_STATIC_FILE, 'utf8')).toBe(caddyStaticSite());
  });

  it('sets every security header and leaves every page and content file to the app', () => {
    const site = caddyStaticSite();
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(site).toContain(`${name} "${value}"`);
    // The app renders pages and content files from the published version (ADR 0036): Caddy never serves
    // the build's copies, which show the seed.
    for (const matcher of ['asset', 'file']) {
      const block = site.match(new RegExp(`^@${matcher} \\{\\n([\\s\\S]*?)^\\}`, 'm'))?.[1] ?? '';
      expect(block).toMatch(/\tnot path .*\*\/ \*\.html \/content\/\*/);
    }
    expect(site).not.toContain('page_file');
    // The studio's uploaded images are rows in the database, served by the app (ADR 0036).
    for (const matcher of ['asset', 'file']) {
      const block = site.match(new RegExp(`^@${matcher} \\{\\n([\\s\\S]*?)^\\}`, 'm'))?.[1] ?? '';
      expect(block).toMatch(/\tnot path .* \/media\/c\/\*\n/);
    }
    const handle = (matcher: string) => site.match(new RegExp(`^handle @${matcher} \\{\\n([\\s\\S]*?)^\\}`, 'm'))?.[1] ?? '';
    expect(handle('asset')).toContain('Cache-Control "public, max-age=31536000, immutable"');
    // Scripts, stylesheets and fonts: a subresource's headers, as the app sends them (by type).
    expect(site).toMatch(/^@asset \{\n\tmethod GET HEAD\n\tpath_regexp \^\/assets\/\[\^\/\]\+\\\.\(js\|css\|woff2\)\$\n/m);
    for (const [name, value] of Object.entries(SUBRESOURCE_SECURITY_HEADERS))
      expect(handle('asset')).toContain(`${name} "${value}"`);
    expect(handle('asset')).not.toContain('Content-Security-Policy');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(handle('file')).toContain(`${name} "${value}"`);
    expect(handle('file')).toContain('Cache-Control "public, max-age=300, must-revalidate"');
  });
});
