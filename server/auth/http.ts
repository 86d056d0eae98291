import type { Context, MiddlewareHandler } from 'hono';
import { ACCOUNTS_MESSAGES } from '../../src/i18n/accounts.ts';
import type { AccountErrorCode } from '../../src/domain/accounts/index.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import { requestLang } from '../request-lang.ts';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 500;

/**
 * The accounts APIs' error body: `{"error": {"code", "message", "fields"?}}` like every API of the site,
 * plus the same `code` and `message` at the top level, where Better Auth's client reads them. Codes are
 * src/domain/accounts' ACCOUNT_ERROR_CODES; messages are in the request's language.
 */
export function errorBody(lang: Lang, code: AccountErrorCode, fields?: Record<string, AccountErrorCode>) {
  const texts = ACCOUNTS_MESSAGES[lang].errors;
  const message = texts[code];
  const translated = fields ? Object.fromEntries(Object.entries(fields).map(([f, c]) => [f, texts[c]])) : undefined;
  return { code, message, error: { code, message, ...(translated ? { fields: translated } : {}) } };
}

export function accountError(
  c: Context,
  status: ErrorStatus,
  code: AccountErrorCode,
  options: { lang?: Lang; fields?: Record<string, AccountErrorCode>; retryAfterS?: number } = {},
): Response {
  const lang = options.lang ?? requestLang(c);
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (options.retryAfterS !== undefined) headers['Retry-After'] = String(options.retryAfterS);
  return c.json(errorBody(lang, code, options.fields), status, headers);
}

/** Personal answers are never stored by a browser or a proxy. */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * State-changing requests only from the site's own origins. A browser sends Origin with every
 * cross-origin request and every POST; without it, Sec-Fetch-Site tells where a request came from.
 * A request with neither comes from a non-browser client, which cannot ride on someone's cookies —
 * unless it carries cookies, which is refused as Better Auth does.
 */
export function originGuard(trustedOrigins: ReadonlySet<string>): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const allowed = origin
      ? trustedOrigins.has(origin)
      : site
        ? site === 'same-origin' || site === 'none'
        : !c.req.header('cookie');
    if (!allowed) return accountError(c, 403, 'forbiddenOrigin');
    return next();
  };
}

const LOOPBACK_HOST = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/i;

/**
 * Is the request on HTTPS? Its own scheme, or, behind our proxy (TRUST_PROXY), the last
 * X-Forwarded-Proto entry (the one our proxy appended).
 */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  const url = new URL(c.req.url);
  if (url.protocol === 'https:') return true;
  if (trustProxy) {
    const proto = c.req.header('x-forwarded-proto')?.split(',').at(-1)?.trim().toLowerCase();
    if (proto) return proto === 'https';
  }
  return false;
}

/** Secure, `__Host-` cookies everywhere except plain HTTP on this machine (development and tests). */
export function wantsSecureCookies(c: Context, trustProxy: boolean): boolean {
  return isHttps(c, trustProxy) || !LOOPBACK_HOST.test(new URL(c.req.url).hostname);
}
