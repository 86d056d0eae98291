import type { Context, MiddlewareHandler } from 'hono';
import { isAccountErrorCode, primaryAccountError, type AccountErrorCode } from '../../src/domain/accounts/index.ts';
import { ACCOUNTS_MESSAGES } from '../../src/i18n/accounts.ts';
import { PLAIN_DOOR_CODES, fieldCodesOf, type DoorFamily } from '../http/api-error.ts';
import { createDoor } from '../http/door.ts';

/**
 * The accounts and private-area APIs (`/api/auth/*`, `/api/portal/*`): codes are
 * src/domain/accounts' ACCOUNT_ERROR_CODES, texts src/i18n/{es,en}/accounts.ts.
 */
export const ACCOUNTS_FAMILY: DoorFamily<AccountErrorCode> = {
  texts: (lang) => ACCOUNTS_MESSAGES[lang].errors,
  fieldCodes: (error) => fieldCodesOf(error, 'validation'),
  // Field codes of another vocabulary (the property form's are the calculator's) head as 'validation'.
  headline: (fields) =>
    Object.values(fields).every(isAccountErrorCode)
      ? primaryAccountError(fields as Record<string, AccountErrorCode>)
      : 'validation',
  door: PLAIN_DOOR_CODES,
};

export const accountsDoor = createDoor(ACCOUNTS_FAMILY);

/** An accounts API refusal in the one error shape. */
export const accountError = accountsDoor.refuse;

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
