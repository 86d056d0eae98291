import { ROUTES, type ResolvedRoute } from '../config/routes.ts';
import { SITE } from '../config/site.ts';
import { LANGS, LOCALE_TAG, type Lang } from '../i18n/languages.ts';
import { MESSAGES } from '../i18n/index.tsx';

export type HeadLink = { rel: string; href: string; hreflang?: string };
export type Head = {
  lang: Lang;
  title: string;
  description: string;
  links: HeadLink[];
  /** Extra <meta> tags, e.g. robots on the 404 page. */
  metas: Array<{ name?: string; property?: string; content: string }>;
  /** schema.org description of the firm, emitted as application/ld+json (data, never executed). */
  jsonLd?: Record<string, unknown>;
};

/** Social card images, rendered by scripts/generate-og-image.mjs. */
export const OG_IMAGE = { width: 1200, height: 630, path: (lang: Lang) => `/og/og-${lang}.jpg` };

/** The firm as a schema.org RealEstateAgent, in the page's language. */
function firmJsonLd(lang: Lang, description: string): Record<string, unknown> {
  const t = MESSAGES[lang].meta;
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateAgent',
    '@id': `${siteUrl()}/#firm`,
    name: SITE.name,
    legalName: SITE.legalName,
    description,
    url: absoluteUrl(ROUTES.home[lang]),
    image: absoluteUrl(OG_IMAGE.path(lang)),
    logo: absoluteUrl('/favicon.svg'),
    email: SITE.email,
    telephone: SITE.phone.e164,
    foundingDate: String(SITE.foundedYear),
    knowsLanguage: ['es', 'en'],
    priceRange: '€€€€',
    address: {
      '@type': 'PostalAddress',
      streetAddress: SITE.address.street,
      postalCode: SITE.address.postalCode,
      addressLocality: SITE.address.city,
      addressCountry: 'ES',
    },
    areaServed: t.areasServed.map((name) => ({ '@type': 'Place', name })),
  };
}

/** Absolute origin for canonical and alternate links: SITE_URL at build time, else the site config. */
export function siteUrl(): string {
  const fromEnv = (import.meta.env as Record<string, string | undefined>).SITE_URL;
  return (fromEnv || SITE.url).replace(/\/+$/, '');
}

export function absoluteUrl(path: string): string {
  return `${siteUrl()}${path}`;
}

/** Everything <head> holds for a route, used by the prerenderer and by client-side navigation. */
export function headFor(route: ResolvedRoute): Head {
  const t = MESSAGES[route.lang].meta;
  if (route.id === 'notFound') {
    return {
      lang: route.lang,
      title: t.notFound.title,
      description: t.notFound.description,
      links: [],
      metas: [{ name: 'robots', content: 'noindex' }],
    };
  }
  const paths = ROUTES[route.id];
  const links: HeadLink[] = [{ rel: 'canonical', href: absoluteUrl(paths[route.lang]) }];
  for (const lang of LANGS) links.push({ rel: 'alternate', hreflang: lang, href: absoluteUrl(paths[lang]) });
  links.push({ rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(paths.es) });
  const page = t[route.id];
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
    jsonLd: route.id === 'home' ? firmJsonLd(route.lang, page.description) : undefined,
  };
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON for a <script> data block: `<` escaped so no text can close the element. */
function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** Serialises a Head for the prerendered HTML. */
export function renderHead(head: Head): string {
  const tags = [
    `<title>${escapeAttr(head.title)}</title>`,
    `<meta name="description" content="${escapeAttr(head.description)}">`,
    ...head.metas.map((m) =>
      m.name
        ? `<meta name="${escapeAttr(m.name)}" content="${escapeAttr(m.content)}">`
        : `<meta property="${escapeAttr(m.property ?? '')}" content="${escapeAttr(m.content)}">`,
    ),
    ...head.links.map(
      (l) => `<link rel="${l.rel}"${l.hreflang ? ` hreflang="${l.hreflang}"` : ''} href="${escapeAttr(l.href)}">`,
    ),
  ];
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${serializeJsonLd(head.jsonLd)}</script>`);
  return tags.join('\n    ');
}

/** Applies a Head to the live document after client-side navigation. */
export function applyHead(head: Head): void {
  document.documentElement.lang = head.lang;
  document.title = head.title;
  document.head
    .querySelectorAll(
      'meta[name="description"], meta[name="robots"], meta[property^="og:"], link[rel="canonical"], link[rel="alternate"][hreflang]',
    )
    .forEach((el) => el.remove());
  const fragment = document.createDocumentFragment();
  const description = document.createElement('meta');
  description.name = 'description';
  description.content = head.description;
  fragment.append(description);
  for (const m of head.metas) {
    const el = document.createElement('meta');
    if (m.name) el.name = m.name;
    if (m.property) el.setAttribute('property', m.property);
    el.content = m.content;
    fragment.append(el);
  }
  for (const l of head.links) {
    const el = document.createElement('link');
    el.rel = l.rel;
    if (l.hreflang) el.hreflang = l.hreflang;
    el.href = l.href;
    fragment.append(el);
  }
  if (head.jsonLd) {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = serializeJsonLd(head.jsonLd);
    fragment.append(script);
  }
  document.head.append(fragment);
}
