import { existsSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app.ts';
import type { Database } from '../../server/db/index.ts';
import { createLogger } from '../../server/logger.ts';
import { SECURITY_HEADERS } from '../../server/http/security-headers.ts';
import { loadStaticFiles } from '../../server/site/static-files.ts';
import { absoluteUrl } from '../../src/app/head.ts';
import { CALCULATOR_IDS, CALCULATOR_ROUTES } from '../../src/config/calculators.ts';
import { INDEXED_ROUTE_IDS, PAGE_SCHEMA_TYPES, ROUTE_IDS, ROUTES, type RouteId } from '../../src/config/routes.ts';
import { DETAILED_REQUEST_MESSAGES } from '../../src/i18n/detailed-request.ts';
import { MESSAGES } from '../../src/i18n/all-messages.ts';
import { LANGS } from '../../src/i18n/languages.ts';
import { openEmptyTestDatabase } from '../setup/databases.ts';

/** The built, prerendered site served by the real app: what crawlers and visitors receive. */
let app: ReturnType<typeof createApp>;
let db: Database;

beforeAll(async () => {
  if (!existsSync('dist/client/index.html')) throw new Error('Run `npm run build` before the integration tests.');
  db = await openEmptyTestDatabase('pglite');
  app = createApp({ db, files: await loadStaticFiles('dist/client'), logger: createLogger('silent') });
});
afterAll(() => db.close());

const attr = (html: string, selector: RegExp) => html.match(selector)?.[1];

/** The attributes of every <name …> tag in the document's <head>, names lower-cased as browsers read them. */
function headTags(html: string, name: 'link' | 'meta'): Array<Record<string, string>> {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(new RegExp(`<${name}\\s([^>]*?)/?>`, 'gi'))].map(([, attrs]) =>
    Object.fromEntries([...attrs!.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k!.toLowerCase(), v!])),
  );
}
const metaContent = (html: string, key: 'name' | 'property', value: string) =>
  headTags(html, 'meta').find((m) => m[key] === value)?.content;
const pagesOf = (ids: readonly RouteId[]) =>
  ids.flatMap((id) => LANGS.map((lang) => ({ id, lang, path: ROUTES[id][lang], paths: ROUTES[id] })));
const pages = pagesOf(INDEXED_ROUTE_IDS);
/** The account pages and the private area (issue 10): prerendered shells, never indexed nor cached. */
const accountPages = pagesOf(ROUTE_IDS.filter((id) => !INDEXED_ROUTE_IDS.includes(id)));

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
    expect(metaContent(html, 'name', 'description')).toBe(meta.description);
    const links = headTags(html, 'link');
    expect(links.filter((l) => l.rel === 'canonical').map((l) => l.href)).toEqual([absoluteUrl(path)]);
    const alternates = links.filter((l) => l.rel === 'alternate').map((l) => [l.hreflang, l.href]);
    expect(alternates).toEqual([...LANGS.map((l) => [l, absoluteUrl(paths[l])]), ['x-default', absoluteUrl(paths.es)]]);
    expect(metaContent(html, 'property', 'og:title')).toBe(meta.title);
    expect(metaContent(html, 'property', 'og:image')).toBe(absoluteUrl(`/og/og-${lang}.jpg`));
    expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
    expect((await app.request(`/og/og-${lang}.jpg`)).headers.get('content-type')).toBe('image/jpeg');
  });
});

describe.each(accountPages)('$path (account page)', ({ id, lang, path }) => {
  it('is a noindex shell in its language, never stored by a cache, with the security headers', async () => {
    const res = await app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(res.headers.get(name)).toBe(value);
    const html = await res.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`<title>${MESSAGES[lang].meta[id].title}</title>`);
    expect(metaContent(html, 'name', 'robots')).toBe('noindex');
    expect(headTags(html, 'link').filter((l) => l.rel === 'canonical' || l.rel === 'alternate')).toEqual([]);
    expect(metaContent(html, 'property', 'og:title')).toBeUndefined();
    // A revalidation answers no-store too.
    const again = await app.request(path, { headers: { 'If-None-Match': res.headers.get('etag')! } });
    expect(again.headers.get('cache-control')).toBe('no-store');
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

  const jsonLdOf = async (path: string) =>
    JSON.parse(attr(await (await app.request(path)).text(), /<script type="application\/ld\+json">([^<]+)<\/script>/) ?? 'null');

  it.each(CALCULATOR_IDS.flatMap((id) => LANGS.map((lang) => [id, lang] as const)))(
    'the %s calculator’s %s page describes itself as a free WebApplication of the firm, in its language',
    async (id, lang) => {
      const route = CALCULATOR_ROUTES[id];
      const data = await jsonLdOf(ROUTES[route][lang]);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'WebApplication',
        name: MESSAGES[lang].meta[route].name,
        description: MESSAGES[lang].meta[route].description,
        url: absoluteUrl(ROUTES[route][lang]),
        inLanguage: lang === 'es' ? 'es-ES' : 'en-GB',
        isAccessibleForFree: true,
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR' },
        provider: { '@type': 'RealEstateAgent', url: absoluteUrl(ROUTES.home[lang]) },
      });
    },
  );

  it.each(LANGS)('the %s calculators’ index is a collection of the five WebApplications', async (lang) => {
    const data = await jsonLdOf(ROUTES.calculators[lang]);
    expect(data['@type']).toBe('CollectionPage');
    expect(data.hasPart.map((part: { '@type': string; url: string }) => [part['@type'], part.url])).toEqual(
      CALCULATOR_IDS.map((id) => ['WebApplication', absoluteUrl(ROUTES[CALCULATOR_ROUTES[id]][lang])]),
    );
  });

  it.each(LANGS)('the %s detailed brief is prerendered with its first step, and the home page links to it', async (lang) => {
    const html = await (await app.request(ROUTES.detailedRequest[lang])).text();
    const copy = DETAILED_REQUEST_MESSAGES[lang];
    // Crawlers and visitors without JavaScript yet read the form's first question and its options.
    expect(html).toContain(copy.steps.progress(1, 4));
    expect(html).toContain(copy.stepTitles[1].title);
    expect(html).toContain(copy.fields.propertyType.options.penthouse);
    const home = await (await app.request(ROUTES.home[lang])).text();
    // The services and concierge sections (prerendered into the home page) link to the brief.
    expect(home.match(new RegExp(`href="${ROUTES.detailedRequest[lang]}"`, 'g'))).toHaveLength(2);
  });

  it('pages without a schema type in the route table carry no structured data', async () => {
    const without = (Object.keys(ROUTES) as RouteId[]).filter((id) => !PAGE_SCHEMA_TYPES[id]);
    expect(without.length).toBeGreaterThan(0);
    for (const id of without)
      for (const lang of LANGS) expect(await (await app.request(ROUTES[id][lang])).text()).not.toContain('application/ld+json');
  });

  it('the sitemap lists every page of both languages with its alternates', async () => {
    const xml = await (await app.request('/sitemap.xml')).text();
    for (const { path, paths } of pages) {
      expect(xml).toContain(`<loc>${absoluteUrl(path)}</loc>`);
      expect(xml).toContain(`hreflang="en" href="${absoluteUrl(paths.en)}"`);
    }
    expect(xml.match(/<url>/g)).toHaveLength(pages.length);
    for (const { path } of accountPages) expect(xml).not.toContain(`<loc>${absoluteUrl(path)}</loc>`);
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
      expect(metaContent(await res.text(), 'name', 'robots')).toBe('noindex');
    }
  });
});
