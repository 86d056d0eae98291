import { describe, expect, it } from 'vitest';
import { valuate } from '../../src/domain/calculators/index.ts';
import { makeValuationInput } from '../../src/domain/calculators/test-factories.ts';
import type { ContentDocument } from '../../src/domain/content/index.ts';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import type { Browser } from '../../tests/support/accounts.ts';
import { browser } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { staffMember } from '../../tests/support/staff.ts';
import { contentFileOf, saveDraft } from '../../tests/support/studio.ts';
import { createLogger } from '../logger.ts';
import { loadStaticFiles } from '../site/static-files.ts';
import { servePublishedSite } from './published-site.ts';
import { MESSAGES } from '../../src/i18n/all-messages.ts';
import { CALCULATOR_PAGES_MESSAGES } from '../../src/i18n/calculator-pages.ts';
import { CONTACT_STEPS_MESSAGES } from '../../src/i18n/contact-steps.ts';
import { inlineStyleSources } from '../../src/app/page-template.ts';
import { formattersFor } from '../../src/i18n/format.ts';

/**
 * Publishing without a rebuild (ADR 0036): the pages the app serves are rendered from the newest
 * published version by the build's own renderer, swapped in before the publish answers, and every
 * other instance on the same database serves it within 5 s.
 */
describe.each(DATABASE_KINDS)('the published site on %s', (kind) => {
  const { t, mailsTo, verifiedAccount } = useAccountsEnv(kind, { publishedSite: true });
  const ctx = () => ({ db: t.db, env: t.env, mailsTo });
  const visitor = () => browser(t.env.app);
  const page = async (path: string) => {
    const response = await visitor().get(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };

  async function publish(staff: Browser, edit: (document: ContentDocument) => void): Promise<number> {
    const published = await staff.post('/api/staff/content/publish', { draft: await saveDraft(staff, edit) });
    expect(published.status).toBe(201);
    return ((await published.json()) as { version: { number: number } }).version.number;
  }

  it('serves a published case in both languages at once, with the content file its pages hydrate from; a restore takes it away', async () => {
    const ana = await staffMember(ctx(), uniqueEmail('ana-publica'), { name: 'Ana Publica' });
    const before = await page('/');
    const seedFile = contentFileOf(before);
    expect(seedFile).toMatch(/^\/content\/[0-9a-f]{20}\.json$/);

    const firstVersion = t.site!.version();
    const version = await publish(ana.b, (document) => {
      const first = document.cases[0]!;
      first.es.title = 'Ático de estreno en Almagro';
      first.en.title = 'Brand-new penthouse in Almagro';
    });
    expect(t.site!.version()).toBe(version);

    // A plain reload shows it: no rebuild, nothing else to do.
    const es = await page('/');
    const en = await page('/en/');
    expect(es).toContain('Ático de estreno en Almagro');
    expect(en).toContain('Brand-new penthouse in Almagro');
    expect(en).not.toContain('Ático de estreno en Almagro');
    // The pages name the new version's content file, cached for good; the old one still answers for a
    // page loaded before the swap.
    const file = contentFileOf(es)!;
    expect(file).not.toBe(seedFile);
    expect(contentFileOf(en)).toBe(file);
    const content = await visitor().get(file);
    expect(content.status).toBe(200);
    expect(content.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(((await content.json()) as ContentDocument).cases[0]!.en.title).toBe('Brand-new penthouse in Almagro');
    expect((await visitor().get(seedFile!)).status).toBe(200);
    // Every page of both languages comes from the version: the 404 page and a calculator too.
    const missing = await visitor().get('/no-existe');
    expect(missing.status).toBe(404);
    expect(contentFileOf(await missing.text())).toBe(file);
    expect(contentFileOf(await page('/en/calculators/valuation'))).toBe(file);

    // Back to the version before in one step: the case's old title again, from the build's own pages.
    const restored = await ana.b.post(`/api/staff/content/versions/${firstVersion}/restore`);
    expect(restored.status).toBe(201);
    const after = await page('/');
    expect(after).not.toContain('Ático de estreno en Almagro');
    expect(contentFileOf(after)).toBe(seedFile);
  });

  it('serves the edited section headings, the count from the published cases and each page’s title and description for search, in both languages; refuses them empty', async () => {
    const rosa = await staffMember(ctx(), uniqueEmail('rosa-textos'), { name: 'Rosa Textos' });
    const before = await page('/');
    expect(before).toContain(`<title>${MESSAGES.es.meta.home.title}</title>`);
    expect(before).toContain('Estas son 13 operaciones recientes');

    // A title left empty in one language (or both) is refused at publish, named.
    const emptyAt = await saveDraft(rosa.b, (document) => {
      document.seo.legalNotice.title.en = '';
    });
    const refused = await rosa.b.post('/api/staff/content/publish', { draft: emptyAt });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      'seo.legalNotice.title.en': 'missingTranslations',
    });

    const firstVersion = t.site!.version();
    await publish(rosa.b, (document) => {
      document.seo.legalNotice.title.en = MESSAGES.en.meta.legalNotice.title;
      document.seo.home = {
        title: { es: 'Concierge inmobiliario & privado en Madrid', en: 'Private property concierge in Madrid' },
        description: { es: 'Casas que no se anuncian, con discreción.', en: 'Homes that are never advertised, with discretion.' },
      };
      document.seo.valuationCalculator.title = { es: 'Valore su casa en Madrid', en: 'Value your Madrid home' };
      const headings = document.copy.headings;
      headings.portfolio.title = { es: 'Operaciones cerradas', en: 'Closed transactions' };
      headings.portfolio.intro = {
        es: '{count} operaciones, contadas sin nombres.',
        en: '{count} transactions, told without names.',
      };
      headings.zones.intro = { es: 'Cuatro barrios que conocemos.', en: 'Four neighbourhoods we know.' };
      headings.about.press = { es: 'Nos han citado', en: 'Quoted in' };
      // Four cases left visible: the intro says four, in words.
      document.cases.slice(4).forEach((entry) => (entry.visible = false));
    });

    const es = await page('/');
    const en = await page('/en/');
    expect(es).toContain('<title>Concierge inmobiliario &amp; privado en Madrid</title>');
    expect(es).toContain('<meta name="description" content="Casas que no se anuncian, con discreción."/>');
    expect(es).toContain('<meta property="og:title" content="Concierge inmobiliario &amp; privado en Madrid"/>');
    expect(es).toContain('<meta property="og:description" content="Casas que no se anuncian, con discreción."/>');
    expect(en).toContain('<title>Private property concierge in Madrid</title>');
    expect(en).toContain('<meta name="description" content="Homes that are never advertised, with discretion."/>');
    // The firm's JSON-LD describes it with the home's description.
    expect(en).toContain('"description":"Homes that are never advertised, with discretion."');
    expect(es).toMatch(/<h2 id="portfolio-heading"[^>]*>Operaciones cerradas<\/h2>/);
    expect(es).toContain('Cuatro operaciones, contadas sin nombres.');
    expect(en).toContain('Four transactions, told without names.');
    expect(en).toContain('Four neighbourhoods we know.');
    expect(es).not.toContain('Estas son 13 operaciones');
    // Another page's title, and a page nobody edited keeps its own.
    expect(await page('/en/calculators/valuation')).toContain('<title>Value your Madrid home</title>');
    expect(await page('/aviso-legal')).toContain(`<title>${MESSAGES.es.meta.legalNotice.title}</title>`);

    // Restored, the version before reads as the pages did.
    expect((await rosa.b.post(`/api/staff/content/versions/${firstVersion}/restore`)).status).toBe(201);
    const restored = await page('/');
    expect(restored).toContain(`<title>${MESSAGES.es.meta.home.title}</title>`);
    expect(restored).toContain('Estas son 13 operaciones recientes');
  });

  it('serves the calculators’ pages’ and the legal pages’ published headings in both languages; refuses a page title empty; a restore brings back the seed’s', async () => {
    const pablo = await staffMember(ctx(), uniqueEmail('pablo-paginas'), { name: 'Pablo Paginas' });
    const seed = CALCULATOR_PAGES_MESSAGES;
    const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];
    expect(h1(await page('/calculadoras/valoracion'))).toBe(seed.es.pages.valuation.title);
    expect(await page('/en/calculators')).toContain(seed.en.index.intro);

    // A calculator page's title left empty in English is refused at publish, named.
    const emptyAt = await saveDraft(pablo.b, (document) => {
      document.copy.headings.investmentCalculator.title.en = '';
    });
    const refused = await pablo.b.post('/api/staff/content/publish', { draft: emptyAt });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      'copy.headings.investmentCalculator.title.en': 'missingTranslations',
    });

    const firstVersion = t.site!.version();
    await publish(pablo.b, (document) => {
      const headings = document.copy.headings;
      headings.investmentCalculator.title.en = seed.en.pages.investment.title;
      headings.valuationCalculator = {
        title: { es: 'Cuánto vale su casa en Madrid', en: 'What your Madrid home is worth' },
        lead: { es: 'Una horquilla honesta, en un minuto.', en: 'An honest range, in a minute.' },
        summary: { es: 'Su horquilla, sin compromiso.', en: 'Your range, with no commitment.' },
      };
      headings.calculatorsIndex.eyebrow = { es: 'Cálculos privados', en: 'Private sums' };
      headings.calculatorsIndex.intro = { es: 'Cinco cálculos, en su navegador.', en: 'Five sums, in your browser.' };
      headings.legalNotice.title = { es: 'Información legal', en: 'Legal information' };
    });

    // Above the form, in each language only its own.
    const es = await page('/calculadoras/valoracion');
    const en = await page('/en/calculators/valuation');
    expect(h1(es)).toBe('Cuánto vale su casa en Madrid');
    expect(h1(en)).toBe('What your Madrid home is worth');
    expect(es).toContain('Una horquilla honesta, en un minuto.');
    expect(en).toContain('An honest range, in a minute.');
    expect(en).not.toContain('Cuánto vale su casa');
    expect(en).not.toContain(seed.en.pages.valuation.lead);
    // The index: its eyebrow and introduction, and the calculator's new title and line in its list.
    const index = await page('/en/calculators');
    expect(index).toContain('Private sums');
    expect(index).toContain('Five sums, in your browser.');
    expect(index).not.toContain(seed.en.index.intro);
    expect(index).toContain('What your Madrid home is worth');
    expect(index).toContain('Your range, with no commitment.');
    // Another calculator's page lists it among the others by its new title; its own heading is unchanged.
    const other = await page('/calculadoras/reforma');
    expect(other).toContain('Cuánto vale su casa en Madrid');
    expect(h1(other)).toBe(seed.es.pages.renovation.title);
    // A legal page's title, in both languages; the menu's label is interface copy and stays.
    expect(h1(await page('/aviso-legal'))).toBe('Información legal');
    expect(h1(await page('/en/legal-notice'))).toBe('Legal information');

    // Restored, the version before reads as the pages did.
    expect((await pablo.b.post(`/api/staff/content/versions/${firstVersion}/restore`)).status).toBe(201);
    expect(h1(await page('/en/calculators/valuation'))).toBe(seed.en.pages.valuation.title);
    expect(h1(await page('/aviso-legal'))).toBe(MESSAGES.es.legal.headings.legalNotice);
    expect(await page('/calculadoras')).toContain(seed.es.index.intro);
  });

  it('dates the legal pages by the version shown: the publish day of the firm’s version, the build’s for the seed again', async () => {
    const ana = await staffMember(ctx(), uniqueEmail('ana-fecha'), { name: 'Ana Fecha' });
    const seedNotice = await page('/aviso-legal');
    const firstVersion = t.site!.version();
    await publish(ana.b, (document) => {
      document.identity.nif = 'B12345678';
    });
    const versions = (await (await ana.b.get('/api/staff/content/versions')).json()) as { versions: { publishedAt: string }[] };
    const day = versions.versions[0]!.publishedAt.slice(0, 10);
    for (const [path, lang] of [
      ['/aviso-legal', 'es'],
      ['/en/legal-notice', 'en'],
    ] as const) {
      const html = await page(path);
      expect(html).toContain(MESSAGES[lang].legal.lastUpdated(formattersFor(lang).date(day)));
      expect(html).toContain('B12345678');
    }
    // Restoring the seed brings back its pages, dated as the build is.
    expect((await ana.b.post(`/api/staff/content/versions/${firstVersion}/restore`)).status).toBe(201);
    const restored = await page('/aviso-legal');
    expect(contentFileOf(restored)).toBe(contentFileOf(seedNotice));
    expect(restored).not.toContain('B12345678');
  });

  it('gives the valuation pages a published market table, and values a client’s property with it on the server', async () => {
    const eva = await staffMember(ctx(), uniqueEmail('eva-mercado'), { name: 'Eva Mercado' });
    const chamberi = { avgPerM2: 9000, minPerM2: 7000, maxPerM2: 10500 };
    await publish(eva.b, (document) => {
      document.market.asOf = '2025-11';
      document.market.districts.chamberi = chamberi;
    });

    // The result shows after the visitor's input, so the pages carry no figure of it: they name the
    // content file the calculator hydrates with, and it holds the new table and its month (the card's
    // figures and date line, in each language, are src/features/calculators/published-market.test.tsx).
    const es = contentFileOf(await page('/calculadoras/valoracion'))!;
    expect(contentFileOf(await page('/en/calculators/valuation'))).toBe(es);
    const { market } = (await (await visitor().get(es)).json()) as ContentDocument;
    expect(market.asOf).toBe('2025-11');
    expect(market.districts.chamberi).toEqual(chamberi);

    // Valorar ahora, in the private area, works it out on the server with the same table.
    const seller = await verifiedAccount(uniqueEmail('vendedora-mercado'), { name: 'Vendedora Mercado', clientType: 'seller' });
    const input = makeValuationInput();
    expect((await seller.b.put('/api/portal/property', input)).status).toBe(200);
    const valued = await seller.b.post('/api/portal/property/valuations');
    expect(valued.status).toBe(201);
    const published = valuate(input, new Date(), market.districts);
    expect(published.estimatedValue).not.toBe(valuate(input, new Date()).estimatedValue);
    expect(await valued.json()).toMatchObject({
      valuation: { estimatedValue: published.estimatedValue, low: published.range.low, high: published.range.high },
    });
  });

  it('frames the answer to a form sent without scripts as one of its pages: title, header, footer, stylesheet, no script', async () => {
    for (const [path, lang] of [
      ['/enviar-solicitud?received=simple', 'es'],
      ['/en/send-request?received=detailed', 'en'],
    ] as const) {
      const response = await visitor().get(path);
      expect(response.status, path).toBe(200);
      const html = await response.text();
      const title = CONTACT_STEPS_MESSAGES[lang].sent.title;
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<title>${title} | Aurea Concierge Madrid</title>`);
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(html).toMatch(/<header\b[^>]*data-testid="site-header"/);
      expect(html).toMatch(/<footer\b[^>]*data-testid="site-footer"/);
      expect(html).toContain(`>${MESSAGES[lang].shell.footer.legalNotice}</a>`);
      expect(html).not.toMatch(/<script\b/);
      // Its one inline stylesheet is the pages' own, which the page's CSP allows by its hash.
      const styles = inlineStyleSources(html);
      expect(styles).toHaveLength(1);
      expect(response.headers.get('content-security-policy')).toContain(styles[0]);
    }
  });

  it('is served by another instance on the same database within 5 s of a publish', async () => {
    const other = await servePublishedSite({
      db: t.db,
      staticDir: 'dist/client',
      built: await loadStaticFiles('dist/client'),
      logger: createLogger('silent'),
    });
    try {
      const luis = await staffMember(ctx(), uniqueEmail('luis-publica'), { name: 'Luis Publica' });
      const version = await publish(luis.b, (document) => {
        document.cases[1]!.es.title = 'Villa con jardín en Mirasierra';
        document.cases[1]!.en.title = 'Villa with a garden in Mirasierra';
      });
      const published = Date.now();
      await expect
        .poll(() => other.files.get('/en/index.html')?.body.toString().includes('Villa with a garden in Mirasierra'), {
          timeout: 5_000,
          interval: 100,
        })
        .toBe(true);
      expect(Date.now() - published).toBeLessThan(5_000);
      expect(other.site.version()).toBe(version);
    } finally {
      await other.site.stop();
    }
  });
});
