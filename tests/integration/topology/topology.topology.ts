/**
 * The production topology of deploy/, run here (`npm run test:topology`, in CI): Caddy on 127.0.0.1:80/443
 * with its local CA (`tls internal`) and the site of deploy/caddy/site.caddy, two app instances, one
 * PostgreSQL. Needs root (ports 80 and 443) and Debian's caddy (scripts/ensure-system-deps.sh installs it).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMIT_MAX } from '../../../src/domain/contact/index.ts';
import { PAGE_FILES } from '../../../server/app.ts';
import { openPostgres } from '../../../server/db/postgres.ts';
import { publishDraft, saveDraft } from '../../../server/studio/content-store.ts';
import { seedContent } from '../../../src/content/seed.ts';
import { createTestDatabase, startLocalPostgres, type LocalPostgres } from '../../setup/local-postgres.ts';
import { makeContactBody } from '../../support/contact.ts';
import { spawnServer, waitReady, type ServerProcess } from '../../support/server-process.ts';
import { http2Get, request, type Answer } from './https-client.ts';

const ROOT = path.resolve('.');
const SITE = 'localhost';
const HTTPS = `https://${SITE}`;
/** High enough that the kill test's burst from one address is not refused (the per-e-mail limit stays 3). */
const PER_CLIENT_MAX = '100000';
const KILL_CLIENTS = 6;
const FLOW_BEFORE_KILL_MS = 1_500;
const FLOW_AFTER_KILL_MS = 3_000;
/**
 * The MDN HTTP Observatory scanner, installed once outside the project: its dependencies' install
 * scripts fetch certificate lists from the internet, so it is installed without them (which the scan
 * does not need) and never becomes one of the project's own dependencies, whose scripts npm runs.
 */
const OBSERVATORY_PACKAGE = '@mdn/mdn-http-observatory@1.4.8';
function observatoryScanner(): string {
  const prefix = path.join(os.tmpdir(), 'mdn-http-observatory-1.4.8');
  const scanner = path.join(prefix, 'node_modules/@mdn/mdn-http-observatory');
  if (!existsSync(path.join(scanner, 'src/scan.js'))) {
    execFileSync(
      'npm',
      [
        'install',
        '--prefix',
        prefix,
        '--no-save',
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
        OBSERVATORY_PACKAGE,
      ],
      {
        stdio: 'inherit',
        timeout: 300_000,
      },
    );
  }
  return scanner;
}

/** Observatory grade this site must keep (issue 12). */
const OBSERVATORY_MIN_SCORE = 125;
/**
 * Headers that differ by nature between Caddy's file server and the app: dates, validators (both strong,
 * computed differently), transport. Caddy 2.6 streams precompressed files without Content-Length; the
 * bodies are compared byte for byte instead.
 */
const TRANSPORT_HEADERS = new Set([
  'content-length',
  'date',
  'etag',
  'last-modified',
  'server',
  'alt-svc',
  'accept-ranges',
  'connection',
  'keep-alive',
  'transfer-encoding',
]);

let postgres: LocalPostgres;
let databaseUrl: string;
const instances: ServerProcess[] = [];
let caddy: ChildProcess;
let caddyLog = '';
let ca: string;

async function until(condition: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await condition().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what} not ready in ${timeoutMs} ms\n${caddyLog.slice(-2000)}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function postJson(url: string, body: unknown): Promise<Answer> {
  return request(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body), ca });
}

beforeAll(async () => {
  if (process.getuid?.() !== 0) throw new Error('The topology test binds ports 80 and 443: run it as root (CI does).');
  try {
    execFileSync('caddy', ['version'], { stdio: 'ignore' });
  } catch {
    throw new Error('Caddy is not installed: run scripts/ensure-system-deps.sh as root (apt-get install caddy).');
  }
  if (!existsSync(path.join(ROOT, 'dist/server/main.js'))) throw new Error('Build first: npm run build');

  postgres = await startLocalPostgres();
  databaseUrl = await createTestDatabase(postgres.url, 'topology');
  for (let i = 0; i < 2; i++) {
    const instance = await spawnServer(
      {
        DATABASE_URL: databaseUrl,
        TRUST_PROXY: 'true',
        RATE_LIMIT_PER_CLIENT_MAX: PER_CLIENT_MAX,
        MAX_CONNECTIONS_PER_CLIENT: PER_CLIENT_MAX,
        LOG_LEVEL: 'warn',
      },
      { waitReady: false },
    );
    instances.push(instance);
    await waitReady(instance, 60_000);
  }

  const dir = await mkdtemp(path.join(os.tmpdir(), 'topology-caddy-'));
  mkdirSync(path.join(dir, 'data'));
  writeFileSync(
    path.join(dir, 'Caddyfile'),
    `# The test's Caddyfile: deploy/caddy/site.caddy on 127.0.0.1 with Caddy's local CA instead of ACME.
{
	admin off
	default_bind 127.0.0.1
	local_certs
	skip_install_trust
}
${SITE} {
	tls internal
	import ${path.join(ROOT, 'deploy/caddy/site.caddy')}
}
`,
  );
  caddy = spawn('caddy', ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      XDG_DATA_HOME: path.join(dir, 'data'),
      XDG_CONFIG_HOME: path.join(dir, 'config'),
      STATIC_DIR: path.join(ROOT, 'dist/client'),
      APP_UPSTREAMS: instances.map((i) => `127.0.0.1:${i.port}`).join(' '),
    },
  });
  caddy.stdout?.on('data', (d: Buffer) => (caddyLog += d.toString()));
  caddy.stderr?.on('data', (d: Buffer) => (caddyLog += d.toString()));
  const rootCert = path.join(dir, 'data/caddy/pki/authorities/local/root.crt');
  await until(async () => existsSync(rootCert), 20_000, 'Caddy local CA');
  ca = readFileSync(rootCert, 'utf8');
  process.env.TOPOLOGY_CA_FILE = rootCert;
  await until(async () => (await request(`${HTTPS}/readyz`, { ca })).status === 200, 30_000, 'Caddy → app');
}, 180_000);

afterAll(async () => {
  if (caddy && caddy.exitCode === null) {
    const exited = new Promise((r) => caddy.once('exit', r));
    caddy.kill('SIGTERM');
    await exited;
  }
  for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill('SIGKILL');
  await postgres?.stop();
});

describe('production topology: Caddy, two instances, PostgreSQL', () => {
  it('serves pages and the API over HTTPS (HTTP/2, HTTP/3 advertised) and redirects HTTP to HTTPS', async () => {
    const home = await request(`${HTTPS}/`, { ca });
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.headers['alt-svc']).toMatch(/h3=":443"/);
    expect(await http2Get(HTTPS, '/en/', ca)).toEqual({ protocol: 'h2', status: 200 });

    const created = await postJson(`${HTTPS}/api/process-contact`, makeContactBody());
    expect(created.status).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');

    for (const pathname of ['/', '/aviso-legal', '/api/process-contact']) {
      const plain = await request(`http://${SITE}${pathname}`);
      expect(plain.status).toBe(308);
      expect(plain.headers.location).toBe(`${HTTPS}${pathname}`);
    }
  });

  it("serves the build's files itself with the app's headers and bytes, and leaves pages and content files to the app", async () => {
    const client = path.join(ROOT, 'dist/client');
    const files = readdirSync(client, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => '/' + path.relative(client, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
      .filter((f) => !/\.(br|gz|html)$/.test(f) && !f.startsWith('/.vite/'));
    // Pages and content files are rendered by the app from the published version (ADR 0036).
    const fromApp = (target: string) => PAGE_FILES.has(target) || target.startsWith('/content/');
    const targets = [...PAGE_FILES.keys(), ...files];
    expect(files.filter((f) => !fromApp(f)).length).toBeGreaterThan(10);
    const app = instances[0]!;
    const differences: string[] = [];
    for (const target of targets) {
      for (const acceptEncoding of ['br, gzip', 'gzip', 'identity']) {
        const headers = { 'Accept-Encoding': acceptEncoding };
        const viaCaddy = await request(`${HTTPS}${target}`, { ca, headers });
        const direct = await request(`${app.url}${target}`, { headers });
        // Caddy's file server sends Last-Modified; the app never does.
        const servedByCaddy = Boolean(viaCaddy.headers['last-modified']);
        if (servedByCaddy === fromApp(target))
          differences.push(`${target}: ${servedByCaddy ? 'served by Caddy' : 'not served by Caddy'}`);
        const pick = (a: Answer) =>
          Object.fromEntries(Object.entries(a.headers).filter(([name]) => !TRANSPORT_HEADERS.has(name)));
        expect.soft(pick(viaCaddy), `${target} (${acceptEncoding})`).toEqual(pick(direct));
        if (!viaCaddy.body.equals(direct.body)) differences.push(`${target} (${acceptEncoding}): body differs`);
        if (viaCaddy.status !== direct.status) differences.push(`${target}: ${viaCaddy.status} vs ${direct.status}`);
      }
    }
    expect(differences).toEqual([]);

    // Other spellings, unknown paths and other methods are the app's: redirect, 404 page, JSON.
    const redirect = await request(`${HTTPS}/aviso-legal/`, { ca });
    expect([redirect.status, redirect.headers.location]).toEqual([301, '/aviso-legal']);
    const missing = await request(`${HTTPS}/no-such-page`, { ca });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
    expect(missing.headers.server).toBeUndefined();
  });

  it('serves a version published through one instance from both, through Caddy, within 5 s', async () => {
    // Published as the workspace's route does (its API and rendering are tested in
    // server/studio/published-site.integration.test.ts), here straight into the shared database.
    const db = await openPostgres(databaseUrl);
    try {
      const draft = seedContent();
      draft.cases[0]!.es.title = 'Un caso publicado en caliente';
      draft.cases[0]!.en.title = 'A case published live';
      const ana = { id: 'topology-staff', email: 'ana@firma.es' };
      await db.query(
        `INSERT INTO auth_users (id, name, email, email_verified, lang, client_type, role)
           VALUES ($1, 'Ana', $2, true, 'es', 'buyer', 'staff')`,
        [ana.id, ana.email],
      );
      await saveDraft(db, draft, ana, new Date());
      const published = await publishDraft(db, ana, new Date());
      expect(published.ok).toBe(true);
      const started = Date.now();
      const shows = async (url: string, init: Parameters<typeof request>[1] = {}) =>
        (await request(url, init)).body.toString().includes('A case published live');
      await until(
        async () => (await Promise.all(instances.map((i) => shows(`${i.url}/en/`)))).every(Boolean),
        5_000,
        'the new version on both instances',
      );
      expect(Date.now() - started).toBeLessThan(5_000);
      // Through Caddy (round robin over both), every answer is the new version.
      for (let i = 0; i < 4; i++) expect(await shows(`${HTTPS}/en/`, { ca })).toBe(true);
    } finally {
      await db.close();
    }
  });

  it('rate-limits an address through one instance on the other (one PostgreSQL)', async () => {
    const [a, b] = instances as [ServerProcess, ServerProcess];
    const body = makeContactBody();
    for (let i = 0; i < RATE_LIMIT_MAX; i++) expect((await postJson(`${a.url}/api/process-contact`, body)).status).toBe(201);
    const refused = await postJson(`${b.url}/api/process-contact`, body);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('grades A+ (score ≥ 125) in the MDN HTTP Observatory, run offline against the local host', async () => {
    const scanner = observatoryScanner();
    // The scanner reads the HSTS preload list from this file; offline there is none, so an empty list.
    const preload = path.join(scanner, 'conf/hsts-preload.json');
    if (!existsSync(preload)) writeFileSync(preload, '{}\n');
    const output = execFileSync(process.execPath, [path.join(scanner, 'src/scan.js'), SITE], {
      env: { PATH: process.env.PATH ?? '', NODE_EXTRA_CA_CERTS: process.env.TOPOLOGY_CA_FILE },
      encoding: 'utf8',
      timeout: 120_000,
    });
    const result = JSON.parse(output) as { scan: { grade: string; score: number; testsFailed: number }; tests: object };
    expect(result.scan, JSON.stringify(result.tests, null, 1)).toMatchObject({ grade: 'A+', testsFailed: 0 });
    expect(result.scan.score).toBeGreaterThanOrEqual(OBSERVATORY_MIN_SCORE);
  }, 150_000);

  it('loses no acknowledged request when an instance is killed, and the other keeps answering', async () => {
    const acknowledged: string[] = [];
    const afterKill = { ok: 0, failed: 0 };
    let killedAt = 0;
    let flowing = true;
    const client = async () => {
      while (flowing) {
        const answer = await postJson(`${HTTPS}/api/process-contact`, makeContactBody()).catch(() => undefined);
        if (answer?.status === 201) acknowledged.push((JSON.parse(answer.body.toString()) as { id: string }).id);
        if (killedAt) {
          if (answer?.status === 201) afterKill.ok++;
          else afterKill.failed++;
        }
      }
    };
    const clients = Array.from({ length: KILL_CLIENTS }, client);
    await new Promise((r) => setTimeout(r, FLOW_BEFORE_KILL_MS));
    const victim = instances[0]!;
    victim.child.kill('SIGKILL');
    await victim.exited;
    killedAt = Date.now();
    await new Promise((r) => setTimeout(r, FLOW_AFTER_KILL_MS));
    flowing = false;
    await Promise.all(clients);

    expect(afterKill.ok).toBeGreaterThan(0);
    // Caddy's health checks (every 2 s) may have found the survivor slow under the burst: it returns.
    await until(async () => (await request(`${HTTPS}/readyz`, { ca })).status === 200, 15_000, 'the surviving instance');
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: string }>('SELECT id FROM leads WHERE id = ANY($1::uuid[])', [acknowledged]);
      const stored = new Set(rows.map((r) => r.id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(KILL_CLIENTS);
    } finally {
      await db.end();
    }
  }, 60_000);
});
