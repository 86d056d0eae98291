// Load benchmark: `npm run bench:load [-- --duration 10 --write]`.
// 1. Memory: peak and idle RSS of the server on a first start (empty DATA_DIR: initdb) and a second start.
// 2. Starts the built server on PGlite (durable acknowledgements), then on a throwaway PostgreSQL cluster (when
//    Debian's postgresql is installed), and runs autocannon with 10 connections against GET / and POST
//    /api/process-contact (a new e-mail per request; rate limits off via RATE_LIMIT_ENABLED=false).
// 3. Static throughput with wrk (Debian's wrk; WRK_THREADS threads, WRK_CONNECTIONS connections), same file
//    (GET /, the gzip copy: nginx has no brotli module), against nginx with Debian's default worker count
//    (`worker_processes auto`, one per core): our server alone over HTTP, and the production topology
//    (Caddy serving the built site, deploy/caddy/site.caddy) against nginx, both over HTTPS with the same
//    certificate. Prints the ratios.
// Prints figures, no pass/fail; `--write` puts them in docs/performance.md, section "Load".
import autocannon from 'autocannon';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';
import { freePort, waitForOk, waitForReady } from './bench-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, write: { type: 'boolean', default: false } },
});
const DURATION_S = Number(values.duration);
const CONNECTIONS = 10;
const NGINX = '/usr/sbin/nginx';
const WRK = '/usr/bin/wrk';
const CADDY = '/usr/bin/caddy';
const WRK_THREADS = 2;
const WRK_CONNECTIONS = 50;
/** Idle RSS is read this long after the server is ready. */
const IDLE_SETTLE_MS = 5_000;
const CONTACT_BODY = JSON.stringify({
  formType: 'simple',
  clientType: 'recommended',
  serviceType: 'valuation',
  referredBy: 'Banco Privado',
  email: 'bench-[<id>]@example.com',
  phone: '+34 600 000 000',
  message: 'Quisiera una valoración de mi piso en Chamberí, 120 m², tercera planta.',
});

if (!existsSync(path.join(root, 'dist/server/main.js')) || !existsSync(path.join(root, 'dist/client/index.html'))) {
  console.error('Build first: npm run build');
  process.exit(1);
}

async function startServer(env) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      // Every load client is 127.0.0.1 (directly, or as X-Forwarded-For through the proxies).
      MAX_CONNECTIONS_PER_CLIENT: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForReady(url);
  return {
    url,
    port,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

async function load(url, options = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...options });
  const ok = result['2xx'];
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    ok,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** VmHWM (peak resident set) and VmRSS of a process, in MiB. */
function memoryOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { peakMiB: Math.round(kib('VmHWM') / 1024), rssMiB: Math.round(kib('VmRSS') / 1024) };
}

async function measureMemory() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-rss-'));
  const result = {};
  try {
    for (const start of ['first start (empty DATA_DIR)', 'second start']) {
      const server = await startServer({ DATA_DIR: dir });
      const ready = memoryOf(server.pid);
      await new Promise((r) => setTimeout(r, IDLE_SETTLE_MS));
      const idle = memoryOf(server.pid);
      result[start] = { peakMiB: idle.peakMiB, readyMiB: ready.rssMiB, idleMiB: idle.rssMiB };
      console.log(`RSS ${start.padEnd(29)} peak ${idle.peakMiB} MiB, idle ${idle.rssMiB} MiB (PGlite)`);
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return result;
}

/** wrk against `url`; requests per second. */
function wrk(url, durationS = DURATION_S) {
  const output = execFileSync(
    WRK,
    [`-t${WRK_THREADS}`, `-c${WRK_CONNECTIONS}`, `-d${durationS}s`, '-H', 'Accept-Encoding: gzip', url],
    { encoding: 'utf8' },
  );
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1];
  if (errors) throw new Error(`wrk: ${errors} error responses from ${url}`);
  return Math.round(rps);
}

const postOptions = {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: CONTACT_BODY,
  idReplacement: true,
};

const rows = [];
const report = (target, name, r) => {
  rows.push({ target, name, ...r });
  console.log(
    `${target.padEnd(12)} ${name.padEnd(28)} ${String(r.rps).padStart(6)} req/s  p99 ${String(r.p99).padStart(4)} ms  (${r.ok} ok, ${r.errors} not 2xx/errors)`,
  );
};

async function benchServer(target, env) {
  const server = await startServer(env);
  try {
    await load(`${server.url}/`, { duration: 2 }); // warm-up
    report(target, 'GET /', await load(`${server.url}/`));
    report(target, 'POST /api/process-contact', await load(`${server.url}/api/process-contact`, postOptions));
  } finally {
    await server.stop();
  }
}

const memory = await measureMemory();

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
try {
  await benchServer('pglite', { DATA_DIR: dataDir });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

let postgresNote = 'not run (PostgreSQL is not installed)';
try {
  const { startLocalPostgres, createTestDatabase } = await tsImport('../tests/setup/local-postgres.ts', import.meta.url);
  const cluster = await startLocalPostgres();
  try {
    await benchServer('postgresql', { DATABASE_URL: await createTestDatabase(cluster.url, 'bench') });
    postgresNote = 'a throwaway local cluster (tests/setup/local-postgres.ts: fsync off, as in the tests)';
  } finally {
    await cluster.stop();
  }
} catch (error) {
  console.warn(`PostgreSQL skipped: ${error instanceof Error ? error.message : String(error)}`);
}

function stopProcess(child, signal = 'SIGTERM') {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill(signal);
  });
}

async function waitForFile(file, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`${file} did not appear`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The built site behind Caddy on loopback ports (deploy/caddy/site.caddy, Caddy's local CA). */
async function startCaddy(dir, upstream) {
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  mkdirSync(path.join(dir, 'data'), { recursive: true });
  writeFileSync(
    path.join(dir, 'Caddyfile'),
    `{
	admin off
	default_bind 127.0.0.1
	local_certs
	skip_install_trust
	http_port ${httpPort}
	https_port ${httpsPort}
}
localhost:${httpsPort}, 127.0.0.1:${httpsPort} {
	tls internal
	import ${path.join(root, 'deploy/caddy/site.caddy')}
}
`,
  );
  const child = spawn(CADDY, ['run', '--config', path.join(dir, 'Caddyfile'), '--adapter', 'caddyfile'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH,
      HOME: dir,
      XDG_DATA_HOME: path.join(dir, 'data'),
      XDG_CONFIG_HOME: path.join(dir, 'config'),
      STATIC_DIR: path.join(root, 'dist/client'),
      APP_UPSTREAMS: upstream,
      // As deploy/systemd/aurea-caddy.service runs it.
      GOGC: '400',
    },
    stdio: 'ignore',
  });
  const certDir = path.join(dir, 'data/caddy/certificates/local/localhost');
  await waitForFile(path.join(certDir, 'localhost.key'));
  // wrk to 127.0.0.1, not localhost: its resolver tries ::1 first, which costs throughput for nothing.
  return {
    child,
    url: `https://127.0.0.1:${httpsPort}/`,
    cert: path.join(certDir, 'localhost.crt'),
    key: path.join(certDir, 'localhost.key'),
  };
}

/** nginx with Debian's default worker count, serving dist/client over HTTP and HTTPS (Caddy's certificate). */
async function startNginx(dir, cert, key) {
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `${t}_temp_path ${dir};`).join(' ');
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes auto;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp}
  include /etc/nginx/mime.types;
  gzip_static on;
  server {
    listen 127.0.0.1:${httpPort};
    listen 127.0.0.1:${httpsPort} ssl;
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    root ${path.join(root, 'dist/client')};
    index index.html;
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: 'inherit' });
  await waitForOk(`http://127.0.0.1:${httpPort}/`);
  return { child, http: `http://127.0.0.1:${httpPort}/`, https: `https://127.0.0.1:${httpsPort}/` };
}

/** Rounds of the static comparison (each target once per round). */
const STATIC_ROUNDS = 3;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function benchStatic() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-static-'));
  const app = await startServer({ DATA_DIR: path.join(dir, 'pglite') });
  const caddy = await startCaddy(path.join(dir, 'caddy'), `127.0.0.1:${app.port}`);
  const nginx = await startNginx(dir, caddy.cert, caddy.key);
  try {
    const result = {};
    const targets = [
      ['nginx (HTTP)', nginx.http],
      ['ours, one process (HTTP)', app.url + '/'],
      ['nginx (HTTPS)', nginx.https],
      ['Caddy + instances (HTTPS)', caddy.url],
    ];
    // Interleaved rounds, the median of each: one run of each is at the mercy of what else the machine did.
    const runs = Object.fromEntries(targets.map(([name]) => [name, []]));
    for (let round = 0; round < STATIC_ROUNDS; round++) {
      for (const [name, url] of targets) {
        wrk(url, 2); // warm-up
        runs[name].push(wrk(url));
      }
    }
    for (const [name] of targets) {
      result[name] = median(runs[name]);
      console.log(
        `static GET / (gzip)  ${name.padEnd(26)} ${String(result[name]).padStart(6)} req/s  (median of ${runs[name].join(', ')})`,
      );
    }
    result.ratioHttp = result['ours, one process (HTTP)'] / result['nginx (HTTP)'];
    result.ratioTopology = result['Caddy + instances (HTTPS)'] / result['nginx (HTTPS)'];
    console.log(`static throughput, one process / nginx (HTTP): ${result.ratioHttp.toFixed(2)}`);
    console.log(`static throughput, production topology / nginx (HTTPS): ${result.ratioTopology.toFixed(2)}`);
    return result;
  } finally {
    await stopProcess(nginx.child, 'SIGQUIT');
    await stopProcess(caddy.child);
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

let staticResult;
if ([NGINX, WRK, CADDY].every((bin) => existsSync(bin))) staticResult = await benchStatic();
else console.warn('Static throughput skipped: it needs Debian nginx, wrk and caddy (apt-get install nginx wrk caddy).');

if (values.write) {
  const file = path.join(root, 'docs/performance.md');
  const table = [
    '| target | request | req/s | p99 (ms) |',
    '| --- | --- | ---: | ---: |',
    ...rows.map((r) => `| ${r.target} | ${r.name} | ${r.rps} | ${r.p99} |`),
  ].join('\n');
  const memoryTable = [
    '| PGlite server | peak RSS (MiB) | RSS when ready (MiB) | RSS idle after 5 s (MiB) |',
    '| --- | ---: | ---: | ---: |',
    ...Object.entries(memory).map(([start, m]) => `| ${start} | ${m.peakMiB} | ${m.readyMiB} | ${m.idleMiB} |`),
  ].join('\n');
  const staticTable = staticResult
    ? [
        '| target | GET / req/s |',
        '| --- | ---: |',
        ...Object.entries(staticResult)
          .filter(([name]) => !name.startsWith('ratio'))
          .map(([name, rps]) => `| ${name} | ${rps} |`),
      ].join('\n')
    : 'Not measured (nginx, wrk or caddy missing).';
  const section = `## Load

Command: \`npm run build && npm run bench:load -- --write\`. Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on this
machine (${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at the end: the machine is shared,
so figures vary between runs).

### Requests

autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per run, a new e-mail per POST, \`RATE_LIMIT_ENABLED=false\`. PGlite acknowledges
each lead only after its WAL is synced (group commit, docs/decisions/0015-durable-pglite.md). PostgreSQL: ${postgresNote}.

${table}

Aim: PGlite ≥ 400 req/s with p99 < 300 ms on POST; PostgreSQL ≥ 800 req/s.

### Static throughput

wrk, ${WRK_THREADS} threads, ${WRK_CONNECTIONS} connections, ${DURATION_S} s a run, ${STATIC_ROUNDS} interleaved rounds (median), \`GET /\` with \`Accept-Encoding: gzip\` (the same precompressed file
everywhere; Debian's nginx has no brotli module). nginx runs Debian's default \`worker_processes auto\` (one per core);
over HTTPS it uses the certificate Caddy issued, so both sides pay the same TLS. Caddy runs with \`GOGC=400\`, as
deploy/systemd/aurea-caddy.service starts it.

${staticTable}
${
  staticResult
    ? `\nOne Node process / nginx (HTTP): **${staticResult.ratioHttp.toFixed(2)}**. Production topology (Caddy serving the built site,
deploy/caddy/site.caddy) / nginx (HTTPS): **${staticResult.ratioTopology.toFixed(2)}** (aim ≥ 0.5).\n`
    : ''
}
### Memory

Peak (VmHWM) and resident (VmRSS) set of the server process on PGlite, read from /proc.

${memoryTable}
`;
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const next = /## Load\n[\s\S]*?(?=\n## |$)/.test(existing)
    ? existing.replace(/## Load\n[\s\S]*?(?=\n## |$)/, section)
    : `${existing.trimEnd()}\n\n${section}`;
  writeFileSync(file, next);
  console.log(`Wrote ${path.relative(root, file)}`);
}

// The workspace's inbox at 100,000 requests, 10 staff at once (issue 11): its own script, run here too.
execFileSync(process.execPath, [path.join(root, 'scripts/bench-inbox.mjs'), '--duration', String(DURATION_S)], {
  stdio: 'inherit',
});
