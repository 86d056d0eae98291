import type { Lang } from '../i18n/languages.ts';

/**
 * The one route table: it feeds the client router, the prerender list and the sitemap.
 * Spanish keeps the spec's paths; English lives under /en/ with English slugs.
 */
export const ROUTES = {
  home: { es: '/', en: '/en/' },
  legalNotice: { es: '/aviso-legal', en: '/en/legal-notice' },
  privacyPolicy: { es: '/politica-privacidad', en: '/en/privacy-policy' },
  cookiesPolicy: { es: '/politica-cookies', en: '/en/cookies-policy' },
} as const satisfies Record<string, Record<Lang, string>>;

export type RouteId = keyof typeof ROUTES;
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/** What a URL resolves to: a known page, or the 404 page in the URL's language. */
export type ResolvedRoute = { id: RouteId | 'notFound'; lang: Lang };

export function pathFor(id: RouteId, lang: Lang): string {
  return ROUTES[id][lang];
}

/** The language a path belongs to: everything under /en/ is English, the rest Spanish. */
export function langOfPath(pathname: string): Lang {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'es';
}

export function resolvePath(pathname: string): ResolvedRoute {
  for (const id of ROUTE_IDS) {
    for (const lang of ['es', 'en'] as const) {
      if (ROUTES[id][lang] === pathname) return { id, lang };
    }
  }
  return { id: 'notFound', lang: langOfPath(pathname) };
}

/** The same page in the other language; the 404 page maps to the other language's home. */
export function counterpartPath(pathname: string, target: Lang): string {
  const { id } = resolvePath(pathname);
  return id === 'notFound' ? ROUTES.home[target] : ROUTES[id][target];
}

/** Where the prerendered 404 page of each language is written. */
export const NOT_FOUND_FILES: Record<Lang, string> = { es: '/404.html', en: '/en/404.html' };
