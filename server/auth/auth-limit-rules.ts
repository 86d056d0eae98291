/*
 * The accounts' limits as figures, apart from the limiter that counts them in the database
 * (auth-limits.ts): the environment and the server's start read them before the data directory is
 * locked, without loading the query layer.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

export type LimitRule = { max: number; windowMs: number };

/**
 * Issue 10: sign-in 5 failures per 15 minutes per account and 20 per client address; 3 reset requests
 * per hour per e-mail; 5 sign-ups per hour per address. Also (ours): 10 reset requests per hour per
 * address, 3 sign-ups and 3 verification e-mails per hour per e-mail, so no one can flood a mailbox
 * through us (a sign-up with a taken address e-mails its owner). Issue 22: 20 refused new passwords per
 * 15 minutes per address, because judging one takes the strength estimator tens of milliseconds of the
 * server's only thread.
 */
export const AUTH_LIMITS = {
  signInAccount: { max: 5, windowMs: 15 * MINUTE_MS },
  signInClient: { max: 20, windowMs: 15 * MINUTE_MS },
  resetEmail: { max: 3, windowMs: HOUR_MS },
  resetClient: { max: 10, windowMs: HOUR_MS },
  signUpClient: { max: 5, windowMs: HOUR_MS },
  signUpEmail: { max: 3, windowMs: HOUR_MS },
  verificationEmail: { max: 3, windowMs: HOUR_MS },
  passwordRefusedClient: { max: 20, windowMs: 15 * MINUTE_MS },
} as const satisfies Record<string, LimitRule>;

/**
 * Better Auth's own lock of a staff account's second factor (its defaults, set here so the 429's
 * Retry-After can say them): 10 wrong codes in a row, across sign-ins, lock it for 15 minutes.
 */
export const TWO_FACTOR_LOCKOUT = { maxFailedAttempts: 10, durationS: 15 * 60 } as const;

export type LimitName = keyof typeof AUTH_LIMITS;
export type AuthLimits = Record<LimitName, LimitRule>;

/** The rows older than this are of no rule's window; the daily purge removes them. */
export const AUTH_LIMIT_EVENTS_RETENTION_MS = 24 * HOUR_MS;
