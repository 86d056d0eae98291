import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';

/** The current code of an authenticator set up from `otpauth://…` (Better Auth's own TOTP, as the server checks it). */
export function totpFromUri(uri: string): () => Promise<string> {
  const encoded = new URL(uri).searchParams.get('secret');
  if (!encoded) throw new Error(`no secret in ${uri}`);
  const secret = new TextDecoder().decode(base32.decode(encoded));
  return () => createOTP(secret, { digits: 6, period: 30 }).totp();
}
