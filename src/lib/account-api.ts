import { SERVER_DATA_FRESH_MS } from '../config/ui.ts';
import { isAccountErrorCode, type AccountErrorCode } from '../domain/accounts/error-codes.ts';
import type { Lang } from '../i18n/languages.ts';
import { sessionStore, type SessionState, type SessionUser } from './session.ts';

/**
 * The one client of the accounts and private-area APIs (docs/api-accounts.md): JSON over the site's
 * own origin, the session in its HttpOnly cookie, messages in the page's language. Errors come back as
 * the API's codes, which each page turns into text with ACCOUNTS_MESSAGES.
 */

export const AUTH_API = '/api/auth';
export const PORTAL_API = '/api/portal';

export type ApiFailure = {
  ok: false;
  /** 0 when the request never reached the server. */
  status: number;
  code: AccountErrorCode;
  /** Field → code, for forms. */
  fields: Record<string, AccountErrorCode>;
};
export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

/** Reads of the private area's data kept in memory (see `cachedRead`). */
const reads = new Map<string, { at: number; result: Promise<ApiResult<unknown>> }>();

type RequestOptions = { method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; body?: unknown; lang: Lang };

function failure(status: number, payload: unknown): ApiFailure {
  const error = (payload as { error?: { code?: unknown; fields?: unknown } } | null)?.error;
  const fields = Object.fromEntries(
    Object.entries(error?.fields && typeof error.fields === 'object' ? error.fields : {}).filter(([, code]) =>
      isAccountErrorCode(code),
    ),
  ) as Record<string, AccountErrorCode>;
  return {
    ok: false,
    status,
    code: isAccountErrorCode(error?.code) ? error.code : status === 0 ? 'internal' : 'validation',
    fields,
  };
}

export async function apiRequest<T = unknown>(
  path: string,
  { method = 'GET', body, lang }: RequestOptions,
): Promise<ApiResult<T>> {
  if (method !== 'GET') reads.clear();
  const url = `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers:
        body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    return failure(0, null);
  }
  const payload: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) return failure(response.status, payload);
  return { ok: true, status: response.status, data: payload as T };
}

/**
 * A GET of the private area's data, answered from memory while it is fresh (SERVER_DATA_FRESH_MS).
 * Any write through `apiRequest` forgets every read, so a change (or another account signing in)
 * never shows stale data.
 */
export function cachedRead<T>(path: string, lang: Lang): Promise<ApiResult<T>> {
  const hit = reads.get(path);
  if (hit && Date.now() - hit.at < SERVER_DATA_FRESH_MS) return hit.result as Promise<ApiResult<T>>;
  const result = apiRequest<T>(path, { lang });
  reads.set(path, { at: Date.now(), result });
  // A failure is not kept: the next read asks again.
  void result.then((r) => !r.ok && reads.get(path)?.result === result && reads.delete(path));
  return result;
}

type BetterAuthUser = { name?: unknown; email?: unknown; clientType?: unknown; lang?: unknown };

/** The session's user as the page keeps it. */
export function sessionUserOf(user: BetterAuthUser): SessionUser {
  return {
    name: typeof user.name === 'string' ? user.name : '',
    email: typeof user.email === 'string' ? user.email : '',
    clientType: user.clientType === 'seller' ? 'seller' : 'buyer',
    lang: user.lang === 'en' ? 'en' : 'es',
  };
}

/**
 * Asks the server who is signed in and records it. `null` also when the server cannot be reached: the
 * page then offers to sign in, which is the safe reading.
 */
let asking: Promise<SessionState> | null = null;

export function refreshSession(lang: Lang): Promise<SessionState> {
  // Several parts of a page may ask at once (the header, the page itself): one request answers all.
  asking ??= apiRequest<{ user?: BetterAuthUser } | null>(`${AUTH_API}/get-session`, { lang }).then((result) => {
    asking = null;
    const user = result.ok && result.data?.user ? sessionUserOf(result.data.user) : null;
    sessionStore.set(user);
    return user;
  });
  return asking;
}

/** The session, asking the server only if the page does not know it yet. */
export async function ensureSession(lang: Lang): Promise<SessionState> {
  const known = sessionStore.get();
  return known === undefined ? refreshSession(lang) : known;
}

export async function signOut(lang: Lang): Promise<boolean> {
  const result = await apiRequest(`${AUTH_API}/sign-out`, { method: 'POST', body: {}, lang });
  if (result.ok) sessionStore.set(null);
  return result.ok;
}
