import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import { openPglite } from '../../server/db/pglite.ts';
import type { Database } from '../../server/db/index.ts';
import { createLogger } from '../../server/logger.ts';
import { SECURITY_HEADERS } from '../../server/middleware/security-headers.ts';
import { loadStaticFiles } from '../../server/static-files.ts';
import { absoluteUrl } from '../../src/app/head.ts';
import { ROUTES, type RouteId } from '../../src/config/routes.ts';
import { MESSAGES } from '../../src/i18n/index.tsx';
import { LANGS } from '../../src/i18n/languages.ts';

/** The built, prerendered site served by the real app: what crawlers and visitors receive. */
let app: ReturnType<typeof createApp>;
let db: Database;

beforeAll(async () => {
  if (!existsSync('dist/client/index.html')) throw new Error('Run `npm run build` before the integration tests.');
  db = await openPglite(undefined);
  app = createApp({ db, files: await loadStaticFiles('dist/client'), logger: createLogger('silent') });
});
afterAll(() => db.close());

const attr = (html: string, selector: RegExp) => html.match(selector)?.[1];
const pages = (Object.entries(ROUTES) as [RouteId, Record<'es' | 'en', string>][]).flatMap(([id, paths]) =>
  LANGS.map((lang) => ({ id, lang, path: paths[lang], paths })),
);

describe.each(pages)('$path', ({ id, lang, path, paths }) => {
  it('carries the security headers', async () => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
  });

  it('has its title, description, canonical, hreflang and social cards in its language', async () => {
    const html = await (await app.request(path)).text();
    const meta = MESSAGES[lang].meta[id];
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<title>${meta.title}</title>`);
    expect(attr(html, /<meta name="description" content="([^"]+)"/)).toBe(meta.description);
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe(absoluteUrl(path));
    for (const l of LANGS) expect(html).toContain(`<link rel="alternate" hreflang="${l}" href="${absoluteUrl(paths[l])}">`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${absoluteUrl(paths.es)}">`);
    expect(attr(html, /<meta property="og:title" content="([^"]+)"/)).toBe(meta.title);
    expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toBe(absoluteUrl(`/og/og-${lang}.jpg`));
    expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe('summary_large_image');
    expect((await app.request(`/og/og-${lang}.jpg`)).headers.get('content-type')).toBe('image/jpeg');
  });
});

describe('structured data and crawler files', () => {
  it.each(LANGS)('the %s home page describes the firm as a RealEstateAgent with the areas it serves', async (lang) => {
    const html = await (await app.request(ROUTES.home[lang])).text();
    const json = attr(html, /<script type="application\/ld\+json">([^<]+)<\/script>/);
    const data = JSON.parse(json ?? 'null');
    expect(data['@type']).toBe('RealEstateAgent');
    expect(data.url).toBe(absoluteUrl(ROUTES.home[lang]));
    expect(data.areaServed.map((a: { name: string }) => a.name)).toEqual(MESSAGES[lang].meta.areasServed);
    expect(data.description).toBe(MESSAGES[lang].meta.home.description);
  });

  it('the sitemap lists every page of both languages with its alternates', async () => {
    const xml = await (await app.request('/sitemap.xml')).text();
    for (const { path, paths } of pages) {
      expect(xml).toContain(`<loc>${absoluteUrl(path)}</loc>`);
      expect(xml).toContain(`hreflang="en" href="${absoluteUrl(paths.en)}"`);
    }
    expect(xml.match(/<url>/g)).toHaveLength(pages.length);
  });

  it('robots.txt allows the site, keeps crawlers off the API and names the sitemap', async () => {
    const text = await (await app.request('/robots.txt')).text();
    expect(text).toContain('Allow: /');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${absoluteUrl('/sitemap.xml')}`);
  });

  it('the 404 pages are not indexable', async () => {
    for (const path of ['/no-existe', '/en/missing']) {
      const res = await app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('<meta name="robots" content="noindex">');
    }
  });
});
