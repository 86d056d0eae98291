import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, openEmptyTestDatabase } from '../../tests/setup/databases.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { COLUMNS } from './schema.ts';

/** The migrator's own bookkeeping (migrate.ts): no store queries it, so schema.ts does not describe it. */
const MIGRATOR_TABLE = 'schema_migrations';

type ColumnRow = {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
};

/** Every column of the database's tables, written as `COLUMNS` writes it: `<udt name>[ null][ default]`. */
async function migratedColumns(db: Database): Promise<Record<string, Record<string, string>>> {
  const rows = await db.query<ColumnRow>(
    `SELECT c.table_name, c.column_name, c.udt_name, c.is_nullable, c.column_default, c.is_identity
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.table_name <> $1
      ORDER BY c.table_name, c.ordinal_position`,
    [MIGRATOR_TABLE],
  );
  const tables: Record<string, Record<string, string>> = {};
  for (const row of rows) {
    const nullable = row.is_nullable === 'YES' ? ' null' : '';
    const defaulted = row.column_default !== null || row.is_identity === 'YES' ? ' default' : '';
    (tables[row.table_name] ??= {})[row.column_name] = `${row.udt_name}${nullable}${defaulted}`;
  }
  return tables;
}

describe.each(DATABASE_KINDS)('server/db/schema.ts against a database migrated from empty on %s', (kind) => {
  let db: Database;
  beforeAll(async () => {
    db = await openEmptyTestDatabase(kind);
    await migrate(db);
  }, 120_000);
  afterAll(() => db?.close());

  it('declares every table and column the migrations make, no other, with their type, nullability and default', async () => {
    expect(await migratedColumns(db)).toEqual(COLUMNS);
  });
});
