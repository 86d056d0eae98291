import path from 'node:path';
import type { Database } from './database.ts';
import { acquireDataDirLock, type DataDirLock } from './data-dir-lock.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { isPgliteInitialised } from './pglite-init.ts';
import { openPostgres } from './postgres.ts';

export type { Database, Queryable, Row } from './database.ts';

export type OpenedDatabase = { db: Database; location: string; close: () => Promise<void> };

/** PGlite keeps its files in this folder under DATA_DIR. */
export const PGLITE_SUBDIR = 'pglite';

/** A tool was pointed at a data directory that holds no database (a typo must not create an empty one). */
export class NoDatabaseError extends Error {
  override name = 'NoDatabaseError';
  constructor(readonly dataDir: string) {
    super(`${dataDir} holds no database (no ${PGLITE_SUBDIR}/ inside). Check DATA_DIR.`);
  }
}

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR (locked for this process).
 * Migrations are applied before the database is handed out. With `create: false`, a DATA_DIR without
 * a database throws NoDatabaseError instead of creating one.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  lockOwner?: string;
  create?: boolean;
}): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const db = await openPostgres(options.databaseUrl);
    await migrate(db);
    return { db, location: 'postgresql', close: () => db.close() };
  }
  const dir = path.join(options.dataDir, PGLITE_SUBDIR);
  if (options.create === false && !isPgliteInitialised(dir)) throw new NoDatabaseError(options.dataDir);
  const lock: DataDirLock = acquireDataDirLock(options.dataDir, options.lockOwner);
  try {
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
