import { createHash } from 'node:crypto';
import type { Database } from './database.ts';
import { kyselyOf } from './kysely-dialect.ts';

let cachedSalt: { db: Database; salt: string } | undefined;

/**
 * Salted hash of a limit's key (a client address, an e-mail): enough to count, useless to identify. The
 * salt is the database's own (`app_settings`, migration 0002) and never leaves it, so every instance on one
 * database counts alike; the contact form's limits and the accounts' share it.
 */
export async function saltedHash(db: Database, text: string): Promise<string> {
  if (cachedSalt?.db !== db) {
    const row = await kyselyOf(db)
      .selectFrom('app_settings')
      .select('value')
      .where('name', '=', 'ip_hash_salt')
      .executeTakeFirst();
    cachedSalt = { db, salt: row?.value ?? '' };
  }
  return createHash('sha256').update(`${cachedSalt.salt}:${text}`).digest('hex').slice(0, 32);
}
