// Workspace inbox benchmark: `npm run bench:inbox [-- --duration 10 --rows 100000]` (also run by `npm run bench:load`).
// For PGlite and then PostgreSQL (a throwaway local cluster, when Debian's postgresql is installed):
//   1. `npm run staff -- invite` (the built CLI) creates the database and a staff member;
//   2. 100,000 requests are seeded in one INSERT … SELECT (tests/support/inbox-seed.ts: statuses, services,
//      client types, 2 years of dates);
//   3. the built server starts; the staff member accepts the invitation, signs in and sets up TOTP over HTTP;
//   4. autocannon, 10 connections (10 staff at once), against the inbox's first page, a filtered search
//      (status + e-mail prefix), one person's address, a part of one address (issue 22: the search finds
//      text anywhere), a domain every request shares, filters, then a deep page (a cursor 2,000 rows down).
// Prints p50/p99 latency and throughput per query, and a baseline (the staff session check alone); no
// pass/fail (issue 11's target: p99 ≤ 50 ms). Read the load average first: on a busy machine the figures are the machine's.
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { tsImport } from 'tsx/esm/api';
import { freePort, waitForReady } from './bench-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, rows: { type: 'string', default: '100000' } },
});
const DURATION_S = Number(values.duration);
const ROWS = Number(values.rows);
const CONNECTIONS = 10;
const PASSWORD = 'cipreses junto al Retiro 1987 banco';
const STAFF_EMAIL = 'bench-staff@example.com';

if (!existsSync(path.join(root, 'dist/server/main.js')) || !existsSync(path.join(root, 'dist/server/staff.js'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}
const { totpFromUri } = await tsImport('../tests/support/totp.ts', import.meta.url);

const { seedRequestsSql } = await tsImport('../tests/support/inbox-seed.ts', import.meta.url);
const SEED_SQL = seedRequestsSql(ROWS);

/** A cookie jar of one: the session cookie the last answer set. */
function cookieOf(response, jar) {
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const [name, value] = pair.split('=');
    if (value) jar.set(name, value);
    else jar.delete(name);
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

async function signInStaff(url, link) {
  const jar = new Map();
  const post = async (p, body) => {
    const response = await fetch(`${url}${p}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: url, Cookie: cookieOf(new Response(), jar) },
      body: JSON.stringify(body),
    });
    cookieOf(response, jar);
    if (!response.ok) throw new Error(`${p}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const { searchParams } = new URL(link);
  const token = searchParams.get('invitacion') ?? searchParams.get('invitation'); // /gestion, /en/workspace
  await post('/api/auth/reset-password', { token, newPassword: PASSWORD });
  await post('/api/auth/sign-in/email', { email: STAFF_EMAIL, password: PASSWORD });
  const { totpURI } = await post('/api/auth/two-factor/enable', { password: PASSWORD });
  await post('/api/auth/two-factor/verify-totp', { code: await totpFromUri(totpURI)() });
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
}

async function measure(url, cookie, label, p) {
  const result = await autocannon({ url: `${url}${p}`, connections: CONNECTIONS, duration: DURATION_S, headers: { cookie } });
  const errors = result.non2xx + result.errors + result.timeouts;
  console.log(
    `  ${label.padEnd(34)} p50 ${String(result.latency.p50).padStart(4)} ms  p99 ${String(result.latency.p99).padStart(4)} ms  ${Math.round(result.requests.average)} req/s  ${errors} errors`,
  );
}

async function bench(kind, env, seed) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const fullEnv = { PATH: process.env.PATH, LOG_LEVEL: 'warn', SITE_URL: url, ...env };
  const link = execFileSync(process.execPath, [path.join(root, 'dist/server/staff.js'), 'invite', STAFF_EMAIL, '--print-link'], {
    env: fullEnv,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .at(-1);
  const started = performance.now();
  await seed();
  console.log(`${kind}: ${ROWS.toLocaleString('en')} requests seeded in ${Math.round(performance.now() - started)} ms`);
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: { ...fullEnv, PORT: String(port), HOST: '127.0.0.1', RATE_LIMIT_ENABLED: 'false' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitForReady(url);
    const cookie = await signInStaff(url, link);
    const first = await fetch(`${url}/api/staff/requests?limit=25`, { headers: { cookie } });
    if (!first.ok) throw new Error(`inbox: ${first.status}`);
    let cursor = null;
    for (let i = 0; i < 20; i++) {
      const page = await (
        await fetch(`${url}/api/staff/requests?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, {
          headers: { cookie },
        })
      ).json();
      cursor = page.nextCursor;
    }
    // Baseline: the same session check with no inbox query, to tell the query's share from the machine's.
    await measure(url, cookie, 'baseline: session check (/me)', '/api/staff/me');
    await measure(url, cookie, 'first page (25, newest first)', '/api/staff/requests');
    await measure(url, cookie, 'filtered search (status + e-mail)', '/api/staff/requests?status=contacted&q=cliente-1234');
    // One person's address: a single match, the oldest request, so a plan that walks the inbox newest
    // first reads all of it.
    await measure(url, cookie, 'search: one address (oldest)', `/api/staff/requests?q=cliente-${ROWS}%40example.com`);
    // Inside an address (issue 22): one match near the oldest end, from the trigram index (migration 0014);
    // then text every request holds, where the newest 25 matches come first.
    await measure(url, cookie, 'search: inside one address', `/api/staff/requests?q=nte-${ROWS - 1}%40exa`);
    await measure(url, cookie, 'search: a domain (every request)', '/api/staff/requests?q=example.com');
    await measure(
      url,
      cookie,
      'filters (service, type, dates)',
      '/api/staff/requests?service=buy&clientType=recommended&from=2025-01-01',
    );
    await measure(url, cookie, 'page 81 (cursor 2,000 rows down)', `/api/staff/requests?cursor=${encodeURIComponent(cursor)}`);
  } finally {
    await new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  }
}

console.log(
  `Inbox benchmark: ${CONNECTIONS} connections, ${DURATION_S} s per query, on ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-inbox-'));
try {
  await bench('PGlite', { DATA_DIR: dataDir }, async () => {
    const { openPglite } = await tsImport('../server/db/pglite.ts', import.meta.url);
    const db = await openPglite(path.join(dataDir, 'pglite'));
    await db.exec(SEED_SQL);
    await db.close();
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
try {
  const { startLocalPostgres, createTestDatabase } = await tsImport('../tests/setup/local-postgres.ts', import.meta.url);
  const cluster = await startLocalPostgres();
  try {
    const databaseUrl = await createTestDatabase(cluster.url, 'bench');
    await bench('PostgreSQL', { DATABASE_URL: databaseUrl }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query(SEED_SQL);
      await client.end();
    });
  } finally {
    await cluster.stop();
  }
} catch (error) {
  console.warn(`PostgreSQL skipped: ${error instanceof Error ? error.message : String(error)}`);
}
