import { describe, expect, it } from 'vitest';
import { seedContent, withSeedDefaults } from './seed.ts';
import { ABOUT, PILLARS } from './about.ts';
import { CONCIERGE_SERVICES } from './concierge-services.ts';
import { STEPS } from './how-it-works.ts';
import { PORTFOLIO_CASES, PORTFOLIO_INTRO } from './portfolio-cases.ts';
import { ZONES_INTRO } from './zones.ts';
import { MESSAGES } from '../i18n/all-messages.ts';
import { CALCULATOR_PAGES_MESSAGES } from '../i18n/calculator-pages.ts';
import {
  ContentDocumentSchema,
  fillCount,
  missingTranslations,
  PAGE_HEADING_IDS,
  SEO_DESCRIPTION_MAX_CHARS,
  SEO_TITLE_MAX_CHARS,
  type ContentDocument,
} from '../domain/content/index.ts';

const seed = () => structuredClone(seedContent());

describe('the content document', () => {
  it('holds today’s content: the seed is a valid document with every case, zone and district', () => {
    const document = seed();
    expect(ContentDocumentSchema.safeParse(document).success).toBe(true);
    expect(document.cases.map((c) => c.id)).toEqual(PORTFOLIO_CASES.map((c) => c.id));
    expect(document.cases[0]?.es.title).toBe(PORTFOLIO_CASES[0]?.es.title);
    expect(document.zones).toHaveLength(4);
    expect(document.market.districts.salamanca).toEqual({ avgPerM2: 10250, minPerM2: 8500, maxPerM2: 12000 });
  });

  it('holds the about, concierge and how-it-works copy of today’s modules', () => {
    const { copy } = seed();
    expect(copy.about.es.lead).toBe(ABOUT.es.lead);
    expect(copy.about.pillars.map((p) => p.en.title)).toEqual(PILLARS.map((p) => p.en.title));
    expect(copy.about.figures).toHaveLength(4);
    expect(copy.concierge.services.map((s) => s.id)).toEqual(CONCIERGE_SERVICES.map((s) => s.id));
    expect(copy.howItWorks.steps.map((s) => s.es.text)).toEqual(STEPS.map((s) => s.es.text));
  });

  it('reads a document stored before the copy blocks existed with the seed’s copy, and leaves a newer one alone', () => {
    const { copy, ...older } = seed();
    expect(ContentDocumentSchema.safeParse(older).success).toBe(false);
    const read = ContentDocumentSchema.parse(withSeedDefaults(older));
    expect(read.copy).toEqual(copy);
    expect(read.cases).toEqual(older.cases);
    const edited = seed();
    edited.copy.about.es.lead = 'Otra entrada.';
    expect(withSeedDefaults(edited)).toBe(edited);
  });

  it('reads a case stored with its closing price as that price’s band, so the figure is never published', () => {
    const { priceBand, ...rest } = seed().cases[0]!;
    const older = {
      ...seed(),
      cases: [
        { ...rest, price: 2_450_000 },
        { ...rest, id: 'limite', price: 1_000_000 },
      ],
    };
    const read = ContentDocumentSchema.parse(withSeedDefaults(older));
    expect(read.cases.map((c) => c.priceBand)).toEqual([priceBand, '1m-2m']);
    expect(JSON.stringify(read)).not.toContain('2450000');
  });

  it('is published as it is: the seed lacks no translation', () => {
    expect(missingTranslations(seed())).toEqual([]);
  });

  it('names each visible field that has one language only, and leaves hidden cases out', () => {
    const document = seed();
    const [first, second, third] = document.cases as [
      ContentDocument['cases'][number],
      ContentDocument['cases'][number],
      ContentDocument['cases'][number],
    ];
    first.en.solution = '';
    second.es.title = '  ';
    third.en.advantage = '';
    third.visible = false;
    document.zones[0]!.en.motto = '';
    document.identity.team = [{ name: 'Ana García', role: { es: 'Socia directora', en: '' }, languages: ['es', 'en'] }];
    document.copy.about.en.body = '';
    document.copy.about.pillars[0]!.es.text = '';
    document.copy.about.figures[2]!.value.en = '';
    document.copy.concierge.intro.en = '';
    document.copy.howItWorks.steps[2]!.en.title = '';

    expect(missingTranslations(document)).toEqual([
      `cases.${first.id}.en.solution`,
      `cases.${second.id}.es.title`,
      `zones.${document.zones[0]!.id}.en.motto`,
      'identity.team.0.role.en',
      'copy.about.en.body',
      'copy.about.pillars.only-the-best.es.text',
      'copy.about.figures.properties.value.en',
      'copy.concierge.intro.en',
      'copy.howItWorks.steps.you-receive.en.title',
    ]);
  });

  it('wants an image’s alt text in both languages, even where both are empty; a hidden case’s may wait', () => {
    const document = seed();
    const hash = (n: number) => String(n).repeat(64);
    const image = (alt: { es: string; en: string }) => ({
      width: 960,
      height: 720,
      renditions: [{ width: 960, avif: `/media/c/${hash(1)}.avif`, webp: `/media/c/${hash(2)}.webp` }],
      alt,
    });
    const [first, second, third] = document.cases as [
      ContentDocument['cases'][number],
      ContentDocument['cases'][number],
      ContentDocument['cases'][number],
    ];
    first.image = image({ es: 'Salón con balcones', en: '' });
    second.image = image({ es: '', en: ' ' });
    third.image = image({ es: '', en: '' });
    third.visible = false;
    document.zones[0]!.image = image({ es: 'Pinos', en: 'Pines' });
    expect(ContentDocumentSchema.safeParse(document).success).toBe(true);
    expect(missingTranslations(document)).toEqual([
      `cases.${first.id}.image.alt.en`,
      `cases.${second.id}.image.alt.es`,
      `cases.${second.id}.image.alt.en`,
    ]);
    // Renditions are the server's, by hash: no other address is taken.
    document.zones[0]!.image.renditions[0]!.avif = 'https://elsewhere.example/x.avif';
    const parsed = ContentDocumentSchema.safeParse(document);
    expect(parsed.success || parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'zones.0.image.renditions.0.avif: mediaInvalid',
    ]);
  });

  it('lets a field be empty in both languages (an optional one not yet written)', () => {
    const document = seed();
    document.identity.team = [{ name: 'Ana García', role: { es: '', en: '' }, languages: [] }];
    expect(missingTranslations(document)).toEqual([]);
  });

  it('refuses what a page cannot show, with codes: a band upside down, a missing district, a repeated id, a bad month', () => {
    const codes = (document: unknown) => {
      const result = ContentDocumentSchema.safeParse(document);
      return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    };
    const upsideDown = seed();
    upsideDown.market.districts.centro = { avgPerM2: 12000, minPerM2: 7000, maxPerM2: 11000 };
    expect(codes(upsideDown)).toEqual(['market.districts.centro.avgPerM2: bandInvalid']);

    const missing = seed();
    delete (missing.market.districts as Partial<typeof missing.market.districts>).retiro;
    expect(codes(missing)).toEqual(['market.districts.retiro: districtMissing']);

    const repeated = seed();
    repeated.cases.push({ ...repeated.cases[0]! });
    expect(codes(repeated)).toEqual(['cases: idTaken']);

    const month = seed();
    month.market.asOf = '2026-13';
    expect(codes(month)).toEqual(['market.asOf: monthInvalid']);

    expect(codes({ ...seed(), extra: true })).toHaveLength(1);
  });
});

describe('the sections’ headings and the pages’ texts for search (issue 40)', () => {
  it('start as the text the pages showed before they were editable, in both languages', () => {
    const { copy, seo } = seed();
    for (const lang of ['es', 'en'] as const) {
      const t = MESSAGES[lang];
      expect(copy.headings.portfolio.title[lang]).toBe(t.home.sections.portfolio);
      expect(copy.headings.portfolio.eyebrow[lang]).toBe(t.landing.portfolio.eyebrow);
      expect(fillCount(copy.headings.portfolio.intro[lang], 13, lang)).toBe(PORTFOLIO_INTRO[lang](13));
      expect(fillCount(copy.headings.portfolio.intro[lang], 1, lang, copy.headings.portfolio.introOne[lang])).toBe(
        PORTFOLIO_INTRO[lang](1),
      );
      expect(copy.headings.zones.intro[lang]).toBe(ZONES_INTRO[lang]);
      expect(copy.headings.about.press[lang]).toBe(t.landing.about.press);
      expect(copy.headings.hero.title[lang]).toBe(t.home.sections.hero);
      expect(copy.headings.contactForm.intro[lang]).toBe(t.contactForm.intro);
      expect(seo.home).toMatchObject({ title: { [lang]: t.meta.home.title }, description: { [lang]: t.meta.home.description } });
      expect(seo.cookiesPolicy.title[lang]).toBe(t.meta.cookiesPolicy.title);
    }
  });

  it('read a document stored before them with the seed’s, section by section and page by page, and keep what it had', () => {
    const { seo, ...older } = seed();
    const { headings: _headings, ...olderCopy } = older.copy;
    const read = ContentDocumentSchema.parse(withSeedDefaults({ ...older, copy: olderCopy }));
    expect(read.seo).toEqual(seo);
    expect(read.copy.headings).toEqual(seed().copy.headings);

    const partial = seed() as unknown as { seo: Record<string, unknown>; copy: { headings: Record<string, unknown> } };
    delete partial.seo.cookiesPolicy;
    delete partial.copy.headings.press;
    delete partial.copy.headings.zones;
    (partial.seo.home as { title: { es: string } }).title.es = 'Mi portada';
    const completed = ContentDocumentSchema.parse(withSeedDefaults(partial));
    expect(completed.seo.cookiesPolicy).toEqual(seo.cookiesPolicy);
    expect(completed.seo.home.title.es).toBe('Mi portada');
    expect(completed.copy.headings.zones).toEqual(seed().copy.headings.zones);
  });

  it('refuse a title or description longer than the limit, and publishing without either in both languages', () => {
    const long = seed();
    long.seo.home.title.es = 'x'.repeat(SEO_TITLE_MAX_CHARS + 1);
    long.seo.legalNotice.description.en = 'x'.repeat(SEO_DESCRIPTION_MAX_CHARS + 1);
    const issues = ContentDocumentSchema.safeParse(long).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toEqual([
      ['seo.home.title.es', 'tooLong'],
      ['seo.legalNotice.description.en', 'tooLong'],
    ]);

    const empty = seed();
    expect(missingTranslations(empty)).toEqual([]);
    empty.seo.home.title = { es: '', en: '' };
    empty.seo.calculators.description.en = ' ';
    empty.copy.headings.zones.title.es = '';
    // An eyebrow or an introduction may be empty in both languages: the page shows none.
    empty.copy.headings.zones.eyebrow = { es: '', en: '' };
    expect(missingTranslations(empty).sort()).toEqual(
      ['copy.headings.zones.title.es', 'seo.calculators.description.en', 'seo.home.title.en', 'seo.home.title.es'].sort(),
    );
  });
});

describe('the other pages’ headings: the calculators’ and the legal pages (issue 40)', () => {
  it('start as the text those pages showed before they were editable, in both languages', () => {
    const { headings } = seed().copy;
    for (const lang of ['es', 'en'] as const) {
      const pages = CALCULATOR_PAGES_MESSAGES[lang];
      expect(headings.calculatorsIndex).toMatchObject({
        eyebrow: { [lang]: pages.index.eyebrow },
        title: { [lang]: pages.index.title },
        intro: { [lang]: pages.index.intro },
      });
      expect(headings.capitalGainsCalculator).toMatchObject({
        title: { [lang]: pages.pages['capital-gains'].title },
        lead: { [lang]: pages.pages['capital-gains'].lead },
        summary: { [lang]: pages.pages['capital-gains'].summary },
      });
      expect(headings.compoundInterestCalculator.lead[lang]).toBe(pages.pages['compound-interest'].lead);
      expect(headings.privacyPolicy.title[lang]).toBe(MESSAGES[lang].legal.headings.privacyPolicy);
    }
    // Pinned, so a seed that read the wrong strings is caught even if the messages moved with it.
    expect(headings.valuationCalculator.title).toEqual({
      es: 'Valoración de su vivienda en Madrid',
      en: CALCULATOR_PAGES_MESSAGES.en.pages.valuation.title,
    });
    expect(headings.legalNotice.title.es).toBe('Aviso legal');
    expect(headings.calculatorsIndex.title.es).toBe('Calculadoras');
  });

  it('read a version stored before them with the seed’s, page by page, and keep the ones it had', () => {
    const older = seed() as unknown as { copy: { headings: Record<string, unknown> } };
    for (const id of PAGE_HEADING_IDS) delete older.copy.headings[id];
    const read = ContentDocumentSchema.parse(withSeedDefaults(older));
    expect(read.copy.headings).toEqual(seed().copy.headings);

    const partial = seed();
    partial.copy.headings.renovationCalculator.title.es = 'Reformar con cabeza';
    delete (partial.copy.headings as Partial<ContentDocument['copy']['headings']>).cookiesPolicy;
    const completed = ContentDocumentSchema.parse(withSeedDefaults(partial));
    expect(completed.copy.headings.renovationCalculator.title.es).toBe('Reformar con cabeza');
    expect(completed.copy.headings.cookiesPolicy).toEqual(seed().copy.headings.cookiesPolicy);
  });

  it('need a title in both languages to publish; a lead, a line or an eyebrow may be empty in both', () => {
    const document = seed();
    document.copy.headings.investmentCalculator.title.en = '';
    document.copy.headings.cookiesPolicy.title = { es: ' ', en: '' };
    document.copy.headings.calculatorsIndex.title.es = '';
    document.copy.headings.valuationCalculator.lead = { es: '', en: '' };
    document.copy.headings.calculatorsIndex.eyebrow = { es: '', en: '' };
    // A line in one language only is half-translated, as anywhere else.
    document.copy.headings.renovationCalculator.summary.en = '';
    expect(missingTranslations(document).sort()).toEqual(
      [
        'copy.headings.calculatorsIndex.title.es',
        'copy.headings.cookiesPolicy.title.en',
        'copy.headings.cookiesPolicy.title.es',
        'copy.headings.investmentCalculator.title.en',
        'copy.headings.renovationCalculator.summary.en',
      ].sort(),
    );
  });

  it('refuse a field a page does not have', () => {
    const document = seed() as unknown as { copy: { headings: { legalNotice: Record<string, unknown> } } };
    document.copy.headings.legalNotice.intro = { es: 'Hola', en: 'Hello' };
    expect(ContentDocumentSchema.safeParse(document).success).toBe(false);
  });
});
