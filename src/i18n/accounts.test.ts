import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERROR_CODES, ACCOUNT_LANGS } from '../domain/accounts/index.ts';
import { LANGS } from './languages.ts';
import { ACCOUNTS_MESSAGES } from './accounts.ts';

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
