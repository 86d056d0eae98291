import {
  type CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type DeleteResult,
  type Driver,
  type QueryResult,
} from 'kysely';
import type { Database, Queryable } from './database.ts';
import type { DB } from './schema.ts';

/** Statements that change rows; without their own RETURNING clause we add one to learn how many they touched. */
const WRITE_NODES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

/**
 * A Kysely connection over the project's `Database`, or over the `Queryable` of a transaction it opened:
 * queries go through the same PGlite instance or pg pool as every other query of the process (one
 * connection per process, the same durability path).
 * `Database` hands out rows only, so a write without RETURNING is sent with `RETURNING 1` appended and
 * the returned rows are counted: Kysely's `numAffectedRows` stays exact.
 */
class DatabaseConnectionOverQueryable implements DatabaseConnection {
  /** Set while a transaction is open on this connection. */
  transaction: { tx: Queryable; finish: (commit: boolean) => void; done: Promise<void> } | undefined;

  constructor(private readonly db: Queryable) {}

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const target: Queryable = this.transaction?.tx ?? this.db;
    const node = compiled.query as { kind: string; returning?: unknown };
    const isWrite = WRITE_NODES.has(node.kind);
    const countOnly = isWrite && !node.returning;
    const sql = countOnly ? `${compiled.sql} returning 1` : compiled.sql;
    const rows = await target.query(sql, [...compiled.parameters]);
    if (!isWrite) return { rows: rows as R[] };
    return { rows: countOnly ? [] : (rows as R[]), numAffectedRows: BigInt(rows.length) };
  }

  // eslint-disable-next-line require-yield -- Better Auth never streams; Kysely requires the method.
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming queries are not supported over the project database');
  }
}

/** Thrown inside the transaction callback to make `Database.transaction` roll back. */
class Rollback extends Error {}

const isDatabase = (db: Queryable): db is Database => 'transaction' in db;

class DatabaseDriver implements Driver {
  constructor(private readonly db: Queryable) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new DatabaseConnectionOverQueryable(this.db);
  }

  /**
   * `Database.transaction` takes a callback; Kysely calls begin, queries, then commit or rollback. The
   * callback is held open until Kysely decides: commit resolves it, rollback makes it throw.
   */
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const conn = connection as DatabaseConnectionOverQueryable;
    const { db } = this;
    if (!isDatabase(db)) throw new Error('Already inside a transaction: run the statements on it');
    await new Promise<void>((started, failed) => {
      let finish: (commit: boolean) => void = () => undefined;
      const decided = new Promise<boolean>((resolve) => (finish = resolve));
      const done = db
        .transaction(async (tx) => {
          conn.transaction = { tx, finish, done };
          started();
          if (!(await decided)) throw new Rollback();
        })
        .catch((error: unknown) => {
          if (!(error instanceof Rollback)) throw error;
        });
      done.catch(failed); // BEGIN itself failed
    });
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.end(connection as DatabaseConnectionOverQueryable, true);
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await this.end(connection as DatabaseConnectionOverQueryable, false);
  }

  private async end(conn: DatabaseConnectionOverQueryable, commit: boolean): Promise<void> {
    const open = conn.transaction;
    if (!open) throw new Error('No transaction is open on this connection');
    conn.transaction = undefined;
    open.finish(commit);
    await open.done;
  }

  async releaseConnection(): Promise<void> {}

  /** The database belongs to the server, which closes it. */
  async destroy(): Promise<void> {}
}

/** Kysely's PostgreSQL dialect, executed through the project's `Database` (PGlite or pg) or an open transaction. */
function databaseDialect(db: Queryable): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DatabaseDriver(db),
    createIntrospector: (kysely: Kysely<unknown>) => new PostgresIntrospector(kysely),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

const instances = new WeakMap<Queryable, Kysely<DB>>();

/**
 * The typed query builder over `db`: a `Database` (each statement committed and durable before it
 * resolves, like `db.query`) or the `Queryable` that `Database.transaction` hands its callback (the
 * statements join that transaction). One instance per `Queryable`, made on first use. Stores open
 * transactions with `Database.transaction` and build their statements on `kyselyOf(tx)`; Kysely's own
 * `transaction()` works on a `Database`'s instance (Better Auth's adapter uses it) and is refused inside one.
 */
export function kyselyOf(db: Queryable): Kysely<DB> {
  let kysely = instances.get(db);
  if (!kysely) {
    kysely = new Kysely<DB>({ dialect: databaseDialect(db) });
    instances.set(db, kysely);
  }
  return kysely;
}

/** How many rows a DELETE removed (the dialect counts them, see above). */
export async function deletedRows(statement: { executeTakeFirstOrThrow(): Promise<DeleteResult> }): Promise<number> {
  return Number((await statement.executeTakeFirstOrThrow()).numDeletedRows);
}
