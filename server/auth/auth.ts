import { passkey } from '@better-auth/passkey';
import { betterAuth, type BetterAuthOptions } from 'better-auth';
import { APIError } from 'better-auth/api';
import { symmetricDecrypt } from 'better-auth/crypto';
import { admin } from 'better-auth/plugins/admin';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { queueAfterTransactionHook } from '@better-auth/core/context';
import { ACCOUNT_LANGS, CLIENT_KINDS, type AccountLang } from '../../src/domain/accounts/index.ts';
import type { SecondFactor } from '../../src/domain/staff/index.ts';
import { SITE } from '../../src/config/site.ts';
import { CLIENT_ROLE, STAFF_ROLE } from '../../src/domain/accounts/roles.ts';
import { COOKIE_PREFIX, SECURE_COOKIE_PREFIX, SESSION_MAX_AGE_DAYS } from '../../src/config/server-cookies.ts';
import type { Database } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { errorKind, type Logger } from '../logger.ts';
import { hashPassword, verifyPassword } from './password-hashing.ts';
import { TWO_FACTOR_LOCKOUT } from './auth-limit-rules.ts';
import { generateRecoveryCodes } from './recovery-codes.ts';
import { TOTP_OPTIONS, totpStepOf } from './totp-steps.ts';
import { z } from 'zod';

/**
 * Better Auth's error-level messages that follow a client's input it could not read (issue 39): the WebAuthn
 * library's throw on an attestation or assertion it cannot decode. A warning, not an error: nothing is wrong
 * with the server. (A database failure while the passkey is stored reads the same: every other route shows it.)
 */
const CLIENT_INPUT_FAILURES = new Set(['Failed to verify registration', 'Failed to verify authentication']);
/**
 * Sessions last 30 days from their last use (ASVS 7.3). A request renews its session (expiry and
 * `updated_at`, the "last use" the client area shows) once it is five minutes since the last renewal:
 * one UPDATE per session per five minutes at most, and "last use" right to five minutes (issue 22).
 */
export const SESSION_EXPIRES_IN_S = SESSION_MAX_AGE_DAYS * 24 * 60 * 60;
export const SESSION_UPDATE_AGE_S = 5 * 60;
/** Adding a passkey or deleting the account without a password needs a session at most this old. */
export const SESSION_FRESH_AGE_S = 15 * 60;
/** Reset links: one hour, one use (issue 10). */
export const RESET_TOKEN_EXPIRES_IN_S = 60 * 60;
/** Verification links: a day, so a sign-up finished tomorrow morning still works. */
export const VERIFICATION_TOKEN_EXPIRES_IN_S = 24 * 60 * 60;
/** Better Auth counts UTF-16 units; our policy counts code points (≤ 128), which take at most 2 units each. */
const BETTER_AUTH_MAX_PASSWORD_UNITS = 256;

export const AUTH_BASE_PATH = '/api/auth';
/** Better Auth's reset-password token in its verification table (one use; stored hashed); an invitation is one too. */
export const RESET_IDENTIFIER_PREFIX = 'reset-password:';

// Cookie names (src/config/storage.ts, which the cookies policy lists): `aurea.session_token`, and
// `__Host-aurea.session_token` over HTTPS (Secure, Path=/, no Domain).

/** Tables in snake_case, like the rest of the schema (server/db/migrations/0003_accounts.sql). */
const snake = (fields: readonly string[]) =>
  Object.fromEntries(fields.map((f) => [f, f.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)]));

export const AUTH_TABLES = {
  user: 'auth_users',
  session: 'auth_sessions',
  account: 'auth_accounts',
  verification: 'auth_verifications',
  passkey: 'auth_passkeys',
  twoFactor: 'auth_two_factors',
} as const;

/** Better Auth's endpoints that prove a second factor and open a session. */
const TOTP_PATH = '/two-factor/verify-totp';
const SECOND_FACTOR_PATHS = new Set([TOTP_PATH, '/two-factor/verify-backup-code']);

/**
 * RFC 6238 §5.2: a TOTP code is accepted once. The code's time step must be later than the last one
 * accepted for the account, and becomes it in the same statement, so two requests racing with one code
 * cannot both win. Otherwise Better Auth's own "invalid code" refusal, and no session.
 */
async function spendTotpStep(
  db: Database,
  attempt: { userId: string; code: unknown; decrypt: (data: string) => Promise<string> },
): Promise<void> {
  const q = kyselyOf(db);
  const row = await q.selectFrom('auth_two_factors').select('secret').where('user_id', '=', attempt.userId).executeTakeFirst();
  // A secret Better Auth stores as `base32:…` (one imported from elsewhere; ours are all made by its
  // `enable`) would find no step here: the sign-in is refused, never let through.
  const step =
    row && typeof attempt.code === 'string'
      ? await totpStepOf(await attempt.decrypt(row.secret), attempt.code, Date.now())
      : undefined;
  const spent =
    step !== undefined &&
    (await q
      .updateTable('auth_two_factors')
      .set({ last_totp_step: step })
      .where('user_id', '=', attempt.userId)
      .where((eb) => eb.or([eb('last_totp_step', 'is', null), eb('last_totp_step', '<', step)]))
      .returning('id')
      .executeTakeFirst());
  if (!spent) throw new APIError('UNAUTHORIZED', { code: 'INVALID_CODE', message: 'Invalid code' });
}

/** What a user carries: who they are, the language of their e-mails and pages, buyer or seller. */
export type AccountUser = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  lang: AccountLang;
  clientType: (typeof CLIENT_KINDS)[number];
  createdAt: Date;
};

/** The e-mails the accounts send; each is queued in the outbox after the transaction that caused it commits. */
export type AccountMailer = {
  verifyEmail: (user: AccountUser, token: string) => Promise<void>;
  resetPassword: (user: AccountUser, token: string) => Promise<void>;
  existingAccount: (user: AccountUser) => Promise<void>;
};

export type AuthConfig = {
  db: Database;
  /** Absolute origin of the site (SITE_URL): base of links, passkeys' relying party. */
  siteUrl: string;
  /** Further origins allowed to send state-changing requests (TRUSTED_ORIGINS). */
  trustedOrigins: readonly string[];
  secret: string;
  logger: Logger;
  mailer: AccountMailer;
  /** How passwords are hashed; argon2id (password-hashing.ts) unless a test observes it. */
  passwords?: {
    hash: (password: string) => Promise<string>;
    verify: (data: { hash: string; password: string }) => Promise<boolean>;
  };
  /** Erases what belongs to the account outside Better Auth's tables (leads, outbox, scenarios…) before it goes. */
  beforeDeleteUser: (user: AccountUser) => Promise<void>;
  /** A staff member proved the second factor and has a new session (the audit log records it, and with what). */
  onStaffSignIn?: (userId: string, factor: SecondFactor) => Promise<void>;
};

type BetterAuthUser = { id: string; name: string; email: string; emailVerified: boolean; createdAt: Date };

/** Better Auth's user with our two fields (it types only its own). */
export function accountUser(user: BetterAuthUser): AccountUser {
  const extra = user as BetterAuthUser & { lang?: unknown; clientType?: unknown };
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.emailVerified,
    createdAt: user.createdAt,
    lang: extra.lang === 'en' ? 'en' : 'es',
    clientType: extra.clientType === 'seller' ? 'seller' : 'buyer',
  };
}

/** Runs after the surrounding Better Auth transaction commits (at once outside one): the outbox never sees a rolled-back user. */
const afterCommit = (send: () => Promise<void>) => queueAfterTransactionHook(send);

function authOptions(config: AuthConfig, secure: boolean) {
  const { siteUrl } = config;
  const site = new URL(siteUrl);
  const db = kyselyOf(config.db);
  return {
    appName: SITE.name,
    baseURL: site.origin,
    basePath: AUTH_BASE_PATH,
    secret: config.secret,
    telemetry: { enabled: false },
    database: { db, type: 'postgres', transaction: true },
    logger: {
      level: 'warn',
      // Better Auth's messages may hold an address; ours are redacted by the logger.
      log: (level, message, ...args: unknown[]) =>
        level === 'error' && !CLIENT_INPUT_FAILURES.has(message)
          ? config.logger.error('auth', { message })
          : config.logger.warn('auth', { message, ...(args.length ? { reason: errorKind(args[0]) } : {}) }),
    },
    trustedOrigins: [site.origin, ...config.trustedOrigins],
    // Limits are ours, counted in the database per account and per address (server/auth/auth-limits.ts).
    rateLimit: { enabled: false },
    // Session tokens never reach the page: sessions are listed and revoked by id through /api/portal/sessions.
    disabledPaths: ['/list-sessions', '/revoke-session', '/revoke-sessions', '/update-user', '/change-email'],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 1, // the policy (src/domain/accounts) is checked before Better Auth sees the request
      maxPasswordLength: BETTER_AUTH_MAX_PASSWORD_UNITS,
      password: config.passwords ?? { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_TOKEN_EXPIRES_IN_S,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => afterCommit(() => config.mailer.resetPassword(accountUser(user), token)),
      onExistingUserSignUp: async ({ user }) => afterCommit(() => config.mailer.existingAccount(accountUser(user))),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: VERIFICATION_TOKEN_EXPIRES_IN_S,
      sendVerificationEmail: async ({ user, token }) => afterCommit(() => config.mailer.verifyEmail(accountUser(user), token)),
    },
    user: {
      modelName: AUTH_TABLES.user,
      fields: snake(['emailVerified', 'createdAt', 'updatedAt']),
      additionalFields: {
        lang: { type: 'string', required: true, input: true, defaultValue: 'es', validator: { input: z.enum(ACCOUNT_LANGS) } },
        clientType: {
          type: 'string',
          required: true,
          input: true,
          defaultValue: 'buyer',
          fieldName: 'client_type',
          validator: { input: z.enum(CLIENT_KINDS) },
        },
      },
      deleteUser: {
        enabled: true,
        beforeDelete: async (user) => config.beforeDeleteUser(accountUser(user)),
      },
    },
    session: {
      modelName: AUTH_TABLES.session,
      fields: snake(['expiresAt', 'createdAt', 'updatedAt', 'ipAddress', 'userAgent', 'userId']),
      // When the session proved a second factor: staff APIs accept no other session (server/staff).
      additionalFields: { twoFactorAt: { type: 'date', required: false, input: false, fieldName: 'two_factor_at' } },
      expiresIn: SESSION_EXPIRES_IN_S,
      updateAge: SESSION_UPDATE_AGE_S,
      freshAge: SESSION_FRESH_AGE_S,
      cookieCache: { enabled: false }, // every request reads the session row, so a revoked session ends at once
    },
    account: {
      modelName: AUTH_TABLES.account,
      fields: snake([
        'accountId',
        'providerId',
        'userId',
        'accessToken',
        'refreshToken',
        'idToken',
        'accessTokenExpiresAt',
        'refreshTokenExpiresAt',
        'createdAt',
        'updatedAt',
      ]),
      accountLinking: { enabled: false },
    },
    verification: {
      modelName: AUTH_TABLES.verification,
      fields: snake(['expiresAt', 'createdAt', 'updatedAt']),
      // Reset tokens and passkey challenges are stored as SHA-256 hashes: a copy of the database opens nothing.
      storeIdentifier: 'hashed',
    },
    advanced: {
      cookiePrefix: secure ? SECURE_COOKIE_PREFIX : COOKIE_PREFIX,
      useSecureCookies: false, // it would add `__Secure-`; the `__Host-` prefix and Secure are set here instead
      defaultCookieAttributes: { secure, httpOnly: true, sameSite: 'lax', path: '/' },
      // No IP address is stored with a session (data minimisation); limits hash the address themselves.
      ipAddress: { disableIpTracking: true },
    },
    databaseHooks: {
      session: {
        create: {
          // A session opened by a TOTP or recovery code is stamped with when.
          before: async (session, ctx) => {
            if (!ctx || !SECOND_FACTOR_PATHS.has(ctx.path)) return;
            // Better Auth found the code valid; it opens a session only if its time step is not spent yet.
            if (ctx.path === TOTP_PATH)
              await spendTotpStep(config.db, {
                userId: session.userId,
                code: (ctx.body as { code?: unknown } | undefined)?.code,
                decrypt: (data) => symmetricDecrypt({ key: ctx.context.secretConfig, data }),
              });
            // (A staff session's 12-hour end is kept by the database: migration 0007's trigger.)
            return { data: { ...session, twoFactorAt: new Date() } };
          },
          after: async (session, ctx) => {
            if (!ctx || !SECOND_FACTOR_PATHS.has(ctx.path) || !config.onStaffSignIn) return;
            const user = await ctx.context.internalAdapter.findUserById(session.userId);
            if ((user as { role?: unknown } | null)?.role === STAFF_ROLE)
              await config.onStaffSignIn(session.userId, ctx.path === TOTP_PATH ? 'totp' : 'recovery-code');
          },
        },
      },
    },
    plugins: [
      // The staff role (issue 11). Its HTTP endpoints (/admin/*) are closed (auth-routes.ts): staff are
      // invited, listed and revoked by `npm run staff`, never through the API.
      admin({
        defaultRole: CLIENT_ROLE,
        // 'staff' is none of the plugin's roles, so it holds none of its admin permissions either.
        schema: {
          user: { fields: { banReason: 'ban_reason', banExpires: 'ban_expires' } },
          session: { fields: { impersonatedBy: 'impersonated_by' } },
        },
      }),
      // TOTP with recovery codes (encrypted with the secret). Codes are checked with ±1 period of drift.
      twoFactor({
        issuer: SITE.name,
        totpOptions: TOTP_OPTIONS,
        // Recovery codes without look-alike characters (issue 22); the door reads them in any case.
        backupCodeOptions: { customBackupCodesGenerate: generateRecoveryCodes },
        accountLockout: {
          maxFailedAttempts: TWO_FACTOR_LOCKOUT.maxFailedAttempts,
          durationSeconds: TWO_FACTOR_LOCKOUT.durationS,
        },
        schema: {
          user: { fields: { twoFactorEnabled: 'two_factor_enabled' } },
          twoFactor: {
            modelName: AUTH_TABLES.twoFactor,
            fields: {
              backupCodes: 'backup_codes',
              userId: 'user_id',
              failedVerificationCount: 'failed_verification_count',
              lockedUntil: 'locked_until',
            },
          },
        },
      }),
      passkey({
        rpID: site.hostname,
        rpName: SITE.name,
        origin: site.origin,
        schema: {
          passkey: {
            modelName: AUTH_TABLES.passkey,
            fields: {
              publicKey: 'public_key',
              userId: 'user_id',
              credentialID: 'credential_id',
              deviceType: 'device_type',
              backedUp: 'backed_up',
              createdAt: 'created_at',
            },
          },
        },
      }),
    ],
  } satisfies BetterAuthOptions;
}

function createAuth(config: AuthConfig, secure: boolean) {
  return betterAuth(authOptions(config, secure));
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * Two configurations of one Better Auth over one database: cookies with `__Host-` and Secure for
 * HTTPS, and plain ones for http://localhost while developing. Sessions are rows in the database, so
 * either reads the other's and every instance of the server reads every session.
 */
export type AuthPair = { secure: Auth; local: Auth; options: (secure: boolean) => ReturnType<typeof authOptions> };

export function createAuthPair(config: AuthConfig): AuthPair {
  return { secure: createAuth(config, true), local: createAuth(config, false), options: (s) => authOptions(config, s) };
}
