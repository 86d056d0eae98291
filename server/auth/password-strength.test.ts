import { describe, expect, it } from 'vitest';
import { checkPassword, passwordContextWords } from '../../src/domain/accounts/index.ts';
import { isCommonPassword } from './common-passwords.ts';
import { SITE_NAMES, passwordScorer } from './password-strength.ts';

/** The policy as the server applies it: the list, the account's and the site's words, zxcvbn-ts. */
async function check(password: string, account: { email?: string; name?: string } = {}) {
  return checkPassword(password, {
    isCommon: isCommonPassword,
    contextWords: passwordContextWords(account, SITE_NAMES),
    score: await passwordScorer(),
  });
}

describe('the password strength estimator (issue 22, item 7)', () => {
  it('refuses guessable passwords the list lets through, and the site’s own words', async () => {
    for (const password of [
      'Password123!',
      'password2024',
      'P@ssw0rd1234',
      'Summer2025!!',
      'Madrid2024!!',
      'Invierno2024!!',
      'Chamberí2024!!',
      'AureaConcierge2025',
      'aurea madrid 2024',
      'aurea-concierge-2025',
      'Concierge Madrid 2025',
    ])
      expect([password, await check(password)]).toEqual([
        password,
        expect.stringMatching(/^password(Common|MatchesContext|Guessable)$/),
      ]);
    // The estimator alone (no list, no context rule; the site's words given to it) refuses each of these.
    const score = await passwordScorer();
    const siteWords = passwordContextWords({}, SITE_NAMES);
    for (const password of ['Summer2025!!', 'Madrid2024!!', 'AureaConcierge2025', 'aurea madrid 2024', 'P@ssw0rd1234'])
      expect([password, checkPassword(password, { score: (p) => score(p, siteWords) })]).toEqual([password, 'passwordGuessable']);
  });

  it('refuses the firm’s name and words of its identity with digits, years and symbols, in both languages (issue 39)', async () => {
    for (const password of [
      'Aurea@Madrid2025',
      'Aurea!Concierge!2026',
      'Áurea#Madrid#2024',
      'aurea*concierge*madrid',
      'AUREA$INMOBILIARIA$2025',
      'Concierge@Madrid1987!',
      'M4drid@Aurea2025',
      'Aurea&RealEstate2025',
      'Propiedades!Aurea2026',
      'Luxury@Homes@Madrid25',
      'Conserjería!Madrid!2025',
      '2025!!Aurea!!Madrid!!',
    ])
      expect([password, await check(password, { email: 'ana.garcia@example.com', name: 'Ana García' })]).toEqual([
        password,
        'passwordMatchesContext',
      ]);
  });

  it('accepts a good long passphrase, in Spanish or English, with or without separators', async () => {
    for (const password of [
      'caballo grapa batería correcto',
      'tortilla-ventana-azul-1987x',
      'cipreses junto al Retiro 1987',
      'tres almendros en Chamberí 2024',
      'ñandú 🦤 en Chamberí',
      'plane trees along the Castellana 1992',
      'correct horse battery staple',
      'k8#Qz!w2Lp0v',
    ])
      expect([password, await check(password, { email: 'ana.garcia@example.com', name: 'Ana García' })]).toEqual([
        password,
        null,
      ]);
  });

  it('counts the account’s e-mail and name as what an attacker knows', async () => {
    const password = 'Villaverde.Leocadia.87';
    expect(await check(password, { email: 'ana@example.com', name: 'Ana García' })).toBeNull();
    expect(await check(password, { email: 'leo@example.com', name: 'Leocadia Villaverde' })).not.toBeNull();
    expect(await check('Leovilla1987!', { email: 'leovilla@example.com' })).not.toBeNull();
  });

  it('loads the dictionaries once', async () => {
    expect(passwordScorer()).toBe(passwordScorer());
    const score = await passwordScorer();
    expect(score('caballo grapa batería correcto', [])).toBe(4);
  });
});
