/**
 * Cookies the server sets for the private area (HttpOnly: no page script reads them). Over HTTPS
 * their names take the `__Host-` prefix (`__Host-aurea.session_token`); over plain HTTP to the
 * developer's own machine they go without it (docs/decisions/0017-accounts.md).
 */
export const COOKIE_PREFIX = 'aurea';
export const SECURE_COOKIE_PREFIX = `__Host-${COOKIE_PREFIX}`;
export const SERVER_COOKIES = {
  /** The session: who is signed in. */
  session: 'session_token',
  /** A passkey ceremony's challenge, while the browser's dialog is open. */
  passkeyChallenge: 'better-auth-passkey',
} as const;

/** A session lasts this long from its last use (ADR 0017). */
export const SESSION_MAX_AGE_DAYS = 30;
/** A passkey challenge expires after this long (Better Auth's passkey plugin). */
export const PASSKEY_CHALLENGE_MAX_AGE_MINUTES = 5;

export function serverCookieName(id: keyof typeof SERVER_COOKIES, secure: boolean): string {
  return `${secure ? SECURE_COOKIE_PREFIX : COOKIE_PREFIX}.${SERVER_COOKIES[id]}`;
}
