import { ACCOUNT_PATHS } from '../../src/config/account-routes.ts';
import { SITE } from '../../src/config/site.ts';
import { ACCOUNTS_MESSAGES } from '../../src/i18n/accounts.ts';
import { LOCALE_TAG, type Lang } from '../../src/i18n/languages.ts';
import type { Database } from '../db/index.ts';
import { enqueueAccountEmail, type AccountEmail, type AccountEmailKind } from '../email/index.ts';
import {
  RESET_TOKEN_EXPIRES_IN_S,
  VERIFICATION_TOKEN_EXPIRES_IN_S,
  AUTH_BASE_PATH,
  type AccountMailer,
  type AccountUser,
} from './auth.ts';

/** An e-mail without a link is worth sending for a day; after that it is stale news. */
const NOTICE_EXPIRES_IN_S = 24 * 60 * 60;

export type AccountEmailDeps = {
  db: Database;
  siteUrl: string;
  now: () => Date;
  /** Wakes the outbox worker. */
  onQueued?: () => void;
};

function compose(lang: Lang, name: string, body: string): string {
  const m = ACCOUNTS_MESSAGES[lang].emails;
  return `${m.greeting(name)}\n\n${body}\n\n${m.signature(SITE.name)}\n`;
}

/** The account e-mails, in the account's language, queued in the outbox. Links point at the account pages. */
export function createAccountEmails(deps: AccountEmailDeps) {
  const origin = new URL(deps.siteUrl).origin;
  const page = (id: keyof typeof ACCOUNT_PATHS, lang: Lang) => `${origin}${ACCOUNT_PATHS[id][lang]}`;

  async function queue(kind: AccountEmailKind, user: AccountUser, subject: string, body: string, validForS: number) {
    const now = deps.now();
    const email: AccountEmail = {
      kind,
      to: user.email,
      subject,
      text: compose(user.lang, user.name, body),
      expiresAt: new Date(now.getTime() + validForS * 1000),
    };
    await enqueueAccountEmail(deps.db, email, now);
    deps.onQueued?.();
  }

  const mailer: AccountMailer & { passkeyAdded: (user: AccountUser, passkeyName: string | null) => Promise<void> } = {
    async verifyEmail(user, token) {
      const m = ACCOUNTS_MESSAGES[user.lang].emails.verify;
      // Opening the link verifies the address, signs the person in and lands on their area.
      const link = `${origin}${AUTH_BASE_PATH}/verify-email?token=${encodeURIComponent(token)}&callbackURL=${encodeURIComponent(ACCOUNT_PATHS.portal[user.lang])}`;
      await queue('verify-email', user, m.subject, m.body(link), VERIFICATION_TOKEN_EXPIRES_IN_S);
    },
    async resetPassword(user, token) {
      const m = ACCOUNTS_MESSAGES[user.lang].emails.reset;
      const link = `${page('resetPassword', user.lang)}?token=${encodeURIComponent(token)}`;
      await queue('reset-password', user, m.subject, m.body(link), RESET_TOKEN_EXPIRES_IN_S);
    },
    async existingAccount(user) {
      const m = ACCOUNTS_MESSAGES[user.lang].emails.existingAccount;
      await queue(
        'existing-account',
        user,
        m.subject,
        m.body(page('signIn', user.lang), page('forgotPassword', user.lang)),
        NOTICE_EXPIRES_IN_S,
      );
    },
    async passkeyAdded(user, passkeyName) {
      const m = ACCOUNTS_MESSAGES[user.lang].emails.passkeyAdded;
      const when = new Intl.DateTimeFormat(LOCALE_TAG[user.lang], {
        dateStyle: 'long',
        timeStyle: 'short',
        timeZone: 'Europe/Madrid',
      }).format(deps.now());
      await queue(
        'passkey-added',
        user,
        m.subject,
        m.body(passkeyName?.trim() || m.unnamed, when, page('portal', user.lang)),
        NOTICE_EXPIRES_IN_S,
      );
    },
  };
  return mailer;
}

export type AccountEmails = ReturnType<typeof createAccountEmails>;
