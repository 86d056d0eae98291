import { SITE } from '../config/site.ts';
import { DISTRICTS } from '../domain/calculators/index.ts';
import type { ContentDocument, SectionHeadings, SeoContent } from '../domain/content/index.ts';
import { SEO_PAGE_IDS } from '../domain/content/seo.ts';
import { CALCULATOR_IDS, CALCULATOR_ROUTES } from '../config/calculators.ts';
import { CALCULATOR_PAGES_MESSAGES } from '../i18n/calculator-pages.ts';
import { calculatorsSection as calculatorsSectionEn } from '../i18n/en/calculators-section.ts';
import { contactForm as contactFormEn } from '../i18n/en/contact-form.ts';
import { home as homeEn } from '../i18n/en/home.ts';
import { landing as landingEn } from '../i18n/en/landing.ts';
import { legal as legalEn } from '../i18n/en/legal.ts';
import { meta as metaEn } from '../i18n/en/meta.ts';
import { shell as shellEn } from '../i18n/en/shell.ts';
import { calculatorsSection as calculatorsSectionEs } from '../i18n/es/calculators-section.ts';
import { contactForm as contactFormEs } from '../i18n/es/contact-form.ts';
import { home as homeEs } from '../i18n/es/home.ts';
import { landing as landingEs } from '../i18n/es/landing.ts';
import { legal as legalEs } from '../i18n/es/legal.ts';
import { meta as metaEs } from '../i18n/es/meta.ts';
import { shell as shellEs } from '../i18n/es/shell.ts';
import { LANGS, type Lang } from '../i18n/languages.ts';
import type { Messages } from '../i18n/messages.ts';
// From its own module, not the content domain's entry: the schema's code stays off the public pages.
import { priceBandOf } from '../domain/content/price-band.ts';
import { ABOUT, FIGURES, PILLARS } from './about.ts';
import { CONCIERGE_INTRO, CONCIERGE_SERVICES } from './concierge-services.ts';
import { HOW_IT_WORKS_INTRO, STEPS } from './how-it-works.ts';
import { PORTFOLIO_CASES, PORTFOLIO_INTRO } from './portfolio-cases.ts';
import { VALUATION_INTRO } from './valuation.ts';
import { ZONES, ZONES_INTRO } from './zones.ts';

/**
 * Today's content as the studio's first version (ADR 0036): a fresh install publishes it, so the site it
 * serves is the one these modules describe.
 */
export function seedContent(): ContentDocument {
  return {
    cases: PORTFOLIO_CASES.map(({ id, priceBand, es, en }) => ({ id, visible: true, priceBand, es: { ...es }, en: { ...en } })),
    zones: ZONES.map(({ id, es, en }) => ({ id, es: { ...es }, en: { ...en } })),
    identity: {
      name: SITE.name,
      legalName: SITE.legalName,
      email: SITE.email,
      phone: { ...SITE.phone },
      address: { ...SITE.address },
      foundedYear: SITE.foundedYear,
      nif: SITE.trust.nif,
      mercantileRegistration: SITE.trust.mercantileRegistration && { ...SITE.trust.mercantileRegistration },
      agentRegistration: SITE.trust.agentRegistration && {
        register: { ...SITE.trust.agentRegistration.register },
        number: SITE.trust.agentRegistration.number,
      },
      team: SITE.trust.team.map(({ name, role, languages }) => ({ name, role: { ...role }, languages: [...languages] })),
      credentials: SITE.trust.credentials.map((c) => ({ ...c, name: { ...c.name } })),
      press: SITE.trust.press.map((p) => ({ ...p })),
    },
    market: {
      asOf: null,
      districts: Object.fromEntries(
        Object.entries(DISTRICTS).map(([slug, band]) => [slug, { ...band }]),
      ) as ContentDocument['market']['districts'],
    },
    copy: seedCopy(),
    seo: seedSeo(),
  };
}

/** The messages the seed's headings and search texts come from (the seed is the server's, never a page's). */
type SeedMessages = Pick<Messages, 'home' | 'landing' | 'shell' | 'calculatorsSection' | 'contactForm' | 'meta' | 'legal'>;
const SEED_MESSAGES: Record<Lang, SeedMessages> = {
  es: {
    home: homeEs,
    landing: landingEs,
    shell: shellEs,
    calculatorsSection: calculatorsSectionEs,
    contactForm: contactFormEs,
    meta: metaEs,
    legal: legalEs,
  },
  en: {
    home: homeEn,
    landing: landingEn,
    shell: shellEn,
    calculatorsSection: calculatorsSectionEn,
    contactForm: contactFormEn,
    meta: metaEn,
    legal: legalEn,
  },
};

/** A text in both languages, from each language's messages. */
const both = (of: (t: SeedMessages, lang: Lang) => string) =>
  Object.fromEntries(LANGS.map((lang) => [lang, of(SEED_MESSAGES[lang], lang)])) as Record<Lang, string>;

/**
 * The sections' headings as the pages wrote them from `src/i18n` before they were content (issue 40). The
 * portfolio's introduction was written for the number of cases: its `{count}` takes that number's place.
 */
export function seedHeadings(): SectionHeadings {
  const sections = (t: SeedMessages) => t.home.sections;
  const l = (t: SeedMessages) => t.landing;
  return {
    hero: {
      eyebrow: both((t) => t.shell.hero.eyebrow),
      title: both((t) => sections(t).hero),
      lead: both((t) => t.shell.hero.lead),
    },
    portfolio: {
      eyebrow: both((t) => l(t).portfolio.eyebrow),
      title: both((t) => sections(t).portfolio),
      // 13 is written in figures either way, so the text shows the number where the placeholder was.
      intro: both((_t, lang) => PORTFOLIO_INTRO[lang](13).replace('13', '{count}')),
      introOne: both((_t, lang) => PORTFOLIO_INTRO[lang](1)),
    },
    zones: {
      eyebrow: both((t) => l(t).philosophy.eyebrow),
      title: both((t) => sections(t).philosophy),
      intro: { ...ZONES_INTRO },
    },
    about: {
      eyebrow: both((t) => l(t).about.eyebrow),
      title: both((t) => sections(t).about),
      team: both((t) => l(t).about.team),
      credentials: both((t) => l(t).about.credentials),
      press: both((t) => l(t).about.press),
    },
    howItWorks: { eyebrow: both((t) => l(t).howItWorks.eyebrow), title: both((t) => sections(t).howItWorks) },
    services: {
      eyebrow: both((t) => l(t).services.eyebrow),
      title: both((t) => sections(t).services),
      intro: { ...VALUATION_INTRO },
    },
    calculators: {
      eyebrow: both((t) => t.calculatorsSection.eyebrow),
      title: both((t) => sections(t).calculators),
      intro: both((t) => t.calculatorsSection.intro),
    },
    concierge: { eyebrow: both((t) => l(t).concierge.eyebrow), title: both((t) => sections(t).concierge) },
    contactForm: {
      eyebrow: both((t) => t.contactForm.eyebrow),
      title: both((t) => sections(t).contactForm),
      intro: both((t) => t.contactForm.intro),
    },
    ...seedPageHeadings(),
  };
}

/** The calculators' and legal pages' headings as `src/i18n` wrote them before they were content. */
function seedPageHeadings() {
  const pages = (lang: Lang) => CALCULATOR_PAGES_MESSAGES[lang];
  const index = (of: (i: ReturnType<typeof pages>['index']) => string) => both((_t, lang) => of(pages(lang).index));
  const calculator = (id: (typeof CALCULATOR_IDS)[number]) => ({
    title: both((_t, lang) => pages(lang).pages[id].title),
    lead: both((_t, lang) => pages(lang).pages[id].lead),
    summary: both((_t, lang) => pages(lang).pages[id].summary),
  });
  const calculators = Object.fromEntries(CALCULATOR_IDS.map((id) => [CALCULATOR_ROUTES[id], calculator(id)])) as Record<
    (typeof CALCULATOR_ROUTES)[(typeof CALCULATOR_IDS)[number]],
    ReturnType<typeof calculator>
  >;
  const legal = (id: keyof Messages['legal']['headings']) => ({ title: both((t) => t.legal.headings[id]) });
  return {
    calculatorsIndex: { eyebrow: index((i) => i.eyebrow), title: index((i) => i.title), intro: index((i) => i.intro) },
    ...calculators,
    legalNotice: legal('legalNotice'),
    privacyPolicy: legal('privacyPolicy'),
    cookiesPolicy: legal('cookiesPolicy'),
  };
}

/** Each indexed page's title and description as `src/i18n`'s `meta` wrote them before they were content. */
export function seedSeo(): SeoContent {
  return Object.fromEntries(
    SEO_PAGE_IDS.map((id) => [id, { title: both((t) => t.meta[id].title), description: both((t) => t.meta[id].description) }]),
  ) as SeoContent;
}

const titled = <I extends string>({
  id,
  es,
  en,
}: {
  id: I;
  es: { title: string; text: string };
  en: { title: string; text: string };
}) => ({
  id,
  es: { ...es },
  en: { ...en },
});

/** The about, concierge and how-it-works copy of `about.ts`, `concierge-services.ts` and `how-it-works.ts`. */
function seedCopy(): ContentDocument['copy'] {
  return {
    about: {
      es: { ...ABOUT.es },
      en: { ...ABOUT.en },
      pillars: PILLARS.map(titled),
      figures: FIGURES.map(({ id, value, es, en }) => ({ id, value: { ...value }, es: { ...es }, en: { ...en } })),
    },
    concierge: { intro: { ...CONCIERGE_INTRO }, services: CONCIERGE_SERVICES.map(titled) },
    howItWorks: { intro: { ...HOW_IT_WORKS_INTRO }, steps: STEPS.map(titled) },
    headings: seedHeadings(),
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored version or draft as this code reads it: what a document saved before a part existed lacks
 * takes the seed's (the about, concierge and how-it-works copy joined the document with issue 25; the
 * sections' headings, each one whole, and each page's title and description for search with issue 40), and
 * a case saved with its closing price shows only that price's band (issue 24: the price is never published).
 * So a version published before issue 40 shows what its pages showed then.
 */
export function withSeedDefaults(stored: unknown): unknown {
  if (!isRecord(stored)) return stored;
  const withCopy = withHeadingsAndSeo('copy' in stored ? stored : { ...stored, copy: seedCopy() });
  const priced = Array.isArray(withCopy.cases) && withCopy.cases.some((entry) => isRecord(entry) && 'price' in entry);
  return priced ? { ...withCopy, cases: (withCopy.cases as unknown[]).map(bandedCase) } : withCopy;
}

function bandedCase(entry: unknown): unknown {
  if (!isRecord(entry) || typeof entry.price !== 'number') return entry;
  const { price, ...rest } = entry;
  return { ...rest, priceBand: priceBandOf(price) };
}

/** Fills the headings (by section) and the search texts (by page) a stored document lacks with the seed's. */
function withHeadingsAndSeo(stored: Record<string, unknown>): Record<string, unknown> {
  const copy = stored.copy;
  const headings = isRecord(copy) && isRecord(copy.headings) ? copy.headings : {};
  const seo = isRecord(stored.seo) ? stored.seo : {};
  const headingsComplete = Object.keys(seedHeadings()).every((id) => id in headings);
  const seoComplete = SEO_PAGE_IDS.every((id) => id in seo);
  if (headingsComplete && seoComplete) return stored;
  return {
    ...stored,
    copy: isRecord(copy) ? { ...copy, headings: { ...seedHeadings(), ...headings } } : copy,
    seo: { ...seedSeo(), ...seo },
  };
}
