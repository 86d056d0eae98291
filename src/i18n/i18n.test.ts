import { describe, expect, it } from 'vitest';
import { MESSAGES, translateKey } from './index.tsx';
import { preferredLanguage, isCrawler } from './preference.ts';

/** Strings that are the same in both languages on purpose (names, language names, symbols). */
const SAME_IN_BOTH = new Set(['Aurea Concierge Madrid', 'Español', 'English', 'Concierge', 'Email', 'E-mail', 'Total', 'ROI']);
/** Keys whose values are place names, identical in both languages. */
const PLACE_NAME_KEYS = /^meta\.areasServed\./;

function leaves(node: unknown, prefix = ''): Array<[string, unknown]> {
  if (node !== null && typeof node === 'object') {
    return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  }
  return [[prefix, node]];
}

const es = new Map(leaves(MESSAGES.es));
const en = new Map(leaves(MESSAGES.en));

describe('translation resources', () => {
  it('English has exactly the Spanish keys (arrays included)', () => {
    expect([...en.keys()].sort()).toEqual([...es.keys()].sort());
  });

  it('no English string is left in Spanish', () => {
    const untranslated = [...es].filter(
      ([key, value]) =>
        typeof value === 'string' &&
        value.length > 3 &&
        en.get(key) === value &&
        !SAME_IN_BOTH.has(value) &&
        !PLACE_NAME_KEYS.test(key),
    );
    expect(untranslated).toEqual([]);
  });

  it('no string is empty or holds a {placeholder}', () => {
    for (const [key, value] of [...es, ...en]) {
      if (typeof value !== 'string') continue;
      expect(value.trim(), key).not.toBe('');
      expect(value, key).not.toMatch(/\{[a-zA-Z_]+\}/);
    }
  });

  it('translateKey resolves dotted keys and returns unknown keys unchanged', () => {
    expect(translateKey(MESSAGES.es, 'common.notFound.title')).toBe('Página no encontrada');
    expect(translateKey(MESSAGES.en, 'common.notFound.title')).toBe('Page not found');
    expect(translateKey(MESSAGES.en, 'common.nope')).toBe('common.nope');
  });
});

describe('language of a first visit', () => {
  it('follows the spec order: stored preference, browser language, page language', () => {
    expect(preferredLanguage('es', { stored: 'en', languages: ['es-ES'] })).toBe('en');
    expect(preferredLanguage('es', { stored: null, languages: ['en-GB', 'es'] })).toBe('en');
    expect(preferredLanguage('en', { stored: null, languages: ['fr-FR', 'es-MX'] })).toBe('es');
    expect(preferredLanguage('en', { stored: null, languages: ['fr-FR', 'de'] })).toBe('en');
    expect(preferredLanguage('es', { stored: 'fr', languages: [] })).toBe('es');
  });

  it('recognises crawlers, which are never redirected', () => {
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1')).toBe(false);
  });
});
