import { execFile } from 'node:child_process';
import { chmodSync, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import { LEAD_RETENTION_MS } from '../../src/domain/contact/index.ts';
import { insertLead } from '../../server/contact/lead-store.ts';
import { DEFAULT_RATE_LIMITS } from '../../server/contact/rate-limits.ts';
import { openDatabase } from '../../server/db/index.ts';
import { migratedDataDir } from '../setup/databases.ts';
import { makeContactBody } from '../support/contact.ts';
import { spawnServer, waitReady, type ServerProcess } from '../support/server-process.ts';

const CLI = path.resolve('dist/server/leads.js');
const run = promisify(execFile);

async function leads(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH ?? '', ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    yield full;
    if (entry.isDirectory()) yield* walk(full);
  }
}

/** Every file under `dir` whose bytes contain `text`: what another local user with read access would find. */
function filesContaining(dir: string, text: string): string[] {
  const needle = Buffer.from(text);
  return [...walk(dir)].filter((file) => statSync(file).isFile() && readFileSync(file).includes(needle));
}

const running: ServerProcess[] = [];
afterEach(() => {
  for (const s of running.splice(0)) if (s.child.exitCode === null) s.child.kill('SIGKILL');
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env, { waitReady: false });
  running.push(server);
  await waitReady(server, 120_000);
  return server;
}

async function stop(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

describe('the PGlite data directory', () => {
  it('is created private (directories 0700, files 0600), and a directory others can read is warned about', async () => {
    const dataDir = path.join(await mkdtemp(path.join(os.tmpdir(), 'private-')), 'data');
    const server = await start({ DATA_DIR: dataDir });
    const posted = await fetch(`${server.url}/api/process-contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(makeContactBody()),
    });
    expect(posted.status).toBe(201);
    expect(server.output()).not.toContain('accessible to other users');
    await stop(server);

    const exposed = [dataDir, ...walk(dataDir)].filter((p) => (statSync(p).mode & 0o077) !== 0);
    expect(exposed).toEqual([]);

    chmodSync(dataDir, 0o755);
    const again = await start({ DATA_DIR: dataDir });
    const warning = again
      .output()
      .split('\n')
      .find((l) => l.includes('accessible to other users'));
    expect(JSON.parse(warning!)).toMatchObject({ level: 'warn' });
    expect(warning).toContain(`chmod -R go-rwx ${dataDir}`);
    await stop(again);
  }, 300_000);
});

describe('the leads tool on PGlite', () => {
  it('refuses a DATA_DIR that holds no database (exit 2) and creates nothing, unless told --init', async () => {
    const parent = await mkdtemp(path.join(os.tmpdir(), 'leads-nodb-'));
    const missing = path.join(parent, 'typo');
    for (const command of [['list'], ['purge'], ['erase', '--email', 'ana@example.com']]) {
      const result = await leads({ DATA_DIR: missing }, ...command);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain(`${missing} holds no database`);
      expect(result.stderr).toContain('--init');
      expect(existsSync(missing)).toBe(false);
    }
    const created = await leads({ DATA_DIR: missing }, 'list', '--init');
    expect(created.code).toBe(0);
    expect(created.stdout).toContain('No leads.');
    expect((await leads({ DATA_DIR: missing }, 'list')).code).toBe(0);
  }, 180_000);

  const DAY_MS = 86_400_000;
  it.each([
    ['erase', 0, (email: string) => ['erase', '--email', email.toUpperCase()]],
    ['purge', LEAD_RETENTION_MS + DAY_MS, () => ['purge']],
  ])(
    '%s leaves no trace of the deleted e-mail in any file of the data directory',
    async (_, ageMs, args) => {
      const dataDir = await migratedDataDir('leads-compact-');
      const gone = `gone-${Math.random().toString(36).slice(2, 10)}@example.com`;
      const kept = `kept-${Math.random().toString(36).slice(2, 10)}@example.com`;
      const database = await openDatabase({ dataDir });
      const now = Date.now();
      const old = now - ageMs;
      for (const [email, at] of [
        [gone, old],
        [gone, old],
        [kept, now],
      ] as const) {
        const lead = { ...makeContactBody({ email }), serviceType: 'sell' } as Parameters<typeof insertLead>[1];
        await insertLead(database.db, lead, { lang: 'es', clientHash: 'h', now: new Date(at), limits: DEFAULT_RATE_LIMITS });
      }
      await database.close();
      // Without compaction the address would be in the table, index and WAL files.
      expect(filesContaining(dataDir, gone).length).toBeGreaterThan(0);

      const result = await leads({ DATA_DIR: dataDir }, ...args(gone));
      expect(result.code).toBe(0);
      expect(filesContaining(dataDir, gone)).toEqual([]);
      expect(filesContaining(dataDir, kept).length).toBeGreaterThan(0);
    },
    180_000,
  );
});
