import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../../server/db/pglite.ts';
import { migratedDataDir } from '../setup/databases.ts';
import { spawnServer, waitReady as waitUntilReady, type ServerProcess } from '../support/server-process.ts';

/** Generous: a start is slow on a busy CI machine running other suites in parallel. */
const READY_TIMEOUT_MS = 90_000;
const TEST_TIMEOUT_MS = 240_000;

const running: ServerProcess[] = [];
afterEach(() => {
  for (const s of running.splice(0)) if (s.child.exitCode === null) s.child.kill('SIGKILL');
});

async function start(env: Record<string, string>, waitReady = true) {
  const server = await spawnServer(env, { waitReady: false });
  running.push(server);
  if (waitReady) await waitUntilReady(server, READY_TIMEOUT_MS);
  return server;
}

describe('the server process', () => {
  it(
    'warns at start in production while the legal notice lacks the NIF and the registry entry (LSSI art. 10), not in development',
    async () => {
      const production = await start({ DATA_DIR: await migratedDataDir('golive-'), NODE_ENV: 'production' });
      const warning = production
        .output()
        .split('\n')
        .find((line) => line.includes('not ready to go live'));
      expect(warning).toBeDefined();
      expect(warning).toContain('"level":"warn"');
      expect(warning).toContain('nif, registry');
      const development = await start({ DATA_DIR: await migratedDataDir('golive-dev-'), NODE_ENV: 'development' });
      expect(development.output()).not.toContain('not ready to go live');
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'refuses a second process on the same data directory at once, and takes over after kill -9',
    async () => {
      const dataDir = await migratedDataDir('lock-');
      const first = await start({ DATA_DIR: dataDir });

      const startedAt = Date.now();
      const second = await start({ DATA_DIR: dataDir }, false);
      const code = await second.exited;
      // At once: it does not wait for the lock (the first process never lets it go here); the bound is a
      // node start and a bundle's import on a busy machine, well under the first's lifetime.
      expect(Date.now() - startedAt).toBeLessThan(10_000);
      expect(code).not.toBe(0);
      expect(second.output()).toContain(dataDir);
      expect(second.output()).toContain(`process ${first.child.pid}`);

      first.child.kill('SIGKILL');
      await first.exited;
      const third = await start({ DATA_DIR: dataDir });
      expect((await fetch(`${third.url}/readyz`)).status).toBe(200);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'stops gracefully on SIGTERM: exit 0, database closed cleanly, lock released',
    async () => {
      const dataDir = await migratedDataDir('term-');
      const server = await start({ DATA_DIR: dataDir });
      // A request in flight when SIGTERM arrives: its headers are half sent, then completed after.
      const socket = net.connect(server.port, '127.0.0.1');
      await new Promise((r) => socket.once('connect', r));
      let response = '';
      socket.on('data', (d: Buffer) => (response += d.toString()));
      socket.write('GET /aviso-legal HTTP/1.1\r\nHost: localhost\r\n');
      await new Promise((r) => setTimeout(r, 300));
      server.child.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 300));
      socket.write('Connection: close\r\n\r\n');
      await new Promise((r) => socket.once('close', r));
      expect(response).toMatch(/^HTTP\/1.1 200 OK/);
      expect(await server.exited).toBe(0);
      expect(server.output()).toContain('"msg":"stopped"');

      // The lock is gone and the data is intact: the stop event was committed before close.
      const db = await openPglite(path.join(dataDir, 'pglite'));
      const events = await db.query<{ kind: string }>('SELECT kind FROM app_events ORDER BY id');
      expect(events.map((e) => e.kind)).toEqual(['start', 'stop']);
      await db.close();
      const again = await start({ DATA_DIR: dataDir });
      expect((await fetch(`${again.url}/healthz`)).status).toBe(200);
    },
    TEST_TIMEOUT_MS,
  );

  it('exits with a clear message on a bad configuration value', async () => {
    const server = await start({ PORT: 'not-a-port', DATA_DIR: '/tmp/unused' }, false);
    // spawnServer sets PORT itself; override through the env above wins.
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/Invalid configuration:\n\s+PORT:/);
  });
});
