import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import {
  ChangePasswordBodySchema,
  DeleteAccountBodySchema,
  EmptyBodySchema,
  ForgotPasswordBodySchema,
  PasskeyAuthenticationBodySchema,
  PasskeyDeleteBodySchema,
  PasskeyOptionsQuerySchema,
  PasskeyRegistrationBodySchema,
  PasskeyRenameBodySchema,
  RecoveryCodeBodySchema,
  ResetPasswordBodySchema,
  ResetTokenBodySchema,
  SignInBodySchema,
  SignUpBodySchema,
  TotpBodySchema,
  TwoFactorEnableBodySchema,
  VerifyEmailQuerySchema,
  checkPassword,
  isAccountErrorCode,
  passwordContextWords,
  sameOriginPath,
  type AccountErrorCode,
  type ResetTokenAnswer,
} from '../../src/domain/accounts/index.ts';
import { pathFor } from '../../src/config/routes.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import type { Database } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { answerLang, apiErrorBody } from '../http/api-error.ts';
import { clientAddress } from '../http/client-address.ts';
import type { AccountEmails } from './account-emails.ts';
import { AUTH_BASE_PATH, RESET_IDENTIFIER_PREFIX, type AuthPair } from './auth.ts';
import { TWO_FACTOR_LOCKOUT } from './auth-limit-rules.ts';
import type { AuthLimiter, LimitCheck } from './auth-limits.ts';
import type { EqualWork } from './equal-work.ts';
import { isCommonPassword } from './common-passwords.ts';
import { SITE_NAMES, passwordScorer } from './password-strength.ts';
import { ACCOUNTS_FAMILY, accountError, accountsDoor, originGuard, wantsSecureCookies } from './http.ts';
import { accountExists, loadAccountUser } from './users.ts';
import { STAFF_ROLE } from '../../src/domain/accounts/roles.ts';

/** Account requests are small; this is far above any valid one (a 128-character password is at most 512 bytes). */
export const AUTH_BODY_MAX_BYTES = 16 * 1024;

type Body = Record<string, unknown>;

/**
 * The Better Auth endpoints the site uses, each behind the door: its query or body schema (the page
 * validates with the same), and for some the password list and the database-counted limits. Better
 * Auth is sent only what the schema parsed; every other path under /api/auth is not offered (404).
 * `counts` says which outcomes keep their reservation: sign-in keeps only failures, the others keep
 * every attempt.
 */
type Endpoint =
  | {
      method: 'GET';
      query: z.ZodType;
      /**
       * The query field naming where Better Auth's answer redirects (issue 39): kept only as a path of the
       * site, else the home of the request's language.
       */
      redirectTarget?: string;
    }
  | {
      method: 'POST';
      body: z.ZodType;
      /**
       * The field holding a new password, checked against the list of common passwords and the strength
       * estimator, with the words of its account: the body's (sign-up), the link's (reset, invitation) or
       * the session's (change).
       */
      newPassword?: string;
      limits?: (body: Body, client: string) => LimitCheck[];
      /**
       * The field holding the signed-in account's password, when sent: the check counts under the
       * sign-in limits of that account and address (issue 22), and only a wrong password keeps its count.
       */
      sessionPassword?: string;
      counts?: (status: number) => boolean;
      /** Changes the body before Better Auth sees it. */
      rewrite?: (body: Body) => Body;
      /**
       * Equal work (issue 22): when the body's address has an account (`known`) or has none (`unknown`),
       * Better Auth does less than in the other case, and this does the rest, so the time of the answer
       * does not tell which.
       */
      equalWork?: { when: 'known' | 'unknown'; work: (w: EqualWork) => Promise<void> };
    };

const NO_QUERY = EmptyBodySchema;

export const AUTH_ENDPOINTS: Record<string, Endpoint> = {
  '/sign-up/email': {
    method: 'POST',
    body: SignUpBodySchema,
    newPassword: 'password',
    limits: (b, client) => [
      { name: 'signUpClient', key: client },
      { name: 'signUpEmail', key: String(b.email) },
    ],
    counts: (status) => status < 400,
    // An existing address gets a notice instead of a new account: the user and credential rows are written and undone.
    equalWork: { when: 'known', work: (w) => w.newAccount() },
  },
  '/verify-email': { method: 'GET', query: VerifyEmailQuerySchema, redirectTarget: 'callbackURL' },
  '/send-verification-email': {
    method: 'POST',
    body: ForgotPasswordBodySchema,
    limits: (b) => [{ name: 'verificationEmail', key: String(b.email) }],
  },
  '/sign-in/email': {
    method: 'POST',
    body: SignInBodySchema,
    limits: (b, client) => [
      { name: 'signInAccount', key: String(b.email) },
      { name: 'signInClient', key: client },
    ],
    // 401: wrong password. 403: right password, e-mail not verified — the link is sent again, so it counts too.
    counts: (status) => status === 401 || status === 403,
  },
  '/get-session': { method: 'GET', query: NO_QUERY },
  '/sign-out': { method: 'POST', body: EmptyBodySchema },
  '/request-password-reset': {
    method: 'POST',
    body: ForgotPasswordBodySchema,
    limits: (b, client) => [
      { name: 'resetEmail', key: String(b.email) },
      { name: 'resetClient', key: client },
    ],
    // An unknown address gets no link: rows like the link's and its e-mail's are written, expired at once.
    equalWork: { when: 'unknown', work: (w) => w.resetLink() },
  },
  '/reset-password': { method: 'POST', body: ResetPasswordBodySchema, newPassword: 'newPassword' },
  // Every other session ends when the password changes (issue 10), whatever the page asks.
  '/change-password': {
    method: 'POST',
    body: ChangePasswordBodySchema,
    newPassword: 'newPassword',
    rewrite: (b) => ({ ...b, revokeOtherSessions: true }),
    sessionPassword: 'currentPassword',
  },
  '/delete-user': { method: 'POST', body: DeleteAccountBodySchema, sessionPassword: 'password' },
  '/passkey/generate-register-options': { method: 'GET', query: PasskeyOptionsQuerySchema },
  '/passkey/verify-registration': { method: 'POST', body: PasskeyRegistrationBodySchema },
  '/passkey/generate-authenticate-options': { method: 'GET', query: NO_QUERY },
  '/passkey/verify-authentication': { method: 'POST', body: PasskeyAuthenticationBodySchema },
  '/passkey/list-user-passkeys': { method: 'GET', query: NO_QUERY },
  '/passkey/update-passkey': { method: 'POST', body: PasskeyRenameBodySchema },
  '/passkey/delete-passkey': { method: 'POST', body: PasskeyDeleteBodySchema },
  // Two-factor (staff sign-in, issue 11).
  '/two-factor/enable': { method: 'POST', body: TwoFactorEnableBodySchema, sessionPassword: 'password' },
  '/two-factor/verify-totp': { method: 'POST', body: TotpBodySchema },
  '/two-factor/verify-backup-code': { method: 'POST', body: RecoveryCodeBodySchema },
};

/** Better Auth's error codes → ours (the texts of src/i18n/{es,en}/accounts.ts). */
const BETTER_AUTH_CODES: Record<string, AccountErrorCode> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalidCredentials',
  EMAIL_NOT_VERIFIED: 'emailNotVerified',
  INVALID_PASSWORD: 'currentPasswordIncorrect',
  CREDENTIAL_ACCOUNT_NOT_FOUND: 'currentPasswordIncorrect',
  PASSWORD_TOO_SHORT: 'passwordTooShort',
  PASSWORD_TOO_LONG: 'passwordTooLong',
  INVALID_TOKEN: 'invalidToken',
  TOKEN_EXPIRED: 'invalidToken',
  INVALID_EMAIL: 'emailInvalid',
  FAILED_TO_CREATE_USER: 'signUpFailed',
  USER_ALREADY_EXISTS: 'signUpFailed',
  SESSION_EXPIRED: 'sessionNotFresh',
  SESSION_NOT_FRESH: 'sessionNotFresh',
  UNAUTHORIZED: 'sessionRequired',
  INVALID_ORIGIN: 'forbiddenOrigin',
  MISSING_OR_NULL_ORIGIN: 'forbiddenOrigin',
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: 'forbiddenOrigin',
  INVALID_CALLBACK_URL: 'forbiddenOrigin',
  INVALID_REDIRECT_URL: 'forbiddenOrigin',
  VALIDATION_ERROR: 'validation',
  NOT_FOUND: 'notFound',
  // Two-factor (staff sign-in, issue 11).
  INVALID_CODE: 'twoFactorCodeInvalid',
  INVALID_BACKUP_CODE: 'twoFactorCodeInvalid',
  INVALID_TWO_FACTOR_COOKIE: 'twoFactorExpired',
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: 'twoFactorExpired',
  ACCOUNT_TEMPORARILY_LOCKED: 'tooManyAttempts',
  TOTP_ALREADY_ENABLED: 'twoFactorAlreadyEnabled',
};

/** Better Auth's codes it answers with a 500 when the client's input, not the server, failed (issue 39). */
const CLIENT_INPUT_CODES = new Set(['FAILED_TO_VERIFY_REGISTRATION', 'AUTHENTICATION_FAILED']);

function translateStatus(status: number, code: string | undefined): AccountErrorCode {
  if (code && BETTER_AUTH_CODES[code]) return BETTER_AUTH_CODES[code];
  if (code && /PASSKEY|CHALLENGE|AUTHENTICAT|REGISTRATION/.test(code)) return 'passkeyFailed';
  if (status === 401) return 'sessionRequired';
  if (status === 403) return 'forbiddenOrigin';
  if (status === 404) return 'notFound';
  if (status === 429) return 'tooManyAttempts';
  if (status >= 500) return 'internal';
  return 'validation';
}

/** Better Auth's admin plugin's user fields (server/auth/auth.ts). */
const ADMIN_USER_FIELDS = ['role', 'banned', 'banReason', 'banExpires'];

/** Better Auth's answer without session tokens, its error (if any) with our code in the request's language. */
async function localise(response: Response, lang: Lang, siteOrigin: string): Promise<Response> {
  const headers = new Headers(response.headers);
  // Whatever led Better Auth to a redirect, it stays on the site and names a path alone (issue 39).
  const location = headers.get('location');
  if (location !== null) headers.set('location', sameOriginPath(location, siteOrigin) ?? pathFor('home', lang));
  if (!headers.get('content-type')?.includes('application/json'))
    return new Response(response.body, { status: response.status, headers });
  headers.delete('content-length');
  if (response.status < 400) {
    // The session token lives in the HttpOnly cookie only: page scripts never see it.
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (body && typeof body === 'object') {
      delete body.token;
      // The admin plugin's fields stay on the server: a new account gets its role from a database hook,
      // the synthetic user of a taken address would not, and the difference would reveal the address.
      if (body.user && typeof body.user === 'object')
        for (const field of ADMIN_USER_FIELDS) delete (body.user as Record<string, unknown>)[field];
      if (body.session && typeof body.session === 'object') delete (body.session as Record<string, unknown>).token;
    }
    return new Response(JSON.stringify(body), { status: response.status, headers });
  }
  // Better Auth's one 429 (our limiter sends its own, with Retry-After) is its second-factor lock: the page
  // says how long to wait, at most the lock's duration (the lock's own end is on a row this answer cannot name).
  if (response.status === 429 && !headers.has('Retry-After')) headers.set('Retry-After', String(TWO_FACTOR_LOCKOUT.durationS));
  const original = (await response.json().catch(() => ({}))) as { code?: string };
  const code = isAccountErrorCode(original.code) ? original.code : translateStatus(response.status, original.code);
  // The library's 500 for a ceremony answer it could not decode is the client's (see CLIENT_INPUT_FAILURES).
  const status = response.status >= 500 && original.code && CLIENT_INPUT_CODES.has(original.code) ? 400 : response.status;
  return new Response(JSON.stringify(apiErrorBody(ACCOUNTS_FAMILY, lang, code)), { status, headers });
}

/** Better Auth's answer to a wrong password of a signed-in account (change-password, two-factor, delete-user). */
async function isWrongPassword(response: Response): Promise<boolean> {
  if (response.status !== 400) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { code?: unknown } | null;
  return body?.code === 'INVALID_PASSWORD' || body?.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND';
}

export type AuthRoutesDeps = {
  db: Database;
  /** SITE_URL: the one origin a redirect may lead to. */
  siteUrl: string;
  auth: AuthPair;
  limiter: AuthLimiter;
  emails: AccountEmails;
  equalWork: EqualWork;
  trustedOrigins: ReadonlySet<string>;
  now: () => Date;
  trustProxy: boolean;
};

/** The Better Auth instance whose cookies suit this request (see auth.ts, AuthPair). */
export function authFor(auth: AuthPair, c: Context, trustProxy: boolean) {
  return wantsSecureCookies(c, trustProxy) ? auth.secure : auth.local;
}

/** `/api/auth/*`: the endpoints of AUTH_ENDPOINTS, Better Auth behind the site's own door, list and limits. */
export function authRoutes(deps: AuthRoutesDeps): Hono {
  const routes = new Hono();
  const base = AUTH_BASE_PATH;
  const siteOrigin = new URL(deps.siteUrl).origin;
  routes.use(`${base}/*`, originGuard(deps.trustedOrigins));
  routes.use(`${base}/*`, accountsDoor.bodyLimit(AUTH_BODY_MAX_BYTES));
  routes.use(`${base}/*`, accountsDoor.url());

  // A new passkey is announced to the account's address, so a passkey added by someone else is noticed.
  routes.use(`${base}/passkey/verify-registration`, async (c, next) => {
    await next();
    if (c.req.method !== 'POST' || c.res.status !== 200) return;
    const passkey = (await c.res
      .clone()
      .json()
      .catch(() => null)) as { userId?: string; name?: string | null } | null;
    const user = passkey?.userId ? await loadAccountUser(deps.db, passkey.userId) : undefined;
    if (user) await deps.emails.passkeyAdded(user, passkey?.name ?? null);
  });

  /** The signed-in account (its e-mail is the sign-in limits' key), if the request carries a session. */
  async function sessionUser(c: Context): Promise<{ email: string; name: string } | undefined> {
    const session = await authFor(deps.auth, c, deps.trustProxy)
      .api.getSession({ headers: c.req.raw.headers })
      .catch(() => null);
    return session?.user;
  }

  /**
   * Whose new password this is: the sign-up's own fields, the account of a live reset or invitation link, or
   * the session's. Undefined for a dead link or no session: Better Auth refuses the request anyway.
   */
  async function passwordOwner(c: Context, data: Body): Promise<{ email?: string; name?: string } | undefined> {
    if (typeof data.email === 'string') return { email: data.email, name: typeof data.name === 'string' ? data.name : undefined };
    if (typeof data.token === 'string') {
      const userId = await resetLinkUser(data.token);
      const user = userId ? await loadAccountUser(deps.db, userId) : undefined;
      return user && { email: user.email, name: user.name };
    }
    return sessionUser(c);
  }

  /**
   * The account of a live reset or invitation link: Better Auth's own lookup (hashed identifier), which does
   * not spend the token. Undefined for a token that never was, has expired or was used.
   */
  async function resetLinkUser(token: string): Promise<string | undefined> {
    const context = await deps.auth.local.$context;
    const link = await context.internalAdapter.findVerificationValue(`${RESET_IDENTIFIER_PREFIX}${token}`);
    return link && new Date(link.expiresAt).getTime() > deps.now().getTime() ? link.value : undefined;
  }

  for (const [path, endpoint] of Object.entries(AUTH_ENDPOINTS)) {
    if (endpoint.method === 'GET') {
      routes.get(`${base}${path}`, accountsDoor.query(endpoint.query), async (c) => {
        const lang = answerLang(c);
        // Better Auth reads the parsed query only, its redirect target resolved against the site first.
        const query = c.req.valid('query') as Record<string, unknown>;
        const url = new URL(c.req.url);
        url.search = '';
        for (const [name, value] of Object.entries(query)) {
          if (typeof value !== 'string') continue;
          const sent = name === endpoint.redirectTarget ? (sameOriginPath(value, siteOrigin) ?? pathFor('home', lang)) : value;
          url.searchParams.set(name, sent);
        }
        const request = new Request(url, { method: 'GET', headers: c.req.raw.headers });
        return localise(await authFor(deps.auth, c, deps.trustProxy).handler(request), lang, siteOrigin);
      });
      continue;
    }
    routes.post(`${base}${path}`, accountsDoor.json(endpoint.body), async (c) => {
      const lang = answerLang(c);
      const data = c.req.valid('json') as Body;
      const client = clientAddress(c, deps.trustProxy);
      const checks = endpoint.limits ? endpoint.limits(data, client) : [];
      const account = endpoint.sessionPassword && data[endpoint.sessionPassword] ? (await sessionUser(c))?.email : undefined;
      if (account) checks.push({ name: 'signInAccount', key: account }, { name: 'signInClient', key: client });
      const reservation = checks.length ? await deps.limiter.reserve(checks, deps.now()) : ({ ok: true, ids: [] } as const);
      if (!reservation.ok) return accountError(c, 429, 'tooManyAttempts', { retryAfterS: reservation.retryAfterS });

      if (endpoint.newPassword) {
        // After the endpoint's own limits, and only for a password that can be set (a live link, a session):
        // judging one takes the strength estimator tens of milliseconds, so each refusal also counts against
        // the address (issue 22). A refused password does not count under the endpoint's limits.
        const owner = await passwordOwner(c, data);
        const refusals = await deps.limiter.reserve([{ name: 'passwordRefusedClient', key: client }], deps.now());
        const problem = refusals.ok
          ? checkPassword(String(data[endpoint.newPassword]), {
              isCommon: isCommonPassword,
              contextWords: passwordContextWords(owner ?? {}, SITE_NAMES),
              score: owner ? await passwordScorer() : undefined,
            })
          : null;
        if (!refusals.ok || problem) await deps.limiter.release(reservation.ids);
        if (!refusals.ok) return accountError(c, 429, 'tooManyAttempts', { retryAfterS: refusals.retryAfterS });
        if (problem) return accountError(c, 400, problem, { fields: { [endpoint.newPassword]: problem } });
        await deps.limiter.release(refusals.ids);
      }

      const evenOut = endpoint.equalWork;
      const known = evenOut ? await accountExists(deps.db, String(data.email)) : undefined;

      // Better Auth reads the parsed values only (e-mail trimmed and lower-cased, name sanitised).
      const forwarded = endpoint.rewrite ? endpoint.rewrite(data) : data;
      const headers = new Headers(c.req.raw.headers);
      headers.delete('content-length');
      let response: Response;
      try {
        const request = new Request(c.req.raw.url, { method: 'POST', headers, body: JSON.stringify(forwarded) });
        response = await authFor(deps.auth, c, deps.trustProxy).handler(request);
      } catch (error) {
        await deps.limiter.release(reservation.ids);
        throw error;
      }
      if (evenOut && response.status === 200 && known === (evenOut.when === 'known')) await evenOut.work(deps.equalWork);
      const counts = account ? await isWrongPassword(response) : (endpoint.counts ?? (() => true))(response.status);
      if (!counts) await deps.limiter.release(reservation.ids);
      return localise(response, lang, siteOrigin);
    });
  }

  // Issue 22: the reset and invitation pages ask at once whether their link still works, instead of after
  // the password was typed twice, without spending the token. A token that never was, has expired or was
  // used reads the same (`valid: false`, a 200: the page's news, not a failed request); a live one tells
  // nothing of an account but, for a staff invitation, the address it was sent to (its holder received it there).
  routes.post(`${base}/check-reset-token`, accountsDoor.json(ResetTokenBodySchema), async (c) => {
    const userId = await resetLinkUser(c.req.valid('json').token);
    if (!userId) return c.json({ valid: false, email: null } satisfies ResetTokenAnswer);
    const staff = await kyselyOf(deps.db)
      .selectFrom('auth_users')
      .select('email')
      .where('id', '=', userId)
      .where('role', '=', STAFF_ROLE)
      .executeTakeFirst();
    return c.json({ valid: true, email: staff?.email ?? null } satisfies ResetTokenAnswer);
  });

  // Better Auth's other endpoints (its admin plugin's among them: staff are managed by `npm run staff`)
  // are not offered over HTTP.
  routes.all(`${base}/*`, (c) => accountError(c, 404, 'notFound'));
  return routes;
}
