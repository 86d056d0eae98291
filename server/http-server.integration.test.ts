import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createHttpServer, type HttpServer } from './http-server.ts';
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
});
