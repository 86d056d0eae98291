import type { Browser, Page } from '@playwright/test';
import { ACCOUNT_PATHS } from '../../src/config/account-routes.ts';
import { ROUTES } from '../../src/config/routes.ts';
import { ACCOUNT_PAGES_MESSAGES } from '../../src/i18n/account-pages.ts';
import { ACCOUNTS_MESSAGES } from '../../src/i18n/accounts.ts';
import { CASE_PAGES_MESSAGES } from '../../src/i18n/case-pages.ts';
import { CASES_MESSAGES } from '../../src/i18n/cases.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import { WORKSPACE_MESSAGES } from '../../src/i18n/workspace.ts';
import { heicWithGps, pdfWithText } from '../support/documents.ts';
import { PASSWORD, uniqueEmail } from './support/accounts.ts';
import { linkIn } from './support/mailbox.ts';
import { createTestDatabase, startLocalPostgres, type LocalPostgres } from '../setup/local-postgres.ts';
import { CASE_FILE_POSTGRES_PROJECT } from './support/projects.ts';
import { answerCookieNotice, expect, expectNoAxeViolations, gotoHydrated, test, watchForProblems } from './fixtures.ts';
import {
  STAFF_SERVER_SETUP_MS,
  startStaffServer,
  staffSession,
  type StaffServer,
  type StorageState,
} from './support/staff-server.ts';

// The case file's pages end to end (issue 43), on a server of their own: on PGlite (project `chromium`), and on
// a throwaway PostgreSQL in the `chromium-case-file-postgres` project (or the one DATABASE_URL names). A client signs up and sends a
// request signed in; staff open a seller case from it; the client follows it in English; staff advance
// two steps; another client gets 404 for the case. Axe and the keyboard on every new page, both languages.

const STAFF = { email: 'lucia.equipo@example.com', name: 'Lucía Equipo', lang: 'es' as const };
const STAFF_PASSWORD = 'naranjos del paseo del Prado 1999';
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };
const MY_CASE = ACCOUNT_PAGES_MESSAGES.en.portal.nav.sections.portalCases;

// One server for the file's tests: they run in one worker, one after the other.
test.describe.configure({ mode: 'serial' });

let server: StaffServer;
let staffState: StorageState;
let postgres: LocalPostgres | undefined;

// Playwright reads fixtures from an object pattern in the first parameter; this hook needs none.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(STAFF_SERVER_SETUP_MS);
  // The PostgreSQL project walks the same file on a throwaway cluster of its own (playwright.config.ts).
  if (testInfo.project.name === CASE_FILE_POSTGRES_PROJECT) postgres = await startLocalPostgres();
  const databaseUrl = postgres ? await createTestDatabase(postgres.url, 'e2e_cases') : process.env.DATABASE_URL;
  server = await startStaffServer([STAFF], { databaseUrl });
  staffState = await staffSession(server, STAFF, STAFF_PASSWORD);
});

test.afterAll(async () => {
  await server?.stop();
  await postgres?.stop();
});

const p = (lang: Lang) => CASE_PAGES_MESSAGES[lang];
const c = (lang: Lang) => CASES_MESSAGES[lang];

/** A client's browser: signed up through the API, signed in by the verification e-mail's link. */
async function newClient(browser: Browser, lang: Lang, name: string) {
  const context = await browser.newContext({ locale: lang === 'es' ? 'es-ES' : 'en-GB', baseURL: server.url });
  // A client signed up on the site has answered the cookie notice long before; unanswered, it would be the
  // next Tab stop wherever the keyboard is (issue 41), and this walk tabs through the case page.
  await answerCookieNotice(context);
  const page = await context.newPage();
  const problems = watchForProblems(page, [/status of 40[0134]/]);
  const email = uniqueEmail('caso');
  const answer = await page.request.post('/api/auth/sign-up/email', {
    data: { name, email, password: PASSWORD, clientType: 'seller', lang },
    headers: { Origin: server.url },
  });
  expect(answer.status()).toBe(200);
  const mail = await server.mailTo(email, ACCOUNTS_MESSAGES[lang].emails.verify.subject);
  await page.goto(linkIn(mail, `${server.url}/api/auth/verify-email`));
  return { context, page, email, problems };
}

async function asStaff(browser: Browser, viewport = DESKTOP) {
  const context = await browser.newContext({ locale: 'es-ES', baseURL: server.url, storageState: staffState, viewport });
  const page = await context.newPage();
  return { context, page, problems: watchForProblems(page, [/status of 40[49]/]) };
}

/** With CASE_SHOTS=<folder>, the new pages' full screenshots for a person to look at (not compared). */
async function shot(page: Page, name: string) {
  if (process.env.CASE_SHOTS) await page.screenshot({ path: `${process.env.CASE_SHOTS}/${name}.png`, fullPage: true });
}

/** Staff advance one step: its editor opened by its button, the state chosen, a note for the client, saved. */
async function advance(page: Page, step: string, state: string, note: string) {
  const w = p('es').staff.step;
  await page.getByRole('button', { name: w.edit(step) }).click();
  const editor = page.getByRole('form', { name: w.edit(step) });
  await editor.getByLabel(w.state).selectOption({ label: state });
  await editor.getByLabel(w.clientNote).fill(note);
  await editor.getByRole('button', { name: w.save }).click();
  await expect(editor).toHaveCount(0);
}

test('a seller’s case from request to the client’s timeline in English; another client gets 404', async ({ browser }) => {
  test.setTimeout(360_000);
  const en = p('en');
  const client = await newClient(browser, 'en', 'Eleanor Vance');

  // The request, sent signed in: it belongs to the account at once.
  const sent = await client.page.request.post('/api/process-contact?lang=en', {
    data: {
      formType: 'simple',
      clientType: 'waiting-list',
      serviceType: 'sell',
      email: client.email,
      message: 'A flat in Chamberí to sell, quietly.',
    },
    headers: { Origin: server.url },
  });
  expect(sent.status()).toBe(201);

  // Before any case, the private area has no "My case".
  await gotoHydrated(client.page, ROUTES.portal.en);
  await expect(client.page.getByTestId('portal-sidebar').getByRole('link', { name: MY_CASE })).toHaveCount(0);

  // Staff open a seller case from the request's page.
  const staff = await asStaff(browser);
  const es = p('es');
  await gotoHydrated(staff.page, ROUTES.workspace.es);
  await staff.page.getByRole('link', { name: WORKSPACE_MESSAGES.es.ui.inbox.open(client.email) }).click();
  const requestCase = staff.page.getByTestId('request-case');
  await expect(requestCase.getByLabel(es.staff.openCase.side)).toHaveValue('seller');
  await expectNoAxeViolations(staff.page);
  await requestCase.getByRole('button', { name: es.staff.openCase.open }).click();
  await expect(staff.page.getByTestId('staff-case')).toBeVisible();
  const caseUrl = new URL(staff.page.url());
  const caseId = caseUrl.searchParams.get('expediente')!;
  expect(caseId).toMatch(/^[0-9a-f-]{36}$/);
  await expect(staff.page.getByTestId('staff-step-valuation')).toContainText(c('es').states.pending);
  await expectNoAxeViolations(staff.page);
  // Back on the request's page, "Abrir el expediente" has become a link to its case.
  await gotoHydrated(staff.page, ROUTES.workspace.es);
  await staff.page.getByRole('link', { name: WORKSPACE_MESSAGES.es.ui.inbox.open(client.email) }).click();
  const seeCase = requestCase.getByRole('link', { name: es.staff.openCase.see });
  await expect(seeCase).toHaveAttribute('href', new RegExp(`expediente=${caseId}`));
  await expect(requestCase.getByRole('button', { name: es.staff.openCase.open })).toHaveCount(0);
  await seeCase.click();
  await expect(staff.page.getByTestId('staff-step-valuation')).toBeVisible();

  // The client sees it: "My case" in the sidebar, the list, the case.
  await gotoHydrated(client.page, ROUTES.portal.en);
  const nav = client.page.getByTestId('portal-sidebar').getByRole('link', { name: MY_CASE });
  await expect(nav).toBeVisible();
  await nav.click();
  await expect(client.page).toHaveURL(new RegExp(`${ROUTES.portalCases.en}$`));
  const card = client.page.getByTestId('cases-list').getByRole('listitem');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(c('en').sides.seller);
  await expectNoAxeViolations(client.page);
  await card.getByRole('link').click();
  await expect(client.page.getByTestId('case-view')).toBeVisible();
  await expect(client.page.getByTestId('case-next-step')).toContainText(c('en').milestones.valuation);
  await expect(client.page.getByTestId('checklist-owner-id')).toHaveAttribute('data-state', 'waiting');
  await expect(client.page.getByTestId('checklist-mortgage-certificate')).toHaveAttribute('data-state', 'notNeeded');
  await expectNoAxeViolations(client.page);
  await shot(client.page, 'client-case-en-1440');

  // Keyboard-complete: the upload's picker is reached with Tab and opened with the keyboard. The wait for
  // the chooser begins first: Playwright turns on Chromium's file-chooser interception when the first
  // listener is added, without waiting for it, so a key pressed at once could open the native dialog (which
  // never reports) before the interception is on; the round trips below let it land.
  const chooser = client.page.waitForEvent('filechooser', { timeout: 20_000 });
  const picker = client.page.getByLabel(en.upload.choose);
  await client.page.getByLabel(en.upload.item).focus();
  await client.page.keyboard.press('Tab');
  await expect(picker).toBeFocused();
  await client.page.keyboard.press('Space');
  expect((await chooser).isMultiple()).toBe(false);

  // Staff advance two steps, each with a note for the client.
  await staff.page.reload();
  await advance(staff.page, c('es').milestones.valuation, c('es').states.done, 'Valuation agreed: see the report.');
  await advance(staff.page, c('es').milestones['mandate-kyc'], c('es').states['in-progress'], 'Please bring your passport.');
  await expect(staff.page.getByTestId('staff-step-valuation')).toContainText(c('es').states.done);
  await expect(staff.page.getByTestId('staff-case-timeline')).toContainText(`${STAFF.name}: «${c('es').milestones.valuation}»`);

  // One bundled e-mail for both steps, in English, once the bundle window is over (the digest's clock moved a
  // day on: past the gathering, the quiet hours and the hour between e-mails): no document name, no figure.
  const notice = c('en').emails.notice;
  expect(server.mailsTo(client.email, notice.subject)).toEqual([]);
  server.setNoticeClock(new Date(Date.now() + 24 * 60 * 60 * 1000));
  const bundled = await server.mailTo(client.email, notice.subject);
  const link = `${server.url}${ACCOUNT_PATHS.portal.en}`;
  const words = (text: string) => text.replace(/\s+/g, ' ');
  expect(words(bundled.body)).toContain(words(notice.body(2, link)));
  expect(bundled.body.replace(link, '')).not.toMatch(/Valuation agreed|passport|\.pdf|€|\d{3,}/i);
  expect(server.mailsTo(client.email, notice.subject)).toHaveLength(1);

  // The client reads it in English: the steps, the note, the timeline naming "the firm".
  await client.page.reload();
  await expect(client.page.getByTestId('step-valuation')).toContainText(c('en').states.done);
  await expect(client.page.getByTestId('step-valuation')).toContainText('Valuation agreed: see the report.');
  await expect(client.page.getByTestId('case-next-step')).toContainText(c('en').milestones['mandate-kyc']);
  const timeline = client.page.getByTestId('case-timeline-list');
  await expect(timeline).toContainText(`The firm: “${c('en').milestones.valuation}”, done.`);
  await expect(timeline).toContainText(`The firm: “${c('en').milestones['mandate-kyc']}”, in progress.`);
  await expect(timeline).not.toContainText(STAFF.name);
  await shot(staff.page, 'staff-case-es-1440');
  await staff.page.setViewportSize(PHONE);
  await shot(staff.page, 'staff-case-es-375');

  // The same case in Spanish, at a phone's width: axe again.
  await client.page.setViewportSize(PHONE);
  await gotoHydrated(client.page, `${ROUTES.portalCases.es}?expediente=${caseId}`);
  await expect(client.page.getByTestId('case-timeline-list')).toContainText(
    `La firma: «${c('es').milestones.valuation}», hecho.`,
  );
  await expectNoAxeViolations(client.page);
  await shot(client.page, 'client-case-es-375');

  // Another client: 404 for the case's page and its API, the same as an unknown id; nobody signed in: 401.
  const other = await newClient(browser, 'en', 'Oliver Other');
  await gotoHydrated(other.page, `${ROUTES.portalCases.en}?case=${caseId}`);
  await expect(other.page.getByTestId('portal-section').getByRole('alert')).toHaveText(en.notFound);
  expect((await other.page.request.get(`/api/portal/cases/${caseId}`)).status()).toBe(404);
  expect((await other.page.request.get('/api/portal/cases/00000000-0000-4000-8000-000000000000')).status()).toBe(404);
  const anonymous = await browser.newContext({ baseURL: server.url });
  expect((await anonymous.request.get(`/api/portal/cases/${caseId}`)).status()).toBe(401);
  await anonymous.close();

  // Still the one notice, passes of the digest later (one a second since the bundle): nothing sent twice.
  expect(server.mailsTo(client.email, notice.subject)).toHaveLength(1);

  for (const who of [client, other, staff]) {
    expect(who.problems, 'console errors, uncaught exceptions or failed requests').toEqual([]);
    await who.context.close();
  }
});

// The documents' half of the walk: a PDF on its checklist row and an iPhone's HEIC photograph dropped as a free
// upload, both seen by staff and downloaded, and a PDF with JavaScript refused in words.
test('the client uploads a PDF and a phone photo; staff see them; an unsafe file is refused in words', async ({ browser }) => {
  test.setTimeout(360_000);
  const en = p('en');
  const client = await newClient(browser, 'en', 'Margaret Upload');
  const sent = await client.page.request.post('/api/process-contact?lang=en', {
    data: {
      formType: 'simple',
      clientType: 'waiting-list',
      serviceType: 'sell',
      email: client.email,
      message: 'A house in La Moraleja to sell, with discretion.',
    },
    headers: { Origin: server.url },
  });
  expect(sent.status()).toBe(201);
  const staff = await asStaff(browser);
  await gotoHydrated(staff.page, ROUTES.workspace.es);
  await staff.page.getByRole('link', { name: WORKSPACE_MESSAGES.es.ui.inbox.open(client.email) }).click();
  await staff.page
    .getByTestId('request-case')
    .getByRole('button', { name: p('es').staff.openCase.open })
    .click();
  await expect(staff.page.getByTestId('staff-case')).toBeVisible();
  const caseId = new URL(staff.page.url()).searchParams.get('expediente')!;

  // The deed's PDF on its row, chosen with the keyboard; the photograph from a phone, as a free upload.
  await client.page.setViewportSize(PHONE);
  await gotoHydrated(client.page, `${ROUTES.portalCases.en}?case=${caseId}`);
  const deedRow = client.page.getByTestId('checklist-title-deed');
  const chooser = client.page.waitForEvent('filechooser');
  await deedRow.getByLabel(en.checklist.upload(c('en').documents['title-deed'])).focus();
  await client.page.keyboard.press('Enter');
  await (await chooser).setFiles({ name: 'escritura.pdf', mimeType: 'application/pdf', buffer: pdfWithText('ESCRITURA-MARCA') });
  await expect(deedRow).toContainText(en.upload.sent('escritura.pdf'));
  await expect(deedRow).toHaveAttribute('data-state', 'received');
  await client.page.getByLabel(en.upload.item).selectOption({ label: c('en').documents['owner-id'] });
  await client.page
    .getByLabel(en.upload.choose)
    .setInputFiles({ name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: await heicWithGps() });
  await expect(client.page.getByTestId('case-upload')).toContainText(/Received: IMG_0001/, { timeout: 30_000 });
  await expect(client.page.getByTestId('checklist-owner-id')).toHaveAttribute('data-state', 'received');
  await expect(client.page.getByTestId('case-timeline-list')).toContainText(
    `You uploaded a document: ${c('en').documents['title-deed']}`,
  );

  // A PDF with JavaScript: refused in words, nothing kept.
  await client.page.getByLabel(en.upload.choose).setInputFiles({
    name: 'trap.pdf',
    mimeType: 'application/pdf',
    buffer: pdfWithText('X', { catalogExtra: '/OpenAction << /S /JavaScript /JS (app.alert(1)) >>' }),
  });
  await expect(
    client.page.getByTestId('case-upload').getByText(en.upload.refused('trap.pdf', ACCOUNTS_MESSAGES.en.errors.documentUnsafe)),
  ).toBeVisible();
  await expectNoAxeViolations(client.page);

  // Staff see both, and download the PDF.
  await staff.page.reload();
  const documents = staff.page.getByTestId('staff-case-documents');
  await expect(documents.getByRole('link', { name: 'escritura.pdf' })).toBeVisible();
  await expect(documents).toContainText(c('es').documents['owner-id']);
  const download = staff.page.waitForEvent('download');
  await documents.getByRole('link', { name: 'escritura.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('escritura.pdf');

  for (const who of [client, staff]) {
    expect(who.problems, 'console errors, uncaught exceptions or failed requests').toEqual([]);
    await who.context.close();
  }
});
