import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { LEAD_RETENTION_MS, type DetailedContact } from '../../src/domain/contact/index.ts';
import { insertLead } from '../../server/contact/lead-store.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/contact/rate-limits.ts';
import { openDatabase } from '../../server/db/index.ts';
import { migratedDataDir, newPostgresDatabaseUrl, type DatabaseKind } from '../setup/databases.ts';
import { spawnServer, waitReady, type ServerProcess } from '../support/server-process.ts';

const CLI = path.resolve('dist/server/leads.js');
const run = promisify(execFile);

async function leads(env: Record<string, string>, ...args: string[]) {
  if (!existsSync(CLI)) throw new Error('Run `npm run build` before the integration tests.');
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH ?? '', ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

async function seed(env: Record<string, string | undefined>) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '/nonexistent' });
  const now = Date.now();
  const base = { formType: 'simple' as const, serviceType: 'buy' as const, phone: undefined, website: undefined };
  const rows = [
    {
      email: 'old@example.com',
      clientType: 'waiting-list' as const,
      message: 'Un mensaje de hace tres años.',
      at: now - LEAD_RETENTION_MS - 86_400_000,
    },
    {
      email: 'Ana@Example.com',
      clientType: 'recommended' as const,
      referredBy: '=HYPERLINK("http://x")',
      message: '+34 quiere comprar, gracias',
      at: now - 60_000,
    },
    {
      email: 'ana@example.com',
      clientType: 'recommended' as const,
      referredBy: '@Luis',
      message: 'Segundo mensaje de Ana.',
      at: now - 30_000,
    },
    {
      email: 'bea@example.com',
      clientType: 'waiting-list' as const,
      message: 'Hola, me interesa, "comillas", y comas.',
      at: now,
    },
  ];
  const limits = { ...DEFAULT_RATE_LIMITS, perEmail: 0, perClient: 0 };
  for (const row of rows) {
    await insertLead(
      database.db,
      { ...base, ...row, referredBy: 'referredBy' in row ? row.referredBy : undefined },
      { lang: 'es', clientHash: 'h', now: new Date(row.at), limits },
    );
  }
  // Detailed briefs (ADR 0026): Ana's, between her two simple requests, and an old one.
  for (const [email, at, location] of [
    ['ANA@example.com', now - 45_000, '=Salamanca'],
    ['vieja@example.com', now - LEAD_RETENTION_MS - 1000, 'Chamberí'],
  ] as const) {
    await insertLead(database.db, { ...DETAILED, email, location }, { lang: 'en', clientHash: 'h', now: new Date(at), limits });
  }
  await database.close();
}

const DETAILED = {
  formType: 'detailed',
  propertyType: 'penthouse',
  goal: 'sell',
  location: 'Salamanca',
  budget: '2m-3m',
  timeline: 'short',
  services: ['valuation', 'legal'],
  priority: 'discretion',
  name: 'Ana García',
  email: 'ana@example.com',
  phone: '+34 600 000 000',
  contactPreference: 'whatsapp',
  availability: 'evening',
  message: 'Sin portales, por favor.',
  website: undefined,
} as const satisfies DetailedContact;

const running: ServerProcess[] = [];
afterEach(() => {
  for (const s of running.splice(0)) if (s.child.exitCode === null) s.child.kill('SIGKILL');
});

describe.each(['pglite', 'postgres'] as DatabaseKind[])('npm run leads on %s', (kind) => {
  it('lists, exports (CSV safe for spreadsheets, JSON), erases one address and purges old leads', async () => {
    const dir = kind === 'pglite' ? await migratedDataDir('leads-cli-') : await mkdtemp(path.join(os.tmpdir(), 'leads-cli-'));
    const env: Record<string, string> = kind === 'pglite' ? { DATA_DIR: dir } : { DATABASE_URL: await newPostgresDatabaseUrl() };
    await seed(env);

    const list = await leads(env, 'list', '--limit', '3');
    expect(list.code).toBe(0);
    const lines = list.stdout.trim().split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toContain('bea@example.com');
    expect(lines[2]).toMatch(
      / {2}detailed {2}sell\/penthouse {2}ANA@example\.com {2}\+34 600 000 000 {2}=Salamanca · 2m-3m · Sin portales/,
    );

    const csvFile = path.join(dir, 'leads.csv');
    expect((await leads(env, 'export', '--format', 'csv', '--out', csvFile)).stdout).toContain('Exported 6 leads');
    const file = readFileSync(csvFile, 'utf8');
    expect(file.startsWith('\uFEFF')).toBe(true); // issue 22: Excel reads UTF-8 only with the byte order mark
    const csv = file.slice(1);
    expect(csv.split('\r\n')[0]).toBe(
      'id,created_at,lang,client_type,service_type,referred_by,email,phone,message,notification,' +
        'form_type,name,property_type,goal,location,budget,timeline,services,priority,contact_preference,availability',
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain(",'@Luis,");
    expect(csv).toContain("'+34 quiere comprar");
    expect(csv).toContain(
      ',,,ANA@example.com,"=""+34 600 000 000""","Sin portales, por favor.",pending,detailed,Ana García,penthouse,sell,' +
        "'=Salamanca,2m-3m,short,valuation; legal,discretion,whatsapp,evening\r\n",
    );
    expect(csv).not.toMatch(/,[=+@-]/);

    const json = JSON.parse((await leads(env, 'export', '--format', 'json')).stdout) as Record<string, unknown>[];
    expect(json.map((l) => l.email)).toEqual([
      'old@example.com',
      'vieja@example.com',
      'Ana@Example.com',
      'ANA@example.com',
      'ana@example.com',
      'bea@example.com',
    ]);
    expect(json[3]).toEqual({
      id: expect.any(String),
      created_at: expect.any(String),
      lang: 'en',
      form_type: 'detailed',
      client_type: null,
      service_type: null,
      referred_by: null,
      name: 'Ana García',
      email: 'ANA@example.com',
      phone: '+34 600 000 000',
      property_type: 'penthouse',
      goal: 'sell',
      location: '=Salamanca',
      budget: '2m-3m',
      timeline: 'short',
      services: ['valuation', 'legal'],
      priority: 'discretion',
      contact_preference: 'whatsapp',
      availability: 'evening',
      message: 'Sin portales, por favor.',
      notification: 'pending',
    });
    expect(json[2]).toMatchObject({ form_type: 'simple', client_type: 'recommended', name: null, services: null });

    expect((await leads(env, 'erase', '--email', ' ANA@example.com')).stdout).toContain('Erased 3 leads');
    expect((await leads(env, 'purge')).stdout).toContain('Purged 2 leads');
    const left = JSON.parse((await leads(env, 'export', '--format', 'json')).stdout) as { email: string }[];
    expect(left.map((l) => l.email)).toEqual(['bea@example.com']);

    const bad = await leads(env, 'export', '--format', 'xml');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('--format csv');
  }, 240_000);
});

/** A request of `email` with a case closed `yearsAgo` years ago: ids of both. */
async function seedClosedCase(env: Record<string, string | undefined>, email: string, yearsAgo: number) {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '/nonexistent' });
  const limits = { ...DEFAULT_RATE_LIMITS, perEmail: 0, perClient: 0 };
  const closedAt = new Date(Date.now() - yearsAgo * 365.25 * 86_400_000);
  const inserted = await insertLead(
    database.db,
    {
      formType: 'simple',
      serviceType: 'sell',
      clientType: 'recommended',
      referredBy: undefined,
      phone: undefined,
      email,
      message: 'Vendo mi piso.',
    },
    { lang: 'es', clientHash: 'h', now: closedAt, limits },
  );
  if (!inserted.ok) throw new Error('the request was not stored');
  const requestId = inserted.id;
  const [row] = await database.db.query<{ id: string }>(
    `INSERT INTO cases (id, request_id, side, title, status, created_at, updated_at, closed_at)
     VALUES (gen_random_uuid(), $1, 'seller', '', 'closed-done', $2, $2, $2) RETURNING id`,
    [requestId, closedAt],
  );
  await database.close();
  return { requestId, caseId: row!.id };
}

describe.each(['pglite', 'postgres'] as DatabaseKind[])('npm run leads -- purge on %s', (kind) => {
  it('purges the case files whose time is up as the server does: identification kept 10 years, then all of it', async () => {
    const env: Record<string, string> =
      kind === 'pglite' ? { DATA_DIR: await migratedDataDir('leads-cases-') } : { DATABASE_URL: await newPostgresDatabaseUrl() };
    const recent = await seedClosedCase(env, 'reciente@example.com', 1);
    const reduced = await seedClosedCase(env, 'siete@example.com', 7);
    const gone = await seedClosedCase(env, 'once@example.com', 11);

    const purged = await leads(env, 'purge');
    expect(purged.code, purged.stderr).toBe(0);
    expect(purged.stdout).toContain('Case files: 1 closed over 6 years ago reduced to their identification, 1 closed over 10');

    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR ?? '/nonexistent' });
    try {
      const cases = await database.db.query<{ id: string; erased: boolean }>(
        'SELECT id, erased_at IS NOT NULL AS erased FROM cases ORDER BY closed_at',
      );
      expect(cases).toEqual([
        { id: reduced.caseId, erased: true },
        { id: recent.caseId, erased: false },
      ]);
      // The ten-year-old case's request went with it; the others' requests stay while their case does.
      const requests = await database.db.query<{ id: string }>('SELECT id FROM leads');
      expect(requests.map((r) => r.id).sort()).toEqual([recent.requestId, reduced.requestId].sort());
      expect(requests.map((r) => r.id)).not.toContain(gone.requestId);
      // The run is on record, as the server's daily run is (the workspace shows the last one).
      expect(await database.db.query('SELECT 1 FROM retention_runs')).toHaveLength(1);
    } finally {
      await database.close();
    }
  }, 240_000);
});

describe('npm run leads on PGlite while the server runs', () => {
  it('refuses with a clear message naming the server', async () => {
    const dir = await migratedDataDir('leads-locked-');
    const server = await spawnServer({ DATA_DIR: dir }, { waitReady: false });
    running.push(server);
    await waitReady(server, 90_000);
    const result = await leads({ DATA_DIR: dir }, 'list');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`process ${server.child.pid}`);
    expect(result.stderr).toContain('stop the server');
  }, 180_000);
});
