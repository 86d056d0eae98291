import { APIError } from 'better-auth/api';
import type { Hono } from 'hono';
import type { Database } from '../db/index.ts';
import type { Logger } from '../logger.ts';
import { eraseAccountData } from '../portal/portal-store.ts';
import { portalRoutes, type PortalRoutesDeps } from '../portal/portal-routes.ts';
import { createAccountEmails } from './account-emails.ts';
import { createAuthPair, type AuthConfig } from './auth.ts';
import { AUTH_LIMITS, type AuthLimits } from './auth-limit-rules.ts';
import { createAuthLimiter } from './auth-limits.ts';
import { authRoutes } from './auth-routes.ts';
import type { LangVariables } from '../request-lang.ts';
import { recordAudit, recordStaffSignIn } from '../staff/audit-log.ts';
import { staffMemberOf } from '../staff/staff-members.ts';
import { staffRoutes } from '../staff/staff-routes.ts';

export type AccountsConfig = {
  db: Database;
  logger: Logger;
  /** SITE_URL: the origin of links in e-mails, the passkeys' relying party, a trusted origin. */
  siteUrl: string;
  /** TRUSTED_ORIGINS: more origins allowed to send state-changing requests. */
  trustedOrigins?: readonly string[];
  secret: string;
  now?: () => Date;
  limits?: AuthLimits;
  /** Wakes the outbox worker once an e-mail is queued. */
  onEmailQueued?: () => void;
  passwords?: AuthConfig['passwords'];
};

/** Accounts, the private area and the firm's workspace: Better Auth, our limits and e-mails, `/api/auth/*`, `/api/portal/*`, `/api/staff/*`. */
export function createAccounts(config: AccountsConfig) {
  const now = config.now ?? (() => new Date());
  const emails = createAccountEmails({ db: config.db, siteUrl: config.siteUrl, now, onQueued: config.onEmailQueued });
  const auth = createAuthPair({
    db: config.db,
    siteUrl: config.siteUrl,
    trustedOrigins: config.trustedOrigins ?? [],
    secret: config.secret,
    logger: config.logger,
    mailer: emails,
    beforeDeleteUser: async (user) => {
      // A staff account is removed only by `npm run staff -- revoke` (issue 22); the attempt is on record.
      const staff = await staffMemberOf(config.db, user.id);
      if (staff) {
        await recordAudit(config.db, { action: 'delete-account-refused', actor: staff }, now());
        throw new APIError('FORBIDDEN', { code: 'staffAccountProtected', message: 'staffAccountProtected' });
      }
      await eraseAccountData(config.db, user);
    },
    passwords: config.passwords,
    onStaffSignIn: (userId, factor) => recordStaffSignIn(config.db, userId, factor, now()),
  });
  const limiter = createAuthLimiter(config.db, config.limits ?? AUTH_LIMITS);
  const trustedOrigins = new Set([
    new URL(config.siteUrl).origin,
    ...(config.trustedOrigins ?? []).map((o) => new URL(o).origin),
  ]);
  return {
    auth,
    /** Mounts both route groups on the app. */
    mount(app: Hono<LangVariables>, options: { trustProxy: boolean; contact?: PortalRoutesDeps['contact'] }) {
      const shared = { db: config.db, auth, trustedOrigins, now, trustProxy: options.trustProxy };
      app.route('/', authRoutes({ ...shared, limiter, emails }));
      app.route('/', portalRoutes({ ...shared, contact: options.contact ?? {} }));
      app.route('/', staffRoutes({ ...shared, siteUrl: config.siteUrl, onEmailQueued: config.onEmailQueued }));
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
