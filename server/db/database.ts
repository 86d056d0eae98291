/** What the server needs from a database; PGlite and PostgreSQL both provide it. */
export type Row = Record<string, unknown>;

export interface Queryable {
  query<T extends Row = Row>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs one or more statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. Like `query` and
   * `exec`, it resolves only once the commit is on stable storage.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Resolves once everything committed before the call is on stable storage. `query`, `exec` and
   * `transaction` already wait for it; call it after writes made through another client of the same
   * database (an auth library's adapter) before acknowledging them. PGlite: one fdatasync of the
   * write-ahead log shared by concurrent callers; PostgreSQL: already true at COMMIT.
   */
  durable(): Promise<void>;
  /**
   * After erasing personal data: makes deleted rows leave the table, index and WAL files of `tables`
   * (PGlite: VACUUM FULL, a WAL switch and a checkpoint; PostgreSQL: VACUUM, the rest is the server's).
   */
  compact(tables: readonly string[]): Promise<void>;
  close(): Promise<void>;
  /**
   * PostgreSQL only: calls `onNotify` on each NOTIFY on `channel` from any instance (a connection of its
   * own); resolves to the function that stops listening. PGlite has one process per data directory.
   */
  listen?(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
}
