import { sql } from 'kysely';
import { ACCOUNT_PATHS } from '../../src/config/account-routes.ts';
import { ROUTES } from '../../src/config/routes.ts';
import { SITE } from '../../src/config/site.ts';
import { STAFF_ROLE } from '../../src/domain/accounts/roles.ts';
import { ACCOUNTS_MESSAGES } from '../../src/i18n/accounts.ts';
import { CASES_MESSAGES } from '../../src/i18n/cases.ts';
import type { Database, Queryable } from '../db/index.ts';
import { DEALINGS_MESSAGES } from '../../src/i18n/dealings.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { enqueueAccountEmail } from '../email/index.ts';
import type { Logger } from '../logger.ts';
import { schedulePasses } from '../passes.ts';

/** How often the digest looks for notices that are due. */
export const NOTICE_POLL_INTERVAL_MS = 60_000;
/** Recipients bundled per pass (the rest wait for the next pass). */
const RECIPIENTS_PER_PASS = 50;
/** A notice e-mail's link stays good; the e-mail is dropped if not sent within this long. */
const NOTICE_EMAIL_EXPIRES_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A bundle's words: an offer among a client's news makes it the offer notice (issue 44); a staff member's
 * bundle with more than uploads in it says "news", not "documents". Never a name, a figure or a message's words.
 */
async function bundleWords(tx: Queryable, staff: boolean, lang: Lang, eventIds: readonly (number | string)[], link: string) {
  const kinds = new Set(
    (await kyselyOf(tx).selectFrom('case_events').select('kind').where('id', 'in', eventIds).execute()).map((e) => e.kind),
  );
  const d = DEALINGS_MESSAGES[lang].emails;
  if (!staff && kinds.has('offer-received'))
    return { kind: 'case-offer' as const, subject: d.offer.subject, body: d.offer.body(link) };
  const words =
    staff && [...kinds].some((k) => k !== 'document-added')
      ? d.staffNews
      : CASES_MESSAGES[lang].emails[staff ? 'staffNotice' : 'notice'];
  return { kind: 'case-notice' as const, subject: words.subject, body: words.body(eventIds.length, link) };
}

/**
 * The notice digest: each recipient with a notice due gets one e-mail of everything they still have to hear
 * of, queued in the outbox in the same transaction that marks the notices sent. The recipient's row is
 * claimed with `FOR UPDATE SKIP LOCKED`, so several instances never bundle the same person twice.
 */
export function createNoticeWorker(deps: {
  db: Database;
  siteUrl: string;
  now?: () => Date;
  logger?: Logger;
  onEmailQueued?: () => void;
  /** How often a pass runs (`NOTICE_POLL_INTERVAL_MS` unless a test's clock drives it). */
  pollIntervalMs?: number;
  /** Notices due by this time are bundled now (`now` unless a test moves it ahead: `CASE_NOTICE_CLOCK_FILE`). */
  dueBy?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const dueBy = deps.dueBy ?? now;
  const origin = new URL(deps.siteUrl).origin;

  /** One pass: returns how many e-mails it queued. */
  async function runOnce(): Promise<number> {
    const at = now();
    const due = dueBy();
    const queued = await deps.db.transaction(async (tx) => {
      const q = kyselyOf(tx);
      const recipients = await q
        .selectFrom('case_notice_prefs as p')
        .innerJoin('auth_users as u', 'u.id', 'p.user_id')
        .select(['p.user_id', 'u.email', 'u.lang', 'u.role'])
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('case_notices as n')
              .select(sql<number>`1`.as('one'))
              .whereRef('n.recipient_id', '=', 'p.user_id')
              .where('n.sent_at', 'is', null)
              .where('n.due_at', '<=', due),
          ),
        )
        .limit(RECIPIENTS_PER_PASS)
        .forUpdate('p')
        .skipLocked()
        .execute();
      let count = 0;
      for (const r of recipients) {
        // Everything still unsent goes in this one e-mail, due or not: the next waits at least an hour.
        const sent = await q
          .updateTable('case_notices')
          .set({ sent_at: at })
          .where('recipient_id', '=', r.user_id)
          .where('sent_at', 'is', null)
          .returning(['id', 'event_id'])
          .execute();
        if (sent.length === 0) continue;
        await q.updateTable('case_notice_prefs').set({ last_sent_at: at }).where('user_id', '=', r.user_id).execute();
        const staff = r.role === STAFF_ROLE;
        const link = `${origin}${staff ? ROUTES.workspace[r.lang] : ACCOUNT_PATHS.portal[r.lang]}`;
        const common = ACCOUNTS_MESSAGES[r.lang].emails;
        const words = await bundleWords(
          tx,
          staff,
          r.lang,
          sent.map((n) => n.event_id),
          link,
        );
        await enqueueAccountEmail(
          tx,
          {
            kind: words.kind,
            to: r.email,
            subject: words.subject,
            text: `${CASES_MESSAGES[r.lang].emails.greeting}\n\n${words.body}\n\n${common.signature(SITE.name)}\n`,
            expiresAt: new Date(at.getTime() + NOTICE_EMAIL_EXPIRES_MS),
          },
          at,
        );
        count++;
      }
      return count;
    });
    if (queued > 0) deps.onEmailQueued?.();
    return queued;
  }

  const passes = schedulePasses({
    pollIntervalMs: deps.pollIntervalMs ?? NOTICE_POLL_INTERVAL_MS,
    pass: runOnce,
    onFailure: (error) => deps.logger?.warn('case notices failed', { reason: error instanceof Error ? error.name : 'unknown' }),
  });
  return { runOnce, ...passes };
}

export type NoticeWorker = ReturnType<typeof createNoticeWorker>;
