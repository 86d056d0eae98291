import { createNoticeWorker } from '../../server/cases/notice-worker.ts';
import { createApp, type AppDeps } from '../../server/app.ts';
import { createAccounts, type AccountsConfig } from '../../server/accounts.ts';
import { AUTH_LIMITS, type AuthLimits } from '../../server/auth/auth-limit-rules.ts';
import { leadNotifications } from '../../server/contact/notification-email.ts';
import { createOutboxWorker, type Mailer } from '../../server/email/outbox-worker.ts';
import type { Database } from '../../server/db/index.ts';
import { createLogger, type Logger } from '../../server/logger.ts';
import { hashPassword, verifyPassword } from '../../server/auth/password-hashing.ts';

export const TEST_SITE_URL = 'http://localhost';
export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';
/** A password that passes the policy. */
export const GOOD_PASSWORD = 'cipreses junto al Retiro 1987';

export type Clock = { now: () => Date; advance: (ms: number) => void };

/** A clock tests move by hand, starting now (Better Auth reads the real clock for expiries). */
export function realClock(): Clock {
  let offset = 0;
  return { now: () => new Date(Date.now() + offset), advance: (ms) => (offset += ms) };
}

/** The real app with accounts on a database, and an outbox worker sending to `mailer`. */
export function accountsApp(
  db: Database,
  options: {
    mailer?: Mailer;
    now?: () => Date;
    limits?: Partial<AuthLimits>;
    trustProxy?: boolean;
    siteUrl?: string;
    /** Where the app's log lines go (silent by default). */
    logger?: Logger;
    passwords?: AccountsConfig['passwords'];
    /** The document vault (ADR 0048), for the rooms that keep documents; none by default. */
    vault?: AccountsConfig['vault'];
    /** The site's files, the published content's refresh and the pages' style hashes (`servePublishedSite`); none by default. */
    content?: Pick<AppDeps, 'files' | 'refreshContent' | 'styleSources'> & {
      renderPreview?: AccountsConfig['renderContentPreview'];
    };
  } = {},
) {
  const now = options.now ?? (() => new Date());
  const logger = options.logger ?? createLogger('silent');
  const worker = createOutboxWorker({ db, leadNotifications: leadNotifications(db), mailer: options.mailer, logger, now });
  const accounts = createAccounts({
    db,
    logger,
    siteUrl: options.siteUrl ?? TEST_SITE_URL,
    secret: TEST_SECRET,
    now,
    limits: { ...AUTH_LIMITS, ...options.limits },
    passwords: options.passwords,
    vault: options.vault,
    onContentPublished: options.content?.refreshContent,
    renderContentPreview: options.content?.renderPreview,
  });
  const app = createApp({ db, files: new Map(), ...options.content, logger, now, accounts, trustProxy: options.trustProxy });
  const notices = createNoticeWorker({ db, siteUrl: options.siteUrl ?? TEST_SITE_URL, now, logger });
  return { app, worker, accounts, notices };
}

type Fetcher = { request: (input: string, init?: RequestInit) => Response | Promise<Response> };

/**
 * A browser-like client for the in-process app: keeps cookies as a browser would (name → value,
 * dropped when expired with Max-Age=0) and sends the site's Origin on every state-changing request.
 */
export function browser(app: Fetcher, options: { origin?: string; base?: string; headers?: Record<string, string> } = {}) {
  const jar = new Map<string, string>();
  const base = options.base ?? TEST_SITE_URL;
  const origin = options.origin ?? base;
  const last: { setCookies: string[] } = { setCookies: [] };

  async function send(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const h: Record<string, string> = { ...options.headers, ...headers };
    if (method !== 'GET' && method !== 'HEAD') h.Origin ??= origin;
    if (body !== undefined) h['Content-Type'] ??= body instanceof Uint8Array ? 'application/octet-stream' : 'application/json';
    if (jar.size > 0) h.Cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await app.request(`${base}${path}`, {
      method,
      headers: h,
      body:
        body === undefined
          ? undefined
          : typeof body === 'string'
            ? body
            : body instanceof Uint8Array
              ? new Uint8Array(body) // an upload's bytes, as they are
              : JSON.stringify(body),
      redirect: 'manual',
    });
    last.setCookies = response.headers.getSetCookie();
    for (const cookie of last.setCookies) {
      const [pair = '', ...attributes] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }

  return {
    jar,
    last,
    get: (path: string, headers?: Record<string, string>) => send('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) => send('POST', path, body ?? {}, headers),
    /** A POST with no body at all (a route that reads none refuses one). */
    postEmpty: (path: string) => send('POST', path),
    put: (path: string, body: unknown, headers?: Record<string, string>) => send('PUT', path, body, headers),
    patch: (path: string, body: unknown) => send('PATCH', path, body),
    delete: (path: string) => send('DELETE', path),
  };
}

export type Browser = ReturnType<typeof browser>;

/** The link in an e-mail's body that starts with `prefix`. */
export function linkIn(body: string, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s]*`).exec(body);
  if (!match) throw new Error(`No link starting with ${prefix} in:\n${body}`);
  return match[0];
}

/** The real argon2id hashing, counted: proves both paths of a request do the same expensive work. */
export function countedPasswords() {
  const counts = { hash: 0, verify: 0 };
  return {
    counts,
    passwords: {
      hash: (password: string) => {
        counts.hash++;
        return hashPassword(password);
      },
      verify: (data: { hash: string; password: string }) => {
        counts.verify++;
        return verifyPassword(data);
      },
    },
    reset: () => {
      counts.hash = 0;
      counts.verify = 0;
    },
  };
}
