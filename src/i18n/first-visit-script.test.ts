import { Script } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { STUDIO_PREVIEW_PREFIX, ROUTES } from '../config/routes.ts';
import { STORAGE_KEYS } from '../config/storage.ts';
import { firstVisitScript } from './first-visit-script.ts';
import { isCrawler, languageAdvice } from './preference.ts';

const script = new Script(firstVisitScript());

type Visit = {
  pathname: string;
  hash: string;
  stored: string | null;
  /** `undefined`: a browser without `navigator.languages`, which has `navigator.language` only. */
  languages: string[] | undefined;
  language: string;
  userAgent: string;
  /** Storage that throws (disabled, some private modes): nothing is read or written. */
  storageThrows: boolean;
};

/** Runs the script's text as the browser would, in a bare global with the visit's navigator, location and storage. */
function run(visit: Visit) {
  const storage = new Map<string, string>(visit.stored === null ? [] : [[STORAGE_KEYS.language, visit.stored]]);
  const writes: Array<[string, string]> = [];
  const moves: string[] = [];
  const attributes: Record<string, string> = {};
  const style: Record<string, string> = {};
  const unavailable = () => {
    throw new Error('SecurityError: storage is disabled');
  };
  script.runInNewContext({
    document: { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value), style } },
    navigator: { languages: visit.languages, language: visit.language, userAgent: visit.userAgent },
    location: { pathname: visit.pathname, hash: visit.hash, replace: (url: string) => moves.push(url) },
    localStorage: {
      getItem: visit.storageThrows ? unavailable : (key: string) => storage.get(key) ?? null,
      setItem: visit.storageThrows ? unavailable : (key: string, value: string) => writes.push([key, value]),
    },
  });
  return { writes, moves, attributes, style };
}

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const USER_AGENTS = [
  CHROME,
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Safari/604.1',
  'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  'Mozilla/5.0 (compatible; bingbot/2.0)',
  'Mozilla/5.0 (Linux; Android 11; moto g power) Chrome-Lighthouse',
];
const STORED = [null, 'es', 'en', 'fr', '', 'EN', 'en-GB', 'hasOwnProperty'];
const LANGUAGES: Array<string[] | undefined> = [
  [],
  undefined,
  ['en-GB'],
  ['en'],
  ['EN-us'],
  ['es-ES', 'en'],
  ['en-GB', 'es'],
  ['fr-FR', 'de'],
  ['fr', 'en-US'],
  ['pt-BR', 'es-MX', 'en'],
  ['english'],
  ['en_GB'],
  ['ES'],
];
const HASHES = ['', '#contacto'];

/** What `languageAdvice` says the bare home (Spanish, `/`) does for this visit, in the script's terms. */
function expected(visit: Visit) {
  const stored = visit.storageThrows ? null : visit.stored;
  const { store, advice } = languageAdvice('/', 'es', {
    stored,
    languages: visit.languages ?? [visit.language],
    crawler: isCrawler(visit.userAgent),
  });
  const moved = advice?.kind === 'redirect';
  return {
    writes: store && !visit.storageThrows ? [[STORAGE_KEYS.language, store]] : [],
    moves: moved ? [ROUTES.home[advice.lang] + visit.hash] : [],
    hidden: moved,
  };
}

describe('the bare home’s first-visit script', () => {
  it('does what languageAdvice says for the bare home, on every mix of storage, languages and user agent', () => {
    let cases = 0;
    let moved = 0;
    for (const userAgent of USER_AGENTS)
      for (const stored of STORED)
        for (const languages of LANGUAGES)
          for (const storageThrows of [false, true])
            for (const hash of HASHES) {
              const visit = { pathname: '/', hash, stored, languages, language: 'en-GB', userAgent, storageThrows };
              const want = expected(visit);
              const got = run(visit);
              expect({ writes: got.writes, moves: got.moves }, JSON.stringify(visit)).toEqual({
                writes: want.writes,
                moves: want.moves,
              });
              // A visitor being moved sees nothing of this page, and the app knows it has nothing to do.
              expect(got.style.display === 'none', JSON.stringify(visit)).toBe(want.hidden);
              expect(got.attributes['data-language-advice'], JSON.stringify(visit)).toBe(want.hidden ? 'redirect' : undefined);
              cases++;
              if (want.hidden) moved++;
            }
    // Both outcomes were tried many times.
    expect(cases).toBe(USER_AGENTS.length * STORED.length * LANGUAGES.length * 2 * HASHES.length);
    expect(moved).toBeGreaterThan(50);
    expect(cases - moved).toBeGreaterThan(50);
  });

  it('moves an English browser to /en/ and stores English, and keeps a Spanish one where it is', () => {
    const visit = { pathname: '/', hash: '', stored: null, language: 'en-GB', userAgent: CHROME, storageThrows: false };
    expect(run({ ...visit, languages: ['en-GB', 'en'] })).toMatchObject({
      writes: [[STORAGE_KEYS.language, 'en']],
      moves: ['/en/'],
    });
    expect(run({ ...visit, languages: ['es-ES', 'es'] })).toMatchObject({ writes: [[STORAGE_KEYS.language, 'es']], moves: [] });
    expect(run({ ...visit, stored: 'es', languages: ['en-GB'] })).toMatchObject({ writes: [], moves: [] });
  });

  it('does nothing on any other page (a preview of the home included)', () => {
    for (const pathname of ['/en/', '/aviso-legal', `${STUDIO_PREVIEW_PREFIX}/`, '/index.html'])
      expect(
        run({
          pathname,
          hash: '',
          stored: null,
          languages: ['en-GB'],
          language: 'en-GB',
          userAgent: CHROME,
          storageThrows: false,
        }),
      ).toEqual({ writes: [], moves: [], attributes: {}, style: {} });
  });

  it('is plain text that can sit in the HTML as it is', () => {
    expect(firstVisitScript()).not.toMatch(/<\/|<!--/);
    // Small: it runs before anything paints, on every visit to the bare home.
    expect(firstVisitScript().length).toBeLessThan(800);
  });
});
