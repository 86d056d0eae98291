import { RATE_LIMIT_MAX, RATE_LIMIT_WINDOW_MS } from '../../src/domain/contact/index.ts';

/*
 * The contact pipeline's limits as figures, apart from the store that counts them (lead-store.ts): the
 * environment and the server's start read them before the data directory is locked, without loading
 * the query layer.
 */

export type RateLimits = {
  /** Accepted requests per e-mail address within the window (spec: 3); 0 disables. */
  perEmail: number;
  /** Accepted requests per client address within the window; 0 disables. */
  perClient: number;
  windowMs: number;
};

/** Per client address: a family or an office behind one address may send a few; a script may not. */
export const RATE_LIMIT_PER_CLIENT_MAX = 10;

export const DEFAULT_RATE_LIMITS: RateLimits = {
  perEmail: RATE_LIMIT_MAX,
  perClient: RATE_LIMIT_PER_CLIENT_MAX,
  windowMs: RATE_LIMIT_WINDOW_MS,
};
