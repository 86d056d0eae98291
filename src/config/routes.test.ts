import { describe, expect, it } from 'vitest';
import { counterpartPath, langOfPath, resolvePath, ROUTES } from './routes.ts';

describe('route table', () => {
  it('resolves every path of both languages to its page and language', () => {
    for (const [id, paths] of Object.entries(ROUTES)) {
      expect(resolvePath(paths.es)).toEqual({ id, lang: 'es' });
      expect(resolvePath(paths.en)).toEqual({ id, lang: 'en' });
    }
  });

  it('keeps Spanish at the spec paths and English under /en/', () => {
    expect(Object.values(ROUTES).map((p) => p.es)).toEqual(['/', '/aviso-legal', '/politica-privacidad', '/politica-cookies']);
    expect(Object.values(ROUTES).every((p) => p.en.startsWith('/en/'))).toBe(true);
  });

  it('maps unknown paths to the 404 page in the path language', () => {
    expect(resolvePath('/no-existe')).toEqual({ id: 'notFound', lang: 'es' });
    expect(resolvePath('/en/no-such-page')).toEqual({ id: 'notFound', lang: 'en' });
    expect(langOfPath('/en')).toBe('en');
    expect(langOfPath('/entrada')).toBe('es');
  });

  it('finds the same page in the other language', () => {
    expect(counterpartPath('/politica-privacidad', 'en')).toBe('/en/privacy-policy');
    expect(counterpartPath('/en/cookies-policy', 'es')).toBe('/politica-cookies');
    expect(counterpartPath('/en/nothing', 'es')).toBe('/');
  });
});
