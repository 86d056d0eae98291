import type { Browser, Page } from '@playwright/test';
import { ROUTES } from '../../src/config/routes.ts';
import { reportWeekOf } from '../../src/domain/cases/index.ts';
import { ACCOUNTS_MESSAGES } from '../../src/i18n/accounts.ts';
import { CASE_PAGES_MESSAGES } from '../../src/i18n/case-pages.ts';
import { CASES_MESSAGES } from '../../src/i18n/cases.ts';
import { DEALINGS_MESSAGES } from '../../src/i18n/dealings.ts';
import { WORKSPACE_MESSAGES } from '../../src/i18n/workspace.ts';
import { createTestDatabase, startLocalPostgres, type LocalPostgres } from '../setup/local-postgres.ts';
import { PASSWORD, uniqueEmail } from './support/accounts.ts';
import { linkIn } from './support/mailbox.ts';
import { answerCookieNotice, expect, expectNoAxeViolations, gotoHydrated, test, watchForProblems } from './fixtures.ts';
import {
  STAFF_SERVER_SETUP_MS,
  startStaffServer,
  staffSession,
  type StaffServer,
  type StorageState,
} from './support/staff-server.ts';

// Issue 44's walk, once, on PostgreSQL (project `chromium-case-file-postgres` only): staff propose a viewing in the
// workspace, the seller accepts it in English, it happens and its feedback is released; an offer arrives, is
// countered and the counter accepted; messages go both ways; the seller's e-mails are English notices with no
// figure; the calendar feed holds the viewing until revoked; a buyer of the firm never sees the seller, the
// feedback or another buyer's offer; the Monday report is sent once with two instances running.

const STAFF = { email: 'marta.visitas@example.com', name: 'Marta Visitas', lang: 'es' as const };
const STAFF_PASSWORD = 'glicinias del jardín botánico 2004';
const DESKTOP = { width: 1440, height: 900 };
const d = DEALINGS_MESSAGES;
const s = d.es.staff;

test.describe.configure({ mode: 'serial' });

let server: StaffServer;
let staffState: StorageState;
let postgres: LocalPostgres | undefined;

// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(STAFF_SERVER_SETUP_MS);
  postgres = process.env.DATABASE_URL ? undefined : await startLocalPostgres();
  const databaseUrl = postgres ? await createTestDatabase(postgres.url, 'e2e_dealings') : process.env.DATABASE_URL;
  server = await startStaffServer([STAFF], { databaseUrl });
  staffState = await staffSession(server, STAFF, STAFF_PASSWORD);
});

test.afterAll(async () => {
  await server?.stop();
  await postgres?.stop();
});

/** A client's browser, signed in by the verification e-mail, with a request sent (it belongs to the account). */
async function newClient(browser: Browser, name: string, service: 'sell' | 'buy') {
  const context = await browser.newContext({ locale: 'en-GB', baseURL: server.url });
  await answerCookieNotice(context);
  const page = await context.newPage();
  const problems = watchForProblems(page, [/status of 40[0134]/]);
  const email = uniqueEmail('trato');
  const headers = { Origin: server.url };
  const signUp = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: PASSWORD, clientType: service === 'sell' ? 'seller' : 'buyer', lang: 'en' },
    headers,
  });
  expect(signUp.status()).toBe(200);
  await page.goto(
    linkIn(await server.mailTo(email, ACCOUNTS_MESSAGES.en.emails.verify.subject), `${server.url}/api/auth/verify-email`),
  );
  const sent = await page.request.post('/api/process-contact?lang=en', {
    data: { formType: 'simple', clientType: 'waiting-list', serviceType: service, email, message: 'A flat in Salamanca.' },
    headers,
  });
  expect(sent.status()).toBe(201);
  return { context, page, email, problems };
}

/** Staff open the client's request's case from the inbox; its id from the address. */
async function openCase(page: Page, email: string): Promise<string> {
  await gotoHydrated(page, ROUTES.workspace.es);
  await page.getByRole('link', { name: WORKSPACE_MESSAGES.es.ui.inbox.open(email) }).click();
  await page.getByTestId('request-case').getByRole('button', { name: CASE_PAGES_MESSAGES.es.staff.openCase.open }).click();
  await expect(page.getByTestId('staff-case')).toBeVisible();
  return new URL(page.url()).searchParams.get('expediente')!;
}

/** A Madrid wall-clock day and time (`2026-11-28`, `17:42`). */
function madridWall(at: Date): { day: string; time: string } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

test('a viewing, its feedback, an offer countered and accepted, messages, the feed and the Monday report', async ({
  browser,
}) => {
  test.setTimeout(480_000);
  const seller = await newClient(browser, 'Eleanor Seller', 'sell');
  const staffContext = await browser.newContext({
    locale: 'es-ES',
    baseURL: server.url,
    storageState: staffState,
    viewport: DESKTOP,
  });
  const staff = await staffContext.newPage();
  const staffProblems = watchForProblems(staff, [/status of 40[49]/]);
  const caseId = await openCase(staff, seller.email);

  // The next whole minute at least 30 s ahead (time enough to type and send it; a viewing can only be marked done
  // once its time has come, and the walk below takes longer than that), typed in Madrid time.
  const startsAt = new Date(Math.ceil((Date.now() + 30_000) / 60_000) * 60_000);
  const slot = madridWall(startsAt);
  const propose = staff.getByRole('form', { name: s.viewings.propose });
  await propose.getByLabel(s.viewings.day).fill(slot.day);
  await propose.getByLabel(s.viewings.time).fill(slot.time);
  await propose.getByLabel(s.viewings.visitorName).fill('Hugo Martín Ruiz');
  await propose.getByLabel(s.viewings.idNumber).fill('12345678Z');
  await propose.getByRole('button', { name: s.viewings.propose }).click();
  await expect(propose.getByText(s.viewings.proposed)).toBeVisible();
  const viewing = staff.getByTestId('staff-viewings').locator('li[data-testid^="staff-viewing-"]');
  await expect(viewing).toContainText(s.viewings.idOnSheet('12345678Z'));
  await expect(viewing).toContainText(d.es.viewingStatuses.proposed);
  await expectNoAxeViolations(staff);

  // The seller accepts it in English; they read the visitor as "Hugo R.", never the ID number.
  const en = d.en.pages;
  await gotoHydrated(seller.page, `${ROUTES.portalCases.en}?case=${caseId}`);
  const theirs = seller.page.getByTestId('case-viewings');
  await expect(theirs).toContainText(en.viewings.visitor('Hugo R.'));
  await expect(theirs).not.toContainText('12345678Z');
  await theirs.getByRole('button', { name: en.viewings.accept }).click();
  await expect(theirs).toContainText(d.en.viewingStatuses.confirmed);

  // An offer arrives and is countered; the counter is accepted. The seller sees both, the bidder as "Hugo R.".
  await staff.reload();
  await expect(viewing).toContainText(s.viewings.sellerAnswer.accepted);
  const record = staff.getByRole('form', { name: s.offers.record });
  await record.getByLabel(s.offers.amount).fill('1250000');
  await record.getByLabel(s.offers.buyerName).fill('Hugo Martín Ruiz');
  await record.getByLabel(s.offers.financing).selectOption({ label: d.es.pages.offers.financing.mortgage });
  await record.getByRole('button', { name: s.offers.record }).click();
  await expect(record.getByText(s.offers.recorded)).toBeVisible();
  const offers = staff.getByTestId('staff-offers');
  const first = offers.locator('li[data-testid^="staff-offer-"]').filter({ hasText: s.offers.by.buyer });
  await first.getByRole('button', { name: s.offers.counter }).click();
  await first.getByLabel(s.offers.counterAmount).fill('1300000');
  await first.getByRole('button', { name: s.offers.counterSave }).click();
  await expect(first).toContainText(d.es.offerStatuses.countered);
  const counter = offers.locator('li[data-testid^="staff-offer-"]').filter({ hasText: s.offers.by.seller });
  await counter.getByRole('button', { name: s.offers.actions.accept }).click();
  await expect(counter).toContainText(d.es.offerStatuses.accepted);
  await expectNoAxeViolations(staff);

  // Messages both ways; staff see what waits on them in the list, and the read receipt once the seller read theirs.
  await seller.page.reload();
  await expect(seller.page.getByTestId('case-offers')).toContainText(en.offers.from('Hugo R.'));
  await expect(seller.page.getByTestId('case-offers')).toContainText(d.en.offerStatuses.accepted);
  await seller.page.getByLabel(en.messages.label).fill('Is Saturday morning possible for the notary?');
  await seller.page.getByRole('button', { name: en.messages.send, exact: true }).click();
  await expect(seller.page.getByText(en.messages.sent)).toBeVisible();
  await gotoHydrated(staff, `${ROUTES.workspace.es}?vista=expedientes`);
  await expect(staff.getByTestId('staff-cases').getByRole('row').filter({ hasText: 'Eleanor Seller' })).toContainText(
    s.waiting.messages(1),
  );
  await gotoHydrated(staff, `${ROUTES.workspace.es}?expediente=${caseId}`);
  await expect(staff.getByTestId('staff-messages')).toContainText('Is Saturday morning possible for the notary?');
  await staff.getByLabel(s.messages.label).fill('Sí: el sábado a las 10:00.');
  await staff.getByRole('button', { name: s.messages.send, exact: true }).click();
  await expect(staff.getByTestId('staff-messages')).toContainText(s.messages.unread);
  await seller.page.reload();
  await expect(seller.page.getByTestId('case-messages-list')).toContainText('Sí: el sábado a las 10:00.');
  await staff.reload();
  await expect(staff.getByTestId('staff-messages')).toContainText(s.messages.read('').trim());

  // The viewing happens once its time has come; its feedback is released to the seller.
  await expect.poll(() => Date.now(), { timeout: 150_000, intervals: [1_000] }).toBeGreaterThan(startsAt.getTime());
  await viewing.getByRole('button', { name: s.viewings.actions.done }).click();
  await expect(viewing).toContainText(d.es.viewingStatuses.done);
  await viewing.getByLabel(s.feedback.said).fill('Loved the light; worried about the lift.');
  await viewing.getByLabel(s.feedback.rating).selectOption('4');
  await viewing.getByRole('button', { name: s.feedback.release }).click();
  await expect(viewing).not.toContainText(s.feedback.notReleased);
  await expect(viewing.getByRole('button', { name: s.feedback.release })).toHaveCount(0);
  await seller.page.reload();
  await expect(seller.page.getByTestId('case-viewings')).toContainText('Loved the light; worried about the lift.');
  await expectNoAxeViolations(seller.page);

  // The seller's calendar feed holds the viewing, titled by the property and never by a person; revoked, it is 404.
  const calendar = seller.page.getByTestId('case-calendar');
  await calendar.getByRole('button', { name: en.calendar.get }).click();
  const feedUrl = await calendar.getByLabel(en.calendar.label).inputValue();
  const feed = await seller.page.request.get(feedUrl);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).not.toMatch(/Hugo|Eleanor|12345678Z/);
  await calendar.getByRole('button', { name: en.calendar.revoke }).click();
  await expect(calendar).toContainText(en.calendar.revoked);
  expect((await seller.page.request.get(feedUrl)).status()).toBe(404);

  // A buyer of the firm named on a second offer on the property: their own offer and viewing times, nothing of
  // the seller, the feedback or the other buyer's offer; the seller's case is 404 to them.
  const buyer = await newClient(browser, 'Ben Buyer', 'buy');
  const buyerCaseId = await openCase(staff, buyer.email);
  const asStaff = { headers: { Origin: server.url } };
  const second = await staff.request.post(`/api/staff/cases/${caseId}/offers`, {
    ...asStaff,
    data: { amount: 1_100_000, conditions: 'Cash, quick completion.', buyerCaseId, buyerName: 'Ben Buyer' },
  });
  expect(second.status()).toBe(201);
  const buyerView = JSON.stringify(await (await buyer.page.request.get(`/api/portal/cases/${buyerCaseId}`)).json());
  expect(buyerView).toContain('110000000');
  expect(buyerView).not.toMatch(/Eleanor|Loved the light|130000000|125000000|Hugo/);
  expect((await buyer.page.request.get(`/api/portal/cases/${caseId}`)).status()).toBe(404);
  expect((await buyer.page.request.get(`/api/portal/cases/${caseId}/messages`)).status()).toBe(404);

  // Monday 09:00 Madrid comes with two instances running: the report goes once, in English, counts and a link.
  await server.startTwin();
  const { week, dueAt } = reportWeekOf(new Date(Date.now() + 7 * 24 * 60 * 60 * 1000));
  server.setNoticeClock(new Date(dueAt.getTime() + 60_000));
  const report = await server.mailTo(seller.email, d.en.emails.report.subject(week));
  expect(report.body).not.toMatch(/€|Hugo|Loved the light|1[.,]?[23]\d\d[.,]?000/);

  // The seller's e-mails: the immediate offer notice and the bundled notices, each in English, with no figure.
  const mails = () => server.mailsTo(seller.email, d.en.emails.offer.subject);
  await expect.poll(() => mails().length).toBeGreaterThan(0);
  const notices = server.mailsTo(seller.email, CASES_MESSAGES.en.emails.notice.subject);
  for (const mail of [...mails(), ...notices])
    expect(mail.body).not.toMatch(/€|Hugo|Loved the light|Saturday|1[.,]?[23]\d\d[.,]?000/);

  // The report as a page in the seller's area, exactly as stored; still one e-mail, whichever instance ran.
  await gotoHydrated(seller.page, `${ROUTES.portalCases.en}?case=${caseId}`);
  await seller.page.getByTestId('case-reports').getByRole('link').first().click();
  const page = seller.page.getByTestId('report-view');
  await expect(page).toContainText('Loved the light; worried about the lift.');
  await expectNoAxeViolations(seller.page);
  expect(server.mailsTo(seller.email, d.en.emails.report.subject(week))).toHaveLength(1);

  for (const problems of [seller.problems, buyer.problems, staffProblems]) expect(problems).toEqual([]);
  await Promise.all([seller.context.close(), buyer.context.close(), staffContext.close()]);
});
