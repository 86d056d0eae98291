import type { Context } from 'hono';
import { en } from '../../src/i18n/en/index.ts';
import { es } from '../../src/i18n/es/index.ts';
import { DEFAULT_LANG, isLang, type Lang } from '../../src/i18n/languages.ts';

/** Hono context variables: the language a handler resolved, so the error handler answers in it too. */
export type LangVariables = { Variables: { lang: Lang } };

/** Every server-made text comes from the site's translations. */
export const MESSAGES = { es, en } as const;

/**
 * The request's language: `?lang=` first, then a `lang` field in the body, then Accept-Language
 * (the first of es/en by quality), else Spanish.
 */
export function requestLang(c: Pick<Context, 'req'>, body?: unknown): Lang {
  const query = c.req.query('lang');
  if (isLang(query)) return query;
  const field = body && typeof body === 'object' ? (body as Record<string, unknown>).lang : undefined;
  if (isLang(field)) return field;
  return acceptLanguage(c.req.header('accept-language'));
}

/** The first of our languages in an Accept-Language header, by quality then order; else Spanish. */
export function acceptLanguage(header: string | undefined): Lang {
  const ranked = (header ?? '')
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
