import { statSync } from 'node:fs';

/** Group and other permission bits. */
export const SHARED_BITS = 0o077;

/** Files 0600, directories 0700: the database holds personal data (leads) that other local users must not read. */
export const PRIVATE_UMASK = SHARED_BITS;

/**
 * A warning when `dataDir` exists and others than its owner may enter or read it, else null.
 * (Its files are created 0600 under PRIVATE_UMASK, but a directory made by an older version may not be.)
 */
export function dataDirExposure(dataDir: string): string | null {
  let mode: number;
  try {
    mode = statSync(dataDir).mode;
  } catch {
    return null; // created at start, with PRIVATE_UMASK
  }
  if ((mode & SHARED_BITS) === 0) return null;
  return (
    `The data directory ${dataDir} is accessible to other users (mode ${(mode & 0o777).toString(8)}): it holds personal data. ` +
    `Run: chmod -R go-rwx ${dataDir}`
  );
}
