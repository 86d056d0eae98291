import { inject } from 'vitest';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { migrate } from '../../server/db/migrate.ts';
import type { Database } from '../../server/db/index.ts';
import { createTestDatabase } from './local-postgres.ts';

export type DatabaseKind = 'pglite' | 'postgres';
export const DATABASE_KINDS: DatabaseKind[] = ['pglite', 'postgres'];

/** A migrated, empty database of the given kind: in-memory PGlite, or a new database on the test cluster. */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  const db =
    kind === 'pglite' ? await openPglite(undefined) : await openPostgres(await createTestDatabase(inject('postgresUrl')));
  await migrate(db);
  return db;
}

/** URL of a new, empty PostgreSQL database (for tests that start server processes). */
export function newPostgresDatabaseUrl(): Promise<string> {
  return createTestDatabase(inject('postgresUrl'));
}
