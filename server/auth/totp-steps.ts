import { createOTP } from '@better-auth/utils/otp';
import { timingSafeEqual } from 'node:crypto';

/** The staff's TOTP, given to Better Auth's two-factor plugin (`totpOptions`) and read here: one source. */
export const TOTP_OPTIONS = { digits: 6, period: 30 } as const satisfies { digits: 6 | 8; period: number };

/**
 * The steps searched for the one a code belongs to: the ±1 Better Auth accepts (`createOTP`'s `verify`,
 * window 1), plus one each side for the milliseconds between its check and ours (a step may have turned).
 */
const STEP_SEARCH = 2;

/**
 * The latest time step near `nowMs` whose code is `code`, or undefined. RFC 6238 §5.2: once a code is
 * accepted, that step (and every earlier one) is spent for the account. The codes are Better Auth's own
 * (`createOTP` of @better-auth/utils, which its `verify-totp` checks with), asked for one step at a time,
 * so the step found is the one Better Auth accepted the code for.
 */
export async function totpStepOf(secret: string, code: string, nowMs: number): Promise<number | undefined> {
  const otp = createOTP(secret, TOTP_OPTIONS);
  const current = Math.floor(nowMs / (TOTP_OPTIONS.period * 1000));
  const wanted = Buffer.from(code);
  let found: number | undefined;
  for (let step = current - STEP_SEARCH; step <= current + STEP_SEARCH; step++) {
    const candidate = Buffer.from(await otp.hotp(step));
    if (candidate.length === wanted.length && timingSafeEqual(candidate, wanted)) found = step;
  }
  return found;
}
