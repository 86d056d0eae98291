import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The master key: 32 bytes for AES-256, which wraps each blob's own data key. */
export type VaultKey = { readonly bytes: Buffer };

export const VAULT_KEY_BYTES = 32;

/** The embedded database's key file, made in `DATA_DIR` on first use (mode 0600). */
export const VAULT_KEY_FILE = 'documents.key';

/**
 * `DOCUMENTS_KEY` as written: 32 bytes in base64 (44 characters, `openssl rand -base64 32`) or hex (64
 * characters, `openssl rand -hex 32`), surrounding whitespace ignored. Null for anything else.
 */
export function parseVaultKey(text: string): VaultKey | null {
  const value = text.trim();
  if (/^[0-9a-fA-F]{64}$/.test(value)) return { bytes: Buffer.from(value, 'hex') };
  if (/^[A-Za-z0-9+/]{43}=$/.test(value) || /^[A-Za-z0-9_-]{43}$/.test(value)) {
    const bytes = Buffer.from(value, value.includes('+') || value.includes('/') || value.endsWith('=') ? 'base64' : 'base64url');
    if (bytes.length === VAULT_KEY_BYTES) return { bytes };
  }
  return null;
}

export class VaultKeyError extends Error {
  override name = 'VaultKeyError';
}

/**
 * The master key: `DOCUMENTS_KEY` when set; else, on the embedded database, the key file in `DATA_DIR`
 * (made on first use, 0600, kept beside the database it opens); else none (PostgreSQL without
 * `DOCUMENTS_KEY`: uploads are refused with `documentsKeyMissing`). A key file that is not a key is an
 * error, never silently replaced: the documents stored under it would be lost.
 */
export function loadVaultKey(options: { documentsKey?: string; dataDir?: string; embedded: boolean }): VaultKey | null {
  if (options.documentsKey !== undefined) {
    const key = parseVaultKey(options.documentsKey);
    if (!key) throw new VaultKeyError('DOCUMENTS_KEY must be 32 bytes in base64 or hex (openssl rand -base64 32)');
    return key;
  }
  if (!options.embedded || !options.dataDir) return null;
  const file = path.join(options.dataDir, VAULT_KEY_FILE);
  if (existsSync(file)) {
    const key = parseVaultKey(readFileSync(file, 'utf8'));
    if (!key) throw new VaultKeyError(`${file} does not hold a documents key (32 bytes in base64)`);
    return key;
  }
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const bytes = randomBytes(VAULT_KEY_BYTES);
  // `wx`: two processes starting at once cannot both write one; the loser reads the winner's.
  try {
    writeFileSync(file, `${bytes.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return loadVaultKey(options);
    throw error;
  }
  return { bytes };
}
