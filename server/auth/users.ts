import type { Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { AccountUser } from './auth.ts';

/** An account as our own queries read it (Better Auth's table, snake_case columns). */
export async function loadAccountUser(db: Queryable, id: string): Promise<AccountUser | undefined> {
  const row = await kyselyOf(db)
    .selectFrom('auth_users')
    .select(['id', 'name', 'email', 'email_verified', 'lang', 'client_type', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    emailVerified: row.email_verified,
    lang: row.lang,
    clientType: row.client_type,
    createdAt: row.created_at,
  };
}

/** Whether an account holds this (normalised) address. */
export async function accountExists(db: Queryable, email: string): Promise<boolean> {
  const row = await kyselyOf(db).selectFrom('auth_users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}
