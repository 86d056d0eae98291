import { getRequestListener } from '@hono/node-server';
import { STATUS_CODES, createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import { clientKey } from './http/client-address.ts';
import { errorKind, type Logger } from './logger.ts';
import { SECURITY_HEADERS } from './http/security-headers.ts';
import { offerSlowBody, slowBodyTotalMs } from './http/slow-body.ts';

export type HttpLimits = {
  headersTimeoutMs: number;
  bodyTimeoutMs: number;
  keepAliveTimeoutMs: number;
  maxConnections: number;
  /**
   * One client's share (`clientKey`: an IPv4 address, an IPv6 /64): its connections beyond this many are
   * closed at once, and its requests beyond this many at a time (slow bodies) answered 503.
   */
  maxConnectionsPerClient?: number;
  /** The client of a request is the last X-Forwarded-For entry (TRUST_PROXY): every socket is the proxy's. */
  trustProxy?: boolean;
  /**
   * The body deadline under pressure (issue 22): while more than half of `maxConnections` are open, or a
   * client holds more than half of its share, a body not received within this many milliseconds of its
   * headers is cut (408), not after `bodyTimeoutMs`. Slow bodies are cut until the pressure is gone (the
   * server, or that client, back to half); the rest keep the whole `bodyTimeoutMs`.
   */
  pressureBodyTimeoutMs?: number;
  /**
   * The headers deadline under the same pressure (issue 39): a connection that has not sent a request's
   * headers within this many milliseconds (of connecting, or of its last response) is cut (408), not after
   * `headersTimeoutMs`. And while the server is under pressure, a client already holding half its share in
   * such connections gets no more: slow headers from many addresses cannot fill the server.
   */
  pressureHeadersTimeoutMs?: number;
  /**
   * Slow uploads (docs/decisions/0048-the-document-vault.md): an upload its route has accepted
   * (`takeSlowBody`) is not held to `bodyTimeoutMs` but refused when no byte comes for
   * `uploadIdleTimeoutMs`, or when it is not all in after `bodyTimeoutMs` plus its largest size at
   * `uploadMinBytesPerS`, a slow but honest line. Under pressure it goes on only at that rate at least.
   * Unset: uploads keep `bodyTimeoutMs` like every body.
   */
  uploads?: { idleTimeoutMs: number; minBytesPerS: number };
};

const DROP_LOG_INTERVAL_MS = 1_000;

type PendingBody = {
  client: string;
  since: number;
  response: ServerResponse;
  upload?: { totalMs: number; bytesAtStart: number };
};

/** How often Node checks the header and request timeouts (its default, 30 s, would let them overrun). */
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;
/** The pressure deadline is checked this many times within its length at least, so it overruns by a fifth at most. */
const PRESSURE_CHECKS_PER_DEADLINE = 5;

export type HttpServer = {
  server: Server;
  /** From now on every response closes its connection, and idle connections are closed at once. */
  drain: () => void;
  /**
   * Resolves when no request is being handled. A request whose client went away (its socket closed, so
   * `server.close` no longer waits for it) may still be running its handler: the database must outlive it.
   */
  idle: () => Promise<void>;
};

/** Errors Node's parser raises before a request exists, with the status Node itself would send. */
function clientErrorStatus(error: NodeJS.ErrnoException): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  return 400;
}

function rawResponse(status: number): string {
  const headers = { ...SECURITY_HEADERS, 'Cache-Control': 'no-store', Connection: 'close', 'Content-Length': '0' };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('\r\n')}\r\n\r\n`;
}

/**
 * The Node HTTP server around the Hono app: header, body and keep-alive timeouts, a connection cap, and
 * the answers the adapter or Node's parser give before the app runs (bad Host, backslash in the path,
 * malformed request, timeout) made like the app's own: security headers and one log line.
 */
export function createHttpServer(
  fetch: (request: Request, env: unknown) => Response | Promise<Response>,
  limits: HttpLimits,
  logger: Logger,
): HttpServer {
  let draining = false;
  let inFlight = 0;
  const cap = limits.maxConnectionsPerClient;
  /** Requests being handled per client: behind the proxy, its sockets say nothing of who is sending. */
  const requestsOf = new Map<string, number>();
  const requestClient = (request: IncomingMessage): string => {
    const forwarded = limits.trustProxy ? request.headers['x-forwarded-for'] : undefined;
    const last = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded)
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    return clientKey(last ?? request.socket.remoteAddress ?? 'unknown');
  };
  const idleWaiters: Array<() => void> = [];
  let openConnections = 0;
  const pressureMs =
    limits.pressureBodyTimeoutMs && limits.pressureBodyTimeoutMs < limits.bodyTimeoutMs
      ? limits.pressureBodyTimeoutMs
      : undefined;
  const pressureHeadersMs =
    limits.pressureHeadersTimeoutMs && limits.pressureHeadersTimeoutMs < limits.headersTimeoutMs
      ? limits.pressureHeadersTimeoutMs
      : undefined;
  /** Connections waiting for a request's headers (none being handled), with their client and since when. */
  const awaitingHeaders = new Map<Socket, { client: string; since: number }>();
  /** Requests being handled per connection: one with a request in hand is not waiting for headers. */
  const handling = new WeakMap<Socket, number>();
  const awaitHeaders = (socket: Socket) => {
    if (pressureHeadersMs && !socket.destroyed && !handling.get(socket))
      awaitingHeaders.set(socket, { client: clientKey(socket.remoteAddress ?? 'unknown'), since: performance.now() });
  };
  /**
   * Requests whose body has not all arrived yet, with their client and since when (headers received, or
   * the upload accepted, or its answer sent); an accepted upload with its deadline and the socket's bytes then.
   */
  const awaitingBody = new Map<IncomingMessage, PendingBody>();
  const listener = getRequestListener(fetch, {
    errorHandler: (error) => {
      // The error's class only: its message may quote the request's URL, query string and all (issue 39).
      logger.warn('request rejected', { status: 400, reason: errorKind(error) });
      return new Response(null, { status: 400, headers: { ...SECURITY_HEADERS, 'Cache-Control': 'no-store' } });
    },
  });
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      // The body's deadlines are this server's own (`cutSlowBodies`): an upload's outlasts every other's.
      requestTimeout: 0,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    (request: IncomingMessage, response: ServerResponse) => {
      const { socket } = request;
      awaitingHeaders.delete(socket);
      handling.set(socket, (handling.get(socket) ?? 0) + 1);
      response.once('close', () => {
        handling.set(socket, (handling.get(socket) ?? 1) - 1);
        awaitHeaders(socket); // kept alive: the next request's headers are awaited from now
      });
      if (draining) response.setHeader('Connection', 'close');
      const client = requestClient(request);
      if (cap && (requestsOf.get(client) ?? 0) >= cap) {
        noteDrop('MAX_CONNECTIONS_PER_CLIENT reached (requests)');
        response.writeHead(503, { ...SECURITY_HEADERS, 'Cache-Control': 'no-store', 'Retry-After': '1', Connection: 'close' });
        response.end();
        return;
      }
      requestsOf.set(client, (requestsOf.get(client) ?? 0) + 1);
      inFlight++;
      if (!request.complete) {
        const pending: PendingBody = { client, since: performance.now(), response };
        awaitingBody.set(request, pending);
        const { uploads } = limits;
        if (uploads)
          offerSlowBody(request, (maxBytes) => {
            const totalMs = slowBodyTotalMs(maxBytes, uploads.minBytesPerS, limits.bodyTimeoutMs);
            pending.since = performance.now();
            pending.upload = { totalMs, bytesAtStart: socket.bytesRead };
            return { idleMs: uploads.idleTimeoutMs, totalMs };
          });
      }
      void listener(request, response).finally(() => {
        awaitingBody.delete(request);
        const left = (requestsOf.get(client) ?? 1) - 1;
        if (left > 0) requestsOf.set(client, left);
        else requestsOf.delete(client);
        if (--inFlight === 0) for (const resolve of idleWaiters.splice(0)) resolve();
      });
    },
  );
  server.maxConnections = limits.maxConnections;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // The client closed mid-request: the request's own log line (499) says so.
    if (error.code === 'ECONNRESET' || error.code === 'HPE_INVALID_EOF_STATE' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = clientErrorStatus(error);
    logger.warn('request rejected', { status, reason: error.code ?? 'unknown' });
    socket.end(rawResponse(status));
  });
  server.on('connection', (socket: Socket) => {
    openConnections++;
    socket.once('close', () => {
      openConnections--;
      awaitingHeaders.delete(socket);
    });
  });
  // One warning per second at most (per reason), so a flood of connections cannot fill the log.
  const drops = new Map<string, { count: number; lastLog: number }>();
  const noteDrop = (reason: string) => {
    const d = drops.get(reason) ?? { count: 0, lastLog: 0 };
    drops.set(reason, d);
    d.count++;
    if (Date.now() - d.lastLog < DROP_LOG_INTERVAL_MS) return;
    logger.warn('connections refused', { count: d.count, reason });
    d.lastLog = Date.now();
    d.count = 0;
  };
  server.on('drop', () => noteDrop('MAX_CONNECTIONS reached'));
  // One client (many slow bodies from one address) cannot hold every connection: others still get in.
  const perClient = new Map<string, number>();
  if (cap && !limits.trustProxy)
    server.on('connection', (socket: Socket) => {
      const key = clientKey(socket.remoteAddress ?? 'unknown');
      const open = perClient.get(key) ?? 0;
      if (open >= cap) {
        socket.destroy();
        noteDrop('MAX_CONNECTIONS_PER_CLIENT reached');
        return;
      }
      if (pressureHeadersMs && openConnections > limits.maxConnections / 2 && headersAwaitedFrom(key) >= cap / 2) {
        socket.destroy();
        noteDrop('MAX_CONNECTIONS_PER_CLIENT reached (awaiting headers under pressure)');
        return;
      }
      perClient.set(key, open + 1);
      socket.once('close', () => {
        const left = (perClient.get(key) ?? 1) - 1;
        if (left > 0) perClient.set(key, left);
        else perClient.delete(key);
      });
    });
  // After the per-client check: a connection it refused is not one awaiting headers.
  server.on('connection', (socket: Socket) => awaitHeaders(socket));
  // Bodies are cut at their deadline, and under pressure a slow body or slow headers get a shorter one: many
  // slow clients are cut before they fill the server.
  for (const [deadlineMs, cut] of [
    [pressureMs ?? limits.bodyTimeoutMs, cutSlowBodies],
    [pressureHeadersMs, cutSlowHeaders],
  ] as const) {
    if (!deadlineMs) continue;
    const sweep = setInterval(cut, Math.min(TIMEOUT_CHECK_INTERVAL_MS, Math.ceil(deadlineMs / PRESSURE_CHECKS_PER_DEADLINE)));
    sweep.unref();
    server.once('close', () => clearInterval(sweep));
  }
  function headersAwaitedFrom(client: string): number {
    let count = 0;
    for (const pending of awaitingHeaders.values()) if (pending.client === client) count++;
    return count;
  }
  function cutSlowHeaders() {
    if (!pressureHeadersMs) return;
    const deadlineMs = pressureHeadersMs;
    const now = performance.now();
    for (const [socket, pending] of awaitingHeaders) {
      if (socket.destroyed) {
        awaitingHeaders.delete(socket);
        continue;
      }
      if (now - pending.since < deadlineMs || !underPressure(pending.client)) continue;
      awaitingHeaders.delete(socket);
      // As Node's own headers timeout answers (408, one warning).
      logger.warn('request rejected', { status: 408, reason: 'headers deadline under pressure' });
      if (socket.writable) socket.end(rawResponse(408));
      socket.destroySoon();
    }
  }
  function underPressure(client: string): boolean {
    if (openConnections > limits.maxConnections / 2) return true;
    if (!cap) return false;
    return (perClient.get(client) ?? 0) > cap / 2 || (requestsOf.get(client) ?? 0) > cap / 2;
  }
  /** Why a body still coming is cut now, if it is: past its deadline, or too slow while the server is pressed. */
  function cutReason(request: IncomingMessage, pending: PendingBody, now: number): string | undefined {
    if (pending.upload && pending.response.headersSent) {
      // The upload is answered (refused, or stalled): what more comes of it gets the ordinary time.
      pending.upload = undefined;
      pending.since = now;
    }
    const elapsed = now - pending.since;
    const { upload } = pending;
    if (upload) {
      // Its reader refuses it at `totalMs` (408 in words); this catches a reader that stopped reading.
      if (elapsed >= upload.totalMs + limits.bodyTimeoutMs) return 'upload deadline';
      const minBytesPerS = limits.uploads?.minBytesPerS ?? 0;
      const received = request.socket.bytesRead - upload.bytesAtStart;
      if (pressureMs && elapsed >= pressureMs && underPressure(pending.client) && received < (minBytesPerS * elapsed) / 1000)
        return 'upload below the honest rate under pressure';
      return undefined;
    }
    if (elapsed >= limits.bodyTimeoutMs) return 'body timeout';
    if (pressureMs && elapsed >= pressureMs && underPressure(pending.client)) return 'body deadline under pressure';
    return undefined;
  }
  function cutSlowBodies() {
    const now = performance.now();
    for (const [request, pending] of awaitingBody) {
      const { socket } = request;
      if (request.complete || socket.destroyed) {
        awaitingBody.delete(request);
        continue;
      }
      const reason = cutReason(request, pending, now);
      if (!reason) continue;
      awaitingBody.delete(request);
      // As Node's own body timeout answers (408, one warning); the request's log line says 499.
      logger.warn('request rejected', { status: 408, reason });
      if (socket.writable && !pending.response.headersSent) socket.end(rawResponse(408));
      socket.destroySoon();
    }
  }
  return {
    server,
    drain: () => {
      draining = true;
      server.closeIdleConnections();
    },
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise<void>((resolve) => idleWaiters.push(resolve))),
  };
}
