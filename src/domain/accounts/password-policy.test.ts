import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PASSWORD_MAX_CHARS,
  PASSWORD_MIN_CHARS,
  PASSWORD_MIN_SCORE,
  checkPassword,
  passwordComparisonForm,
  passwordContextWords,
  passwordLength,
  type PasswordScore,
} from './password-policy.ts';

describe('password policy (decisions.md, Product 9)', () => {
  it('asks for 12 to 128 characters, counting code points, and nothing else', () => {
    expect(checkPassword('a'.repeat(11))).toBe('passwordTooShort');
    expect(checkPassword('a'.repeat(PASSWORD_MIN_CHARS))).toBeNull();
    expect(checkPassword('a'.repeat(PASSWORD_MAX_CHARS))).toBeNull();
    expect(checkPassword('a'.repeat(PASSWORD_MAX_CHARS + 1))).toBe('passwordTooLong');
    // 12 emoji are 24 UTF-16 units but 12 characters.
    expect(passwordLength('🦤'.repeat(12))).toBe(12);
    expect(checkPassword('🦤'.repeat(11))).toBe('passwordTooShort');
    // No composition rules: lower-case letters only, or spaces and accents, are fine.
    expect(checkPassword('solo letras minusculas')).toBeNull();
    expect(checkPassword('   ñ   á   é   ')).toBeNull();
  });

  it('folds compatibility forms (NFKC) before counting and comparing', () => {
    expect(passwordComparisonForm('ﬁ Ｐａｓｓ')).toBe('fipass');
  });

  it('refuses listed passwords in any case or spacing, and passwords built on the account’s e-mail', () => {
    const list = new Set(['qwertyuiopasdfgh']);
    const isCommon = (p: string) => list.has(p);
    expect(checkPassword('QWERTYUIOPASDFGH', { isCommon })).toBe('passwordCommon');
    expect(checkPassword('qwerty uiop asdfgh', { isCommon })).toBe('passwordCommon');
    expect(checkPassword('ana.garcia@example.com', { contextWords: ['ana.garcia@example.com'] })).toBe('passwordMatchesContext');
    expect(checkPassword('ana.garcia2024!!', { contextWords: ['ana.garcia'] })).toBe('passwordMatchesContext');
    // A short context word inside a long passphrase is fine.
    expect(checkPassword('paseando con ana por el Retiro', { contextWords: ['ana'] })).toBeNull();
  });

  it('accepts every string of 12 to 128 characters that no list or context refuses', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 12, maxLength: 60 }), (s) => {
        const length = passwordLength(s);
        const problem = checkPassword(s);
        if (length >= PASSWORD_MIN_CHARS && length <= PASSWORD_MAX_CHARS) expect(problem).toBeNull();
        else expect(problem).not.toBeNull();
      }),
    );
  });

  it('refuses a password the estimator scores below the threshold, and hands it the account’s words (issue 22)', () => {
    const seen: Array<{ password: string; words: readonly string[] }> = [];
    const scoreOf =
      (score: PasswordScore) =>
      (password: string, words: readonly string[]): PasswordScore => {
        seen.push({ password, words });
        return score;
      };
    const contextWords = ['ana', 'garcía'];
    expect(checkPassword('ﬁnca del olivar junto al río', { score: scoreOf(2), contextWords })).toBe('passwordGuessable');
    // It reads the normalised password (NFKC: "ﬁ" is "fi"), case kept, with the context words.
    expect(seen[0]).toEqual({ password: 'finca del olivar junto al río', words: contextWords });
    expect(checkPassword('finca del olivar junto al río', { score: scoreOf(PASSWORD_MIN_SCORE) })).toBeNull();
    expect(checkPassword('finca del olivar junto al río', { score: scoreOf(4) })).toBeNull();
    // The length rules and the list come first: the estimator is not asked about a password they refuse.
    seen.length = 0;
    expect(checkPassword('corta', { score: scoreOf(0) })).toBe('passwordTooShort');
    expect(checkPassword('qwertyuiopasdfgh', { score: scoreOf(0), isCommon: () => true })).toBe('passwordCommon');
    expect(seen).toEqual([]);
  });

  it('gives the estimator the words an attacker would try first: the e-mail and its parts, the name’s words, the site’s', () => {
    const words = passwordContextWords({ email: 'ana.garcia+casa@firma-madrid.es', name: 'Ana García López' }, [
      'Aurea Concierge Madrid',
    ]);
    expect(words).toEqual(
      expect.arrayContaining([
        'ana.garcia+casa@firma-madrid.es',
        'ana.garcia+casa',
        'ana',
        'garcia',
        'casa',
        'firma',
        'ana garcía lópez',
        'garcía',
        'lópez',
        'aurea concierge madrid',
        'aurea',
        'concierge',
        'madrid',
      ]),
    );
    // Lower case, no duplicates, nothing of one or two letters, and only the domain's first label.
    expect(new Set(words).size).toBe(words.length);
    expect(words.every((w) => w === w.toLowerCase() && [...w].length >= 3)).toBe(true);
    expect(words).not.toContain('es');
    expect(passwordContextWords({}, [])).toEqual([]);
  });
});
