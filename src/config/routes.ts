import { LANGS, type Lang } from '../i18n/languages.ts';

/**
 * The one route table: it feeds the client router, the prerender list and the sitemap.
 * Spanish keeps the spec's paths; English lives under /en/ with English slugs.
 */
export const ROUTES = {
  home: { es: '/', en: '/en/' },
  legalNotice: { es: '/aviso-legal', en: '/en/legal-notice' },
  privacyPolicy: { es: '/politica-privacidad', en: '/en/privacy-policy' },
  cookiesPolicy: { es: '/politica-cookies', en: '/en/cookies-policy' },
  // Accounts (issue 10): the server's e-mails link to these paths (src/config/account-routes.ts).
  signIn: { es: '/acceso', en: '/en/sign-in' },
  signUp: { es: '/registro', en: '/en/sign-up' },
  forgotPassword: { es: '/recuperar-contrasena', en: '/en/forgot-password' },
  resetPassword: { es: '/restablecer-contrasena', en: '/en/reset-password' },
  // The private area: one page per section of its sidebar (PORTAL_SECTIONS).
  portal: { es: '/area-privada', en: '/en/portal' },
  portalRequests: { es: '/area-privada/solicitudes', en: '/en/portal/requests' },
  portalScenarios: { es: '/area-privada/escenarios', en: '/en/portal/scenarios' },
  portalSearch: { es: '/area-privada/busqueda', en: '/en/portal/search' },
  portalProperty: { es: '/area-privada/propiedad', en: '/en/portal/property' },
  /** Mi operación (issue 43): the client's case file; the case invitation's link leads here. */
  portalCases: { es: '/area-privada/operaciones', en: '/en/portal/cases' },
  portalAccount: { es: '/area-privada/cuenta', en: '/en/portal/account' },
  calculators: { es: '/calculadoras', en: '/en/calculators' },
  valuationCalculator: { es: '/calculadoras/valoracion', en: '/en/calculators/valuation' },
  capitalGainsCalculator: { es: '/calculadoras/plusvalia', en: '/en/calculators/capital-gains' },
  renovationCalculator: { es: '/calculadoras/reforma', en: '/en/calculators/renovation' },
  investmentCalculator: { es: '/calculadoras/inversion', en: '/en/calculators/investment' },
  compoundInterestCalculator: { es: '/calculadoras/interes-compuesto', en: '/en/calculators/compound-interest' },
  detailedRequest: { es: '/solicitud-detallada', en: '/en/detailed-request' },
  /** The firm's workspace (issue 11): staff only; views are chosen by the query string. */
  workspace: { es: '/gestion', en: '/en/workspace' },
} as const satisfies Record<string, Record<Lang, string>>;

export type RouteId = keyof typeof ROUTES;
export const ROUTE_IDS = Object.keys(ROUTES) as RouteId[];

/**
 * How a page is served beyond its path. Public pages (the default) are indexed, listed in the sitemap
 * and cached briefly. Account pages are prerendered shells without personal data, yet nothing about
 * them belongs in a search engine or a shared cache: `noindex`, out of the sitemap, `no-store`. The
 * private area's pages also need a session: without one they send the visitor to sign in.
 */
export type RoutePolicy = { indexed: boolean; cacheable: boolean; needsSession: boolean };

const PUBLIC_PAGE: RoutePolicy = { indexed: true, cacheable: true, needsSession: false };
const ACCOUNT_PAGE: RoutePolicy = { indexed: false, cacheable: false, needsSession: false };
const PRIVATE_PAGE: RoutePolicy = { indexed: false, cacheable: false, needsSession: true };
/** The firm's workspace (issue 11): private, with its own sign-in (password and a second factor). */
const STAFF_PAGE: RoutePolicy = { indexed: false, cacheable: false, needsSession: false };

const ROUTE_POLICIES: Partial<Record<RouteId, RoutePolicy>> = {
  signIn: ACCOUNT_PAGE,
  signUp: ACCOUNT_PAGE,
  forgotPassword: ACCOUNT_PAGE,
  resetPassword: ACCOUNT_PAGE,
  portal: PRIVATE_PAGE,
  portalRequests: PRIVATE_PAGE,
  portalScenarios: PRIVATE_PAGE,
  portalSearch: PRIVATE_PAGE,
  portalProperty: PRIVATE_PAGE,
  portalCases: PRIVATE_PAGE,
  portalAccount: PRIVATE_PAGE,
  workspace: STAFF_PAGE,
};

/** The 404 page is served with `no-store` and `noindex` like an account page. */
export function routePolicy(id: RouteId | 'notFound'): RoutePolicy {
  if (id === 'notFound') return ACCOUNT_PAGE;
  return ROUTE_POLICIES[id] ?? PUBLIC_PAGE;
}

/** The private area's pages: they need a signed-in client (and show the sign-in otherwise). */
export const SESSION_ROUTE_IDS = ROUTE_IDS.filter((id) => routePolicy(id).needsSession);

/** The firm's workspace: a staff tool, with budgets of its own. */
export const STAFF_ROUTE_IDS: readonly RouteId[] = ['workspace'];

/** The pages the sitemap lists (and that carry canonical and alternate links). */
export const INDEXED_ROUTE_IDS = ROUTE_IDS.filter((id) => routePolicy(id).indexed);

/** Every path (both languages) whose page must never be stored by a cache. */
export const NO_STORE_PATHS: ReadonlySet<string> = new Set(
  ROUTE_IDS.filter((id) => !routePolicy(id).cacheable).flatMap((id) => Object.values(ROUTES[id])),
);

/**
 * The private area's sections, in the sidebar's order; `audience` limits one to buyers or sellers,
 * `needsCase` to a client with a case (or on its page, as an invitation's link leads there first).
 */
export type PortalSectionId =
  'portal' | 'portalRequests' | 'portalScenarios' | 'portalSearch' | 'portalProperty' | 'portalCases' | 'portalAccount';
export type PortalSection = { id: PortalSectionId; audience?: 'buyer' | 'seller'; needsCase?: true };
export const PORTAL_SECTIONS: readonly PortalSection[] = [
  { id: 'portal' },
  { id: 'portalRequests' },
  { id: 'portalScenarios' },
  { id: 'portalSearch', audience: 'buyer' },
  { id: 'portalProperty', audience: 'seller' },
  { id: 'portalCases', needsCase: true },
  { id: 'portalAccount' },
];

/**
 * What a page describes itself as in its structured data (JSON-LD, built by `src/app/head.ts`): the firm
 * on the home page, an application on each calculator's page, the set of them on their index. Pages
 * not listed carry none.
 */
export type PageSchemaType = 'RealEstateAgent' | 'WebApplication' | 'CollectionPage';
export const PAGE_SCHEMA_TYPES: Partial<Record<RouteId, PageSchemaType>> = {
  home: 'RealEstateAgent',
  calculators: 'CollectionPage',
  valuationCalculator: 'WebApplication',
  capitalGainsCalculator: 'WebApplication',
  renovationCalculator: 'WebApplication',
  investmentCalculator: 'WebApplication',
  compoundInterestCalculator: 'WebApplication',
};

/** What a URL resolves to: a known page, or the 404 page in the URL's language. */
export type ResolvedRoute = { id: RouteId | 'notFound'; lang: Lang };

export function pathFor(id: RouteId, lang: Lang): string {
  return ROUTES[id][lang];
}

/** The language a path belongs to: everything under /en/ is English, the rest Spanish. */
export function langOfPath(pathname: string): Lang {
  return pathname === '/en' || pathname.startsWith('/en/') ? 'en' : 'es';
}

/**
 * Where staff preview the draft of the firm's content (ADR 0036): a page's path under this prefix is
 * that page rendered from the draft (`/api/staff/content/preview/en/` is the English home), for staff
 * only, never cached or indexed. In the browser the page keeps its navigations under the prefix.
 */
export const STUDIO_PREVIEW_PREFIX = '/api/staff/content/preview';
/** The draft as a preview's page reads it to hydrate (staff only, never stored). */
export const STUDIO_DRAFT_FILE = '/api/staff/content/draft.json';

/**
 * Where staff see an earlier version as its pages were (issue 40): `/api/staff/content/versions/3/preview/en/`
 * is the English home of version 3, for staff only, never cached or indexed.
 */
export const studioVersionPreviewPrefix = (version: number) => `/api/staff/content/versions/${version}/preview`;
/** An earlier version's document, as its preview's pages read it to hydrate. */
export const studioVersionFile = (version: number) => `/api/staff/content/versions/${version}/document.json`;

/** The draft's preview prefix, or a version's. */
const PREVIEW_PREFIX = /^\/api\/staff\/content\/(?:versions\/[1-9]\d{0,8}\/)?preview(?=\/|$)/;

/** The preview prefix an address is under (the draft's or a version's); empty when it is no preview. */
export const previewPrefixOf = (locationPath: string): string => PREVIEW_PREFIX.exec(locationPath)?.[0] ?? '';

/** The page a browser address shows: a preview's page path (`/api/staff/content/preview/en/` → `/en/`), or the address itself. */
export function pagePathOf(locationPath: string): string {
  const prefix = previewPrefixOf(locationPath);
  return prefix ? locationPath.slice(prefix.length) || '/' : locationPath;
}

/** True when the address is a preview of the draft or of a version. */
export const isPreviewPath = (locationPath: string) => previewPrefixOf(locationPath) !== '';

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

/** A query parameter a page spells in each language: its key, and the values it names (if any). */
export type QueryParam = { key: Record<Lang, string>; values?: Record<string, Record<Lang, string>> };

/**
 * The workspace's state in its address (issue 11; English spellings since issue 22): the open request,
 * the invitation link's token, the view and the inbox page's position. The inbox's filters (`status`,
 * `q`…) are the API's own names in both languages.
 */
export const WORKSPACE_QUERY = {
  request: { key: { es: 'solicitud', en: 'request' } },
  /** The open case (issue 43). */
  case: { key: { es: 'expediente', en: 'case' } },
  invitation: { key: { es: 'invitacion', en: 'invitation' } },
  view: {
    key: { es: 'vista', en: 'view' },
    values: {
      cases: { es: 'expedientes', en: 'cases' },
      data: { es: 'datos', en: 'data' },
      audit: { es: 'registro', en: 'audit' },
      studio: { es: 'contenido', en: 'content' },
    },
  },
  after: { key: { es: 'desde', en: 'after' } },
} as const satisfies Record<string, QueryParam>;

/**
 * Mi operación's state in its address: the case open (else the list) and a case invitation's token
 * (the link the server e-mails: `/area-privada/operaciones?invitacion=…`).
 */
export const PORTAL_CASES_QUERY = {
  case: { key: { es: 'expediente', en: 'case' } },
  invitation: { key: { es: 'invitacion', en: 'invitation' } },
  /** A weekly report of the open case, as it was sent (`?expediente=…&informe=2026-11-30`). */
  report: { key: { es: 'informe', en: 'report' } },
} as const satisfies Record<string, QueryParam>;

/**
 * Pages whose state lives in the query string: the language switch carries it over, each parameter
 * of the table in the other language's spelling (issue 22: a request open in Spanish stays open in
 * English); other parameters as they are. Other pages' addresses switch without their query string.
 */
const QUERY_PARAMS: Partial<Record<RouteId, Readonly<Record<string, QueryParam>>>> = {
  workspace: WORKSPACE_QUERY,
  portalCases: PORTAL_CASES_QUERY,
  // The reset link's token (and Better Auth's `error`) mean the same in both languages.
  resetPassword: {},
  // A calculator's scenario (its fields' names, plain numbers, option keys) is the same in both (issue 24).
  valuationCalculator: {},
  capitalGainsCalculator: {},
  renovationCalculator: {},
  investmentCalculator: {},
  compoundInterestCalculator: {},
};

/**
 * A page's query string in `lang`'s spelling (keys and values of its table written in either language),
 * and whether that changed anything; undefined for a page that keeps no state in its query string.
 */
export function spellQuery(
  id: RouteId | 'notFound',
  search: string | URLSearchParams,
  lang: Lang,
): { params: URLSearchParams; respelled: boolean } | undefined {
  const table = id === 'notFound' ? undefined : QUERY_PARAMS[id];
  if (!table) return undefined;
  const params = new URLSearchParams();
  let respelled = false;
  for (const [key, value] of new URLSearchParams(search)) {
    const param = Object.values(table).find((p) => p.key.es === key || p.key.en === key);
    const named = param?.values && Object.values(param.values).find((v) => v.es === value || v.en === value);
    const spelled = [param ? param.key[lang] : key, named ? named[lang] : value] as const;
    respelled ||= spelled[0] !== key || spelled[1] !== value;
    params.append(...spelled);
  }
  return { params, respelled };
}

/**
 * Each page path with the query keys that only the other language spells so (`/en/workspace`:
 * `solicitud`, `invitacion`, …): a request carrying one is answered with a redirect (`spellQuery`).
 */
export function foreignQueryKeys(): { path: string; keys: string[] }[] {
  return Object.entries(QUERY_PARAMS).flatMap(([id, table = {}]) =>
    LANGS.map((lang) => ({
      path: ROUTES[id as RouteId][lang],
      keys: Object.values(table)
        .map((p) => p.key[lang === 'es' ? 'en' : 'es'])
        .filter((key) => !Object.values(table).some((p) => p.key[lang] === key)),
    })).filter((entry) => entry.keys.length > 0),
  );
}

/** The same page in the other language with its state (`spellQuery`): what the language switch links to. */
export function counterpartHref(pathname: string, search: string, target: Lang): string {
  const path = counterpartPath(pathname, target);
  const query = spellQuery(resolvePath(pathname).id, search, target)?.params.toString();
  return query ? `${path}?${query}` : path;
}

/** Where the prerendered 404 page of each language is written. */
export const NOT_FOUND_FILES: Record<Lang, string> = { es: '/404.html', en: '/en/404.html' };
