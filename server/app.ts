import { Hono, type Context } from 'hono';
import { NOT_FOUND_FILES, ROUTES, langOfPath } from '../src/config/routes.ts';
import type { Database } from './db/index.ts';
import type { Logger } from './logger.ts';
import { applySecurityHeaders } from './middleware/security-headers.ts';
import { negotiateEncoding, type StaticFile } from './static-files.ts';

export type AppDeps = {
  db: Database;
  files: Map<string, StaticFile>;
  logger: Logger;
  /** True once SIGTERM arrived: /readyz answers 503 so the load balancer stops sending traffic. */
  isDraining?: () => boolean;
};

/** Canonical page path → its prerendered file (`/aviso-legal` → `/aviso-legal/index.html`). */
const PAGE_FILES = new Map<string, string>(
  Object.values(ROUTES).flatMap((paths) => Object.values(paths).map((p) => [p, `${p.replace(/\/$/, '')}/index.html`] as const)),
);

/** `/aviso-legal/` → `/aviso-legal`, `/en` → `/en/`: the other spelling of a page path, if any. */
function canonicalPagePath(pathname: string): string | undefined {
  const other = pathname.endsWith('/') ? pathname.replace(/\/+$/, '') : `${pathname}/`;
  return PAGE_FILES.has(other) ? other : undefined;
}

function serveFile(c: Context, file: StaticFile, status: 200 | 404 = 200): Response {
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Cache-Control': status === 404 ? 'no-store' : file.cacheControl,
    Vary: 'Accept-Encoding',
  });
  if (status === 200) {
    headers.set('ETag', file.etag);
    const ifNoneMatch = c.req.header('if-none-match');
    if (ifNoneMatch && ifNoneMatch.split(/\s*,\s*/).includes(file.etag)) return new Response(null, { status: 304, headers });
  }
  if (status === 200 && !file.br && !file.gzip) {
    // Byte ranges for uncompressed files: Safari plays video only through 206 responses.
    headers.set('Accept-Ranges', 'bytes');
    const range = parseRange(c.req.header('range'), file.body.length, c.req.header('if-range'), file.etag);
    if (range === 'unsatisfiable') {
      headers.set('Content-Range', `bytes */${file.body.length}`);
      return new Response(null, { status: 416, headers });
    }
    if (range) {
      const part = file.body.subarray(range.start, range.end + 1);
      headers.set('Content-Range', `bytes ${range.start}-${range.end}/${file.body.length}`);
      headers.set('Content-Length', String(part.length));
      return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(part), { status: 206, headers });
    }
  }
  const { body, encoding } = negotiateEncoding(file, c.req.header('accept-encoding'));
  if (encoding) headers.set('Content-Encoding', encoding);
  headers.set('Content-Length', String(body.length));
  return new Response(c.req.method === 'HEAD' ? null : new Uint8Array(body), { status, headers });
}

/**
 * One `bytes=start-end`, `bytes=start-` or `bytes=-suffix` range (what media elements send).
 * Multiple ranges, a stale If-Range or a malformed header fall back to the whole file (RFC 9110).
 */
export function parseRange(
  header: string | undefined,
  size: number,
  ifRange?: string,
  etag?: string,
): { start: number; end: number } | 'unsatisfiable' | null {
  if (!header || (ifRange && ifRange !== etag)) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}

export function createApp(deps: AppDeps): Hono {
  const { db, files, logger } = deps;
  const app = new Hono();

  // One log line per request: method, path (never the query string), status, duration. No IPs, no bodies.
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    logger.info('request', {
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    });
  });

  // Security headers on every response, error responses included (set after the handler ran).
  app.use(async (c, next) => {
    await next();
    try {
      applySecurityHeaders(c.res.headers);
    } catch {
      c.res = new Response(c.res.body, c.res); // immutable headers: copy once
      applySecurityHeaders(c.res.headers);
    }
  });

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (deps.isDraining?.()) return c.json({ status: 'draining' }, 503);
    try {
      await db.query('SELECT 1');
      return c.json({ status: 'ready', database: db.kind });
    } catch {
      return c.json({ status: 'database unavailable' }, 503);
    }
  });

  app.on(['GET', 'HEAD'], '*', (c, next) => {
    const pathname = c.req.path;
    const page = PAGE_FILES.get(pathname);
    if (page) {
      const file = files.get(page);
      if (file) return serveFile(c, file);
    }
    const canonical = canonicalPagePath(pathname);
    if (canonical) return c.redirect(canonical, 301);
    const file = !pathname.endsWith('.html') ? files.get(pathname) : undefined;
    if (file) return serveFile(c, file);
    return next();
  });

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return c.json({ error: { code: 'not_found', message: 'Not found' } }, 404);
    const file = files.get(NOT_FOUND_FILES[langOfPath(c.req.path)]);
    return file ? serveFile(c, file, 404) : c.text('Not found', 404);
  });

  app.onError((error, c) => {
    logger.error('unhandled error', { path: c.req.path, error: error instanceof Error ? error.name : 'unknown' });
    return c.json({ error: { code: 'internal', message: 'An unexpected error occurred' } }, 500);
  });

  return app;
}
