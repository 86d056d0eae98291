import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { PGLITE_SUBDIR, type Database } from '../../server/db/index.ts';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { migrate } from '../../server/db/migrate.ts';
import { createTestDatabase } from './local-postgres.ts';

export type DatabaseKind = 'pglite' | 'postgres';
export const DATABASE_KINDS: DatabaseKind[] = ['pglite', 'postgres'];

const pgliteTemplate = (which: 'empty' | 'migrated') => new Blob([readFileSync(inject('pgliteTemplates')[which])]);

/**
 * A migrated database of the given kind, with no rows: in-memory PGlite, or a new database on the test
 * cluster. Both are copies of the run's migrated templates (tests/setup/databases-global.ts); `migrate`
 * runs again and finds nothing to do, as at any later start of the server.
 */
export async function openTestDatabase(kind: DatabaseKind): Promise<Database> {
  const db =
    kind === 'pglite'
      ? await openPglite(undefined, { from: pgliteTemplate('migrated') })
      : await openPostgres(await createTestDatabase(inject('postgresUrl'), 'test', inject('postgresTemplate')));
  await migrate(db);
  return db;
}

/** A new database of the given kind with no migration applied (for the migrations' own tests). */
export async function openEmptyTestDatabase(kind: DatabaseKind): Promise<Database> {
  return kind === 'pglite'
    ? openPglite(undefined, { from: pgliteTemplate('empty') })
    : openPostgres(await createTestDatabase(inject('postgresUrl')));
}

/** URL of a new, empty PostgreSQL database (for tests that start server processes). */
export function newPostgresDatabaseUrl(): Promise<string> {
  return createTestDatabase(inject('postgresUrl'));
}

/**
 * A new DATA_DIR that already holds a migrated PGlite database, as one the server has started on before:
 * for the tests of server processes and tools that are not about a first start (initdb and the
 * migrations, 10 s and more of a busy machine, are tested by the tests that start on an empty one).
 * Directories 0700 and files 0600, as the server makes them.
 */
export async function migratedDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const dir = path.join(dataDir, PGLITE_SUBDIR);
  await mkdir(dir, { mode: 0o700 });
  // The dump is a tar of the data directory, names from its root ("/base/…").
  execFileSync('tar', ['-xf', inject('pgliteTemplates').migrated, '-C', dir, '--no-same-owner'], { stdio: 'pipe' });
  execFileSync('chmod', ['-R', 'go-rwx', dataDir]);
  return dataDir;
}
