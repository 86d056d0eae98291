import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../server/http/security-headers.ts';
import { migratedDataDir } from '../setup/databases.ts';
import { spawnServer, waitReady, type ServerProcess } from '../support/server-process.ts';
import { until } from '../support/until.ts';

/** Small limits so the test waits seconds, not the production defaults (10 s, 30 s). */
const HEADERS_TIMEOUT_MS = 1_000;
const BODY_TIMEOUT_MS = 1_500;
/** Long on purpose: SIGTERM must not wait for it. */
const KEEP_ALIVE_TIMEOUT_MS = 20_000;
const MAX_CONNECTIONS = 4;
/** Node checks the timeouts once a second; a busy CI machine adds more. */
const SLACK_MS = 3_000;

type Exchange = { socket: net.Socket; received: () => string; closed: Promise<number> };

/** A raw TCP client: what a slow, broken or hostile client sends, byte for byte. */
async function connect(port: number): Promise<Exchange> {
  const socket = net.connect(port, '127.0.0.1');
  socket.on('error', () => undefined);
  await new Promise((resolve) => socket.once('connect', resolve));
  const started = Date.now();
  let received = '';
  socket.on('data', (d: Buffer) => (received += d.toString('latin1')));
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - started)));
  return { socket, received: () => received, closed };
}

const logLines = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .filter((l) => l.startsWith('{'))
    .map((l) => JSON.parse(l) as Record<string, unknown>);

const POST_HEAD = 'POST /api/process-contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n';

describe('the server at its edges (real process)', () => {
  let server: ServerProcess;

  beforeAll(async () => {
    const dataDir = await migratedDataDir('edges-');
    server = await spawnServer(
      {
        DATA_DIR: dataDir,
        HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
        BODY_TIMEOUT_MS: String(BODY_TIMEOUT_MS),
        KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
        MAX_CONNECTIONS: String(MAX_CONNECTIONS),
      },
      { waitReady: false },
    );
    await waitReady(server, 120_000);
  }, 150_000);
  afterAll(() => {
    if (server.child.exitCode === null) server.child.kill('SIGKILL');
  });

  it('answers 408 with the security headers to a client that never finishes its headers', async () => {
    const client = await connect(server.port);
    client.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
    const closedAfter = await client.closed;
    expect(closedAfter).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
    expect(client.received()).toMatch(/^HTTP\/1.1 408 /);
    expect(client.received()).toContain(`Content-Security-Policy: ${CONTENT_SECURITY_POLICY}`);
    expect(logLines(server)).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'request rejected', status: 408 }));
  });

  it('cuts a body that trickles in (one byte every 200 ms) after the body timeout, logged as a warning', async () => {
    const client = await connect(server.port);
    client.socket.write(`${POST_HEAD}Content-Length: 1000\r\n\r\n{`);
    const trickle = setInterval(() => client.socket.write(' '), 200);
    const closedAfter = await client.closed;
    clearInterval(trickle);
    expect(closedAfter).toBeLessThan(HEADERS_TIMEOUT_MS + BODY_TIMEOUT_MS + SLACK_MS);
    expect(client.received()).toMatch(/^HTTP\/1.1 408 /);
    await until(() => logLines(server).some((l) => l.status === 499), 5_000);
    expect(logLines(server).filter((l) => l.level === 'error')).toEqual([]);
  });

  it.each([
    ['Content-Length', `${POST_HEAD}Content-Length: 500\r\n\r\n{"formType":`],
    ['chunked', `${POST_HEAD}Transfer-Encoding: chunked\r\n\r\n5\r\n{"for\r\n`],
  ])('logs a client that aborts mid-body (%s) as a warning with status 499, not an error 500', async (_, bytes) => {
    const before = logLines(server).length;
    const client = await connect(server.port);
    client.socket.write(bytes);
    await new Promise((r) => setTimeout(r, 200)); // the request reaches the handler, which waits for the body
    client.socket.destroy();
    // The request's own log line comes last, after any error line it could have caused.
    await until(
      () =>
        logLines(server)
          .slice(before)
          .some((l) => l.msg === 'request'),
      5_000,
    );
    const lines = logLines(server).slice(before);
    expect(lines).toContainEqual(expect.objectContaining({ level: 'warn', msg: 'request', status: 499 }));
    expect(lines.filter((l) => l.level === 'error' || l.status === 500)).toEqual([]);
  });

  it('answers a bad Host or a backslash path with 400, the security headers and a log line', async () => {
    for (const head of ['GET / HTTP/1.1\r\nHost: bad host\r\n', 'GET /a\\b HTTP/1.1\r\nHost: localhost\r\n']) {
      const before = logLines(server).length;
      const client = await connect(server.port);
      client.socket.write(`${head}Connection: close\r\n\r\n`);
      await client.closed;
      expect(client.received()).toMatch(/^HTTP\/1.1 400 /);
      expect(client.received().toLowerCase()).toContain(`content-security-policy: ${CONTENT_SECURITY_POLICY}`.toLowerCase());
      expect(client.received().toLowerCase()).toContain('x-content-type-options: nosniff');
      expect(logLines(server).slice(before)).toContainEqual(expect.objectContaining({ level: 'warn', status: 400 }));
    }
  });

  it('refuses connections beyond MAX_CONNECTIONS at once and accepts again when one closes', async () => {
    // Other clients (the readiness poll's pooled connection) may hold a slot: open until one is refused.
    const idle: Exchange[] = [];
    let refused: Exchange | undefined;
    try {
      while (!refused && idle.length <= MAX_CONNECTIONS) {
        const client = await connect(server.port);
        client.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n'); // answered, then idle
        const answered = await Promise.race([
          until(() => client.received().includes('"ok"'), SLACK_MS).then(() => true),
          client.closed.then(() => false),
        ]);
        if (answered) idle.push(client);
        else refused = client;
      }
      expect(refused?.received()).toBe('');
      expect(idle.length).toBeGreaterThan(0);
      expect(idle.length).toBeLessThanOrEqual(MAX_CONNECTIONS);

      idle.pop()!.socket.destroy();
      await new Promise((r) => setTimeout(r, 100));
      const accepted = await connect(server.port);
      accepted.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      await accepted.closed;
      expect(accepted.received()).toMatch(/^HTTP\/1.1 200 /);
    } finally {
      for (const client of idle) client.socket.destroy();
    }
  });

  it('on SIGTERM closes idle keep-alive connections at once instead of waiting for their timeout', async () => {
    const idle = await connect(server.port);
    idle.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await until(() => idle.received().includes('"ok"'), 5_000);
    // A keep-alive request in flight at SIGTERM: answered, then its connection closes too.
    const busy = await connect(server.port);
    busy.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((r) => setTimeout(r, 200));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    busy.socket.write('\r\n');
    expect(await server.exited).toBe(0);
    expect(Date.now() - signalled).toBeLessThan(KEEP_ALIVE_TIMEOUT_MS / 4);
    expect(await idle.closed).toBeGreaterThan(0);
    expect(await busy.closed).toBeGreaterThan(0);
    expect(busy.received()).toMatch(/^HTTP\/1.1 200 [\s\S]*Connection: close/i);
  });
});
