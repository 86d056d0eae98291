import { describe, expect, it } from 'vitest';
import { serverCookieName } from './server-cookies.ts';

describe('server cookie names', () => {
  it('take the __Host- prefix over HTTPS only', () => {
    expect(serverCookieName('session', true)).toBe('__Host-aurea.session_token');
    expect(serverCookieName('session', false)).toBe('aurea.session_token');
    expect(serverCookieName('passkeyChallenge', true)).toBe('__Host-aurea.better-auth-passkey');
  });
});
