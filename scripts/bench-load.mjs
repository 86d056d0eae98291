// Load benchmark: `npm run bench:load [-- --duration 10 --write]`. Starts the built server on PGlite, then
// on a throwaway PostgreSQL cluster (when Debian's postgresql is installed), and runs autocannon with 10
// connections against GET / and POST /api/process-contact (a new e-mail per request; rate limits off via
// RATE_LIMIT_ENABLED=false, or the limit would answer 429). When nginx is installed it also serves
// dist/client on a loopback port and prints the static throughput ratio ours/nginx. Prints figures, no
// pass/fail; `--write` puts them in docs/performance.md, section "Load".
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { tsImport } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, write: { type: 'boolean', default: false } },
});
const DURATION_S = Number(values.duration);
const CONNECTIONS = 10;
const NGINX = '/usr/sbin/nginx';
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

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} not ready`);
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
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitFor(`${url}/readyz`);
  return {
    url,
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

let nginxRatio;
if (existsSync(NGINX)) {
  const prefix = mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  const isRoot = process.getuid?.() === 0;
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `${isRoot ? 'user root;\n' : ''}worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}; proxy_temp_path ${prefix}; fastcgi_temp_path ${prefix}; uwsgi_temp_path ${prefix}; scgi_temp_path ${prefix};
  include /etc/nginx/mime.types;
  server { listen 127.0.0.1:${port}; root ${path.join(root, 'dist/client')}; index index.html; }
}
`,
  );
  const nginx = spawn(NGINX, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'inherit' });
  try {
    await waitFor(`http://127.0.0.1:${port}/`);
    await load(`http://127.0.0.1:${port}/`, { duration: 2 });
    const r = await load(`http://127.0.0.1:${port}/`);
    report('nginx', 'GET / (dist/client)', r);
    const ours = rows.find((x) => x.target === 'pglite' && x.name === 'GET /');
    nginxRatio = ours ? ours.rps / r.rps : undefined;
    if (nginxRatio) console.log(`static throughput ours/nginx (1 worker): ${nginxRatio.toFixed(2)}`);
  } finally {
    await new Promise((resolve) => {
      nginx.once('exit', resolve);
      nginx.kill('SIGQUIT');
    });
    rmSync(prefix, { recursive: true, force: true });
  }
}

if (values.write) {
  const file = path.join(root, 'docs/performance.md');
  const table = [
    '| target | request | req/s | p99 (ms) |',
    '| --- | --- | ---: | ---: |',
    ...rows.map((r) => `| ${r.target} | ${r.name} | ${r.rps} | ${r.p99} |`),
  ].join('\n');
  const section = `## Load

Command: \`npm run build && npm run bench:load -- --write\` (autocannon, ${CONNECTIONS} connections, ${DURATION_S} s per run,
a new e-mail per POST, \`RATE_LIMIT_ENABLED=false\`). Measured ${new Date().toISOString().slice(0, 10)} on this machine
(${os.cpus().length} cores, Node ${process.version}, load average ${os.loadavg()[0].toFixed(1)} at the end). PostgreSQL: ${postgresNote}.

${table}
${nginxRatio ? `\nStatic throughput ours/nginx (nginx with 1 worker, same files): **${nginxRatio.toFixed(2)}**.\n` : ''}
Aim: PGlite ≥ 400 req/s with p99 < 300 ms on POST; PostgreSQL ≥ 800 req/s.
`;
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : '# Performance\n';
  const next = /## Load\n[\s\S]*?(?=\n## |$)/.test(existing)
    ? existing.replace(/## Load\n[\s\S]*?(?=\n## |$)/, section)
    : `${existing.trimEnd()}\n\n${section}`;
  writeFileSync(file, next);
  console.log(`Wrote ${path.relative(root, file)}`);
}
