import { hash, verify } from '@node-rs/argon2';
import { normalizePassword } from '../../src/domain/accounts/index.ts';

/**
 * argon2id with OWASP's first recommended setting (Password Storage Cheat Sheet): 19 MiB, 2 passes,
 * one lane. Measured on the 2-core development machine: about 12 ms per hash
 * (`node scripts/bench-password-hash.mjs`, docs/performance.md).
 */
export const ARGON2_PARAMS = {
  /** @node-rs/argon2's Algorithm.Argon2id (a const enum, which isolated modules cannot import). */
  algorithm: 2,
  /** KiB: 19 MiB. */
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Passwords are NFKC-normalised before hashing (NIST SP 800-63B-4), so the same password typed differently matches. */
export function hashPassword(password: string): Promise<string> {
  return hash(normalizePassword(password), ARGON2_PARAMS);
}

export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(stored, normalizePassword(password));
  } catch {
    return false; // not an argon2 hash: never a match
  }
}
