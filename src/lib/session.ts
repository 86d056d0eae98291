import { useSyncExternalStore } from 'react';

/** Who is signed in, as the page last learnt it from the server (never from a cookie: it is HttpOnly). */
export type SessionUser = { name: string; email: string; clientType: 'buyer' | 'seller'; lang: 'es' | 'en' };

/** `undefined` until the page has asked the server; `null` when nobody is signed in. */
export type SessionState = SessionUser | null | undefined;

let current: SessionState = undefined;
const listeners = new Set<() => void>();

/**
 * The one record of the session on the page, shared by the header's link, the account pages and the
 * private area. Tiny on purpose: the code that asks the server (src/lib/session-api.ts, on the one client src/lib/api-client.ts) loads only
 * where it is needed, so no page carries it in its first load.
 */
export const sessionStore = {
  get: (): SessionState => current,
  set(next: SessionState): void {
    current = next;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

/** The session as the page knows it; the prerendered HTML never knows it (`undefined`). */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => undefined);
}
