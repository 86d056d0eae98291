import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContactErrorCode } from '../../src/domain/contact/index.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import { contactErrorKey, translate } from '../../src/i18n/translate.ts';
import { submitContactRequest, type ContactIntakeDeps } from '../contact/contact-intake.ts';
import { MESSAGES, requestLang, type LangVariables } from '../request-lang.ts';

/** The transport limit, well above PAYLOAD_MAX_CHARS (5000 characters, up to 4 bytes each in UTF-8 JSON). */
export const CONTACT_BODY_MAX_BYTES = 16 * 1024;

export const CONTACT_PATH = '/api/process-contact';

export type ContactRouteDeps = ContactIntakeDeps & {
  /** Take the client address from X-Forwarded-For (the entry our proxy appended, i.e. the last). */
  trustProxy?: boolean;
};

/** The client address: the socket's, or the last X-Forwarded-For entry behind our proxy (TRUST_PROXY). */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const last = forwarded?.at(-1);
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // not served by @hono/node-server (in-process tests)
  }
}

/**
 * `{"error": {code, message, fields?}}`: `message` is text in the request's language (for clients
 * that show it as is); `fields` maps each invalid field to a message code, which the form translates.
 */
function errorJson(
  c: Context<LangVariables>,
  status: 400 | 413 | 415 | 429,
  code: string,
  lang: Lang,
  messageCode: ContactErrorCode,
  fields?: Partial<Record<string, ContactErrorCode>>,
) {
  const message = translate(MESSAGES[lang], contactErrorKey(messageCode));
  return c.json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);
}

export function contactRoutes(deps: ContactRouteDeps): Hono<LangVariables> {
  const routes = new Hono<LangVariables>();

  routes.post(
    CONTACT_PATH,
    async (c, next) => {
      const type = c.req.header('content-type') ?? '';
      if (!/^application\/json\s*(;|$)/i.test(type))
        return errorJson(c, 415, 'unsupported_media_type', requestLang(c), 'notJson');
      await next();
    },
    bodyLimit({
      maxSize: CONTACT_BODY_MAX_BYTES,
      onError: (c) => errorJson(c, 413, 'payload_too_large', requestLang(c), 'payloadTooLong'),
    }),
    async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return errorJson(c, 400, 'invalid_json', requestLang(c), 'invalidJson');
      }
      const lang = requestLang(c, body);
      c.set('lang', lang);
      if (!body || typeof body !== 'object' || Array.isArray(body)) return errorJson(c, 400, 'validation', lang, 'required');
      const result = await submitContactRequest(deps, body, { lang, clientAddress: clientAddress(c, deps.trustProxy ?? false) });
      switch (result.kind) {
        case 'stored':
        case 'ignored':
          return c.json({ id: result.id }, 201);
        case 'tooLong':
          return errorJson(c, 413, 'payload_too_large', lang, 'payloadTooLong');
        case 'invalid':
          return errorJson(c, 400, 'validation', lang, result.code, result.fields);
        case 'rateLimited':
          c.header('Retry-After', String(result.retryAfterS));
          return errorJson(c, 429, 'rate_limited', lang, 'rateLimited');
      }
    },
  );
  return routes;
}
