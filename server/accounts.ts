import { APIError } from 'better-auth/api';
import type { Context, Hono } from 'hono';
import type { Database } from './db/index.ts';
import type { Logger } from './logger.ts';
import { eraseAccountData } from './portal/portal-store.ts';
import { portalRoutes, type PortalRoutesDeps } from './portal/portal-routes.ts';
import { createAccountEmails } from './auth/account-emails.ts';
import { createAuthPair, type AccountUser, type AuthConfig } from './auth/auth.ts';
import { AUTH_LIMITS, type AuthLimits } from './auth/auth-limit-rules.ts';
import { createAuthLimiter } from './auth/auth-limits.ts';
import { authFor, authRoutes } from './auth/auth-routes.ts';
import { createEqualWork } from './auth/equal-work.ts';
import { loadAccountUser } from './auth/users.ts';
import type { LangVariables } from './http/request-lang.ts';
import { recordAudit, recordStaffSignIn } from './staff/audit-log.ts';
import { staffMemberOf } from './staff/staff-members.ts';
import { staffOfRequest } from './staff/staff-http.ts';
import { staffRoutes } from './staff/staff-routes.ts';
import type { RenderPreview } from './studio/published-site.ts';
import { studioSection } from './studio/studio-routes.ts';
import {
  CASE_DATA_TABLES,
  calendarFeedRoutes,
  calendarPortalSection,
  casePortalSection,
  caseStaffSections,
  eraseCaseFilesOf,
} from './cases/index.ts';
import { eraseAddress } from './erasure.ts';
import type { Vault } from './vault/index.ts';

/** Who the audit log names for a client's own deletion: nobody by name or e-mail. */
const DELETED_CLIENT = { id: null, email: '' };

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
  /** Called once the firm published a version of its content (the pages are rendered from it). */
  onContentPublished?: () => Promise<void>;
  /** Renders a page from the draft for the studio's preview (the build's renderer); absent, no preview. */
  renderContentPreview?: RenderPreview;
  /** Wakes the film worker once a film's job is queued (the studio). */
  onFilmQueued?: () => void;
  /** The document vault (ADR 0048) for the rooms that keep documents; null or absent: no key, uploads refused with `documentsKeyMissing`. */
  vault?: Vault | null;
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
      // The case files keep what the law makes the firm keep, firm-only (ADR 0051); the audit log says what.
      let kept = 0;
      await eraseAccountData(config.db, user, now(), async (tx, owner) => {
        const cases = await eraseCaseFilesOf(tx, owner, now(), { actor: DELETED_CLIENT, trigger: 'account-deleted' });
        kept = cases.length;
        return cases;
      });
      if (kept > 0) await config.db.compact(CASE_DATA_TABLES);
    },
    passwords: config.passwords,
    onStaffSignIn: (userId, factor) => recordStaffSignIn(config.db, userId, factor, now()),
  });
  const limiter = createAuthLimiter(config.db, config.limits ?? AUTH_LIMITS);
  const equalWork = createEqualWork(config.db, now, config.onEmailQueued);
  const trustedOrigins = new Set([
    new URL(config.siteUrl).origin,
    ...(config.trustedOrigins ?? []).map((o) => new URL(o).origin),
  ]);
  const acknowledgements = { siteUrl: config.siteUrl };
  return {
    auth,
    /**
     * What the contact form needs from the accounts (issue 22): the verified account signed in on a request,
     * so one sent with its own address joins its area at once, and the origin of the links by which others
     * are confirmed. A request from another origin is nobody's, whatever cookie it carries.
     */
    requestOwnership(trustProxy: boolean) {
      return {
        acknowledgements,
        signedInAccount: async (c: Context): Promise<AccountUser | undefined> => {
          const origin = c.req.header('origin');
          if (!origin || !trustedOrigins.has(origin)) return undefined;
          const session = await authFor(auth, c, trustProxy).api.getSession({
            headers: c.req.raw.headers,
            query: { disableRefresh: true },
          });
          return session ? loadAccountUser(config.db, session.user.id) : undefined;
        },
      };
    },
    /**
     * Whether a request is from a staff member past the second factor, as the workspace's gate decides: the
     * studio's media no published version names yet are served to them only (issue 39).
     */
    staffRequests(trustProxy: boolean) {
      return (c: Context): Promise<boolean> =>
        staffOfRequest({ db: config.db, auth, trustProxy, now }, c).then(
          (gate) => 'staff' in gate,
          () => false,
        );
    },
    /** Mounts both route groups on the app. */
    mount(app: Hono<LangVariables>, options: { trustProxy: boolean; contact?: PortalRoutesDeps['contact'] }) {
      const shared = { db: config.db, auth, trustedOrigins, now, trustProxy: options.trustProxy };
      const cases = {
        db: config.db,
        now,
        siteUrl: config.siteUrl,
        onEmailQueued: config.onEmailQueued,
        vault: config.vault,
        feedSecret: config.secret,
      };
      app.route('/', authRoutes({ ...shared, siteUrl: config.siteUrl, limiter, emails, equalWork }));
      app.route(
        '/',
        portalRoutes({
          ...shared,
          contact: { ...options.contact, acknowledgements },
          sections: [casePortalSection(cases), calendarPortalSection(cases)],
        }),
      );
      // The private calendar feed: no session, its long token is the key (issue 44).
      app.route('/', calendarFeedRoutes(cases));
      app.route(
        '/',
        staffRoutes({
          ...shared,
          siteUrl: config.siteUrl,
          onEmailQueued: config.onEmailQueued,
          eraseAddress: (email, actor) => eraseAddress(config.db, email, now(), actor),
          sections: [
            ...caseStaffSections(cases),
            studioSection({
              db: config.db,
              now,
              onPublished: config.onContentPublished,
              renderPreview: config.renderContentPreview,
              onFilmQueued: config.onFilmQueued,
            }),
          ],
        }),
      );
    },
  };
}

export type Accounts = ReturnType<typeof createAccounts>;
