import { STORAGE_KEYS } from '../config/storage.ts';
import { DEFAULT_LANG, isLang, type Lang } from './languages.ts';
import { safeStorage } from '../lib/storage.ts';

/** Crawlers must see each language at its own URL, so they are never redirected. */
export const CRAWLER_PATTERN = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|lighthouse|google-inspectiontool/i;

/** The only page that follows the visitor's language: the bare home. Every other URL is kept. */
export const LANGUAGE_NEUTRAL_PATH = '/';

export function isCrawler(userAgent: string): boolean {
  return CRAWLER_PATTERN.test(userAgent);
}

function browserLanguage(languages: readonly string[]): Lang | null {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLang(base)) return base;
  }
  return null;
}

export type LanguageEnv = { stored: string | null; languages: readonly string[]; crawler: boolean };

/**
 * What to do about language on a first page load (decision Product 2):
 * - the bare home `/` follows the stored preference, then the browser's language (`redirect`), and the
 *   language so detected is stored (`store`);
 * - any other page stays as it is; when the visitor's language differs, it is offered (`offer`);
 * - crawlers get nothing, so each language stays indexable at its own URL.
 * The bare home's case also runs before paint as an inline script (`first-visit-script.ts`, tested against
 * this function).
 */
export function languageAdvice(
  pathname: string,
  pageLang: Lang,
  env: LanguageEnv,
): { store: Lang | null; advice: { kind: 'redirect' | 'offer'; lang: Lang } | null } {
  if (env.crawler) return { store: null, advice: null };
  const stored = isLang(env.stored) ? env.stored : null;
  const preferred = stored ?? browserLanguage(env.languages);
  if (pathname === LANGUAGE_NEUTRAL_PATH) {
    const lang = preferred ?? DEFAULT_LANG;
    return { store: stored ? null : lang, advice: lang === pageLang ? null : { kind: 'redirect', lang } };
  }
  return { store: null, advice: preferred && preferred !== pageLang ? { kind: 'offer', lang: preferred } : null };
}

/** Reads the browser, stores a detected language, and says whether to move or offer the other page. */
export function adviseLanguage(pathname: string, pageLang: Lang): { kind: 'redirect' | 'offer'; lang: Lang } | null {
  const { store, advice } = languageAdvice(pathname, pageLang, {
    stored: safeStorage.get(STORAGE_KEYS.language),
    languages: navigator.languages ?? [navigator.language],
    crawler: isCrawler(navigator.userAgent),
  });
  if (store) storeLanguage(store);
  return advice;
}

export function storeLanguage(lang: Lang): void {
  safeStorage.set(STORAGE_KEYS.language, lang);
}
