import { getConnInfo } from '@hono/node-server/conninfo';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { randomUUID } from 'node:crypto';
import {
  CONTACT_MESSAGE_KEYS as K,
  ContactSchema,
  contactFieldErrors,
  isHoneypotFilled,
  isPayloadTooLong,
  primaryContactError,
  type ContactMessageKey,
} from '../../src/domain/contact/index.ts';
import { en } from '../../src/i18n/en/index.ts';
import { es } from '../../src/i18n/es/index.ts';
import { DEFAULT_LANG, isLang, type Lang } from '../../src/i18n/languages.ts';
import { translateKey } from '../../src/i18n/translate.ts';
import type { Database } from '../db/index.ts';
import { DEFAULT_RATE_LIMITS, hashClientAddress, insertLead, type RateLimits } from '../contact/lead-store.ts';

/** The transport limit, well above PAYLOAD_MAX_CHARS (5000 characters, up to 4 bytes each in UTF-8 JSON). */
export const CONTACT_BODY_MAX_BYTES = 16 * 1024;

export const CONTACT_PATH = '/api/process-contact';

export type ContactRouteDeps = {
  db: Database;
  now: () => Date;
  rateLimits?: RateLimits;
  /** Take the client address from X-Forwarded-For (the entry our proxy appended, i.e. the last). */
  trustProxy?: boolean;
  /** Called after a lead is committed (wakes the outbox worker). */
  onLeadStored?: (id: string) => void;
};

const MESSAGES = { es, en } as const;

/**
 * The request's language: `?lang=` first, then a `lang` field in the body, then Accept-Language
 * (the first of es/en by quality), else Spanish.
 */
export function requestLang(c: Context, body?: unknown): Lang {
  const query = c.req.query('lang');
  if (isLang(query)) return query;
  const field = body && typeof body === 'object' ? (body as Record<string, unknown>).lang : undefined;
  if (isLang(field)) return field;
  const header = c.req.header('accept-language') ?? '';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((r) => r.q > 0 && isLang(r.lang))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const best = ranked[0]?.lang;
  return isLang(best) ? best : DEFAULT_LANG;
}

function clientAddress(c: Context, trustProxy: boolean): string {
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

function errorJson(
  c: Context,
  status: 400 | 413 | 415 | 429,
  code: string,
  lang: Lang,
  key: ContactMessageKey,
  fields?: Record<string, string>,
) {
  const message = translateKey(MESSAGES[lang], key);
  return c.json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);
}

export function contactRoutes(deps: ContactRouteDeps): Hono {
  const routes = new Hono();
  const limits = deps.rateLimits ?? DEFAULT_RATE_LIMITS;

  routes.post(
    CONTACT_PATH,
    async (c, next) => {
      const type = c.req.header('content-type') ?? '';
      if (!/^application\/json\s*(;|$)/i.test(type))
        return errorJson(c, 415, 'unsupported_media_type', requestLang(c), K.notJson);
      await next();
    },
    bodyLimit({
      maxSize: CONTACT_BODY_MAX_BYTES,
      onError: (c) => errorJson(c, 413, 'payload_too_large', requestLang(c), K.payloadTooLong),
    }),
    async (c) => {
      let body: unknown;
      try {
        body = JSON.parse(await c.req.text());
      } catch {
        return errorJson(c, 400, 'invalid_json', requestLang(c), K.invalidJson);
      }
      const lang = requestLang(c, body);
      if (!body || typeof body !== 'object' || Array.isArray(body)) return errorJson(c, 400, 'validation', lang, K.required);
      // A bot filled the hidden field: answer as if stored, store nothing.
      if (isHoneypotFilled(body)) return c.json({ id: randomUUID() }, 201);
      if (isPayloadTooLong(body)) return errorJson(c, 413, 'payload_too_large', lang, K.payloadTooLong);

      const parsed = ContactSchema.safeParse(body);
      if (!parsed.success) {
        const fieldKeys = contactFieldErrors(parsed.error);
        const fields = Object.fromEntries(Object.entries(fieldKeys).map(([f, key]) => [f, translateKey(MESSAGES[lang], key)]));
        return errorJson(c, 400, 'validation', lang, primaryContactError(fieldKeys), fields);
      }

      const clientHash = await hashClientAddress(deps.db, clientAddress(c, deps.trustProxy ?? false));
      const result = await insertLead(deps.db, parsed.data, { lang, clientHash, now: deps.now(), limits });
      if (!result.ok) {
        c.header('Retry-After', String(result.retryAfterS));
        return errorJson(c, 429, 'rate_limited', lang, K.rateLimited);
      }
      deps.onLeadStored?.(result.id);
      return c.json({ id: result.id }, 201);
    },
  );
  return routes;
}
