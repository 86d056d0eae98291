import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Database, Queryable, Row } from './database.ts';

function wrap(target: PGlite | Transaction): Queryable {
  return {
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
    },
  };
}

/**
 * Embedded PostgreSQL in `dir` (or in memory when `dir` is undefined). PGlite runs one query at a
 * time, so transactions are naturally serialised. The caller holds the directory lock.
 */
export async function openPglite(dir: string | undefined): Promise<Database> {
  if (dir) await mkdir(dir, { recursive: true });
  const db = dir ? await PGlite.create(dir) : await PGlite.create();
  const base = wrap(db);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => db.transaction((tx) => fn(wrap(tx))),
    close: () => db.close(),
  };
}
