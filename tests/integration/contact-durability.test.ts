import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openPglite } from '../../server/db/pglite.ts';
import { openPostgres } from '../../server/db/postgres.ts';
import { makeContactBody } from '../support/contact.ts';
import { newPostgresDatabaseUrl, type DatabaseKind } from '../setup/databases.ts';
import { spawnServer, waitReady, type ServerProcess } from '../support/server-process.ts';

const ROUNDS = 3;
const CLIENTS = 6;
/** How long requests flow at least before the kill… */
const FLOW_MS = 1500;
/**
 * …and how many the server must have acknowledged by then: on a loaded machine the first answers can take
 * longer than the window, and a kill before any 201 tests nothing.
 */
const MIN_ACKNOWLEDGED = 3;
/** Generous: CI machines may be busy, and PGlite recovers its WAL after a kill. */
const READY_TIMEOUT_MS = 90_000;

const running: ServerProcess[] = [];
afterEach(() => {
  for (const s of running.splice(0)) if (s.child.exitCode === null) s.child.kill('SIGKILL');
});

async function start(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env, { waitReady: false });
  running.push(server);
  await waitReady(server, READY_TIMEOUT_MS);
  return server;
}

/** Posts leads from several clients until the server dies; returns the ids it acknowledged with 201. */
async function flowUntilKilled(server: ServerProcess): Promise<string[]> {
  const acknowledged: string[] = [];
  let alive = true;
  const client = async () => {
    while (alive) {
      try {
        const response = await fetch(`${server.url}/api/process-contact`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(makeContactBody()),
        });
        if (response.status === 201) acknowledged.push(((await response.json()) as { id: string }).id);
      } catch {
        return; // connection reset: the server is gone
      }
    }
  };
  const clients = Array.from({ length: CLIENTS }, client);
  await new Promise((r) => setTimeout(r, FLOW_MS));
  await vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(MIN_ACKNOWLEDGED), {
    timeout: READY_TIMEOUT_MS,
    interval: 20,
  });
  server.child.kill('SIGKILL');
  await server.exited;
  alive = false;
  await Promise.all(clients);
  return acknowledged;
}

describe.each(['pglite', 'postgres'] as DatabaseKind[])('durability on %s', (kind) => {
  it('keeps every acknowledged lead across kill -9, several rounds', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'durable-'));
    const env: Record<string, string> =
      kind === 'pglite' ? { DATA_DIR: dataDir } : { DATABASE_URL: await newPostgresDatabaseUrl() };
    Object.assign(env, { RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'warn' });
    const acknowledged: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const server = await start(env);
      const round = await flowUntilKilled(server);
      expect(round.length).toBeGreaterThan(0);
      acknowledged.push(...round);
    }

    // Restart after the last kill: the server recovers, then stops cleanly so the data can be read.
    const server = await start(env);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    const db = kind === 'pglite' ? await openPglite(path.join(dataDir, 'pglite')) : await openPostgres(env.DATABASE_URL!);
    try {
      const rows = await db.query<{ id: string }>('SELECT id FROM leads');
      const stored = new Set(rows.map((r) => r.id));
      const lost = acknowledged.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
      const outbox = await db.query<{ n: string | number }>('SELECT count(*) AS n FROM lead_notifications');
      expect(Number(outbox[0]?.n)).toBe(rows.length);
    } finally {
      await db.close();
    }
  }, 300_000);
});
