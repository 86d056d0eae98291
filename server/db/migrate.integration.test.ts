import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmptyTestDatabase } from '../../tests/setup/databases.ts';
import { MIGRATIONS, migrate } from './migrate.ts';
import type { Database } from './database.ts';

describe.each(['pglite', 'postgres'] as const)('migrations on %s', (kind) => {
  let db: Database;
  // Opened before the test: a new in-memory PGlite can take seconds to start on a busy machine.
  beforeAll(async () => {
    db = await openEmptyTestDatabase(kind);
  });
  afterAll(() => db.close());

  it('apply the accounts migrations on a database that already holds leads, losing nothing', async () => {
    const before = MIGRATIONS.filter((m) => m.name < '0003');
    expect(before.map((m) => m.name)).toEqual(['0001_app_events', '0002_contact']);
    await migrate(db, before);
    const id = '6f1c1f4e-8a51-4c1e-9a55-0d7b3c1e2a10';
    await db.query(
      `INSERT INTO leads (id, created_at, lang, client_type, service_type, email, email_normalized, phone, message)
         VALUES ($1, now(), 'es', 'recommended', 'sell', 'Ana@Example.com', 'ana@example.com', '+34 600 000 000', 'Quiero vender mi piso.')`,
      [id],
    );
    await db.query('INSERT INTO lead_notifications (lead_id, next_attempt_at) VALUES ($1, now())', [id]);
    const [salt] = await db.query<{ value: string }>("SELECT value FROM app_settings WHERE name = 'ip_hash_salt'");

    const applied = await migrate(db);
    expect(applied).toEqual(MIGRATIONS.filter((m) => m.name >= '0003').map((m) => m.name));
    const [lead] = await db.query('SELECT email, phone, message, status, account_id FROM leads WHERE id = $1', [id]);
    expect(lead).toEqual({
      email: 'Ana@Example.com',
      phone: '+34 600 000 000',
      message: 'Quiero vender mi piso.',
      status: 'received',
      account_id: null, // nobody's: nothing recorded says who sent it (migration 0013, ADR 0037)
    });
    expect(await db.query('SELECT status FROM lead_notifications WHERE lead_id = $1', [id])).toEqual([{ status: 'pending' }]);
    expect(await db.query("SELECT value FROM app_settings WHERE name = 'ip_hash_salt'")).toEqual([salt]);
    for (const table of [
      'auth_users',
      'auth_sessions',
      'auth_accounts',
      'auth_verifications',
      'auth_passkeys',
      'portal_scenarios',
      'email_outbox',
    ])
      expect(await db.query(`SELECT count(*)::int AS n FROM ${table}`), table).toEqual([{ n: 0 }]);
    expect(await migrate(db)).toEqual([]); // applied once only
  });
});
