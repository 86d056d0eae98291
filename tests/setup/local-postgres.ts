import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/** Finds the newest Debian PostgreSQL server binaries (apt-get install postgresql). */
export function postgresBinDir(): string {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((v) => existsSync(path.join(base, v, 'bin', 'initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed: run `apt-get install -y postgresql` (or set TEST_DATABASE_URL).');
  return path.join(base, newest, 'bin');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function postgresUser(): { uid: number; gid: number } | null {
  if (process.getuid?.() !== 0) return null; // not root: run as ourselves
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/** After this, a fast shutdown that has not finished becomes an immediate one. */
const STOP_TIMEOUT_MS = 5000;

export type LocalPostgres = { url: string; stop: () => Promise<void> };

/**
 * A throwaway PostgreSQL cluster on a loopback port, for tests. initdb refuses root, so as root the
 * cluster runs as the `postgres` user. fsync is off: this data is thrown away.
 */
export async function startLocalPostgres(): Promise<LocalPostgres> {
  const bin = postgresBinDir();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pg-test-'));
  const user = postgresUser();
  if (user) {
    chmodSync(dir, 0o700);
    chownSync(dir, user.uid, user.gid);
  }
  // Run the binaries as the postgres user directly, not through runuser: runuser would sit between us
  // and postgres and not pass the shutdown signal on.
  const identity = user ? { uid: user.uid, gid: user.gid, env: { ...process.env, HOME: dir, USER: 'postgres' } } : {};
  const initdbArgs = ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C'];
  execFileSync(path.join(bin, 'initdb'), initdbArgs, { stdio: 'pipe', cwd: dir, ...identity });
  const port = await freePort();
  const settings = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off', max_connections: '200' };
  const args = [
    '-D',
    dir,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    ...Object.entries(settings).flatMap(([k, v]) => ['-c', `${k}=${v}`]),
  ];
  const child: ChildProcess = spawn(path.join(bin, 'postgres'), args, { stdio: 'ignore', cwd: dir, ...identity });
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`PostgreSQL did not start: ${String(error)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    url,
    stop: async () => {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS); // immediate shutdown
        child.once('exit', () => {
          clearTimeout(timer);
          resolve();
        });
        child.kill('SIGINT'); // fast shutdown: ends sessions, checkpoints, exits
      });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh database on the test cluster, empty or a copy of `template`; each test file gets its own. */
export async function createTestDatabase(adminUrl: string, prefix = 'test', template?: string): Promise<string> {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
