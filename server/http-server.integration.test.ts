import net from 'node:net';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { until } from '../tests/support/until.ts';
import { createHttpServer, type HttpLimits, type HttpServer } from './http-server.ts';
import { receiveUpload } from './http/upload.ts';
import { createLogger } from './logger.ts';

const LIMITS = { headersTimeoutMs: 10_000, bodyTimeoutMs: 30_000, keepAliveTimeoutMs: 5_000, maxConnections: 100 };

let http: HttpServer | undefined;

/** Whether the promise settles before the event loop's next turn. */
const settlesAtOnce = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setImmediate(() => resolve(false)))]);
afterEach(() => http?.server.close());

describe('the HTTP server', () => {
  it('counts a request as running until its handler ends, even after its client has left', async () => {
    let entered!: () => void;
    const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
    let finish!: () => void;
    const handlerMayFinish = new Promise<void>((resolve) => (finish = resolve));
    http = createHttpServer(
      async () => {
        entered();
        await handlerMayFinish; // e.g. a database query still running
        return new Response('done');
      },
      LIMITS,
      createLogger('error', () => undefined),
    );
    await new Promise<void>((resolve) => http!.server.listen(0, '127.0.0.1', resolve));
    const { port } = http.server.address() as net.AddressInfo;

    expect(await settlesAtOnce(http.idle())).toBe(true);
    const socket = net.connect(port, '127.0.0.1');
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await handlerEntered;
    socket.destroy(); // the client leaves while the handler runs
    await new Promise<void>((resolve) => http!.server.close(() => resolve())); // no connection is left

    const idle = http.idle();
    expect(await settlesAtOnce(idle)).toBe(false);
    finish();
    expect(await settlesAtOnce(idle)).toBe(true);
  });

  it('caps the connections of one client: many slow bodies from one address leave room for everyone else (issue 22)', async () => {
    const PER_CLIENT = 5;
    http = createHttpServer(() => new Response('ok'), { ...LIMITS, maxConnectionsPerClient: PER_CLIENT }, createLogger('silent'));
    await new Promise<void>((resolve) => http!.server.listen(0, '127.0.0.1', resolve));
    const { port } = http.server.address() as net.AddressInfo;
    const open = async (from: string) => {
      const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
      await new Promise((resolve) => socket.once('connect', resolve));
      let answer = '';
      socket.on('data', (d: Buffer) => (answer += d.toString()));
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      return { socket, closed, answer: () => answer };
    };
    const ask = async (from: string) => {
      const c = await open(from);
      c.socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
      await c.closed;
      return c.answer();
    };

    // One client holds its share with bodies that never come.
    const slow = [];
    for (let i = 0; i < PER_CLIENT; i++) {
      const c = await open('127.0.0.1');
      c.socket.write('POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\nab');
      slow.push(c);
    }
    // Its next connection is closed at once, unanswered; another client is served.
    expect(await ask('127.0.0.1')).toBe('');
    expect(await ask('127.0.0.2')).toMatch(/^HTTP\/1\.1 200 OK/);
    // When one of its connections ends, the client may open another.
    slow[0]!.socket.destroy();
    await slow[0]!.closed;
    await new Promise((resolve) => setImmediate(resolve));
    expect(await ask('127.0.0.1')).toMatch(/^HTTP\/1\.1 200 OK/);
    for (const c of slow) c.socket.destroy();
  });

  it('behind the proxy, caps one client’s requests at a time by X-Forwarded-For, not the proxy’s sockets (issue 22)', async () => {
    const PER_CLIENT = 5;
    http = createHttpServer(
      async (request) => new Response(`read ${(await request.text()).length}`),
      { ...LIMITS, maxConnectionsPerClient: PER_CLIENT, trustProxy: true },
      createLogger('silent'),
    );
    await new Promise<void>((resolve) => http!.server.listen(0, '127.0.0.1', resolve));
    const { port } = http.server.address() as net.AddressInfo;
    const send = async (client: string, head: string) => {
      const socket = net.connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      let answer = '';
      socket.on('data', (d: Buffer) => (answer += d.toString()));
      const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
      socket.write(`${head}X-Forwarded-For: 198.51.100.1, ${client}\r\n\r\n`);
      return { socket, closed, answer: () => answer };
    };
    const slowBody = 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n';
    const get = async (client: string) => {
      const c = await send(client, 'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n');
      await c.closed;
      return c.answer();
    };

    // One client, through the proxy, holds its share with bodies that never come (a new IPv6 address each time,
    // inside one /64).
    const slow = [];
    for (let i = 0; i < PER_CLIENT; i++) slow.push(await send(`2001:db8:1:2::${i + 1}`, slowBody));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await get('2001:db8:1:2::ff')).toMatch(/^HTTP\/1\.1 503/);
    // Everyone else, through the same proxy, is served.
    for (let i = 0; i < PER_CLIENT + 2; i++) expect(await get(`203.0.113.${i + 1}`)).toMatch(/^HTTP\/1\.1 200 OK/);
    for (const c of slow) c.socket.destroy();
  });

  describe('a slow body under pressure gets a shorter deadline (issue 22)', () => {
    const PER_CLIENT = 10;
    const PRESSURE_MS = 400;
    /** What a test waits for the cuts: the shorter deadline, its checks and a loaded machine's slack, far below BODY_TIMEOUT_MS. */
    const CUT_WITHIN_MS = 5_000;

    async function start(limits: Partial<HttpLimits>) {
      http = createHttpServer(
        async (request) => new Response(`read ${(await request.text()).length}`),
        { ...LIMITS, pressureBodyTimeoutMs: PRESSURE_MS, ...limits },
        createLogger('silent'),
      );
      await new Promise<void>((resolve) => http!.server.listen(0, '127.0.0.1', resolve));
      const { port } = http.server.address() as net.AddressInfo;
      const open = async (from: string, head: string) => {
        const socket = net.connect({ port, host: '127.0.0.1', localAddress: from });
        await new Promise((resolve) => socket.once('connect', resolve));
        let answer = '';
        let closedAfter: number | undefined;
        socket.on('data', (d: Buffer) => (answer += d.toString()));
        socket.on('error', () => undefined);
        const sent = performance.now();
        const closed = new Promise<void>((resolve) =>
          socket.once('close', () => {
            closedAfter = performance.now() - sent;
            resolve();
          }),
        );
        socket.write(head);
        return { socket, closed, answer: () => answer, closedAfter: () => closedAfter };
      };
      const slowBody = (from: string) => open(from, 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1000\r\n\r\nab');
      const ask = async (from: string) => {
        const c = await open(from, 'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
        await c.closed;
        return c.answer();
      };
      return { slowBody, ask };
    }
    type Slow = Awaited<ReturnType<Awaited<ReturnType<typeof start>>['slowBody']>>;

    /** Waits until no more than `keep` of `slow` are open; each one cut was answered 408 after the shorter deadline. */
    async function cutDownTo(slow: Slow[], keep: number) {
      await until(() => slow.filter((c) => c.closedAfter() === undefined).length <= keep, CUT_WITHIN_MS, 'slow bodies cut');
      const cut = slow.filter((c) => c.closedAfter() !== undefined);
      for (const c of cut) {
        expect(c.answer()).toMatch(/^HTTP\/1\.1 408 /);
        expect(c.closedAfter()!).toBeGreaterThanOrEqual(PRESSURE_MS - 50);
      }
      return cut.length;
    }

    it('one address holding more than half its share: its slow bodies are cut (408) long before BODY_TIMEOUT_MS until it holds half, and others are served', async () => {
      const { slowBody, ask } = await start({ maxConnectionsPerClient: PER_CLIENT });
      const slow: Slow[] = [];
      for (let i = 0; i < PER_CLIENT - 2; i++) slow.push(await slowBody('127.0.0.1'));
      // While they wait, another client and the same address's own quick request are answered.
      expect(await ask('127.0.0.2')).toMatch(/^HTTP\/1\.1 200 OK/);
      expect(await ask('127.0.0.1')).toMatch(/^HTTP\/1\.1 200 OK/);
      expect(await cutDownTo(slow, PER_CLIENT / 2)).toBeGreaterThanOrEqual(slow.length - PER_CLIENT / 2);
      expect(await ask('127.0.0.1')).toMatch(/^HTTP\/1\.1 200 OK/);
      for (const c of slow) c.socket.destroy();
    });

    it('more than half of every connection open: slow bodies are cut early, whoever sends them, until half are open', async () => {
      const MAX = 8;
      const { slowBody, ask } = await start({ maxConnections: MAX });
      const slow: Slow[] = [];
      for (let i = 0; i < MAX - 1; i++) slow.push(await slowBody(`127.0.0.${i + 10}`));
      expect(await cutDownTo(slow, MAX / 2)).toBeGreaterThanOrEqual(slow.length - MAX / 2);
      expect(await ask('127.0.0.2')).toMatch(/^HTTP\/1\.1 200 OK/);
      for (const c of slow) c.socket.destroy();
    });

    it('without pressure, a slow body keeps the whole BODY_TIMEOUT_MS', async () => {
      const { slowBody } = await start({ maxConnectionsPerClient: PER_CLIENT });
      const slow = [await slowBody('127.0.0.1'), await slowBody('127.0.0.1')];
      await new Promise((resolve) => setTimeout(resolve, PRESSURE_MS * 4));
      for (const c of slow) expect(c.closedAfter()).toBeUndefined();
      // Its body arrives late, and is read.
      for (const c of slow) c.socket.write('x'.repeat(998));
      for (const c of slow) await until(() => c.answer().endsWith('read 1000'), CUT_WITHIN_MS, 'the late body answered');
      for (const c of slow) expect(c.answer()).toMatch(/^HTTP\/1\.1 200 OK/);
      for (const c of slow) c.socket.destroy();
    });
  });

  describe('slow headers under pressure get a shorter deadline, and one address its share (issue 39)', () => {
    const PER_CLIENT = 10;
    const MAX = 60;
    const PRESSURE_MS = 400;
    const ADDRESSES = 6;

    it('many addresses sending one header line at a time: cut (408) long before HEADERS_TIMEOUT_MS, a fresh client answered throughout', async () => {
      http = createHttpServer(
        () => new Response('ok'),
        {
          ...LIMITS,
          maxConnections: MAX,
          maxConnectionsPerClient: PER_CLIENT,
          pressureBodyTimeoutMs: PRESSURE_MS,
          pressureHeadersTimeoutMs: PRESSURE_MS,
        },
        createLogger('silent'),
      );
      await new Promise<void>((resolve) => http!.server.listen(0, '127.0.0.1', resolve));
      const { port } = http.server.address() as net.AddressInfo;
      const slow: { socket: net.Socket; answer: () => string; closedAfter: () => number | undefined }[] = [];
      const lines: NodeJS.Timeout[] = [];
      // Each address tries more connections than its share, as a flood would; each sends a header line every 300 ms.
      for (let a = 0; a < ADDRESSES; a++)
        for (let i = 0; i < PER_CLIENT + 2; i++) {
          const socket = net.connect({ port, host: '127.0.0.1', localAddress: `127.0.0.${a + 10}` });
          socket.on('error', () => undefined);
          let answer = '';
          let closedAfter: number | undefined;
          const opened = performance.now();
          socket.on('data', (d: Buffer) => (answer += d.toString()));
          socket.once('close', () => (closedAfter = performance.now() - opened));
          socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n');
          let n = 0;
          lines.push(setInterval(() => socket.writable && socket.write(`X-Slow-${n++}: 1\r\n`), 300));
          slow.push({ socket, answer: () => answer, closedAfter: () => closedAfter });
        }
      try {
        await new Promise((resolve) => setTimeout(resolve, 100));
        const ask = async () => {
          const socket = net.connect({ port, host: '127.0.0.1', localAddress: '127.0.0.2' });
          socket.on('error', () => undefined);
          let answer = '';
          socket.on('data', (d: Buffer) => (answer += d.toString()));
          socket.write('GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
          await new Promise((resolve) => socket.once('close', resolve));
          return answer;
        };
        const answers: string[] = [];
        for (let i = 0; i < 20; i++) {
          answers.push(await ask());
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(answers.filter((a) => !a.startsWith('HTTP/1.1 200 OK'))).toEqual([]);
        // What is left of the flood, per address, is at most half its share, and what was cut went early.
        await until(
          () => slow.filter((c) => c.closedAfter() === undefined).length <= (ADDRESSES * PER_CLIENT) / 2,
          5_000,
          'slow headers cut',
        );
        const cut = slow.filter((c) => c.answer().startsWith('HTTP/1.1 408 '));
        expect(cut.length).toBeGreaterThan(0);
        for (const c of cut) expect(c.closedAfter()!).toBeLessThan(LIMITS.headersTimeoutMs / 2);
      } finally {
        for (const t of lines) clearInterval(t);
        for (const c of slow) c.socket.destroy();
      }
    });
  });

  it('under pressure, an accepted upload goes on only at the slow but honest rate: a trickle is cut, a steady one taken', async () => {
    const PER_CLIENT = 4;
    const PRESSURE_MS = 400;
    const MIN_BYTES_PER_S = 2_000;
    const uploads = new Hono().post('/upload', async (c) => {
      const received = await receiveUpload(c, { maxBytes: 1_000_000 });
      if (received.ok) await received.cleanup();
      return c.text(received.ok ? `took ${received.size}` : received.reason, received.ok ? 200 : received.status);
    });
    http = createHttpServer(
      uploads.fetch,
      {
        ...LIMITS,
        maxConnectionsPerClient: PER_CLIENT,
        pressureBodyTimeoutMs: PRESSURE_MS,
        uploads: { idleTimeoutMs: 10_000, minBytesPerS: MIN_BYTES_PER_S },
      },
      createLogger('silent'),
    );
    await new Promise<void>((resolve) => http!.server.listen(0, '127.0.0.1', resolve));
    const { port } = http.server.address() as net.AddressInfo;
    const open = async (length: number) => {
      const socket = net.connect({ port, host: '127.0.0.1' });
      socket.on('error', () => undefined);
      await new Promise((resolve) => socket.once('connect', resolve));
      let answer = '';
      let closed = false;
      socket.on('data', (d: Buffer) => (answer += d.toString()));
      socket.once('close', () => (closed = true));
      socket.write(`POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Length: ${length}\r\n\r\n`);
      return { socket, answer: () => answer, closed: () => closed };
    };
    // One address holds more than half its share: three uploads, two trickling a byte every 100 ms (10 B/s)…
    const trickles = [await open(100_000), await open(100_000)];
    // …and one at 5 kB/s, above the honest rate, for two seconds.
    const STEADY_BYTES = 10_000;
    const steady = await open(STEADY_BYTES);
    let sent = 0;
    const pump = setInterval(() => {
      for (const c of trickles) if (!c.socket.destroyed) c.socket.write('x');
      if (sent < STEADY_BYTES) {
        steady.socket.write('y'.repeat(500));
        sent += 500;
      }
    }, 100);
    try {
      await until(() => steady.answer().includes(`took ${STEADY_BYTES}`), 10_000, 'the steady upload taken');
      await until(() => trickles.every((c) => c.closed()), 10_000, 'the trickles cut');
      // Still sending when cut, a trickle may see the connection reset before the 408 is read: never anything else.
      for (const c of trickles) if (c.answer() !== '') expect(c.answer()).toMatch(/^HTTP\/1\.1 408 /);
      expect(steady.closed()).toBe(false);
    } finally {
      clearInterval(pump);
      for (const c of [...trickles, steady]) c.socket.destroy();
    }
  });
});
