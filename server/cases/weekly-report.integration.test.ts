import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { TEST_SITE_URL, realClock, type Browser } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { makeContactBody } from '../../tests/support/contact.ts';
import { staffMember } from '../../tests/support/staff.ts';
import {
  reportWeekOf,
  type OwnerReportAnswer,
  type OwnerReportList,
  type StaffCase,
  type StaffViewing,
} from '../../src/domain/cases/index.ts';
import { createReportWorker } from './weekly-report.ts';

/** Issue 44: the owner's weekly report, sent once per case and week by two workers with a set clock, on both databases. */
describe.each(DATABASE_KINDS)('the owner’s weekly report on %s', (kind) => {
  const clock = realClock();
  const { t, mailsTo, verifiedAccount } = useAccountsEnv(kind, { now: clock.now });
  const ctx = () => ({ db: t.db, env: t.env, mailsTo });
  const HOUR_MS = 60 * 60 * 1000;
  const WEEK_MS = 7 * 24 * HOUR_MS;

  const request = async (b: Browser, email: string, lang: 'es' | 'en') => {
    await t.db.query('DELETE FROM contact_attempts');
    const response = await b.post(`/api/process-contact?lang=${lang}`, makeContactBody({ email }));
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };

  /** The outbox sends what was queued at `at` once its own clock has reached it. */
  const mailsAt = async (to: string, at: Date) => {
    const offset = Math.max(0, at.getTime() - clock.now().getTime());
    clock.advance(offset);
    try {
      return await mailsTo(to);
    } finally {
      clock.advance(-offset);
    }
  };

  it('sends each seller the week, in their language, once across two instances; the page stays as sent; the firm previews and holds', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('agente'));
    const seller = await verifiedAccount(uniqueEmail('propietaria'), { lang: 'en' });
    const other = await verifiedAccount(uniqueEmail('otro'));
    const opened = await staff.b.post(`/api/staff/requests/${await request(seller.b, seller.email, 'en')}/case`, {
      side: 'seller',
      property: 'Piso en Chamberí',
    });
    const sellerCase = ((await opened.json()) as { case: StaffCase }).case;
    const base = `/api/staff/cases/${sellerCase.id}`;

    // The week: a viewing that took place with its feedback released, an offer, a step done.
    const proposed = await staff.b.post(`${base}/viewings`, {
      startsAt: new Date(clock.now().getTime() + 10 * 60 * 1000).toISOString(),
      durationMinutes: 30,
      visitor: { name: 'Hugo Martín' },
    });
    const viewing = ((await proposed.json()) as { viewing: StaffViewing }).viewing;
    expect((await staff.b.patch(`${base}/viewings/${viewing.id}`, { version: 1, action: 'confirm' })).status).toBe(200);
    clock.advance(HOUR_MS);
    try {
      expect((await staff.b.patch(`${base}/viewings/${viewing.id}`, { version: 2, action: 'done' })).status).toBe(200);
      expect(
        (
          await staff.b.put(`${base}/viewings/${viewing.id}/feedback`, {
            version: 3,
            said: 'Muy luminoso.',
            rating: 5,
            released: true,
          })
        ).status,
      ).toBe(200);
      expect(
        (await staff.b.post(`${base}/offers`, { amount: 735_000, conditions: 'Cash', buyerName: 'Hugo Martín' })).status,
      ).toBe(201);
      const valuation = sellerCase.milestones.find((m) => m.key === 'valuation')!;
      expect((await staff.b.patch(`${base}/milestones/valuation`, { version: valuation.version, state: 'done' })).status).toBe(
        200,
      );

      // The firm's preview of the report to come.
      const preview = ((await (await staff.b.get(`${base}/report`)).json()) as OwnerReportAnswer).report;
      expect(preview).toMatchObject({ status: 'preview', sentAt: null, snapshot: { lang: 'en', property: 'Piso en Chamberí' } });
      expect(preview.snapshot.offers).toEqual([expect.objectContaining({ amount: 73_500_000, status: 'received' })]);
    } finally {
      clock.advance(-HOUR_MS);
    }

    // Monday 09:00 Madrid comes (a clock the test sets): two instances, one report.
    const monday = reportWeekOf(new Date(clock.now().getTime() + WEEK_MS));
    let at = new Date(monday.dueAt.getTime() - 60_000);
    const worker = (n: number) =>
      createReportWorker({ db: t.db, siteUrl: TEST_SITE_URL, now: () => at, onEmailQueued: () => void n });
    const [first, second] = [worker(1), worker(2)];
    const before = (await mailsTo(seller.email)).length;
    await Promise.all([first.runOnce(), second.runOnce()]);
    expect(await mailsTo(seller.email)).toHaveLength(before); // Sunday evening, Monday not yet 09:00: nothing
    at = new Date(monday.dueAt.getTime() + 60_000);
    await Promise.all([first.runOnce(), second.runOnce(), first.runOnce()]);
    await second.runOnce();
    const mails = (await mailsAt(seller.email, at)).slice(before);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your weekly report (week of ${monday.week})`);
    expect(mails[0]!.body).toContain('Viewings: 1.');
    expect(mails[0]!.body).toContain('Feedback shared: 1.');
    expect(mails[0]!.body).toContain('Offers: 1.');
    expect(mails[0]!.body).toContain(`${TEST_SITE_URL}/en/portal`);
    expect(mails[0]!.body).not.toMatch(/735|Hugo|luminoso|Chamberí/);
    expect(await t.db.query('SELECT 1 FROM owner_reports WHERE case_id = $1', [sellerCase.id])).toHaveLength(1);

    // The page stays as it was sent, whatever happens after.
    const list = (await (await seller.b.get(`/api/portal/cases/${sellerCase.id}/reports`)).json()) as OwnerReportList;
    expect(list.reports.map((r) => r.week)).toEqual([monday.week]);
    const page = (
      (await (await seller.b.get(`/api/portal/cases/${sellerCase.id}/reports/${monday.week}`)).json()) as OwnerReportAnswer
    ).report;
    expect(page).toMatchObject({
      status: 'sent',
      week: monday.week,
      text: mails[0]!.body.replace(/\r\n/g, '\n').trimEnd() + '\n',
    });
    expect(page.snapshot.feedback).toEqual([expect.objectContaining({ said: 'Muy luminoso.', rating: 5 })]);
    expect((await staff.b.post(`${base}/offers`, { amount: 760_000, conditions: {} })).status).toBe(201);
    const again = (
      (await (await seller.b.get(`/api/portal/cases/${sellerCase.id}/reports/${monday.week}`)).json()) as OwnerReportAnswer
    ).report;
    expect(again.snapshot).toEqual(page.snapshot);
    for (const path of [
      `/api/portal/cases/${sellerCase.id}/reports`,
      `/api/portal/cases/${sellerCase.id}/reports/${monday.week}`,
    ])
      expect((await other.b.get(path)).status, path).toBe(404);
    expect((await seller.b.get(`/api/portal/cases/${sellerCase.id}/reports/2026-02-30`)).status).toBe(404);

    // A sent week cannot be held; the next one can, and then it does not go.
    const sent = await staff.b.put(`${base}/report`, { week: monday.week, held: true });
    expect([sent.status, ((await sent.json()) as { error: { code: string } }).error.code]).toEqual([409, 'reportSent']);
    expect((await staff.b.put(`${base}/report`, { week: '2026-12-08', held: true })).status).toBe(400); // a Tuesday
    const next = reportWeekOf(new Date(monday.dueAt.getTime() + WEEK_MS));
    const held = await staff.b.put(`${base}/report`, { week: next.week, held: true });
    expect(held.status).toBe(200);
    expect(((await held.json()) as OwnerReportAnswer).report).toMatchObject({ week: next.week, status: 'held' });
    at = new Date(next.dueAt.getTime() + 60_000);
    await first.runOnce();
    expect((await mailsAt(seller.email, at)).slice(before)).toHaveLength(1);
    const audit = await t.db.query("SELECT 1 FROM staff_audit_log WHERE case_id = $1 AND action = 'case-report'", [
      sellerCase.id,
    ]);
    expect(audit).toHaveLength(1);
  });

  it('takes the week due from `dueBy` (the tests-only clock file) while the e-mail keeps the real clock, so it goes at once', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('agente'));
    const seller = await verifiedAccount(uniqueEmail('vendedora'), { lang: 'es' });
    const opened = await staff.b.post(`/api/staff/requests/${await request(seller.b, seller.email, 'es')}/case`, {
      side: 'seller',
    });
    const sellerCase = ((await opened.json()) as { case: StaffCase }).case;
    const monday = reportWeekOf(new Date(clock.now().getTime() + WEEK_MS));
    const worker = createReportWorker({
      db: t.db,
      siteUrl: TEST_SITE_URL,
      now: clock.now,
      dueBy: () => new Date(monday.dueAt.getTime() + 60_000),
    });
    const before = (await mailsTo(seller.email)).length;
    expect(await worker.runOnce()).toBeGreaterThanOrEqual(1);
    const mails = (await mailsTo(seller.email)).slice(before);
    expect(mails.map((m) => m.subject)).toEqual([`Su informe semanal (semana del ${monday.week})`]);
    const [row] = await t.db.query<{ week: string; sent_at: Date }>(
      'SELECT week, sent_at FROM owner_reports WHERE case_id = $1',
      [sellerCase.id],
    );
    expect(row!.week).toBe(monday.week);
    expect(new Date(row!.sent_at).getTime()).toBeLessThan(monday.dueAt.getTime());
  });
});
