import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES, ACCOUNT_LANGS } from '../domain/accounts/index.ts';
import { LANGS } from './languages.ts';
import { ACCOUNTS_MESSAGES, accountErrorText } from './accounts.ts';

function leaves(node: unknown, prefix = ''): Array<[string, unknown]> {
  if (node !== null && typeof node === 'object')
    return Object.entries(node).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
  return [[prefix, node]];
}

describe('accounts messages', () => {
  it.each(ACCOUNT_ERROR_CODES)('error %s has a text in Spanish and English', (code) => {
    expect(ACCOUNTS_MESSAGES.es.errors[code]).toBeTruthy();
    expect(ACCOUNTS_MESSAGES.en.errors[code]).toBeTruthy();
    expect(ACCOUNTS_MESSAGES.en.errors[code]).not.toBe(ACCOUNTS_MESSAGES.es.errors[code]);
  });

  it('covers the site’s languages, the same the accounts domain allows', () => {
    expect([...ACCOUNT_LANGS]).toEqual([...LANGS]);
    expect(Object.keys(ACCOUNTS_MESSAGES).sort()).toEqual([...LANGS].sort());
  });

  it('has the same keys in both languages and no code without its text', () => {
    const es = leaves(ACCOUNTS_MESSAGES.es)
      .map(([k]) => k)
      .sort();
    expect(
      leaves(ACCOUNTS_MESSAGES.en)
        .map(([k]) => k)
        .sort(),
    ).toEqual(es);
    expect(Object.keys(ACCOUNTS_MESSAGES.es.errors).sort()).toEqual([...ACCOUNT_ERROR_CODES].sort());
  });

  it('writes the catalogue’s messages as the firm would, addressing the client as usted', () => {
    const { es, en } = ACCOUNTS_MESSAGES;
    expect(en.errors.invalidCredentials).toBe('Invalid email or password.');
    expect(en.errors.passwordsDoNotMatch).toBe('Passwords do not match.');
    expect(en.errors.required).toBe('This field is required.');
    expect(en.messages.resetEmailSent).toBe('Check your email to reset your password.');
    const spanish = leaves(es)
      .map(([, v]) => (typeof v === 'function' ? (v as (...a: string[]) => string)('X', 'Y', 'Z') : v))
      .join(' ');
    expect(spanish).not.toMatch(/\b(tú|tu contraseña|tus|te hemos|contigo|revisa|introduce|inténtalo)\b/i);
  });

  it('puts links and names only in e-mail bodies, never in subjects', () => {
    for (const lang of ['es', 'en'] as const) {
      const { emails } = ACCOUNTS_MESSAGES[lang];
      for (const mail of [emails.verify, emails.reset, emails.existingAccount, emails.passkeyAdded])
        expect(mail.subject).not.toMatch(/[{}@]|http/);
    }
  });
});

// Issue 22: the lockout message said "later"; with the server's Retry-After it says how long.
describe('a refusal that says how long to wait', () => {
  it.each([
    ['es', 45, 'Demasiados intentos. Podrá intentarlo de nuevo dentro de 45 segundos.'],
    ['es', 781, 'Demasiados intentos. Podrá intentarlo de nuevo dentro de 14 minutos.'],
    ['es', 60, 'Demasiados intentos. Podrá intentarlo de nuevo dentro de 1 minuto.'],
    ['es', 3599, 'Demasiados intentos. Podrá intentarlo de nuevo dentro de 1 hora.'],
    ['en', 900, 'Too many attempts. You can try again in 15 minutes.'],
    ['en', 3601, 'Too many attempts. You can try again in 2 hours.'],
  ] as const)('%s, %i s → %s', (lang, seconds, text) => {
    expect(accountErrorText(lang, 'tooManyAttempts', seconds)).toBe(text);
  });

  it('is the plain text without a wait, for codes without a wording of one, and the generic one for unknown codes', () => {
    expect(accountErrorText('es', 'tooManyAttempts')).toBe(ACCOUNTS_MESSAGES.es.errors.tooManyAttempts);
    expect(accountErrorText('en', 'invalidCredentials', 900)).toBe('Invalid email or password.');
    expect(accountErrorText('en', 'noSuchCode')).toBe(ACCOUNTS_MESSAGES.en.errors.internal);
  });
});
