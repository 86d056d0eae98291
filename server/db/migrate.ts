import type { Database } from './database.ts';

export type Migration = { name: string; sql: string };

/** Every file in server/db/migrations, ordered by name; the same files serve PGlite and PostgreSQL. */
export const MIGRATIONS: Migration[] = Object.entries(
  import.meta.glob<string>('./migrations/*.sql', { query: '?raw', import: 'default', eager: true }),
)
  .map(([file, sql]) => ({ name: file.replace(/^.*\//, '').replace(/\.sql$/, ''), sql }))
  .sort((a, b) => a.name.localeCompare(b.name));

/** Any constant works; it only has to be the same for every instance. */
const MIGRATION_LOCK_KEY = 727_001;

/**
 * Applies pending migrations in one transaction. An advisory lock makes concurrent starts of
 * several instances on one PostgreSQL wait for each other instead of racing.
 */
export async function migrate(db: Database, migrations: Migration[] = MIGRATIONS): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const applied = new Set((await tx.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name));
    const pending = migrations.filter((m) => !applied.has(m.name));
    for (const m of pending) {
      await tx.exec(m.sql);
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [m.name]);
    }
    return pending.map((m) => m.name);
  });
}
