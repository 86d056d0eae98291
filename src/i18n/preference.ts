import { STORAGE_KEYS } from '../config/storage.ts';
import { DEFAULT_LANG, isLang, type Lang } from './languages.ts';
import { safeStorage } from '../lib/storage.ts';

/** Crawlers must see each language at its own URL, so they are never redirected. */
const CRAWLER_PATTERN = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|lighthouse|google-inspectiontool/i;

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

/**
 * The spec's detection order for a first page load: stored preference, then browser language,
 * then the page's own language tag.
 */
export function preferredLanguage(pageLang: Lang, env: { stored: string | null; languages: readonly string[] }): Lang {
  if (isLang(env.stored)) return env.stored;
  return browserLanguage(env.languages) ?? pageLang ?? DEFAULT_LANG;
}

export function detectLanguage(pageLang: Lang): Lang {
  if (isCrawler(navigator.userAgent)) return pageLang;
  return preferredLanguage(pageLang, {
    stored: safeStorage.get(STORAGE_KEYS.language),
    languages: navigator.languages ?? [navigator.language],
  });
}

export function storeLanguage(lang: Lang): void {
  safeStorage.set(STORAGE_KEYS.language, lang);
}
