import { randomBytes } from 'node:crypto';
import type { Database } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';

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
  const q = kyselyOf(db);
  await q
    .insertInto('app_settings')
    .values({ name: SECRET_SETTING, value: randomBytes(SECRET_BYTES).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await q.selectFrom('app_settings').select('value').where('name', '=', SECRET_SETTING).executeTakeFirst();
  const secret = row?.value;
  if (!secret) throw new Error('The authentication secret could not be stored');
  return secret;
}
