import { SITE } from '../../src/config/site.ts';
import type { PasswordScore } from '../../src/domain/accounts/index.ts';

/**
 * Words of the site's identity beyond its names, in both languages' spellings (issue 39): what the firm is and
 * does, as a visitor reads it on every page. A password of these alone, with digits, years or marks, is refused.
 */
const SITE_IDENTITY_WORDS = [
  'Áurea',
  'Concierge',
  'Conserje',
  'Conserjería',
  'Inmobiliaria',
  'Inmobiliario',
  'Real Estate',
  'Propiedad',
  'Propiedades',
  'Property',
  'Properties',
  'Lujo',
  'Luxury',
  'Premium',
  'Home',
  'Homes',
  'Hogar',
  'Madrileño',
];

/** The site's words a password must not lean on (the firm's name, its legal name's words, its identity's). */
export const SITE_NAMES = [SITE.name, SITE.legalName, ...SITE_IDENTITY_WORDS];

/** Scores a (normalised) password, the account's and the site's words counted as what an attacker knows. */
export type PasswordScorer = (password: string, contextWords: readonly string[]) => PasswordScore;

let loading: Promise<PasswordScorer> | undefined;

/**
 * A check reads at most this many characters: zxcvbn's time grows with the square of the length, and 64
 * characters that are not guessable make a password that is not (the rest is ignored, never refused).
 */
const ESTIMATED_CHARS = 64;
/**
 * l33t readings of a password looked up ("P@ssw0rd" → "password"): each one repeats the dictionary search,
 * which is most of a check's time (zxcvbn-ts's default, 100, costs several hundred milliseconds on a year-heavy password).
 */
const L33T_READINGS = 2;

/**
 * zxcvbn-ts with its common (breached passwords, keyboard patterns), English and Spanish dictionaries, on the
 * server's main thread. The dictionaries are loaded on the first password that is set, once per process,
 * not at start (cost and memory in ADR 0037). Levenshtein matching is off: it compares the whole password
 * with every dictionary word and takes seconds.
 */
export function passwordScorer(): Promise<PasswordScorer> {
  loading ??= loadScorer().catch((error: unknown) => {
    loading = undefined; // a failed load is tried again by the next request
    throw error;
  });
  return loading;
}

async function loadScorer(): Promise<PasswordScorer> {
  const [{ ZxcvbnFactory }, common, en, es] = await Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
    import('@zxcvbn-ts/language-es-es'),
  ]);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary, ...es.dictionary },
    graphs: common.adjacencyGraphs,
    useLevenshteinDistance: false,
    l33tMaxSubstitutions: L33T_READINGS,
    maxLength: ESTIMATED_CHARS,
  });
  return (password, contextWords) => zxcvbn.check(password, [...contextWords]).score as PasswordScore;
}
