import type { Queryable } from '../db/index.ts';
import type { AccountUser } from './auth.ts';

/** An account as our own queries read it (Better Auth's table, snake_case columns). */
export async function loadAccountUser(db: Queryable, id: string): Promise<AccountUser | undefined> {
  const [row] = await db.query<Record<string, unknown>>(
    'SELECT id, name, email, email_verified, lang, client_type, created_at FROM auth_users WHERE id = $1',
    [id],
  );
  if (!row) return undefined;
  return {
    id: String(row.id),
    name: String(row.name),
    email: String(row.email),
    emailVerified: row.email_verified === true,
    lang: row.lang === 'en' ? 'en' : 'es',
    clientType: row.client_type === 'seller' ? 'seller' : 'buyer',
    createdAt: row.created_at instanceof Date ? row.created_at : new Date(String(row.created_at)),
  };
}
