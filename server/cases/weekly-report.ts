import { sql } from 'kysely';
import { ACCOUNT_PATHS } from '../../src/config/account-routes.ts';
import { SITE } from '../../src/config/site.ts';
import { daysOnMarket, reportWeekOf, type OwnerReport, type OwnerReportSnapshot } from '../../src/domain/cases/index.ts';
import { ACCOUNTS_MESSAGES } from '../../src/i18n/accounts.ts';
import { CASES_MESSAGES } from '../../src/i18n/cases.ts';
import { DEALINGS_MESSAGES } from '../../src/i18n/dealings.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import type { Database, Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { enqueueAccountEmail } from '../email/index.ts';
import type { Logger } from '../logger.ts';
import { schedulePasses } from '../passes.ts';
import { appendCaseEvent } from './case-events.ts';
import { typedTitle } from './case-read.ts';

/**
 * The owner's weekly report (issue 44, ADR 0050): every Monday from 09:00 Madrid, each seller with an open
 * case gets what the week brought, in their language, as an e-mail of counts (no figure, no words of a
 * visitor: those are behind the sign-in) and as a page that stays as it was sent. The row
 * (case, week) is inserted by whichever instance gets there first: the primary key decides, once.
 */

/** How often the worker looks for reports due (a pass is cheap when all are sent). */
export const REPORT_POLL_INTERVAL_MS = 5 * 60_000;
/** Reports per pass; the rest wait for the next. */
const REPORTS_PER_PASS = 50;
const REPORT_EMAIL_EXPIRES_MS = 3 * 24 * 60 * 60 * 1000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** What a seller's case brought between `from` and `to`: the viewings, released feedback, offers, steps done. */
export async function reportSnapshot(
  db: Queryable,
  row: { id: string; title: string; property: string; created_at: Date },
  week: string,
  lang: Lang,
  from: Date,
  to: Date,
): Promise<OwnerReportSnapshot> {
  const q = kyselyOf(db);
  const [viewings, feedback, offers, milestones] = await Promise.all([
    q
      .selectFrom('case_viewings')
      .select(['starts_at', 'status'])
      .where('case_id', '=', row.id)
      .where('starts_at', '>=', from)
      .where('starts_at', '<', to)
      .orderBy('starts_at')
      .execute(),
    q
      .selectFrom('case_viewings')
      .select(['starts_at', 'feedback_said', 'feedback_rating'])
      .where('case_id', '=', row.id)
      .where('feedback_released_at', '>=', from)
      .where('feedback_released_at', '<', to)
      .orderBy('starts_at')
      .execute(),
    q
      .selectFrom('case_offers')
      .select(['created_at', 'amount_cents', 'status', 'made_by'])
      .where('case_id', '=', row.id)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .orderBy('created_at')
      .execute(),
    q
      .selectFrom('case_milestones')
      .select(['key', 'label', 'done_at', 'visibility'])
      .where('case_id', '=', row.id)
      .where('visibility', '=', 'shared')
      .where('done_at', '>=', from)
      .where('done_at', '<', to)
      .orderBy('done_at')
      .execute(),
  ]);
  return {
    week,
    lang,
    // A record as sent: the case's title, or the side's label in the report's language.
    title: typedTitle({ title: row.title, side: 'seller' }) || CASES_MESSAGES[lang].sides.seller,
    property: row.property,
    daysOnMarket: daysOnMarket(row.created_at, to),
    viewings: viewings.map((v) => ({ startsAt: v.starts_at.toISOString(), status: v.status })),
    feedback: feedback.map((f) => ({ startsAt: f.starts_at.toISOString(), said: f.feedback_said, rating: f.feedback_rating })),
    offers: offers.map((o) => ({
      createdAt: o.created_at.toISOString(),
      amount: Number(o.amount_cents),
      status: o.status,
      by: o.made_by,
    })),
    milestones: milestones.map((m) => ({ key: m.key, label: m.label, doneAt: m.done_at!.toISOString() })),
  };
}

/** The e-mail's text: counts and the link to the page, nothing a stranger reading over a shoulder would learn from. */
export function reportText(snapshot: OwnerReportSnapshot, origin: string): string {
  const words = DEALINGS_MESSAGES[snapshot.lang].emails.report;
  const link = `${origin}${ACCOUNT_PATHS.portal[snapshot.lang]}`;
  return [
    CASES_MESSAGES[snapshot.lang].emails.greeting,
    '',
    words.intro,
    '',
    words.daysOnMarket(snapshot.daysOnMarket),
    words.viewings(snapshot.viewings.length),
    words.feedback(snapshot.feedback.length),
    words.offers(snapshot.offers.length),
    words.milestones(snapshot.milestones.length),
    '',
    words.outro(link),
    '',
    ACCOUNTS_MESSAGES[snapshot.lang].emails.signature(SITE.name),
    '',
  ].join('\n');
}

export function createReportWorker(deps: {
  db: Database;
  siteUrl: string;
  now?: () => Date;
  /**
   * Which week is due (tests only, the notice clock's file): the report's week and what it tells follow it,
   * while the rows and the e-mail keep `now`, so the outbox sends at once.
   */
  dueBy?: () => Date;
  pollIntervalMs?: number;
  logger?: Logger;
  onEmailQueued?: () => void;
}) {
  const now = deps.now ?? (() => new Date());
  const dueBy = deps.dueBy ?? now;
  const origin = new URL(deps.siteUrl).origin;

  /** One pass: returns how many reports it sent. */
  async function runOnce(): Promise<number> {
    const at = now();
    const { week, dueAt, from } = reportWeekOf(dueBy());
    const due = await kyselyOf(deps.db)
      .selectFrom('cases as c')
      .innerJoin('auth_users as u', 'u.id', 'c.client_id')
      .select(['c.id', 'c.title', 'c.property', 'c.created_at', 'c.assignee_id', 'c.client_id', 'u.email', 'u.lang'])
      .where('c.side', '=', 'seller')
      .where('c.status', '=', 'open')
      .where('c.created_at', '<', dueAt)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('owner_reports as r')
              .select(sql<number>`1`.as('one'))
              .whereRef('r.case_id', '=', 'c.id')
              .where('r.week', '=', week),
          ),
        ),
      )
      .orderBy('c.id')
      .limit(REPORTS_PER_PASS)
      .execute();
    let sent = 0;
    for (const row of due) {
      const queued = await deps.db.transaction(async (tx) => {
        const snapshot = await reportSnapshot(tx, row, week, row.lang, from, dueAt);
        const text = reportText(snapshot, origin);
        // The primary key (case, week) decides: another instance's row, or a hold, and this one does nothing.
        const claimed = await kyselyOf(tx)
          .insertInto('owner_reports')
          .values({
            case_id: row.id,
            week,
            status: 'sent',
            lang: row.lang,
            snapshot: JSON.stringify(snapshot),
            body: text,
            created_at: at,
            sent_at: at,
          })
          .onConflict((oc) => oc.doNothing())
          .returning('case_id')
          .executeTakeFirst();
        if (!claimed) return false;
        await enqueueAccountEmail(
          tx,
          {
            kind: 'owner-report',
            to: row.email,
            subject: DEALINGS_MESSAGES[row.lang].emails.report.subject(week),
            text,
            expiresAt: new Date(at.getTime() + REPORT_EMAIL_EXPIRES_MS),
          },
          at,
        );
        await appendCaseEvent(
          tx,
          { caseId: row.id, kind: 'report-sent', actor: { party: 'system', id: null }, data: { week } },
          { clientId: row.client_id, assigneeId: row.assignee_id },
          at,
        );
        return true;
      });
      if (queued) sent++;
    }
    if (sent > 0) deps.onEmailQueued?.();
    return sent;
  }

  const passes = schedulePasses({
    pollIntervalMs: deps.pollIntervalMs ?? REPORT_POLL_INTERVAL_MS,
    pass: runOnce,
    onFailure: (error) => deps.logger?.warn('weekly reports failed', { reason: error instanceof Error ? error.name : 'unknown' }),
  });
  return { runOnce, ...passes };
}

export type ReportWorker = ReturnType<typeof createReportWorker>;

/**
 * A case's report as the firm previews it: `week`'s, or else the next to go (this week's unless it is sent
 * or the case opened after its hour), told up to now; held if the firm held it.
 */
export async function previewReport(
  db: Queryable,
  caseId: string,
  at: Date,
  siteUrl: string,
  week?: string,
): Promise<OwnerReport | undefined> {
  const q = kyselyOf(db);
  const row = await q
    .selectFrom('cases as c')
    .leftJoin('auth_users as u', 'u.id', 'c.client_id')
    .select(['c.id', 'c.title', 'c.property', 'c.created_at', 'u.lang'])
    .where('c.id', '=', caseId)
    .executeTakeFirst();
  if (!row) return undefined;
  const rows = await q.selectFrom('owner_reports').select(['week', 'status']).where('case_id', '=', caseId).execute();
  const statusOf = (w: string) => rows.find((r) => r.week === w)?.status;
  // A Monday at noon UTC is past 09:00 Madrid: its own week.
  let target = week ? reportWeekOf(new Date(`${week}T12:00:00Z`)) : reportWeekOf(at);
  if (!week && (statusOf(target.week) === 'sent' || row.created_at.getTime() >= target.dueAt.getTime()))
    target = reportWeekOf(new Date(target.dueAt.getTime() + WEEK_MS));
  const from = new Date(target.dueAt.getTime() - WEEK_MS);
  const snapshot = await reportSnapshot(db, row, target.week, row.lang ?? 'es', from, at);
  return {
    week: target.week,
    status: statusOf(target.week) === 'held' ? 'held' : 'preview',
    sentAt: null,
    snapshot,
    text: reportText(snapshot, new URL(siteUrl).origin),
  };
}

/** Holds (or releases) a week's report before it goes; a sent one is a record and stays sent. */
export async function holdReport(
  db: Database,
  caseId: string,
  week: string,
  held: boolean,
  staff: { id: string },
  at: Date,
): Promise<{ ok: true } | { ok: false; code: 'notFound' | 'reportSent' }> {
  return db.transaction(async (tx) => {
    const q = kyselyOf(tx);
    const row = await q.selectFrom('cases').selectAll().where('id', '=', caseId).forUpdate().executeTakeFirst();
    if (!row) return { ok: false, code: 'notFound' };
    const existing = await q
      .selectFrom('owner_reports')
      .select('status')
      .where('case_id', '=', caseId)
      .where('week', '=', week)
      .forUpdate()
      .executeTakeFirst();
    if (existing?.status === 'sent') return { ok: false, code: 'reportSent' };
    if (held && !existing)
      await q
        .insertInto('owner_reports')
        .values({ case_id: caseId, week, status: 'held', held_by: staff.id, created_at: at })
        .execute();
    if (!held && existing) await q.deleteFrom('owner_reports').where('case_id', '=', caseId).where('week', '=', week).execute();
    if (held !== (existing !== undefined))
      await appendCaseEvent(
        tx,
        { caseId, kind: 'report-held', actor: { party: 'staff', id: staff.id }, data: { week } },
        { clientId: row.client_id, assigneeId: row.assignee_id },
        at,
      );
    return { ok: true };
  });
}

/** A client's sent reports of their seller's case (newest first), and one as it was sent. */
export async function clientReports(db: Queryable, caseId: string, clientId: string) {
  return kyselyOf(db)
    .selectFrom('owner_reports as r')
    .innerJoin('cases as c', 'c.id', 'r.case_id')
    .select(['r.week', 'r.sent_at', 'r.snapshot', 'r.body'])
    .where('r.case_id', '=', caseId)
    .where('c.client_id', '=', clientId)
    .where('r.status', '=', 'sent')
    .orderBy('r.week', 'desc')
    .execute();
}
