import { describe, expect, it } from 'vitest';
import { isCrawler, languageAdvice } from './preference.ts';

const visitor = (stored: string | null, languages: string[]) => ({ stored, languages, crawler: false });

describe('language of a first page load', () => {
  it('moves the bare home by stored preference, then browser language, and stores what it detected', () => {
    expect(languageAdvice('/', 'es', visitor('en', ['es-ES']))).toEqual({
      store: null,
      advice: { kind: 'redirect', lang: 'en' },
    });
    expect(languageAdvice('/', 'es', visitor(null, ['en-GB', 'es']))).toEqual({
      store: 'en',
      advice: { kind: 'redirect', lang: 'en' },
    });
    expect(languageAdvice('/', 'es', visitor(null, ['es-MX']))).toEqual({ store: 'es', advice: null });
    expect(languageAdvice('/', 'es', visitor(null, ['fr-FR', 'de']))).toEqual({ store: 'es', advice: null });
    expect(languageAdvice('/', 'es', visitor('es', ['en-US']))).toEqual({ store: null, advice: null });
    expect(languageAdvice('/', 'es', visitor('fr', []))).toEqual({ store: 'es', advice: null });
  });

  it('never moves any other page, /en/ included, but offers the page in the visitor’s language', () => {
    expect(languageAdvice('/en/', 'en', visitor(null, ['es-ES']))).toEqual({
      store: null,
      advice: { kind: 'offer', lang: 'es' },
    });
    expect(languageAdvice('/aviso-legal', 'es', visitor(null, ['en-GB']))).toEqual({
      store: null,
      advice: { kind: 'offer', lang: 'en' },
    });
    expect(languageAdvice('/una-pagina-rota', 'es', visitor('en', []))).toEqual({
      store: null,
      advice: { kind: 'offer', lang: 'en' },
    });
    expect(languageAdvice('/en/privacy-policy', 'en', visitor(null, ['en-US']))).toEqual({ store: null, advice: null });
    expect(languageAdvice('/en/privacy-policy', 'en', visitor(null, ['fr']))).toEqual({ store: null, advice: null });
  });

  it('leaves crawlers where they are, so each language stays indexable', () => {
    expect(languageAdvice('/', 'es', { stored: null, languages: ['en-US'], crawler: true })).toEqual({
      store: null,
      advice: null,
    });
    expect(isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isCrawler('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1')).toBe(false);
  });
});
