import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

const TOTP_PERIOD_MS = 30_000;

/**
 * The code an authenticator set up from `otpauth://…` shows now (Better Auth's own TOTP, as the server
 * checks it), or `stepsAhead` steps of 30 s later: a code is accepted once (RFC 6238 §5.2), so a test
 * that signs in again uses the next one, which the server's ±1 step of drift accepts already.
 */
export function totpFromUri(uri: string): (stepsAhead?: number) => Promise<string> {
  const encoded = new URL(uri).searchParams.get('secret');
  if (!encoded) throw new Error(`no secret in ${uri}`);
  const secret = new TextDecoder().decode(base32.decode(encoded));
  return (stepsAhead = 0) =>
    createOTP(secret, { digits: 6, period: 30 }).hotp(Math.floor(Date.now() / TOTP_PERIOD_MS) + stepsAhead);
}
