import path from 'node:path';
import type { Database } from './database.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export type { Database, Queryable, Row } from './database.ts';

export type OpenedDatabase = { db: Database; location: string; close: () => Promise<void> };

/** PGlite keeps its files in this folder under DATA_DIR. */
export const PGLITE_SUBDIR = 'pglite';

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR (locked for this process).
 * Migrations are applied before the database is handed out.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  lockOwner?: string;
}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const db = await openPostgres(options.databaseUrl);
    await migrate(db);
    return { db, location: 'postgresql', close: () => db.close() };
  }
  const lock: DataDirLock = acquireDataDirLock(options.dataDir, options.lockOwner);
  try {
    const dir = path.join(options.dataDir, PGLITE_SUBDIR);
    const db = await openPglite(dir);
    await migrate(db);
    return {
      db,
      location: dir,
      close: async () => {
        try {
          await db.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
