import { mkdir } from 'node:fs/promises';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Database, Queryable, Row } from './database.ts';
import { DurableNodeFS } from './durable-node-fs.ts';
import { initPgliteDir } from './pglite-init.ts';

/**
 * PostgreSQL settings for the embedded database (docs/decisions/0015-durable-pglite.md):
 * - `fsync=on` (PGlite starts with `-F`, fsync off): checkpoints, new WAL segments and renames call fsync,
 *   which DurableNodeFS makes real; commits are synced by DurableNodeFS.flush (group commit).
 * - `wal_recycle=off`: old WAL segments are deleted rather than renamed for reuse, so erased data leaves them.
 * - `shared_buffers=16MB` (default 128MB): this database is a few MB; less wasm memory (RSS) per process.
 */
export const PGLITE_SETTINGS: Readonly<Record<string, string>> = {
  fsync: 'on',
  wal_recycle: 'off',
  shared_buffers: '16MB',
};

/** PostgreSQL's contrib extensions the migrations create (PGlite loads an extension's code only when given). */
const EXTENSIONS = { pg_trgm };

const START_PARAMS = [
  ...PGlite.defaultStartParams.filter((p) => p !== '-F'),
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];

function wrap(target: PGlite | Transaction, durable: () => Promise<void>): Queryable {
  return {
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      const result = await target.query<T>(sql, params);
      await durable();
      return result.rows;
    },
    async exec(sql: string) {
      await target.exec(sql);
      await durable();
    },
  };
}

const NOT_YET = () => Promise.resolve();

/** A PGlite database; `dump` copies its data directory whole (a tarball, for `openPglite`'s `from`). */
export type PgliteDatabase = Database & { dump(): Promise<Blob> };

/**
 * Embedded PostgreSQL in `dir` (or in memory when `dir` is undefined). PGlite runs one query at a
 * time, so transactions are naturally serialised. The caller holds the directory lock. On disk, every
 * statement and transaction resolves only after its commit is synced (DurableNodeFS).
 * In memory, `from` (a `dump`) starts it as a copy of that database instead of a new one (initdb): the
 * tests' migrated template, a second where initdb takes five.
 */
export async function openPglite(dir: string | undefined, options: { from?: Blob } = {}): Promise<PgliteDatabase> {
  let fs: DurableNodeFS | undefined;
  if (dir) {
    if (options.from) throw new Error('openPglite: `from` is for a database in memory');
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await initPgliteDir(dir);
    fs = new DurableNodeFS(dir);
  }
  const db = await PGlite.create({ fs, startParams: START_PARAMS, extensions: EXTENSIONS, loadDataDir: options.from });
  const durable = fs ? () => fs.flush() : NOT_YET;
  const base = wrap(db, durable);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const result = await db.transaction((tx) => fn(wrap(tx, NOT_YET)));
      await durable();
      return result;
    },
    durable,
    async compact(tables) {
      for (const table of tables) await db.exec(`VACUUM FULL ${table}`);
      // The WAL still holds the deleted rows: start a new segment, then a checkpoint removes the old ones.
      await db.exec('SELECT pg_switch_wal(); CHECKPOINT;');
      await durable();
    },
    dump: () => db.dumpDataDir('none'),
    close: () => db.close(),
  };
}
