import { describe, expect, it } from 'vitest';
import type { ContentDocument, VersionChanges } from '../../src/domain/content/index.ts';
import {
  STUDIO_DRAFT_FILE,
  STUDIO_PREVIEW_PREFIX,
  studioVersionFile,
  studioVersionPreviewPrefix,
} from '../../src/config/routes.ts';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { browser } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { staffMember } from '../../tests/support/staff.ts';
import { contentFileOf, saveDraft } from '../../tests/support/studio.ts';
import { inlineStyleSources } from '../../src/app/page-template.ts';
import { contentSecurityPolicy } from '../http/security-headers.ts';

/** The schema.org blocks of a page. */
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map((m) => JSON.parse(m[1]!) as unknown);

/**
 * Preview of the draft (ADR 0036): staff see the real pages rendered from the draft, in both languages,
 * never cached or indexed, while visitors keep the published version; nobody else sees the draft.
 */
describe.each(DATABASE_KINDS)('the draft’s preview on %s', (kind) => {
  const { t, mailsTo, verifiedAccount } = useAccountsEnv(kind, { publishedSite: true });
  const ctx = () => ({ db: t.db, env: t.env, mailsTo });
  const visitor = () => browser(t.env.app);

  const expectPrivate = (response: Response) => {
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex');
  };

  it('shows staff the saved draft in both languages, noindex and no-store, while visitors keep the published page', async () => {
    const ana = await staffMember(ctx(), uniqueEmail('ana-vista'), { name: 'Ana Vista' });
    await saveDraft(ana.b, (document) => {
      document.cases[0]!.es.title = 'Ático en borrador en Almagro';
      document.cases[0]!.en.title = 'Draft penthouse in Almagro';
    });

    const es = await ana.b.get(`${STUDIO_PREVIEW_PREFIX}/`);
    expect(es.status).toBe(200);
    expectPrivate(es);
    expect(es.headers.get('content-type')).toMatch(/^text\/html/);
    const esHtml = await es.text();
    // The page's stylesheet is inline, allowed by its hash like every page's.
    expect(inlineStyleSources(esHtml)).toHaveLength(1);
    expect(es.headers.get('content-security-policy')).toBe(contentSecurityPolicy(inlineStyleSources(esHtml)));
    expect(esHtml).toContain('<html lang="es"');
    expect(esHtml).toContain('Ático en borrador en Almagro');
    expect(esHtml).toContain('<meta name="robots" content="noindex"');
    // It loads the build's assets and hydrates from the draft, which only staff can read.
    expect(esHtml).toMatch(/<meta name="app-entry" content="\/assets\/[^"]+\.js"/);
    expect(contentFileOf(esHtml)).toBe(STUDIO_DRAFT_FILE);

    const en = await ana.b.get(`${STUDIO_PREVIEW_PREFIX}/en/`);
    expect(en.status).toBe(200);
    expectPrivate(en);
    const enHtml = await en.text();
    expect(enHtml).toContain('<html lang="en"');
    expect(enHtml).toContain('Draft penthouse in Almagro');
    expect(enHtml).not.toContain('Ático en borrador en Almagro');
    expect(enHtml).toContain('<meta name="robots" content="noindex"');

    const draftFile = await ana.b.get(STUDIO_DRAFT_FILE);
    expect(draftFile.status).toBe(200);
    expectPrivate(draftFile);
    expect(((await draftFile.json()) as ContentDocument).cases[0]!.en.title).toBe('Draft penthouse in Almagro');

    // Any page of the site, and a path that is none (its 404 page, from the draft, still noindex).
    const legal = await ana.b.get(`${STUDIO_PREVIEW_PREFIX}/en/legal-notice`);
    expect(legal.status).toBe(200);
    const missing = await ana.b.get(`${STUDIO_PREVIEW_PREFIX}/no-existe`);
    expect(missing.status).toBe(404);
    expectPrivate(missing);
    expect(await missing.text()).toContain('<meta name="robots" content="noindex"');

    // Nothing published: visitors see the published pages.
    for (const path of ['/', '/en/']) {
      const page = await (await visitor().get(path)).text();
      expect(page).not.toContain('Ático en borrador en Almagro');
      expect(page).not.toContain('Draft penthouse in Almagro');
    }
  });

  it('shows nothing of the draft to a visitor or a client', async () => {
    const luis = await staffMember(ctx(), uniqueEmail('luis-vista'), { name: 'Luis Vista' });
    await saveDraft(luis.b, (document) => {
      document.cases[0]!.es.title = 'Secreto del borrador';
      document.cases[0]!.en.title = 'Draft secret';
    });
    const client = await verifiedAccount(uniqueEmail('cliente-vista'));
    for (const path of [`${STUDIO_PREVIEW_PREFIX}/`, `${STUDIO_PREVIEW_PREFIX}/en/`, STUDIO_DRAFT_FILE]) {
      const anonymous = await visitor().get(path);
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.headers.get('cache-control'), path).toBe('no-store');
      const body = await anonymous.text();
      expect(body).not.toContain('Secreto del borrador');
      expect(body).not.toContain('Draft secret');
      const asClient = await client.b.get(path);
      expect(asClient.status, path).toBe(403);
      const clientBody = await asClient.text();
      expect(clientBody).not.toContain('Secreto del borrador');
      expect(clientBody).not.toContain('Draft secret');
    }
  });

  it('shows an earlier version as its pages were, and what restoring it would change in the draft (issue 40)', async () => {
    const rosa = await staffMember(ctx(), uniqueEmail('rosa-versiones'), { name: 'Rosa Versiones' });
    const before = ((await (await rosa.b.get('/api/staff/content/versions')).json()) as { versions: { number: number }[] })
      .versions[0]!.number;
    const published = await saveDraft(rosa.b, (document) => {
      document.cases[0]!.es.title = 'Ático publicado en Almagro';
      document.cases[0]!.en.title = 'Published penthouse in Almagro';
    });
    expect((await rosa.b.post('/api/staff/content/publish', { draft: published })).status).toBe(201);
    const later = before + 1;
    await saveDraft(rosa.b, (document) => {
      document.cases[0]!.es.title = 'Ático del borrador siguiente';
      document.cases[0]!.en.title = 'Penthouse of the next draft';
    });

    // Version `later` as it was, in both languages, hydrating from its own document; staff only, never kept.
    const es = await rosa.b.get(`${studioVersionPreviewPrefix(later)}/`);
    expect(es.status).toBe(200);
    expectPrivate(es);
    const esHtml = await es.text();
    expect(esHtml).toContain('Ático publicado en Almagro');
    expect(esHtml).not.toContain('Ático del borrador siguiente');
    expect(esHtml).toContain('<meta name="robots" content="noindex"');
    expect(contentFileOf(esHtml)).toBe(studioVersionFile(later));
    const enHtml = await (await rosa.b.get(`${studioVersionPreviewPrefix(later)}/en/`)).text();
    expect(enHtml).toContain('Published penthouse in Almagro');
    const file = await rosa.b.get(studioVersionFile(later));
    expectPrivate(file);
    expect(((await file.json()) as ContentDocument).cases[0]!.en.title).toBe('Published penthouse in Almagro');
    // The version before it has neither title.
    expect(await (await rosa.b.get(`${studioVersionPreviewPrefix(before)}/`)).text()).not.toContain('Ático publicado en Almagro');

    // Restoring `later` would change the first case back (the draft renamed it), and nothing else.
    const diff = await rosa.b.get(`/api/staff/content/versions/${later}/changes`);
    expect(diff.status).toBe(200);
    expectPrivate(diff);
    const { version, changes } = (await diff.json()) as VersionChanges;
    expect(version).toBe(later);
    expect(changes).toEqual([expect.objectContaining({ kind: 'case', change: 'edited', name: 'Ático publicado en Almagro' })]);

    // An unknown version or a malformed number names nothing there is: 404, never a 500.
    for (const path of [
      `${studioVersionPreviewPrefix(later + 50)}/`,
      studioVersionFile(later + 50),
      `/api/staff/content/versions/${later + 50}/changes`,
      '/api/staff/content/versions/0/changes',
      '/api/staff/content/versions/x/document.json',
      "/api/staff/content/versions/1'/preview/",
    ])
      expect((await rosa.b.get(path)).status, path).toBe(404);

    // Nobody else: 401 signed out, 403 for a client.
    const client = await verifiedAccount(uniqueEmail('cliente-versiones'));
    for (const path of [
      `${studioVersionPreviewPrefix(later)}/`,
      studioVersionFile(later),
      `/api/staff/content/versions/${later}/changes`,
    ]) {
      const anonymous = await visitor().get(path);
      expect(anonymous.status, path).toBe(401);
      expect(await anonymous.text()).not.toContain('Ático publicado en Almagro');
      expect((await client.b.get(path)).status, path).toBe(403);
    }
  });

  it('shows a team member added and published on the about section and in the JSON-LD, in both languages', async () => {
    const eva = await staffMember(ctx(), uniqueEmail('eva-equipo'), { name: 'Eva Equipo' });
    const draft = await saveDraft(eva.b, (document) => {
      document.identity.team.push({
        name: 'Marta Ibáñez Soler',
        role: { es: 'Directora de operaciones', en: 'Head of operations' },
        languages: ['es', 'en'],
      });
    });
    // In the preview before it is published, and not on the public page.
    expect(await (await eva.b.get(`${STUDIO_PREVIEW_PREFIX}/`)).text()).toContain('Marta Ibáñez Soler');
    expect(await (await visitor().get('/')).text()).not.toContain('Marta Ibáñez Soler');

    expect((await eva.b.post('/api/staff/content/publish', { draft })).status).toBe(201);
    for (const [path, role] of [
      ['/', 'Directora de operaciones'],
      ['/en/', 'Head of operations'],
    ] as const) {
      const html = await (await visitor().get(path)).text();
      const about = /<section[^>]*id="(?:sobre-nosotros|about)"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
      expect(about, path).toContain('Marta Ibáñez Soler');
      expect(about, path).toContain(role);
      expect(JSON.stringify(jsonLdOf(html)), path).toContain('Marta Ibáñez Soler');
      expect(JSON.stringify(jsonLdOf(html)), path).toContain(role);
    }
  });

  it('previews and publishes the home’s copy blocks, and refuses to publish one with a language missing, naming it', async () => {
    const luz = await staffMember(ctx(), uniqueEmail('luz-textos'), { name: 'Luz Textos' });
    const missing = await saveDraft(luz.b, (document) => {
      document.copy.concierge.intro.es = 'Un servicio a medida, de la primera llamada a la firma.';
      document.copy.concierge.intro.en = '';
    });
    const refused = await luz.b.post('/api/staff/content/publish', { draft: missing });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      'copy.concierge.intro.en': 'missingTranslations',
    });
    expect(await (await luz.b.get(`${STUDIO_PREVIEW_PREFIX}/`)).text()).toContain(
      'Un servicio a medida, de la primera llamada a la firma.',
    );

    const whole = await saveDraft(luz.b, (document) => {
      document.copy.concierge.intro.en = 'A made-to-measure service, from the first call to the signing.';
    });
    expect((await luz.b.post('/api/staff/content/publish', { draft: whole })).status).toBe(201);
    expect(await (await visitor().get('/')).text()).toContain('Un servicio a medida, de la primera llamada a la firma.');
    expect(await (await visitor().get('/en/')).text()).toContain(
      'A made-to-measure service, from the first call to the signing.',
    );
  });
});
