import type { Queryable } from './database.ts';

/*
 * The statements the stores need that are no table's query, in SQL (docs/decisions/0031): every other
 * query of the server is built with Kysely on server/db/schema.ts.
 */

/**
 * Waits for, then holds until the transaction ends, the advisory lock on (`space`, hash of `key`): the
 * same key is serialised across every instance on one PostgreSQL. Call it on a transaction's `Queryable`.
 */
export async function lockForTransaction(tx: Queryable, space: number, key: string): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [space, key]);
}

/** Resolves when the database answers a query (the readiness check). */
export async function pingDatabase(db: Queryable): Promise<void> {
  await db.query('SELECT 1');
}
