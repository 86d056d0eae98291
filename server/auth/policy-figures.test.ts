import { describe, expect, it } from 'vitest';
import { cookiesPolicy } from '../../src/content/legal/cookies-policy.ts';
import { privacyPolicy } from '../../src/content/legal/privacy-policy.ts';
import type { Block, LegalDocument } from '../../src/content/legal/types.ts';
import { UNVERIFIED_ACCOUNT_RETENTION_MS } from '../portal/portal-store.ts';
import { AUTH_LIMIT_EVENTS_RETENTION_MS } from './auth-limit-rules.ts';
import { RESET_TOKEN_EXPIRES_IN_S, SESSION_EXPIRES_IN_S, VERIFICATION_TOKEN_EXPIRES_IN_S } from './auth.ts';
import { seedContent } from '../../src/content/seed.ts';

const COOKIES_POLICY = cookiesPolicy(seedContent().identity);
const PRIVACY_POLICY = privacyPolicy(seedContent().identity);

const HOUR_S = 3600;
const DAY_S = 24 * HOUR_S;

function text(document: LegalDocument, lang: 'es' | 'en'): string {
  const flat = (value: unknown): string[] =>
    typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(flat) : [];
  const blocks: Block[] = [...document.intro[lang], ...document.sections.flatMap((s) => [...s[lang].blocks])];
  return flat(blocks).join('\n');
}

/** The policies state the periods the server applies: the figures come from the code that enforces them. */
describe('the policies and the accounts server agree', () => {
  it('on how long sessions, links, unconfirmed accounts and attempt records last', () => {
    const es = text(PRIVACY_POLICY, 'es');
    const en = text(PRIVACY_POLICY, 'en');
    expect(es).toContain(`${SESSION_EXPIRES_IN_S / DAY_S} días sin usarla`);
    expect(en).toContain(`${SESSION_EXPIRES_IN_S / DAY_S} days without use`);
    expect(VERIFICATION_TOKEN_EXPIRES_IN_S).toBe(24 * HOUR_S);
    expect(es).toContain('24 horas el de confirmación, una hora el de recuperación');
    expect(RESET_TOKEN_EXPIRES_IN_S).toBe(HOUR_S);
    expect(es).toContain(`se elimina a los ${UNVERIFIED_ACCOUNT_RETENTION_MS / 1000 / DAY_S} días`);
    expect(en).toContain(`deleted after ${UNVERIFIED_ACCOUNT_RETENTION_MS / 1000 / DAY_S} days`);
    expect(es).toContain(`Registro de intentos\n${AUTH_LIMIT_EVENTS_RETENTION_MS / 1000 / HOUR_S} horas.`);
    expect(text(COOKIES_POLICY, 'es')).toContain(`${SESSION_EXPIRES_IN_S / DAY_S} días desde su último uso`);
  });
});
