import { describe, expect, it } from 'vitest';
import type { ContentDocument, StudioState } from '../../src/domain/content/index.ts';
import { madridWallClock, type StudioSchedule } from '../../src/domain/content/schedule.ts';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { realClock, type Browser } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { staffMember } from '../../tests/support/staff.ts';
import { createScheduleWorker } from './content-schedule.ts';

type Refusal = { error: { code: string; fields?: Record<string, string> } };

const CONTENT = '/api/staff/content';
const SCHEDULE = `${CONTENT}/schedule`;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Scheduled publishing (ADR 0055) through the real app, on both databases: the draft she reviewed is kept
 * and published at its Madrid time by the server, once across two instances, with a manual publish's
 * checks; a publication failed is told with its reason, in the studio's read and on the audit log.
 */
describe.each(DATABASE_KINDS)('scheduled publishing on %s', (kind) => {
  const clock = realClock();
  const { t, mailsTo } = useAccountsEnv(kind, { now: clock.now });
  const ctx = () => ({ db: t.db, env: t.env, mailsTo });

  const read = async (b: Browser) => {
    const response = await b.get(CONTENT);
    expect(response.status).toBe(200);
    return { state: (await response.json()) as StudioState, etag: response.headers.get('etag')! };
  };
  /** Saves `edit` of the draft as it is; the new save's time (the tag a schedule names). */
  const save = async (b: Browser, edit: (d: ContentDocument) => void) => {
    const { state, etag } = await read(b);
    const document = structuredClone(state.draft.document);
    edit(document);
    const saved = await b.put(`${CONTENT}/draft`, document, { 'If-Match': etag });
    expect(saved.status).toBe(200);
    return ((await saved.json()) as { updatedAt: string }).updatedAt;
  };
  const scheduleOf = async (b: Browser) => (await (await b.get(SCHEDULE)).json()) as StudioSchedule;
  /** Schedules the draft saved at `draft` for `at`, said as Madrid's clocks say it. */
  const schedule = (b: Browser, at: Date, draft: string) => b.put(SCHEDULE, { ...madridWallClock(at), draft });
  const publishedDocument = async () =>
    (
      await t.db.query<{ number: number; document: ContentDocument }>(
        'SELECT number, document FROM content_versions ORDER BY number DESC LIMIT 1',
      )
    )[0]!;
  const scheduleAudit = () =>
    t.db.query<{ detail: Record<string, unknown> }>(
      "SELECT detail FROM staff_audit_log WHERE action = 'content-schedule' ORDER BY id",
    );
  /** Two instances' workers, due by `due()`. */
  const instances = (due: () => Date) => [1, 2].map(() => createScheduleWorker({ db: t.db, now: clock.now, dueBy: due }));
  /** The next whole minute an hour from now: what she would choose. */
  const inAnHour = () => new Date(Math.ceil((clock.now().getTime() + HOUR_MS) / 60_000) * 60_000);

  it('publishes what she reviewed at its Madrid time, once across two instances, even with the draft edited since', async () => {
    await t.db.query('DELETE FROM content_schedules');
    const ana = await staffMember(ctx(), uniqueEmail('ana-programa'), { name: 'Ana Programa' });
    const reviewed = await save(ana.b, (d) => (d.cases[0]!.es.title = 'Ático programado'));
    const before = (await publishedDocument()).number;
    const at = inAnHour();

    const scheduled = await schedule(ana.b, at, reviewed);
    expect(scheduled.status).toBe(200);
    const { pending } = (await scheduled.json()) as StudioSchedule;
    expect(pending).toMatchObject({
      publishAt: at.toISOString(),
      scheduledBy: 'Ana Programa',
      basedOn: before,
      status: 'pending',
    });
    expect(pending!.changes).toContainEqual(
      expect.objectContaining({ kind: 'case', name: expect.any(String), change: 'edited', changedBy: ['Ana Programa'] }),
    );
    expect(JSON.stringify(await scheduleOf(ana.b))).not.toContain('@');

    // Edited after scheduling: the later edit stays in the draft, unpublished.
    await save(ana.b, (d) => (d.cases[0]!.en.title = 'Edited after scheduling'));

    let due = new Date(at.getTime() - 60_000);
    const [first, second] = instances(() => due);
    await Promise.all([first!.runOnce(), second!.runOnce()]);
    expect((await publishedDocument()).number).toBe(before);

    due = new Date(at.getTime() + 1_000);
    const runs = await Promise.all([first!.runOnce(), second!.runOnce(), first!.runOnce()]);
    await second!.runOnce();
    expect(runs.filter((r) => r.outcome === 'published')).toHaveLength(1);
    const made = await publishedDocument();
    expect(made.number).toBe(before + 1);
    expect(made.document.cases[0]!.es.title).toBe('Ático programado');
    expect(made.document.cases[0]!.en.title).not.toBe('Edited after scheduling');
    expect((await read(ana.b)).state.draft.document.cases[0]!.en.title).toBe('Edited after scheduling');

    expect(await scheduleOf(ana.b)).toMatchObject({
      pending: null,
      last: { status: 'published', version: before + 1, scheduledBy: 'Ana Programa' },
    });
    const versions = (await (await ana.b.get(`${CONTENT}/versions`)).json()) as {
      versions: { number: number; publishedByName: string }[];
    };
    expect(versions.versions[0]).toMatchObject({ number: before + 1, publishedByName: 'Ana Programa' });
    const publishes = await t.db.query<{ detail: Record<string, unknown> }>(
      "SELECT detail FROM staff_audit_log WHERE action = 'content-publish' AND detail ? 'scheduled'",
    );
    expect(publishes).toHaveLength(1);
    expect(publishes[0]!.detail).toMatchObject({ version: before + 1, publishAt: at.toISOString() });
  });

  it('is changed and cancelled, each on the audit log; a cancelled one publishes nothing', async () => {
    await t.db.query('DELETE FROM content_schedules');
    const ana = await staffMember(ctx(), uniqueEmail('ana-anula'), { name: 'Ana Anula' });
    const reviewed = await save(ana.b, (d) => (d.cases[0]!.es.title = 'Ático anulado'));
    const at = inAnHour();
    expect((await schedule(ana.b, at, reviewed)).status).toBe(200);
    const later = new Date(at.getTime() + HOUR_MS);
    expect((await schedule(ana.b, later, reviewed)).status).toBe(200);
    expect((await scheduleOf(ana.b)).pending).toMatchObject({ publishAt: later.toISOString() });

    const cancelled = await ana.b.delete(SCHEDULE);
    expect(cancelled.status).toBe(200);
    expect(((await cancelled.json()) as StudioSchedule).pending).toBeNull();
    expect((await ana.b.delete(SCHEDULE)).status).toBe(404);

    const before = (await publishedDocument()).number;
    const [worker] = instances(() => new Date(later.getTime() + HOUR_MS));
    expect(await worker!.runOnce()).toEqual({ outcome: 'none' });
    expect((await publishedDocument()).number).toBe(before);
    expect((await scheduleAudit()).slice(-3).map((e) => e.detail.event)).toEqual(['scheduled', 'changed', 'cancelled']);
  });

  it('fails, with its reason told, when another version was published since or the draft fails a publish’s checks', async () => {
    await t.db.query('DELETE FROM content_schedules');
    const ana = await staffMember(ctx(), uniqueEmail('ana-falla'), { name: 'Ana Falla' });
    const reviewed = await save(ana.b, (d) => (d.cases[0]!.es.title = 'Ático que no se publica'));
    const at = inAnHour();
    expect((await schedule(ana.b, at, reviewed)).status).toBe(200);
    // A colleague publishes by hand meanwhile: publishing the older review would undo it.
    expect((await ana.b.post(`${CONTENT}/publish`, { draft: reviewed })).status).toBe(201);
    const before = (await publishedDocument()).number;
    const [worker] = instances(() => new Date(at.getTime() + 1_000));
    expect(await worker!.runOnce()).toEqual({ outcome: 'failed', reason: 'publishedSince' });
    expect((await publishedDocument()).number).toBe(before);
    expect((await scheduleOf(ana.b)).last).toMatchObject({ status: 'failed', reason: 'publishedSince', version: null });
    expect((await scheduleAudit()).at(-1)!.detail).toMatchObject({ event: 'failed', reason: 'publishedSince' });

    // A draft that no longer passes a publish's checks at its time (a field left in one language: a rule a
    // deploy may add) is not published either.
    const next = await save(ana.b, (d) => (d.cases[0]!.es.title = 'Ático incompleto'));
    expect((await schedule(ana.b, at, next)).status).toBe(200);
    await t.db.query(
      `UPDATE content_schedules SET document = jsonb_set(document, '{cases,0,en,title}', '""') WHERE status = 'pending'`,
    );
    expect(await worker!.runOnce()).toEqual({ outcome: 'failed', reason: 'missingTranslations' });
    expect((await publishedDocument()).number).toBe(before);
    expect((await scheduleOf(ana.b)).last).toMatchObject({ status: 'failed', reason: 'missingTranslations' });
  });

  it('refuses a time past or skipped by Madrid’s clocks, a draft saved since, and a field in one language', async () => {
    await t.db.query('DELETE FROM content_schedules');
    const ana = await staffMember(ctx(), uniqueEmail('ana-rechazo'), { name: 'Ana Rechazo' });
    const reviewed = await save(ana.b, (d) => (d.cases[0]!.es.title = 'Ático rechazado'));
    const refusal = async (response: Response, status: number) => {
      expect(response.status).toBe(status);
      return ((await response.json()) as Refusal).error;
    };
    expect((await refusal(await schedule(ana.b, new Date(clock.now().getTime() - HOUR_MS), reviewed), 400)).fields).toEqual({
      time: 'scheduleInPast',
    });
    // 02:30 on the last Sunday of March does not exist in Madrid.
    const skipped = await ana.b.put(SCHEDULE, { date: '2027-03-28', time: '02:30', draft: reviewed });
    expect((await refusal(skipped, 400)).fields).toEqual({ date: 'dateInvalid' });
    expect((await refusal(await ana.b.put(SCHEDULE, { date: '2027-01-01', time: '25:00', draft: reviewed }), 400)).code).toBe(
      'validation',
    );
    const newer = await save(ana.b, (d) => (d.cases[0]!.en.title = ''));
    expect((await refusal(await schedule(ana.b, inAnHour(), reviewed), 412)).code).toBe('draftChanged');
    expect((await refusal(await schedule(ana.b, inAnHour(), newer), 409)).code).toBe('missingTranslations');
    expect((await scheduleOf(ana.b)).pending).toBeNull();
    await save(ana.b, (d) => (d.cases[0]!.en.title = 'Refused attic'));
  });
});
