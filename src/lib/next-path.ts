import { REQUEST_CONFIRMATION_PARAM } from '../config/account-routes.ts';
import { CALCULATOR_ROUTES } from '../config/calculators.ts';
import { pathFor, resolvePath, routePolicy, type RouteId } from '../config/routes.ts';
// The one module, not the accounts domain's index: this runs on public pages (the calculators' save link).
import { sameOriginPath } from '../domain/accounts/redirect-target.ts';
import type { Lang } from '../i18n/languages.ts';

/** The query parameter that carries where to go after signing in. */
export const NEXT_PARAM = 'next';
/** Set on the sign-in page when a verification link was refused (the API's `?error=` on its redirect). */
export const LINK_ERROR_PARAM = 'link';

/** Only for splitting a relative `next` into path and query; never part of an answer. */
const PARSE_BASE = 'http://next.invalid';
const CALCULATOR_ROUTE_IDS: readonly RouteId[] = Object.values(CALCULATOR_ROUTES);

/**
 * Where to go after signing in: the private-area page the visitor was sent from (with a request's
 * confirmation token on Mis solicitudes), or the calculator page (with its scenario) they wanted to save
 * from, if `next` names one in this language; the private area's home otherwise. Nothing else is followed
 * (no open redirect).
 */
export function nextPathAfterSignIn(search: URLSearchParams | string | null, lang: Lang): string {
  const next = new URLSearchParams(search ?? '').get(NEXT_PARAM);
  const path = next?.startsWith('/') ? sameOriginPath(next, PARSE_BASE) : null;
  if (path) {
    const url = new URL(path, PARSE_BASE);
    const route = resolvePath(url.pathname);
    if (route.id !== 'notFound' && route.lang === lang) {
      if (routePolicy(route.id).needsSession) return resumePath(url.pathname, url.searchParams, lang);
      if (CALCULATOR_ROUTE_IDS.includes(route.id)) return `${url.pathname}${url.search}`;
    }
  }
  return pathFor('portal', lang);
}

/**
 * The private-area page to come back to after signing in: its path, and on Mis solicitudes the token of a
 * request's confirmation link (issue 22), which that page sends once the client is signed in. Nothing else
 * of the query is kept.
 */
export function resumePath(pathname: string, search: URLSearchParams | null, lang: Lang): string {
  const param = REQUEST_CONFIRMATION_PARAM[lang];
  const token = resolvePath(pathname).id === 'portalRequests' ? search?.get(param) : null;
  return token ? `${pathname}?${new URLSearchParams({ [param]: token }).toString()}` : pathname;
}

/** The sign-in page's address that comes back to `path` (a pathname, with a query for a calculator) once signed in. */
export function signInPathFor(path: string, lang: Lang, linkError?: string | null): string {
  const query = new URLSearchParams({ [NEXT_PARAM]: path });
  if (linkError) query.set(LINK_ERROR_PARAM, linkError);
  return `${pathFor('signIn', lang)}?${query.toString()}`;
}
