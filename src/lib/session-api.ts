import type { AuthUser, SessionAnswer } from '../domain/accounts/index.ts';
import type { Lang } from '../i18n/languages.ts';
import { AUTH_PATH, apiRequest } from './api-client.ts';
import { sessionStore, type SessionState, type SessionUser } from './session.ts';

/**
 * Who is signed in, asked of the accounts API through the one client, and signing out. Loaded by the
 * header once the page is idle (ADR 0027), so no page's first load carries it.
 */

/** The session's user as the page keeps it (Better Auth types our fields as text: anything unknown reads as the default). */
export function sessionUserOf(user: Pick<AuthUser, 'name' | 'email' | 'clientType' | 'lang'>): SessionUser {
  return {
    name: user.name,
    email: user.email,
    clientType: user.clientType === 'seller' ? 'seller' : 'buyer',
    lang: user.lang === 'en' ? 'en' : 'es',
  };
}

/**
 * Asks the server who is signed in and records it. `null` also when the server cannot be reached: the
 * page then offers to sign in, which is the safe reading.
 */
let asking: Promise<SessionState> | null = null;

export function refreshSession(lang: Lang): Promise<SessionState> {
  // Several parts of a page may ask at once (the header, the page itself): one request answers all.
  asking ??= apiRequest<SessionAnswer>(`${AUTH_PATH}/get-session`, { lang }).then((result) => {
    asking = null;
    const user = result.ok && result.data?.user ? sessionUserOf(result.data.user) : null;
    sessionStore.set(user);
    return user;
  });
  return asking;
}

/** The session, asking the server only if the page does not know it yet. */
export async function ensureSession(lang: Lang): Promise<SessionState> {
  const known = sessionStore.get();
  return known === undefined ? refreshSession(lang) : known;
}

/** Ends this browser's session; once the server says so, the page knows nobody is signed in. */
export async function signOut(lang: Lang): Promise<boolean> {
  const result = await apiRequest(`${AUTH_PATH}/sign-out`, { method: 'POST', body: {}, lang });
  if (result.ok) sessionStore.set(null);
  return result.ok;
}
