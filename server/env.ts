import path from 'node:path';
import { z } from 'zod';
import { SITE } from '../src/config/site.ts';
import { AUTH_LIMITS } from './auth/auth-limit-rules.ts';
import { RATE_LIMIT_PER_CLIENT_MAX } from './contact/rate-limits.ts';
// The key's parser alone, not the vault's door: env.ts loads before the data directory's lock, the vault's sharp after it.
import { parseVaultKey } from './vault/vault-key.ts';

const LOG_LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;

/** An http(s) origin: scheme, host and port, nothing else. */
const origin = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).transform((u) => new URL(u).origin);

const booleanFlag = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every setting the server reads, parsed once at start. Unknown variables are ignored. */
export const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    /** Folder with the built, prerendered site. */
    STATIC_DIR: z.string().min(1).default('./dist/client'),
    /** Take the client address from X-Forwarded-For only when a trusted proxy sets it. */
    TRUST_PROXY: booleanFlag.default(false),
    /** Milliseconds to wait for in-flight requests on SIGTERM before closing anyway. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** A client must send its request headers within this many milliseconds of connecting or of its last request. */
    HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
    /** …and its body within this many milliseconds after the headers. */
    BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /**
     * …or within this many while the server is under pressure (issue 22): more than half of MAX_CONNECTIONS
     * open, or the client holding more than half of MAX_CONNECTIONS_PER_CLIENT.
     */
    PRESSURE_BODY_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
    /**
     * …and the headers within this many under the same pressure (issue 39), of connecting or of the last
     * response; a client holding half its share in connections awaiting headers gets no more meanwhile.
     */
    PRESSURE_HEADERS_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
    /**
     * An upload (a case's document, the studio's media) is refused (408) when no byte of it arrives for this
     * many milliseconds; while bytes come it is not held to BODY_TIMEOUT_MS (docs/decisions/0048-the-document-vault.md).
     */
    UPLOAD_IDLE_TIMEOUT_MS: z.coerce.number().int().positive().default(30_000),
    /**
     * …and it must be all in within BODY_TIMEOUT_MS plus its largest size at this many bytes a second (a slow
     * but honest phone line: 25 MB in about 14 minutes); under pressure, slower uploads are cut early.
     */
    UPLOAD_MIN_BYTES_PER_S: z.coerce.number().int().positive().default(32_768),
    /** An idle keep-alive connection is closed after this many milliseconds. */
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
    /** Connections beyond this many are closed at once (slow clients cannot hold every socket). */
    MAX_CONNECTIONS: z.coerce.number().int().positive().default(1_000),
    /**
     * …and beyond this many from one client (an IPv4 address, an IPv6 /64), so one cannot take them all
     * (issue 22): its connections (socket address; not with TRUST_PROXY, where every socket is the proxy's)
     * and its requests at a time (by X-Forwarded-For with TRUST_PROXY).
     */
    MAX_CONNECTIONS_PER_CLIENT: z.coerce.number().int().positive().default(50),
    /** smtp://user:pass@host:587 or smtps://…:465. Unset: leads are stored and notifications wait. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
    /** Who receives the notification of each new lead. */
    NOTIFY_EMAIL_TO: z.email('must be an e-mail address').optional(),
    /** Sender of the notification; defaults to NOTIFY_EMAIL_TO. */
    NOTIFY_EMAIL_FROM: z.email('must be an e-mail address').optional(),
    /** false only for load tests: no per-e-mail or per-address limit on POST /api/process-contact. */
    RATE_LIMIT_ENABLED: booleanFlag.default(true),
    /** Accepted contact requests per client address per 5 minutes. */
    RATE_LIMIT_PER_CLIENT_MAX: z.coerce.number().int().positive().default(RATE_LIMIT_PER_CLIENT_MAX),
    /** The site's public origin (also read at build time): links in account e-mails, passkeys, the trusted origin. */
    SITE_URL: origin.default(SITE.url),
    /** More origins allowed to send state-changing requests to the accounts APIs, comma-separated. */
    TRUSTED_ORIGINS: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      )
      .pipe(z.array(origin))
      .default([]),
    /** Signs session cookies and verification links; unset, one is generated and kept in the database. */
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /**
     * The documents' master key (ADR 0048): 32 bytes in base64 (`openssl rand -base64 32`) or hex. Unset,
     * the embedded database keeps one in DATA_DIR/documents.key; PostgreSQL without it takes no documents.
     */
    DOCUMENTS_KEY: z
      .string()
      .refine((v) => parseVaultKey(v) !== null, 'must be 32 bytes in base64 or hex (openssl rand -base64 32)')
      .optional(),
    /**
     * Tests only: a file whose ISO time is the case notices' digest clock (the real clock while it is absent or
     * empty), read at each pass, with a pass every second; so a browser walk sees the bundled e-mail without
     * waiting out the bundle window. Never set in production.
     */
    CASE_NOTICE_CLOCK_FILE: z.string().min(1).optional(),
    /**
     * Tests only: the same for scheduled publishing (ADR 0055): a publication is due once this file's ISO time
     * (the real clock while it is absent or empty) has reached its time, with a pass every second. Never set in production.
     */
    STUDIO_SCHEDULE_CLOCK_FILE: z.string().min(1).optional(),
    /** Sign-ups per client address per hour (raise only for tests that sign up many accounts from one address). */
    SIGN_UP_PER_CLIENT_MAX: z.coerce.number().int().positive().default(AUTH_LIMITS.signUpClient.max),
    /** Failed sign-ins per client address per 15 minutes. */
    SIGN_IN_PER_CLIENT_MAX: z.coerce.number().int().positive().default(AUTH_LIMITS.signInClient.max),
  })
  .superRefine((env, ctx) => {
    if (env.SMTP_URL && !env.NOTIFY_EMAIL_TO)
      ctx.addIssue({ code: 'custom', path: ['NOTIFY_EMAIL_TO'], message: 'required when SMTP_URL is set' });
  });

export type Env = z.infer<typeof EnvSchema> & { dataDir: string };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; a bad value is a clear error naming the variable, never a late crash. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new ConfigError(`Invalid configuration:\n${problems}`);
  }
  return { ...result.data, dataDir: path.resolve(result.data.DATA_DIR) };
}
