import { randomBytes } from 'node:crypto';
import type { Database } from '../db/index.ts';

const SECRET_SETTING = 'auth_secret';
/** 256 bits, as base64url. */
const SECRET_BYTES = 32;

/**
 * The key that signs session cookies and verification links. AUTH_SECRET when set; otherwise one
 * generated on the first start and kept in the database, so every instance sharing it signs alike and
 * a restart signs nobody out. The first instance to insert wins; the others read its value.
 */
export async function loadAuthSecret(db: Database, fromEnv?: string): Promise<string> {
  if (fromEnv) return fromEnv;
  await db.query('INSERT INTO app_settings (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
    SECRET_SETTING,
    randomBytes(SECRET_BYTES).toString('base64url'),
  ]);
  const rows = await db.query<{ value: string }>('SELECT value FROM app_settings WHERE name = $1', [SECRET_SETTING]);
  const secret = rows[0]?.value;
  if (!secret) throw new Error('The authentication secret could not be stored');
  return secret;
}
