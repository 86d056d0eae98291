import { CALCULATOR_IDS, CALCULATOR_ROUTES } from '../config/calculators.ts';
import { PAGE_SCHEMA_TYPES, routePolicy, ROUTES, type ResolvedRoute, type RouteId } from '../config/routes.ts';
import { publishedPhone, SITE } from '../config/site.ts';
import type { Identity, SeoContent } from '../domain/content/index.ts';
import { LANGS, LOCALE_TAG, type Lang } from '../i18n/languages.ts';
import type { Messages } from '../i18n/index.tsx';

/** The page's language's titles and descriptions. */
type Meta = Messages['meta'];

export type HeadLink = { rel: string; href: string; hreflang?: string };
export type Head = {
  lang: Lang;
  title: string;
  description: string;
  links: HeadLink[];
  /** Extra <meta> tags, e.g. robots on the 404 page. */
  metas: Array<{ name?: string; property?: string; content: string }>;
  /** schema.org description of the page (the firm, a calculator…), emitted as application/ld+json (data, never executed). */
  jsonLd?: Record<string, unknown>;
};

/** Pages no search engine should list: the 404 page, the account pages and the private area. */
const NOINDEX = { name: 'robots', content: 'noindex' };

/** Social card images, rendered by scripts/generate-og-image.mjs. */
export const OG_IMAGE = { width: 1200, height: 630, path: (lang: Lang) => `/og/og-${lang}.jpg` };

/** The firm as a schema.org RealEstateAgent, in the page's language. */
function firmJsonLd(firm: Identity, lang: Lang, description: string, t: Meta): Record<string, unknown> {
  const phone = publishedPhone(firm);
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${siteUrl()}/#firm`,
    name: firm.name,
    legalName: firm.legalName,
    description,
    url: absoluteUrl(ROUTES.home[lang]),
    image: absoluteUrl(OG_IMAGE.path(lang)),
    logo: absoluteUrl('/favicon.svg'),
    email: firm.email,
    ...(phone ? { telephone: phone.e164 } : {}),
    ...(firm.nif ? { taxID: firm.nif } : {}),
    foundingDate: String(firm.foundedYear),
    knowsLanguage: ['es', 'en'],
    priceRange: '€€€€',
    address: {
      '@type': 'PostalAddress',
      streetAddress: firm.address.street,
      postalCode: firm.address.postalCode,
      addressLocality: firm.address.city,
      addressCountry: 'ES',
    },
    areaServed: t.areasServed.map((name) => ({ '@type': 'Place', name })),
    // The people the about section shows, each with the role in the page's language.
    ...(firm.team.length > 0
      ? {
          employee: firm.team.map((person) => ({
            '@type': 'Person',
            name: person.name,
            jobTitle: person.role[lang],
            ...(person.languages.length > 0 ? { knowsLanguage: person.languages } : {}),
            // The portrait's largest WebP rendition (every image reader takes WebP).
            ...(person.portrait ? { image: absoluteUrl(person.portrait.renditions.at(-1)!.webp) } : {}),
          })),
        }
      : {}),
  };
}

/** The firm as the provider of a page, by reference to its full description on the home page. */
function firmReference(firm: Identity, lang: Lang): Record<string, unknown> {
  return { '@type': 'RealEstateAgent', '@id': `${siteUrl()}/#firm`, name: firm.name, url: absoluteUrl(ROUTES.home[lang]) };
}

type CalculatorRouteId = (typeof CALCULATOR_ROUTES)[keyof typeof CALCULATOR_ROUTES];

/** A calculator's page as a schema.org WebApplication: free, in the browser, offered by the firm. */
function calculatorJsonLd(firm: Identity, id: CalculatorRouteId, lang: Lang, meta: Meta): Record<string, unknown> {
  const page = meta[id];
  return {
    '@context': 'https://schema.org',
    '@type': 'WebApplication',
    name: page.name,
    description: page.description,
    url: absoluteUrl(ROUTES[id][lang]),
    inLanguage: LOCALE_TAG[lang],
    applicationCategory: 'FinanceApplication',
    operatingSystem: 'Any',
    browserRequirements: 'Requires JavaScript',
    isAccessibleForFree: true,
    offers: { '@type': 'Offer', price: '0', priceCurrency: 'EUR' },
    provider: firmReference(firm, lang),
  };
}

/** The calculators' index: a collection page whose parts are the calculators. */
function calculatorIndexJsonLd(firm: Identity, lang: Lang, meta: Meta): Record<string, unknown> {
  const page = meta.calculators;
  const parts = CALCULATOR_IDS.map((id) => {
    const { '@context': _context, ...app } = calculatorJsonLd(firm, CALCULATOR_ROUTES[id], lang, meta);
    return app;
  });
  return {
    '@context': 'https://schema.org',
    '@type': 'CollectionPage',
    name: page.name,
    description: page.description,
    url: absoluteUrl(ROUTES.calculators[lang]),
    inLanguage: LOCALE_TAG[lang],
    publisher: firmReference(firm, lang),
    hasPart: parts,
  };
}

function isCalculatorRoute(id: RouteId): id is CalculatorRouteId {
  return (Object.values(CALCULATOR_ROUTES) as RouteId[]).includes(id);
}

/** The structured data of a page, by what the route table says it is (`PAGE_SCHEMA_TYPES`). */
function jsonLdFor(
  firm: Identity,
  id: RouteId,
  lang: Lang,
  description: string,
  meta: Meta,
): Record<string, unknown> | undefined {
  switch (PAGE_SCHEMA_TYPES[id]) {
    case 'RealEstateAgent':
      return firmJsonLd(firm, lang, description, meta);
    case 'CollectionPage':
      return calculatorIndexJsonLd(firm, lang, meta);
    case 'WebApplication':
      return isCalculatorRoute(id) ? calculatorJsonLd(firm, id, lang, meta) : undefined;
    default:
      return undefined;
  }
}

/** Absolute origin for canonical and alternate links: SITE_URL at build time, else the site config. */
export function siteUrl(): string {
  const fromEnv = (import.meta.env as Record<string, string | undefined>).SITE_URL;
  return (fromEnv || SITE.url).replace(/\/+$/, '');
}

export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path}`;
}

/**
 * The language's `meta` copy with the published titles and descriptions for search (issue 40) in place of
 * the built-in ones; a text left empty keeps the built-in one.
 */
export function metaWithSeo(t: Meta, seo: SeoContent | undefined, lang: Lang): Meta {
  if (!seo) return t;
  const pages = Object.entries(seo).map(([id, page]) => {
    const own = t[id as keyof SeoContent];
    return [
      id,
      { ...own, title: page.title[lang].trim() || own.title, description: page.description[lang].trim() || own.description },
    ];
  });
  return { ...t, ...Object.fromEntries(pages) } as Meta;
}

/**
 * Everything <head> holds for a route, from its language's `meta` copy and the published titles and
 * descriptions (`seo`); `PageHead` renders it (React 19 places the tags in <head>).
 */
export function headFor(route: ResolvedRoute, builtIn: Meta, firm: Identity, seo?: SeoContent): Head {
  const t = metaWithSeo(builtIn, seo, route.lang);
  if (route.id === 'notFound') {
    return {
      lang: route.lang,
      title: t.notFound.title,
      description: t.notFound.description,
      links: [],
      metas: [NOINDEX],
    };
  }
  const page = t[route.id];
  // Account pages and the private area: a title for the tab, nothing for search engines or social cards.
  if (!routePolicy(route.id).indexed)
    return { lang: route.lang, title: page.title, description: page.description, links: [], metas: [NOINDEX] };
  const paths = ROUTES[route.id];
  const links: HeadLink[] = [{ rel: 'canonical', href: absoluteUrl(paths[route.lang]) }];
  for (const lang of LANGS) links.push({ rel: 'alternate', hreflang: lang, href: absoluteUrl(paths[lang]) });
  links.push({ rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(paths.es) });
  const other = LANGS.find((l) => l !== route.lang) ?? route.lang;
  const image = absoluteUrl(OG_IMAGE.path(route.lang));
  return {
    lang: route.lang,
    title: page.title,
    description: page.description,
    links,
    metas: [
      { property: 'og:type', content: 'website' },
      { property: 'og:site_name', content: t.siteName },
      { property: 'og:title', content: page.title },
      { property: 'og:description', content: page.description },
      { property: 'og:url', content: absoluteUrl(paths[route.lang]) },
      { property: 'og:locale', content: LOCALE_TAG[route.lang].replace('-', '_') },
      { property: 'og:locale:alternate', content: LOCALE_TAG[other].replace('-', '_') },
      { property: 'og:image', content: image },
      { property: 'og:image:width', content: String(OG_IMAGE.width) },
      { property: 'og:image:height', content: String(OG_IMAGE.height) },
      { property: 'og:image:alt', content: t.imageAlt },
      { name: 'twitter:card', content: 'summary_large_image' },
      { name: 'twitter:title', content: page.title },
      { name: 'twitter:description', content: page.description },
      { name: 'twitter:image', content: image },
      { name: 'twitter:image:alt', content: t.imageAlt },
    ],
    jsonLd: jsonLdFor(firm, route.id, route.lang, page.description, t),
  };
}

/** JSON for a <script> data block: `<` escaped so no text can close the element. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
