import type { Lang } from '../i18n/languages.ts';

/**
 * The one client of the site's JSON APIs (contact, accounts, private area, staff; ADR 0032): same
 * origin, the session's cookie sent, the page's language asked for (Accept-Language), one result shape.
 * Every API refuses with `{"error": {"code", "message", "fields"?}}`: the client keeps the code and the
 * field codes (identifiers) and drops the message, a text for API users. Each feature turns the codes
 * into text with its own catalogue (`messageOf`), so a code it does not know reads as the generic one.
 */

/**
 * Where the site's JSON APIs live (server/app.ts mounts them; docs/api-contact.md, api-accounts.md, api-staff.md).
 * Only API modules (a feature's `api/`, `src/lib/*-api.ts`) build paths on them; components call those.
 */
export const CONTACT_PATH = '/api/process-contact';
export const AUTH_PATH = '/api/auth';
export const PORTAL_PATH = '/api/portal';
export const STAFF_PATH = '/api/staff';

export type ApiSuccess<T> = { ok: true; status: number; data: T };
export type ApiFailure = {
  ok: false;
  /** 0 when the request never reached the server. */
  status: number;
  /** The API's code; `internal` when the answer held none (no answer, a proxy's page). */
  code: string;
  /** Field → code, for forms. */
  fields: Record<string, string>;
  /** How many seconds to wait before trying again, when the answer said (a 429's Retry-After). */
  retryAfterS?: number;
};
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a `Blob` (a file to upload) is sent as its bytes. */
  body?: unknown;
  lang: Lang;
  signal?: AbortSignal;
  /** Request headers of the call's own (a conditional write's `If-Match`). */
  headers?: Readonly<Record<string, string>>;
};

/** The code of an answer that carried none of its own. */
export const UNKNOWN_ERROR = 'internal';

const IDENTIFIER = /^[a-zA-Z][a-zA-Z0-9]*$/;
const isIdentifier = (value: unknown): value is string => typeof value === 'string' && IDENTIFIER.test(value);

/** Retry-After as seconds (RFC 9110 §10.2.3: the APIs send delay-seconds, never a date). */
const RETRY_AFTER_SECONDS = /^\d{1,9}$/;

/** A refusal's result from its status and JSON payload (also the upload's, src/lib/upload.ts). */
export function failure(status: number, payload: unknown, retryAfter?: string | null): ApiFailure {
  const error = (payload as { error?: { code?: unknown; fields?: unknown } } | null)?.error;
  const fields = error?.fields && typeof error.fields === 'object' ? error.fields : {};
  const wait = retryAfter && RETRY_AFTER_SECONDS.test(retryAfter.trim()) ? Number(retryAfter.trim()) : 0;
  return {
    ok: false,
    status,
    code: isIdentifier(error?.code) ? error.code : UNKNOWN_ERROR,
    fields: Object.fromEntries(Object.entries(fields).filter(([, code]) => isIdentifier(code))),
    ...(wait > 0 ? { retryAfterS: wait } : {}),
  };
}

export async function apiRequest<T = unknown>(
  path: string,
  { method = 'GET', body, lang, signal, headers }: ApiRequest,
): Promise<ApiResult<T>> {
  let response: Response;
  const bytes = body instanceof Blob;
  try {
    response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'Accept-Language': lang,
        ...(body === undefined ? {} : { 'Content-Type': bytes ? 'application/octet-stream' : 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : bytes ? body : JSON.stringify(body),
    });
  } catch {
    return failure(0, null);
  }
  const { ok, status } = response;
  const payload: unknown = status === 204 ? null : await response.json().catch(() => null);
  if (!ok) return failure(status, payload, response.headers.get('Retry-After'));
  return { ok: true, status, data: payload as T };
}

/** A code's text in a catalogue, or the catalogue's generic text for a code it does not hold. */
export function messageOf<K extends string>(texts: Readonly<Record<K, string>>, code: string, generic: K): string {
  return Object.hasOwn(texts, code) ? texts[code as K] : texts[generic];
}
