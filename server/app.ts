import { Hono, type Context } from 'hono';
import { ACCOUNTS_MESSAGES } from '../src/i18n/accounts.ts';
import type { MessageKey } from '../src/i18n/messages.ts';
import { translate } from '../src/i18n/translate.ts';
import { NOT_FOUND_FILES, NO_STORE_PATHS, ROUTES, langOfPath, resolvePath, spellQuery } from '../src/config/routes.ts';
import type { Accounts } from './accounts.ts';
import type { Database } from './db/index.ts';
import { pingDatabase } from './db/statements.ts';
import { errorKind, type Logger } from './logger.ts';
import { apiError, type ApiFamily } from './http/api-error.ts';
import { parseRange } from './http/byte-range.ts';
import { applySecurityHeaders, contentSecurityPolicy } from './http/security-headers.ts';
import type { RateLimits } from './contact/rate-limits.ts';
import { MESSAGES, type LangVariables } from './http/request-lang.ts';
import { contactRoutes } from './contact/contact-routes.ts';
import { contactFormPostRoutes } from './contact/contact-form-post.ts';
import type { FramePage } from '../src/app/entry-server.tsx';
import { CONTENT_MEDIA_ROUTE, contentMediaHandler } from './studio/media-routes.ts';
import { PUBLISHED_PREFIX, negotiateEncoding, type StaticFile } from './site/static-files.ts';
import type { RenderWithQuery } from './studio/published-site.ts';
import { CALCULATOR_ROUTES } from '../src/config/calculators.ts';

export type AppDeps = {
  db: Database;
  /** The site's files by path: the pages of the published version over the build's files (main.ts). */
  files: Pick<Map<string, StaticFile>, 'get'>;
  /**
   * Renders the newest published version if this instance has not yet (ADR 0036): asked when a content
   * file is missing, as when a page from another instance that already serves a new version names it.
   */
  refreshContent?: () => Promise<void>;
  /**
   * A calculator's page rendered for its address's query (the scenario's result, or what each field lacks,
   * ADR 0052); absent, such an address gets the prerendered page and the browser fills it.
   */
  renderWithQuery?: RenderWithQuery;
  /** A page of the server's own in the site's frame (the answers to forms sent without scripts, ADR 0057). */
  framedPage?: FramePage;
  logger: Logger;
  /** True once SIGTERM arrived: /readyz answers 503 so the load balancer stops sending traffic. */
  isDraining?: () => boolean;
  /** The clock (injectable so tests can move time instead of sleeping). */
  now?: () => Date;
  rateLimits?: RateLimits;
  /** Take the client address from X-Forwarded-For (TRUST_PROXY). */
  trustProxy?: boolean;
  /** Called after a lead is committed: wakes the notification worker. */
  onLeadStored?: (id: string) => void;
  /** Accounts and the private area (`/api/auth/*`, `/api/portal/*`); absent, those paths do not exist. */
  accounts?: Accounts;
  /**
   * The CSP `style-src` hashes of the stylesheet every page carries inline (`servePublishedSite` reads
   * them from the built page template); absent, the policy allows no inline style.
   */
  styleSources?: readonly string[];
};

/** Canonical page path → its prerendered file (`/aviso-legal` → `/aviso-legal/index.html`). */
export const PAGE_FILES = new Map<string, string>(
  Object.values(ROUTES).flatMap((paths) => Object.values(paths).map((p) => [p, `${p.replace(/\/$/, '')}/index.html`] as const)),
);

/**
 * The prerendered files of the account pages and the private area: shells without personal data, yet
 * nothing about them belongs in a cache (the route table's `cacheable: false`).
 */
export const NO_STORE_PAGE_FILES: ReadonlySet<string> = new Set([...NO_STORE_PATHS].map((path) => PAGE_FILES.get(path)!));

/** `/aviso-legal/` → `/aviso-legal`, `/en` → `/en/`: the other spelling of a page path, if any. */
function canonicalPagePath(pathname: string): string | undefined {
  const other = pathname.endsWith('/') ? pathname.replace(/\/+$/, '') : `${pathname}/`;
  return PAGE_FILES.has(other) ? other : undefined;
}

/** The pages whose address's query the server renders: each calculator's own (ADR 0052). */
const SCENARIO_ROUTE_IDS: ReadonlySet<string> = new Set(Object.values(CALCULATOR_ROUTES));

/** A content file's name (`contentFileFor`): only such a miss makes the instance look for a newer version. */
const CONTENT_FILE = new RegExp(`^${PUBLISHED_PREFIX}[0-9a-f]{20}\\.json$`);

/** Not a standard status: what the log says when the client went away before its request was read. */
export const CLIENT_CLOSED_REQUEST = 499;

/** Cache-Control of every API answer: personal data and one-time results are never stored by a cache. */
export const API_CACHE_CONTROL = 'no-store';

/** The text of the unexpected-error answer, in every language. */
const INTERNAL_ERROR_KEY = 'common.errorBoundary.body' satisfies MessageKey;

/** What any API path may answer: nothing there, or an error nobody expected. */
const SITE_FAMILY: ApiFamily<'notFound' | 'internal'> = {
  texts: (lang) => ({
    notFound: ACCOUNTS_MESSAGES[lang].errors.notFound,
    internal: translate(MESSAGES[lang], INTERNAL_ERROR_KEY),
  }),
};

/** `W/"x"` and `"x"` are the same entity tag under the weak comparison RFC 9110 asks of If-None-Match. */
const opaqueTag = (tag: string) => tag.trim().replace(/^W\//, '');

/** If-None-Match (RFC 9110 §13.1.2): `*` matches any current representation; tags compare weakly. */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => opaqueTag(tag) === opaqueTag(etag));
}

/** Percent-decodes a path (repeatedly: `%2540` is `%40` is `@`) so the log redaction sees what it means. */
export function decodedPath(pathname: string): string {
  let current = pathname;
  for (let round = 0; round < 3; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

function serveFile(c: Context, file: StaticFile, status: 200 | 404 = 200, noStore = false): Response {
  const headers = new Headers({
    'Content-Type': file.contentType,
    'Cache-Control': status === 404 || noStore ? 'no-store' : file.cacheControl,
    Vary: 'Accept-Encoding',
  });
  if (status === 200) {
    headers.set('ETag', file.etag);
    if (ifNoneMatchHits(c.req.header('if-none-match'), file.etag)) return new Response(null, { status: 304, headers });
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
 * A path segment that reads as a secret (issue 39): long, of a token's alphabet, base64url and its padding,
 * dots and tildes included, so a JWT (three base64url parts joined by dots, whose payload can hold an address)
 * is one. What is long but no secret stays readable: a page's words (`plusvalia-municipal`), a file named by
 * its hash (`<sha256>.avif`, `calculators-Dk3s9Q_x.js`), a request's id (a UUID).
 */
const TOKEN_ALPHABET = /^[\w\-.~+=]{20,}$/;
/** Lower-case words (or numbers after the first) joined by hyphens: a slug of the route table. */
const SLUG_SEGMENT = /^[a-z]+(?:-(?:[a-z]+|\d+))*$/;
/** One name and one short extension: a file of the site or of the studio. */
const FILE_SEGMENT = /^[\w-]+\.[a-z\d]{1,5}$/i;
/** Request ids are UUIDs: they name a row staff may open, not a secret, and help read the log. */
const UUID_SEGMENT = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;
/** Segments after these carry a link's token (Better Auth's `GET /reset-password/:token`, old e-mails). */
const TOKEN_PARENTS = new Set(['reset-password', 'verify-email', 'callback']);

const tokenShaped = (segment: string) =>
  TOKEN_ALPHABET.test(segment) && !SLUG_SEGMENT.test(segment) && !FILE_SEGMENT.test(segment) && !UUID_SEGMENT.test(segment);

/**
 * The path as the log writes it: decoded (so addresses are redacted), with tokens replaced (issues 22 and
 * 39). Only the path: a query string is never logged (it may carry a link's token or an address).
 */
export function loggedPath(pathname: string): string {
  const path = pathname.split('?')[0]!;
  const segments = decodedPath(path).split('/');
  return segments
    .map((segment, i) =>
      segment !== '' && (tokenShaped(segment) || (TOKEN_PARENTS.has(segments[i - 1] ?? '') && !UUID_SEGMENT.test(segment)))
        ? '[token]'
        : segment,
    )
    .join('/');
}

export function createApp(deps: AppDeps): Hono<LangVariables> {
  const { db, files, logger } = deps;
  const app = new Hono<LangVariables>();

  // One log line per request: method, path (decoded, tokens replaced, never the query string), status,
  // duration. No IPs, no bodies; the logger redacts e-mail addresses. A client that went away is a warning, not an error.
  app.use(async (c, next) => {
    const started = performance.now();
    await next();
    // The client went away before its request was read (an aborted upload, a timeout): what we made of a
    // truncated body is beside the point.
    if (c.req.raw.signal.aborted) c.res = new Response(null, { status: CLIENT_CLOSED_REQUEST });
    const fields = {
      method: c.req.method,
      path: loggedPath(c.req.path),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (c.res.status === CLIENT_CLOSED_REQUEST) logger.warn('request', fields);
    else logger.info('request', fields);
  });

  // Security headers on every response, error responses included (set after the handler ran); a page's
  // CSP also allows the pages' inline stylesheet.
  const policy = contentSecurityPolicy(deps.styleSources);
  app.use(async (c, next) => {
    await next();
    try {
      applySecurityHeaders(c.res.headers, policy);
    } catch {
      c.res = new Response(c.res.body, c.res); // immutable headers: copy once
      applySecurityHeaders(c.res.headers, policy);
    }
  });

  const noStore = async (c: Context, next: () => Promise<void>) => {
    await next();
    // A handler may say more (a document's `private, no-store`), never less.
    if (!/(^|,)\s*no-store\s*(,|$)/.test(c.res.headers.get('Cache-Control') ?? ''))
      c.res.headers.set('Cache-Control', API_CACHE_CONTROL);
  };
  for (const dynamicPath of ['/api/*', '/healthz', '/readyz']) app.use(dynamicPath, noStore);

  const contactDeps = {
    db,
    now: deps.now ?? (() => new Date()),
    rateLimits: deps.rateLimits,
    trustProxy: deps.trustProxy,
    onLeadStored: deps.onLeadStored,
    ...deps.accounts?.requestOwnership(deps.trustProxy ?? false),
  };
  app.route('/', contactRoutes(contactDeps));
  // The same requests sent as plain forms, before or without scripts (ADR 0032), answered with a page.
  app.route(
    '/',
    contactFormPostRoutes({
      ...contactDeps,
      pageHtml: (lang) => files.get(PAGE_FILES.get(ROUTES.home[lang])!)?.body.toString('utf8'),
      framedPage: deps.framedPage,
    }),
  );

  deps.accounts?.mount(app, {
    trustProxy: deps.trustProxy ?? false,
    contact: { rateLimits: deps.rateLimits, onLeadStored: deps.onLeadStored },
  });

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    if (deps.isDraining?.()) return c.json({ status: 'draining' }, 503);
    try {
      await pingDatabase(db);
      await db.durable(); // rejects for good once a WAL sync failed: take this instance out of rotation
      return c.json({ status: 'ready', database: db.kind });
    } catch {
      return c.json({ status: 'database unavailable' }, 503);
    }
  });

  // The studio's images, from the database (ADR 0036).
  app.on(['GET', 'HEAD'], CONTENT_MEDIA_ROUTE, contentMediaHandler(db, deps.accounts?.staffRequests(deps.trustProxy ?? false)));

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const pathname = c.req.path;
    const page = PAGE_FILES.get(pathname);
    if (page) {
      // A query key in the other language's spelling (an English workspace link sent before issue 22,
      // `?invitacion=`): permanently to this language's.
      const { id, lang } = resolvePath(pathname);
      const query = new URL(c.req.url).search;
      const spelled = query ? spellQuery(id, query, lang) : undefined;
      if (spelled?.respelled) return c.redirect(`${pathname}?${spelled.params}`, 301);
      // A calculator's scenario is rendered for its query, never cached: its prerendered twin stays the query-less page's.
      if (query && SCENARIO_ROUTE_IDS.has(id) && deps.renderWithQuery) {
        const rendered = await deps.renderWithQuery(pathname, query);
        if (rendered) return serveFile(c, rendered, 200, true);
      }
      const file = files.get(page);
      if (file) return serveFile(c, file, 200, NO_STORE_PAGE_FILES.has(page));
    }
    const canonical = canonicalPagePath(pathname);
    if (canonical) return c.redirect(canonical, 301);
    const file = !pathname.endsWith('.html') ? files.get(pathname) : undefined;
    if (file) return serveFile(c, file);
    if (CONTENT_FILE.test(pathname) && deps.refreshContent) {
      await deps.refreshContent();
      const rendered = files.get(pathname);
      if (rendered) return serveFile(c, rendered);
    }
    return next();
  });

  app.notFound((c) => {
    if (c.req.path.startsWith('/api/')) return apiError(c, SITE_FAMILY, 404, 'notFound');
    const file = files.get(NOT_FOUND_FILES[langOfPath(c.req.path)]);
    return file ? serveFile(c, file, 404) : c.text('Not found', 404);
  });

  app.onError((error, c) => {
    // The client closed the connection mid-request (an aborted upload): nothing to answer, nothing broken.
    if (c.req.raw.signal.aborted) return new Response(null, { status: CLIENT_CLOSED_REQUEST });
    logger.error('unhandled error', { path: loggedPath(c.req.path), error: errorKind(error) });
    return apiError(c, SITE_FAMILY, 500, 'internal');
  });

  return app;
}
