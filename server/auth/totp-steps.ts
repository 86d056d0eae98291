import { createHmac, timingSafeEqual } from 'node:crypto';

/** Better Auth's TOTP (two-factor plugin defaults): 6 digits, 30-second steps, ±1 step of drift. */
export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
/**
 * The steps searched for the one a code belongs to: Better Auth's ±1, plus one each side for the
 * milliseconds between its check and ours (a step may have turned meanwhile).
 */
const STEP_SEARCH = 2;

/** RFC 4226 HOTP with HMAC-SHA-1, the secret's UTF-8 bytes as key (as Better Auth's `createOTP`). */
export function hotp(secret: string, counter: number, digits = TOTP_DIGITS): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', Buffer.from(secret, 'utf8')).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** digits).padStart(digits, '0');
}

/**
 * The latest time step near `nowMs` whose code is `code`, or undefined. RFC 6238 §5.2: once a code is
 * accepted, that step (and every earlier one) is spent for the account.
 */
export function totpStepOf(secret: string, code: string, nowMs: number): number | undefined {
  const current = Math.floor(nowMs / (TOTP_PERIOD_S * 1000));
  const wanted = Buffer.from(code);
  let found: number | undefined;
  for (let step = current - STEP_SEARCH; step <= current + STEP_SEARCH; step++) {
    const candidate = Buffer.from(hotp(secret, step));
    if (candidate.length === wanted.length && timingSafeEqual(candidate, wanted)) found = step;
  }
  return found;
}
