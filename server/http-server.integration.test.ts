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
});
