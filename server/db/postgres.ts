import pg from 'pg';
import type { Database, Queryable, Row } from './database.ts';

/** A pool small enough for one instance of several behind a load balancer. */
export const POSTGRES_POOL_SIZE = 10;

function wrap(client: pg.Pool | pg.PoolClient): Queryable {
  return {
    async query<T extends Row>(sql: string, params: unknown[] = []) {
      const result = await client.query<T>(sql, params);
      return result.rows;
    },
    async exec(sql: string) {
      await client.query(sql);
    },
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: POSTGRES_POOL_SIZE });
  // Idle clients can error when the server restarts; the pool replaces them.
  pool.on('error', () => undefined);
  await pool.query('SELECT 1');
  const base = wrap(pool);
  return {
    kind: 'postgres',
    query: base.query,
    exec: base.exec,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    // synchronous_commit (on by default) already made the commit durable.
    durable: () => Promise.resolve(),
    async compact(tables) {
      for (const table of tables) await pool.query(`VACUUM ${table}`);
    },
    close: () => pool.end(),
    async listen(channel, onNotify) {
      const client = new pg.Client({ connectionString });
      // A dropped connection only delays: the instance's periodic check still sees every version.
      client.on('error', () => undefined);
      client.on('notification', (message) => message.channel === channel && onNotify());
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      return () => client.end();
    },
  };
}
