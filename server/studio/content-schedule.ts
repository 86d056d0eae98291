/**
 * Scheduled publishing (ADR 0055): the draft she reviewed, kept as it was, published by the server at the
 * time she chose, with the checks of a manual publish. One publication waits at a time; the worker claims
 * a due one with `FOR UPDATE SKIP LOCKED` and ends it in the transaction that publishes, so several
 * instances on one database publish it once.
 */
import { loggedItems, missingTranslations, type StudioVersion } from '../../src/domain/content/index.ts';
import type { ScheduledPublication, ScheduleFailure, StudioSchedule } from '../../src/domain/content/schedule.ts';
import type { Database, Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { Logger } from '../logger.ts';
import { schedulePasses } from '../passes.ts';
import { recordAudit } from '../staff/index.ts';
import { appendVersion, publishedVersion, readDraft, type Actor } from './content-store.ts';
import { unknownRenditions } from './content-media.ts';
import { changesWithAuthors } from './draft-authors.ts';

/** How often an instance looks for a publication that is due. */
export const SCHEDULE_POLL_INTERVAL_MS = 30_000;

type Row = {
  id: number | string;
  publish_at: Date;
  draft_saved_at: Date;
  based_on: number;
  scheduled_at: Date;
  scheduled_by_name: string | null;
  status: ScheduledPublication['status'];
  version: number | null;
  reason: string | null;
  done_at: Date | null;
};

const scheduleRows = (db: Queryable) =>
  kyselyOf(db)
    .selectFrom('content_schedules as s')
    .leftJoin('auth_users as u', 'u.id', 's.scheduled_by')
    .select([
      's.id',
      's.publish_at',
      's.draft_saved_at',
      's.based_on',
      's.scheduled_at',
      's.status',
      's.version',
      's.reason',
      's.done_at',
      'u.name as scheduled_by_name',
    ]);

const publicationOf = (row: Row, changes: ScheduledPublication['changes'] = []): ScheduledPublication => ({
  id: String(row.id),
  publishAt: row.publish_at.toISOString(),
  scheduledAt: row.scheduled_at.toISOString(),
  scheduledBy: row.scheduled_by_name || null,
  draftSavedAt: row.draft_saved_at.toISOString(),
  basedOn: row.based_on,
  status: row.status,
  version: row.version,
  reason: (row.reason as ScheduleFailure | null) ?? null,
  doneAt: row.done_at?.toISOString() ?? null,
  changes,
});

/** The publication waiting (with what it will change, item by item, and who changed each), and the last that ended. */
export async function readSchedule(db: Queryable): Promise<StudioSchedule> {
  const pendingRow = await scheduleRows(db).select('s.document').where('s.status', '=', 'pending').executeTakeFirst();
  const lastRow = await scheduleRows(db)
    .where('s.status', 'in', ['published', 'failed'])
    .orderBy('s.done_at', 'desc')
    .orderBy('s.id', 'desc')
    .limit(1)
    .executeTakeFirst();
  let pending: ScheduledPublication | null = null;
  if (pendingRow) {
    const published = await publishedVersion(db);
    const changes = published
      ? await changesWithAuthors(
          db,
          { document: published.document, publishedAt: published.summary.publishedAt },
          pendingRow.document,
        )
      : [];
    pending = publicationOf(pendingRow, changes);
  }
  return { pending, last: lastRow ? publicationOf(lastRow) : null };
}

export type ScheduleOutcome =
  | { ok: true }
  | { ok: false; reason: 'draftChanged' | 'unknownDraft' }
  | { ok: false; reason: 'missingTranslations'; fields: string[] };

/**
 * Schedules the draft saved at `reviewed` (refused when it was saved again since, or while a field lacks a
 * language) for `publishAt`, in place of any publication waiting; on the audit log with what it publishes.
 */
export async function scheduleDraft(
  db: Database,
  actor: { id: string; email: string },
  { publishAt, reviewed }: { publishAt: Date; reviewed: string },
  at: Date,
): Promise<ScheduleOutcome> {
  return db.transaction(async (tx) => {
    const draft = await readDraft(tx, { lock: true });
    const published = await publishedVersion(tx);
    if (!draft || !published) return { ok: false as const, reason: 'unknownDraft' as const };
    if (draft.updatedAt !== reviewed) return { ok: false as const, reason: 'draftChanged' as const };
    const fields = missingTranslations(draft.document);
    if (fields.length > 0) return { ok: false as const, reason: 'missingTranslations' as const, fields };
    const q = kyselyOf(tx);
    const replaced = await q
      .updateTable('content_schedules')
      .set({ status: 'cancelled', done_at: at })
      .where('status', '=', 'pending')
      .returning('id')
      .execute();
    await q
      .insertInto('content_schedules')
      .values({
        publish_at: publishAt,
        document: JSON.stringify(draft.document),
        draft_saved_at: new Date(draft.updatedAt),
        based_on: published.summary.number,
        scheduled_by: actor.id,
        scheduled_by_email: actor.email,
        scheduled_at: at,
      })
      .execute();
    const items = loggedItems(published.document, draft.document);
    await recordAudit(
      tx,
      {
        action: 'content-schedule',
        actor,
        detail: { event: replaced.length > 0 ? 'changed' : 'scheduled', publishAt: publishAt.toISOString(), items },
      },
      at,
    );
    return { ok: true as const };
  });
}

/** Cancels the publication waiting; false when none waits (it may have just been published). */
export async function cancelSchedule(db: Database, actor: { id: string; email: string }, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const cancelled = await kyselyOf(tx)
      .updateTable('content_schedules')
      .set({ status: 'cancelled', done_at: at })
      .where('status', '=', 'pending')
      .returning(['publish_at'])
      .executeTakeFirst();
    if (!cancelled) return false;
    await recordAudit(
      tx,
      { action: 'content-schedule', actor, detail: { event: 'cancelled', publishAt: cancelled.publish_at.toISOString() } },
      at,
    );
    return true;
  });
}

/** What a due publication came to: a version, a failure's reason, or nothing was due. */
export type ScheduledRun =
  { outcome: 'published'; version: StudioVersion } | { outcome: 'failed'; reason: ScheduleFailure } | { outcome: 'none' };

/**
 * One pass: the publication due by `dueBy()`, claimed so no other instance takes it, published with the
 * checks of a manual publish (every visible field in both languages, every image held), or failed with
 * the reason, never published late over a version published since it was scheduled.
 */
export async function publishDue(db: Database, due: Date, at: Date): Promise<ScheduledRun> {
  return db.transaction(async (tx): Promise<ScheduledRun> => {
    const q = kyselyOf(tx);
    const claimed = await q
      .selectFrom('content_schedules')
      .select(['id', 'document', 'based_on', 'scheduled_by', 'scheduled_by_email', 'publish_at'])
      .where('status', '=', 'pending')
      .where('publish_at', '<=', due)
      .forUpdate()
      .skipLocked()
      .limit(1)
      .executeTakeFirst();
    if (!claimed) return { outcome: 'none' };
    // The draft's lock: version numbers are taken one after another, as by a manual publish.
    await readDraft(tx, { lock: true });
    const published = await publishedVersion(tx);
    const actor: Actor = { id: claimed.scheduled_by, email: claimed.scheduled_by_email };
    const document = claimed.document;
    const reason: ScheduleFailure | undefined =
      (published?.summary.number ?? 0) !== claimed.based_on
        ? 'publishedSince'
        : missingTranslations(document).length > 0
          ? 'missingTranslations'
          : (await unknownRenditions(tx, document)).length > 0
            ? 'mediaInvalid'
            : undefined;
    const detailBase = { scheduled: String(claimed.id), publishAt: claimed.publish_at.toISOString() };
    if (reason) {
      await q
        .updateTable('content_schedules')
        .set({ status: 'failed', reason, done_at: at })
        .where('id', '=', claimed.id)
        .execute();
      await recordAudit(tx, { action: 'content-schedule', actor, detail: { event: 'failed', reason, ...detailBase } }, at);
      return { outcome: 'failed', reason };
    }
    const version = await appendVersion(tx, document, actor, at, null);
    const items = published ? loggedItems(published.document, document) : [];
    await q
      .updateTable('content_schedules')
      .set({ status: 'published', version: version.number, done_at: at })
      .where('id', '=', claimed.id)
      .execute();
    await recordAudit(tx, { action: 'content-publish', actor, detail: { version: version.number, items, ...detailBase } }, at);
    return { outcome: 'published', version };
  });
}

/**
 * The worker each instance runs: a pass every `pollIntervalMs` (`SCHEDULE_POLL_INTERVAL_MS` unless a test's
 * clock drives it), publishing what is due by `dueBy` (the clock, unless a test moves it ahead:
 * `STUDIO_SCHEDULE_CLOCK_FILE`). A version made is handed to `onPublished` (the pages are rendered from it).
 */
export function createScheduleWorker(deps: {
  db: Database;
  now?: () => Date;
  dueBy?: () => Date;
  pollIntervalMs?: number;
  onPublished?: (version: StudioVersion) => Promise<void>;
  logger?: Logger;
}) {
  const now = deps.now ?? (() => new Date());
  const dueBy = deps.dueBy ?? now;

  async function runOnce(): Promise<ScheduledRun> {
    const run = await publishDue(deps.db, dueBy(), now());
    if (run.outcome === 'published') {
      deps.logger?.info('scheduled publication published', { version: run.version.number });
      await deps.onPublished?.(run.version);
    } else if (run.outcome === 'failed') deps.logger?.warn('scheduled publication failed', { reason: run.reason });
    return run;
  }

  const passes = schedulePasses({
    pollIntervalMs: deps.pollIntervalMs ?? SCHEDULE_POLL_INTERVAL_MS,
    pass: runOnce,
    onFailure: (error) =>
      deps.logger?.warn('scheduled publishing failed', { reason: error instanceof Error ? error.name : 'unknown' }),
  });
  return { runOnce, ...passes };
}

export type ScheduleWorker = ReturnType<typeof createScheduleWorker>;
