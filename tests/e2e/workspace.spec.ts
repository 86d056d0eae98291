import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { freePort } from '../setup/local-postgres.ts';
import { spawnServer, type ServerProcess } from '../support/server-process.ts';
import { startSmtp, type Smtp } from '../support/smtp.ts';
import { totpFromUri } from '../support/totp.ts';
import { exifHasGps } from '../support/exif.ts';
import type { Lang } from '../../src/i18n/languages.ts';
import { MESSAGES } from '../../src/i18n/all-messages.ts';
import { WORKSPACE_MESSAGES } from '../../src/i18n/workspace.ts';
import { seedContent } from '../../src/content/seed.ts';
import { CALCULATOR_ROUTES } from '../../src/config/calculators.ts';
import { ROUTES } from '../../src/config/routes.ts';
import { valuate } from '../../src/domain/calculators/index.ts';
import { makeValuationInput } from '../../src/domain/calculators/test-factories.ts';
import { CALCULATORS_MESSAGES } from '../../src/i18n/calculators.ts';
import { expect, expectNoAxeViolations, test, watchForProblems } from './fixtures.ts';

// The firm's workspace end to end (issue 11), on its own server: a fresh database, the staff tool run
// before the server starts (as docs/operations.md tells the firm), and SMTP to an in-process server.
//
// The whole staff journey runs once per language, each with its own staff member (invited in that
// language) and its own client, who writes in the *other* language, so each run also checks the client's
// e-mail in the client's language. Both runs share one server and database (the expensive part to set up).
const WAIT_MS = 15_000;

type Journey = {
  lang: Lang;
  label: string;
  /** The browser's language. */
  locale: string;
  staff: { email: string; password: string; name: string };
  client: { email: string; password: string; name: string; lang: Lang; message: string; typed: string };
  /** What the staff member sees, as written in the translation resources (src/i18n/{es,en}/workspace.ts). */
  copy: {
    invitationSubject: string;
    accept: { heading: string; email: string; password: string; confirm: string };
    setup: {
      heading: string;
      password: string;
      recoveryCodes: string;
      code: string;
      download: string;
      fileName: string;
      saved: string;
      savedRequired: string;
    };
    inbox: { heading: string; status: string; search: string; open: (email: string) => string; exportCsv: string };
    request: {
      heading: RegExp;
      account: (name: string) => string;
      status: string;
      saveStatus: string;
      statusSaved: string;
      note: string;
      noteText: string;
      addNote: string;
      assignee: string;
      assign: string;
      history: string;
      statusEvent: (who: string) => string;
      assignEvent: (who: string) => string;
    };
    data: { nav: string; email: string; confirm: string; erased: string };
    audit: { nav: string; actions: string[] };
  };
  /** What the client receives, in the client's language. */
  clientMail: { verifySubject: string; receivedSubject: string; statusSubject: string; status: string };
};

const JOURNEYS: Journey[] = [
  {
    lang: 'es',
    label: 'Spanish',
    locale: 'es-ES',
    staff: { email: 'marta.equipo@example.com', password: 'cipreses junto al Retiro 1987 equipo', name: 'Marta Equipo' },
    client: {
      email: 'john.client@example.com',
      password: 'a quiet flat in Chamberi 2024',
      name: 'John Client',
      lang: 'en',
      message: 'I would like to sell my flat in Chamberí.',
      typed: 'JOHN.',
    },
    copy: {
      invitationSubject: 'Su acceso al espacio de trabajo de la firma',
      accept: {
        heading: 'Active su acceso',
        email: 'Su correo electrónico',
        password: 'Nueva contraseña',
        confirm: 'Repita la contraseña',
      },
      setup: {
        heading: 'Configure la verificación en dos pasos',
        password: 'Contraseña',
        recoveryCodes: 'Códigos de recuperación',
        code: 'Código que muestra ahora la aplicación',
        download: 'Descargar (.txt)',
        fileName: 'codigos-de-recuperacion.txt',
        saved: 'He guardado los códigos de recuperación en un lugar seguro',
        savedRequired: 'Confirme que ha guardado los códigos: no volverán a mostrarse.',
      },
      inbox: {
        heading: 'Solicitudes',
        status: 'Estado',
        search: 'Nombre, correo electrónico o teléfono',
        open: (email) => `Abrir la solicitud de ${email}`,
        exportCsv: 'Exportar la lista (CSV)',
      },
      request: {
        heading: /^Solicitud del /,
        account: (name) => `${name}, con cuenta desde el`,
        status: 'Estado',
        saveStatus: 'Cambiar estado',
        statusSaved: 'Estado cambiado.',
        note: 'Nota privada (solo la ve el equipo)',
        noteText: 'Prefiere llamadas por la tarde.',
        addNote: 'Añadir nota',
        assignee: 'Responsable',
        assign: 'Asignar',
        history: 'Historial',
        statusEvent: (who) => `${who} cambió el estado a «Contactada»`,
        assignEvent: (who) => `${who} asignó la solicitud a ${who}`,
      },
      data: {
        nav: 'Datos personales',
        email: 'Correo electrónico de la persona',
        confirm: 'Escriba de nuevo el correo electrónico para confirmar',
        erased: 'Suprimida 1 solicitud y la cuenta.',
      },
      audit: {
        nav: 'Registro de actividad',
        actions: [
          'Acceso',
          'Consulta de una solicitud',
          'Cambio de estado',
          'Nota añadida',
          'Asignación',
          'Exportación',
          'Supresión de datos',
        ],
      },
    },
    clientMail: {
      verifySubject: 'Confirm your email address',
      receivedSubject: 'We have received your request',
      statusSubject: 'Your request has moved on',
      status: 'Contacted',
    },
  },
  {
    lang: 'en',
    label: 'English',
    locale: 'en-GB',
    staff: { email: 'mark.team@example.com', password: 'plane trees along the Castellana 1992', name: 'Mark Team' },
    client: {
      email: 'lucia.cliente@example.com',
      password: 'un piso tranquilo en Chamberí 2024',
      name: 'Lucía Cliente',
      lang: 'es',
      message: 'Quisiera vender mi piso en Chamberí.',
      typed: 'LUCIA.',
    },
    copy: {
      invitationSubject: 'Your access to the firm’s workspace',
      accept: { heading: 'Activate your access', email: 'Your email', password: 'New password', confirm: 'Repeat the password' },
      setup: {
        heading: 'Set up two-step verification',
        password: 'Password',
        recoveryCodes: 'Recovery codes',
        code: 'Code the app shows now',
        download: 'Download (.txt)',
        fileName: 'recovery-codes.txt',
        saved: 'I have saved the recovery codes somewhere safe',
        savedRequired: 'Confirm that you have saved the codes: they will not be shown again.',
      },
      inbox: {
        heading: 'Requests',
        status: 'Status',
        search: 'Name, email or phone',
        open: (email) => `Open the request from ${email}`,
        exportCsv: 'Export the list (CSV)',
      },
      request: {
        heading: /^Request of /,
        account: (name) => `${name}, account since`,
        status: 'Status',
        saveStatus: 'Change status',
        statusSaved: 'Status changed.',
        note: 'Private note (only the team sees it)',
        noteText: 'Prefers calls in the afternoon.',
        addNote: 'Add note',
        assignee: 'Assignee',
        assign: 'Assign',
        history: 'History',
        statusEvent: (who) => `${who} changed the status to “Contacted”`,
        assignEvent: (who) => `${who} assigned the request to ${who}`,
      },
      data: {
        nav: 'Personal data',
        email: 'The person’s email',
        confirm: 'Type the email again to confirm',
        erased: 'Erased 1 request and the account.',
      },
      audit: {
        nav: 'Activity log',
        actions: ['Sign-in', 'Request viewed', 'Status change', 'Note added', 'Assignment', 'Export', 'Data erasure'],
      },
    },
    clientMail: {
      verifySubject: 'Confirme su correo electrónico',
      receivedSubject: 'Hemos recibido su solicitud',
      statusSubject: 'Su solicitud ha avanzado',
      status: 'Contactada',
    },
  },
];
const [SPANISH] = JOURNEYS as [Journey, Journey];

let smtp: Smtp;
let server: ServerProcess;
let dataDir: string;
/** Each journey's staff session once it is through (two factors proven), for the tests after it. */
const staffSessions: Partial<Record<Lang, Awaited<ReturnType<BrowserContext['storageState']>>>> = {};

/**
 * A page of the Spanish journey's staff member, signed in (its session kept by the journey), with the
 * console and failed loads watched; `expected` are the refusals (a status the test provokes) let through.
 */
async function asSpanishStaff(browser: Browser, expected: RegExp[] = []) {
  const session = staffSessions.es;
  expect(session, 'the Spanish journey’s staff session').toBeDefined();
  const context = await browser.newContext({ locale: 'es-ES', storageState: session });
  const page = await context.newPage();
  return { context, page, problems: watchForProblems(page, expected) };
}

/** A fresh database (initdb), the staff tool and a server start: slower than a page test on a busy machine. */
const SETUP_TIMEOUT_MS = 120_000;

test.describe.configure({ mode: 'serial', timeout: 120_000 });
// The page asks the server who is signed in: until the second factor is proven the answer is 401 or 403,
// which the browser logs as a failed resource load. That is the workspace working, not a fault.
test.use({ allowedConsoleErrors: [/Failed to load resource: the server responded with a status of 40[13]/] });

// Playwright reads fixtures from an object pattern in the first parameter; this hook needs none.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(SETUP_TIMEOUT_MS);
  smtp = await startSmtp();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-workspace-'));
  const port = await freePort();
  const env = {
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL_TO: 'firma@example.com',
    LOG_LEVEL: 'warn',
  };
  for (const { staff, lang } of JOURNEYS)
    execFileSync(process.execPath, ['dist/server/staff.js', 'invite', staff.email, '--name', staff.name, '--lang', lang], {
      env: { PATH: process.env.PATH ?? '', ...env },
    });
  server = await spawnServer(env, { port });
});

test.afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exited;
  await smtp?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function mailTo(to: string, subject: string) {
  await expect.poll(() => smtp.received.some((m) => m.to.includes(to) && m.subject === subject), { timeout: WAIT_MS }).toBe(true);
  return smtp.received.filter((m) => m.to.includes(to) && m.subject === subject).at(-1)!;
}

/** Fills a field and submits its form with Enter: keyboard only. */
async function fillAndEnter(page: Page, label: string | RegExp, value: string) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await field.fill(value);
  await field.press('Enter');
}

/** Moves focus with Tab until `target` has it (at most 60 presses), then presses Enter. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  for (let i = 0; i < 60; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
  }
  throw new Error('target never took the focus');
}

for (const { lang, label, locale, staff, client: person, copy, clientMail } of JOURNEYS) {
  test.describe(label, () => {
    // A browser in the staff member's language.
    test.use({ locale });
    test(`invite → password → TOTP → inbox → status, note, assignee → the client is told → export → erase → audit (${label}, keyboard)`, async ({
      page,
    }) => {
      const base = server.url;
      // A client who writes in the other language: a request, and an account with its address.
      await page.request.post(`${base}/api/process-contact?lang=${person.lang}`, {
        data: {
          formType: 'simple',
          clientType: 'recommended',
          serviceType: 'sell',
          email: person.email,
          message: person.message,
          referredBy: 'Ana García',
        },
      });
      const client = await page.context().browser()!.newContext();
      const signUp = await client.request.post(`${base}/api/auth/sign-up/email`, {
        headers: { Origin: base },
        data: { name: person.name, email: person.email, password: person.password, clientType: 'seller', lang: person.lang },
      });
      expect(signUp.status()).toBe(200);
      const verify = await mailTo(person.email, clientMail.verifySubject);
      await client.request.get(/http:\/\/\S+verify-email\S+/.exec(verify.body)![0]);
      // The request joins the client's area once they open its acknowledgement's link signed in (issue 22).
      const received = await mailTo(person.email, clientMail.receivedSubject);
      const clientPage = await client.newPage();
      await clientPage.goto(/http:\/\/\S+\?confirm(ar)?=\S+/.exec(received.body)![0]);
      await expect(clientPage.getByTestId('requests-list')).toContainText(person.message, { timeout: WAIT_MS });
      await expect(clientPage).not.toHaveURL(/confirm/);
      await clientPage.close();

      // The invitation, in the staff member's language, accepted.
      const invitation = await mailTo(staff.email, copy.invitationSubject);
      // Issue 22: its address in the page's language (`?invitation=` in English), and shown rather than typed.
      const link = /http:\/\/\S+/.exec(invitation.body)![0];
      expect(new URL(link).pathname).toBe(lang === 'es' ? '/gestion' : '/en/workspace');
      expect([...new URL(link).searchParams.keys()]).toEqual([lang === 'es' ? 'invitacion' : 'invitation']);
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(link);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { name: copy.accept.heading })).toBeVisible();
      const invited = page.getByLabel(copy.accept.email);
      await expect(invited).toHaveValue(staff.email);
      await expect(invited).not.toBeEditable();
      await expectNoAxeViolations(page);
      await page.getByLabel(copy.accept.password, { exact: true }).fill(staff.password);
      await fillAndEnter(page, copy.accept.confirm, staff.password);

      // Show/hide on the new password was there (issue 22); the set-up follows.
      await expect(page.getByRole('heading', { name: copy.setup.heading })).toBeVisible();
      await fillAndEnter(page, copy.setup.password, staff.password);
      const uri = await page.getByTestId('totp-uri').getAttribute('href');
      const codes = page.getByRole('list', { name: copy.setup.recoveryCodes }).getByRole('listitem');
      await expect(codes).toHaveCount(10);
      await expectNoAxeViolations(page);
      // The codes download as a text file (issue 22), and stay on screen until the person says they kept them.
      const codesFile = page.waitForEvent('download');
      await page.getByRole('link', { name: copy.setup.download }).click();
      const codesDownload = await codesFile;
      expect(codesDownload.suggestedFilename()).toBe(copy.setup.fileName);
      const codesText = readFileSync((await codesDownload.path())!, 'utf8');
      for (const code of await codes.allTextContents()) expect(codesText).toContain(code);
      await fillAndEnter(page, copy.setup.code, await totpFromUri(uri!)());
      await expect(page.getByText(copy.setup.savedRequired)).toBeVisible();
      await expect(page.getByRole('checkbox', { name: copy.setup.saved })).toBeFocused();
      await expect(codes).toHaveCount(10);
      await page.keyboard.press('Space');
      await fillAndEnter(page, copy.setup.code, await totpFromUri(uri!)());

      // The inbox: search, filter, open.
      await expect(page.getByRole('heading', { name: copy.inbox.heading, level: 2 })).toBeVisible();
      // The invitation link, used: its page says so at once, with the way to sign in (issue 22).
      await page.goto(link);
      await expect(page.getByRole('alert').filter({ hasText: WORKSPACE_MESSAGES[lang].ui.accept.expired })).toBeVisible();
      await expect(page.getByLabel(copy.accept.password, { exact: true })).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: WORKSPACE_MESSAGES[lang].ui.accept.signIn }).click();
      await expect(page.getByRole('heading', { name: copy.inbox.heading, level: 2 })).toBeVisible();
      await page.setViewportSize({ width: 1440, height: 900 });
      await expectNoAxeViolations(page);
      await page.getByLabel(copy.inbox.status).selectOption('received');
      await fillAndEnter(page, copy.inbox.search, person.typed);
      await expect(page).toHaveURL(new RegExp(`status=received.*q=${person.typed.toLowerCase().replace('.', '\\.')}`, 'i'));
      const open = page.getByRole('link', { name: copy.inbox.open(person.email) });
      await tabTo(page, open);
      await expect(page.getByRole('heading', { name: copy.request.heading })).toBeFocused();
      await expect(page.getByText(person.message)).toBeVisible();
      await expect(page.getByText(copy.request.account(person.name))).toBeVisible();

      // Status, note, assignee: each in the history with who.
      await page.getByLabel(copy.request.status).selectOption('contacted');
      await tabTo(page, page.getByRole('button', { name: copy.request.saveStatus }));
      await expect(page.getByRole('status').filter({ hasText: copy.request.statusSaved })).toBeVisible();
      await page.getByLabel(copy.request.note).fill(copy.request.noteText);
      await tabTo(page, page.getByRole('button', { name: copy.request.addNote }));
      await page.getByLabel(copy.request.assignee).selectOption({ label: staff.name });
      await tabTo(page, page.getByRole('button', { name: copy.request.assign }));
      const history = page.getByRole('region', { name: copy.request.history });
      await expect(history.getByText(copy.request.statusEvent(staff.name))).toBeVisible();
      await expect(history.getByText(copy.request.noteText)).toBeVisible();
      await expect(history.getByText(copy.request.assignEvent(staff.name))).toBeVisible();
      await expectNoAxeViolations(page);

      // The client: an e-mail in their language, the new status in their area, never the note.
      const told = await mailTo(person.email, clientMail.statusSubject);
      expect(told.body).toContain(clientMail.status);
      const requests = await (await client.request.get(`${base}/api/portal/requests`)).text();
      expect(JSON.parse(requests)).toMatchObject({ requests: [{ status: 'contacted' }] });
      expect(requests).not.toContain(copy.request.noteText);
      await client.close();

      // Export the filtered list (now the contacted requests of that address).
      await page.goBack();
      await page.getByLabel(copy.inbox.status).selectOption('contacted');
      await fillAndEnter(page, copy.inbox.search, person.typed.toLowerCase());
      await expect(page).toHaveURL(/status=contacted/);
      await expect(open).toBeVisible();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        tabTo(page, page.getByRole('link', { name: copy.inbox.exportCsv })),
      ]);
      expect(readFileSync((await download.path())!, 'utf8')).toContain(person.email);

      // Erase the person, confirmed by typing the address.
      await tabTo(page, page.getByRole('link', { name: copy.data.nav }));
      await page.getByLabel(copy.data.email).fill(person.email);
      await fillAndEnter(page, copy.data.confirm, person.email);
      await expect(page.getByRole('status').filter({ hasText: copy.data.erased })).toBeVisible();
      await expectNoAxeViolations(page);

      // The audit log shows each step.
      await tabTo(page, page.getByRole('link', { name: copy.audit.nav }));
      const log = page.getByRole('table', { name: copy.audit.nav });
      for (const action of copy.audit.actions)
        await expect(log.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
      await page.setViewportSize({ width: 375, height: 812 });
      await expectNoAxeViolations(page);
      staffSessions[lang] = await page.context().storageState();
    });
  });
}

// Issue 22: the language switch dropped the open request; English addresses carried Spanish keys.
test('the language switch keeps the open request and the filters; an old English address redirects to the new keys', async ({
  browser,
}) => {
  const { context, page, problems } = await asSpanishStaff(browser, [/status of 40[013]/]);
  // A request of its own (the journeys erased theirs).
  const sent = await page.request.post(`${server.url}/api/process-contact?lang=es`, {
    data: {
      formType: 'simple',
      clientType: 'waiting-list',
      serviceType: 'buy',
      email: 'idiomas@example.com',
      message: 'Busco un piso en Chamberí.',
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: string };
  const switchTo = (lang: Lang) =>
    page.getByTestId('site-header').getByRole('link', { name: MESSAGES[lang].common.languageSwitcher[lang] });

  await page.goto(`${server.url}/gestion?solicitud=${id}`);
  await expect(page.getByRole('heading', { name: /^Solicitud del / })).toBeVisible();
  await switchTo('en').click();
  await expect(page).toHaveURL(`${server.url}/en/workspace?request=${id}`);
  await expect(page.getByRole('heading', { name: /^Request of / })).toBeVisible();
  await switchTo('es').click();
  await expect(page).toHaveURL(`${server.url}/gestion?solicitud=${id}`);
  await expect(page.getByRole('heading', { name: /^Solicitud del / })).toBeVisible();

  // The inbox's filters and the audit view go along too.
  await page.goto(`${server.url}/gestion?status=contacted&q=john`);
  await expect(page.getByRole('heading', { name: 'Solicitudes', level: 2 })).toBeVisible();
  await switchTo('en').click();
  await expect(page).toHaveURL(`${server.url}/en/workspace?status=contacted&q=john`);
  await expect(page.getByLabel('Name, email or phone')).toHaveValue('john');
  await page.goto(`${server.url}/en/workspace?view=audit`);
  await switchTo('es').click();
  await expect(page).toHaveURL(`${server.url}/gestion?vista=registro`);
  await expect(page.getByRole('heading', { name: 'Registro de actividad', level: 2 })).toBeVisible();

  // A link e-mailed before the change: Spanish keys on the English page, answered with the English ones.
  const old = await page.request.get(`${server.url}/en/workspace?solicitud=${id}`, { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/en/workspace?request=${id}`);
  await page.goto(`${server.url}/en/workspace?solicitud=${id}`);
  await expect(page).toHaveURL(`${server.url}/en/workspace?request=${id}`);
  await expect(page.getByRole('heading', { name: /^Request of / })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
  await context.close();
});

test('English: sign-in asks the second factor, in English; the page is neither cached nor indexed', async ({ page }) => {
  const base = server.url;
  await page.goto(`${base}/en/workspace`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('heading', { name: 'Team sign-in' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill(SPANISH.staff.email);
  // Show/hide on the staff password (issue 22).
  const reveal = page.getByRole('button', { name: 'Show the password' });
  await expect(reveal).toHaveAttribute('aria-pressed', 'false');
  await page.getByLabel('Password', { exact: true }).fill(SPANISH.staff.password);
  await reveal.click();
  await expect(page.getByRole('button', { name: 'Hide the password' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await fillAndEnter(page, 'Password', SPANISH.staff.password);
  await expect(page.getByRole('heading', { name: 'Two-step verification' })).toBeVisible();
  await expect(page.getByLabel(/Code from your authenticator app/)).toBeFocused();
  await fillAndEnter(page, /Code from your authenticator app/, '000000');
  await expect(
    page.getByRole('alert').filter({ hasText: 'The code is not correct. Enter the one your app shows now, or a recovery code.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const response = await page.request.get(`${base}/en/workspace`);
  expect(response.headers()['cache-control']).toBe('no-store');
});

// Issue 21: the API's verdict on a field (a code) is said by that field, in the staff member's language.
// One test for both languages (each in a browser of its language, with its journey's session), last in
// this serial file, so that neither language's outcome keeps the other from being checked.
test('erasure: a confirmation that does not match is refused by its field, in Spanish and in English', async ({ browser }) => {
  for (const { lang, locale, copy } of JOURNEYS) {
    const session = staffSessions[lang];
    expect(session, `the ${lang} journey's staff session`).toBeDefined();
    const context = await browser.newContext({ locale, storageState: session });
    const page = await context.newPage();
    const problems = watchForProblems(page, [/status of 40[013]/]);
    await page.goto(`${server.url}${lang === 'es' ? '/gestion?vista=datos' : '/en/workspace?view=data'}`);
    await page.getByLabel(copy.data.email).fill('someone@example.com');
    await fillAndEnter(page, copy.data.confirm, 'someone.else@example.com');
    const confirmation = page.getByLabel(copy.data.confirm);
    const text = WORKSPACE_MESSAGES[lang].errors.confirmationMismatch;
    await expect(confirmation).toHaveAccessibleDescription(new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('status').filter({ hasText: copy.data.erased })).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  }
});

// Issue 25: the firm changes its own content. A case edited in both languages side by side, refused
// while its English title is missing (the refusal names the field), a person added to the team, the
// draft previewed (hydrated from the draft, its navigations kept in the preview), published, and seen by
// a visitor of each language after a plain reload, hydrated from the published version; then rolled
// back in one step.
test('the content studio: a case edited and published is on the site in both languages after a reload; a restore takes it away', async ({
  browser,
}) => {
  // The publish refused for its missing English title answers 409: the browser logs it as a failed load.
  const { context: staff, page, problems } = await asSpanishStaff(browser, [/status of 40[0139]/]);
  const copy = WORKSPACE_MESSAGES.es.ui.content;
  const seedTitle = seedContent().cases[0]!.es.title;
  const seedEnglishTitle = seedContent().cases[0]!.en.title;

  await page.goto(`${server.url}/gestion?vista=contenido`);
  await expect(page.getByRole('heading', { name: copy.heading, level: 2 })).toBeVisible();
  await expect(page.getByText(copy.published(1, '', null).split(',')[0]!)).toBeVisible();
  await expectNoAxeViolations(page);

  // The first case, by its place (its title, in its summary, is what gets edited).
  const firstCase = page.getByRole('region', { name: copy.cases.heading }).getByRole('listitem').first();
  await firstCase.getByText(seedTitle, { exact: true }).click();
  const titleIn = (lang: Lang) => firstCase.getByLabel(copy.fieldIn(copy.cases.fields.title, copy.lang[lang]), { exact: true });
  await titleIn('es').fill('Ático de estreno en Almagro');
  await titleIn('en').fill('');
  await page.getByRole('button', { name: copy.publish, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: WORKSPACE_MESSAGES.es.errors.missingTranslations })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: `${copy.fieldIn(copy.cases.fields.title, copy.lang.en)}:` }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await titleIn('en').fill('Brand-new penthouse in Almagro');

  // A person added to the team, in both languages: the new entry's first field takes the focus.
  const team = page.getByRole('region', { name: copy.identity.team.heading });
  await team.getByRole('button', { name: copy.identity.team.add }).click();
  await expect(team.getByLabel(copy.identity.team.name, { exact: true })).toBeFocused();
  await page.keyboard.type('Marta Ibáñez Soler');
  await team.getByLabel(copy.fieldIn(copy.identity.team.role, copy.lang.es), { exact: true }).fill('Directora de operaciones');
  await team.getByLabel(copy.fieldIn(copy.identity.team.role, copy.lang.en), { exact: true }).fill('Head of operations');
  await expectNoAxeViolations(page);

  // Saved, the draft is previewed as the real pages, hydrated from the draft, before any visitor sees it.
  await page.getByRole('button', { name: copy.save, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: copy.saved })).toBeVisible();
  const [preview] = await Promise.all([
    staff.waitForEvent('page'),
    page.getByRole('link', { name: copy.preview.inLang(copy.lang.en) }).click(),
  ]);
  const previewed = watchForProblems(preview);
  await expect(preview).toHaveURL(`${server.url}/api/staff/content/preview/en/`);
  await expect(preview.getByRole('heading', { name: 'Brand-new penthouse in Almagro', level: 3 })).toBeAttached();
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(preview.locator('html')).toHaveAttribute('data-hydrated', 'true');
  // Its navigations stay in the preview: the other language, from the draft too.
  await preview.getByTestId('site-header').getByRole('link', { name: MESSAGES.es.common.languageSwitcher.es }).click();
  await expect(preview).toHaveURL(`${server.url}/api/staff/content/preview/`);
  await expect(preview.getByRole('heading', { name: 'Ático de estreno en Almagro', level: 3 })).toBeAttached();
  expect(previewed).toEqual([]);
  await preview.close();

  await page.getByRole('button', { name: copy.publish, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: copy.publishedNow(2) })).toBeVisible();

  // Visitors of each language, after a plain load: the new case, hydrated without a problem.
  const visit = async (locale: string, path: string, title: string, absent: string, person?: string) => {
    const context = await browser.newContext({ locale });
    const visitor = await context.newPage();
    const seen = watchForProblems(visitor);
    await visitor.goto(`${server.url}${path}`);
    await expect(visitor.getByRole('heading', { name: title, level: 3 })).toBeAttached();
    await expect(visitor.getByRole('heading', { name: absent, level: 3 })).toHaveCount(0);
    // The team on the about section: the person added, with the role in the page's language, or nobody.
    if (person) {
      await expect(visitor.getByTestId('firm-team')).toContainText('Marta Ibáñez Soler');
      await expect(visitor.getByTestId('firm-team')).toContainText(person);
    } else await expect(visitor.getByTestId('firm-team')).toHaveCount(0);
    // Hydrated: the page's scripts run on the published version's content file.
    await expect(visitor.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(seen).toEqual([]);
    await context.close();
  };
  await visit('es-ES', '/', 'Ático de estreno en Almagro', seedTitle, 'Directora de operaciones');
  await visit('en-GB', '/en/', 'Brand-new penthouse in Almagro', seedEnglishTitle, 'Head of operations');

  // Back to version 1 in one step: the visitors' page shows the case as it was.
  await page.getByRole('button', { name: copy.versions.restoreLabel(1) }).click();
  await expect(page.getByRole('status').filter({ hasText: copy.restoredNow(3, 1) })).toBeVisible();
  await visit('es-ES', '/', seedTitle, 'Ático de estreno en Almagro');
  expect(problems).toEqual([]);
  await staff.close();
});

// Issue 25: a case's photograph. A renamed program and an SVG are refused in words, read with the upload
// field; a phone photograph (GPS in its EXIF) is taken, previewed, given its alt text in both languages and
// published; a visitor of each language sees it, and what is served holds no EXIF.
test('the content studio: a case’s photograph, refused when it is not one, published with its alt text and served without EXIF', async ({
  browser,
}) => {
  // The refused uploads (415) and the refused publish (409): the browser logs them as failed loads.
  const { context: staff, page, problems } = await asSpanishStaff(browser, [/status of 4(09|15)/]);
  const copy = WORKSPACE_MESSAGES.es.ui.content;
  const errors = WORKSPACE_MESSAGES.es.errors;
  const seedTitle = seedContent().cases[0]!.es.title;

  await page.goto(`${server.url}/gestion?vista=contenido`);
  const firstCase = page.getByRole('region', { name: copy.cases.heading }).getByRole('listitem').first();
  await firstCase.getByText(seedTitle, { exact: true }).click();
  const photoGroup = firstCase.getByRole('group', { name: copy.image.caseLegend });
  await expect(photoGroup.getByText(copy.image.noneCase)).toBeVisible();
  const upload = photoGroup.getByLabel(copy.image.choose, { exact: true });

  // A program renamed `.jpg`, declared a JPEG: refused by its bytes, the reason read with the field.
  const program = Buffer.concat([Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), Buffer.alloc(2_000, 0x41)]);
  await upload.setInputFiles({ name: 'factura.jpg', mimeType: 'image/jpeg', buffer: program });
  const escaped = errors.imageTypeInvalid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(upload).toHaveAccessibleDescription(new RegExp(escaped));
  await expect(upload).toHaveAttribute('aria-invalid', 'true');
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  await upload.setInputFiles({ name: 'plano.svg', mimeType: 'image/svg+xml', buffer: svg });
  await expect(photoGroup.getByText(errors.imageSvg)).toBeVisible();

  // A phone's photograph, with where it was taken.
  const photo = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 190, g: 150, b: 100 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'Teléfono' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 30/1' } })
    .toBuffer();
  expect(exifHasGps((await sharp(photo).metadata()).exif)).toBe(true);
  await upload.setInputFiles({ name: 'salon.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(photoGroup.getByRole('status').filter({ hasText: copy.image.uploaded })).toBeVisible({ timeout: WAIT_MS });
  await expect(photoGroup.getByRole('img', { name: copy.image.preview })).toBeVisible();
  await expect(photoGroup.getByLabel(copy.image.replace, { exact: true })).not.toHaveAttribute('aria-invalid');
  await expectNoAxeViolations(page);

  // Without its English alt text it is not published: the refusal names the field.
  const altIn = (lang: Lang) => photoGroup.getByLabel(copy.fieldIn(copy.image.alt, copy.lang[lang]), { exact: true });
  await altIn('es').fill('Salón con balcones sobre la calle Almagro');
  await page.getByRole('button', { name: copy.publish, exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: errors.missingTranslations })).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: copy.fieldIn(`${copy.image.caseLegend}: ${copy.image.alt}`, copy.lang.en) }),
  ).toBeVisible();
  await altIn('en').fill('Living room with balconies over Almagro street');
  await page.getByRole('button', { name: copy.publish, exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Publicada la versión \d+/ })).toBeVisible();

  for (const [locale, path, alt] of [
    ['es-ES', '/', 'Salón con balcones sobre la calle Almagro'],
    ['en-GB', '/en/', 'Living room with balconies over Almagro street'],
  ] as const) {
    const context = await browser.newContext({ locale });
    const visitor = await context.newPage();
    const seen = watchForProblems(visitor);
    await visitor.goto(`${server.url}${path}`);
    const shown = visitor.getByRole('img', { name: alt, exact: true });
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toHaveJSProperty('complete', true);
    const src = await shown.evaluate((img: HTMLImageElement) => img.currentSrc);
    expect(src).toMatch(/\/media\/c\/[0-9a-f]{64}\.(avif|webp)$/);
    const served = await context.request.get(src);
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await sharp(await served.body()).metadata()).exif).toBeUndefined();
    expect(seen).toEqual([]);
    await context.close();
  }
  expect(problems).toEqual([]);
  await staff.close();
});

// Issue 25, films: a hero slot's film uploaded in the studio, refused when it is not one, its job's
// progress shown and announced, its poster previewed, its still's alt text written in both languages.
test('the content studio: a film for the hero, refused when it is not one, made by the server with its progress shown', async ({
  browser,
}) => {
  // The refused upload (415): the browser logs it as a failed load.
  const { context: staff, page, problems } = await asSpanishStaff(browser, [/status of 415/]);
  const copy = WORKSPACE_MESSAGES.es.ui.content.films;
  const errors = WORKSPACE_MESSAGES.es.errors;

  await page.goto(`${server.url}/gestion?vista=contenido`);
  const slot = page.getByRole('group', { name: copy.slotLegend(2) });
  await expect(slot.getByText(copy.builtIn)).toBeVisible();
  const upload = slot.getByLabel(copy.choose, { exact: true });

  // A text file named `.mp4`: refused by its bytes, the reason read with the field.
  await upload.setInputFiles({
    name: 'visita.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('No es una película.\n'.repeat(50)),
  });
  const escaped = errors.filmTypeInvalid.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await expect(upload).toHaveAccessibleDescription(new RegExp(escaped));
  await expect(upload).toHaveAttribute('aria-invalid', 'true');

  // A 4-second film (ffmpeg's test pattern, small so the job is short).
  const dir = mkdtempSync(path.join(os.tmpdir(), 'e2e-film-'));
  const file = path.join(dir, 'patio.mp4');
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=25:duration=4',
    '-c:v',
    'libx264',
    '-preset',
    'ultrafast',
    '-pix_fmt',
    'yuv420p',
    '-y',
    file,
  ]);
  const film = readFileSync(file);
  rmSync(dir, { recursive: true, force: true });
  await upload.setInputFiles({ name: 'patio.mp4', mimeType: 'video/mp4', buffer: film });
  // The job's progress, in a labelled progress bar, until the film is ready.
  await expect(slot.getByRole('progressbar', { name: copy.progressLabel })).toBeVisible({ timeout: WAIT_MS });
  await expect(slot.getByRole('status').filter({ hasText: copy.done })).toBeVisible({ timeout: 110_000 });
  await expect(slot.getByRole('progressbar')).toHaveCount(0);
  const poster = slot.getByRole('img', { name: copy.poster });
  await expect(poster).toHaveJSProperty('complete', true);
  expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(640);
  for (const lang of ['es', 'en'] as const)
    await slot
      .getByLabel(WORKSPACE_MESSAGES.es.ui.content.fieldIn(copy.posterAlt, WORKSPACE_MESSAGES.es.ui.content.lang[lang]), {
        exact: true,
      })
      .fill(lang === 'es' ? 'Carta de ajuste en color' : 'A colour test pattern');
  await expect(slot.getByRole('img', { name: 'Carta de ajuste en color' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(problems).toEqual([]);
  await staff.close();
});

// Issue 25: a person of the team with a portrait, added in the studio in both languages and published;
// visitors of each language see the person and the portrait on the about section, and the firm's JSON-LD
// lists them with the portrait's absolute address.
test('the content studio: a team member with a portrait is on the about section and in the JSON-LD in both languages', async ({
  browser,
}) => {
  const { context: staff, page, problems } = await asSpanishStaff(browser);
  const copy = WORKSPACE_MESSAGES.es.ui.content;
  const alt = { es: 'Lucía Ferrer en el despacho', en: 'Lucía Ferrer at the office' };

  await page.goto(`${server.url}/gestion?vista=contenido`);
  const team = page.getByRole('region', { name: copy.identity.team.heading });
  await team.getByRole('button', { name: copy.identity.team.add }).click();
  await expect(team.getByLabel(copy.identity.team.name, { exact: true })).toBeFocused();
  await page.keyboard.type('Lucía Ferrer');
  await team.getByLabel(copy.fieldIn(copy.identity.team.role, copy.lang.es), { exact: true }).fill('Socia directora');
  await team.getByLabel(copy.fieldIn(copy.identity.team.role, copy.lang.en), { exact: true }).fill('Managing partner');
  const portrait = team.getByRole('group', { name: copy.image.portraitLegend });
  await expect(portrait.getByText(copy.image.nonePortrait)).toBeVisible();
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 120, g: 110, b: 100 } } })
    .jpeg()
    .toBuffer();
  await portrait
    .getByLabel(copy.image.choose, { exact: true })
    .setInputFiles({ name: 'lucia.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(portrait.getByRole('status').filter({ hasText: copy.image.uploaded })).toBeVisible({ timeout: WAIT_MS });
  for (const lang of ['es', 'en'] as const)
    await portrait.getByLabel(copy.fieldIn(copy.image.alt, copy.lang[lang]), { exact: true }).fill(alt[lang]);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: copy.publish, exact: true }).click();
  // A publish answers once the new version is served: every page of both languages rendered.
  await expect(page.getByRole('status').filter({ hasText: /^Publicada la versión \d+/ })).toBeVisible({ timeout: WAIT_MS });

  for (const [locale, path, lang] of [
    ['es-ES', '/', 'es'],
    ['en-GB', '/en/', 'en'],
  ] as const) {
    const context = await browser.newContext({ locale });
    const visitor = await context.newPage();
    const seen = watchForProblems(visitor);
    await visitor.goto(`${server.url}${path}`);
    const member = visitor.getByTestId('firm-team').getByRole('listitem').filter({ hasText: 'Lucía Ferrer' });
    await expect(member).toContainText(lang === 'es' ? 'Socia directora' : 'Managing partner');
    const shown = member.getByRole('img', { name: alt[lang], exact: true });
    await shown.scrollIntoViewIfNeeded();
    await expect(shown).toHaveJSProperty('complete', true);
    expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/media\/c\/[0-9a-f]{64}\.(avif|webp)$/);
    // The firm's JSON-LD: the person, with the portrait's absolute address, which is served.
    const jsonLd = JSON.parse((await visitor.locator('script[type="application/ld+json"]').textContent())!) as {
      employee?: { name: string; jobTitle: string; image?: string }[];
    };
    const employee = jsonLd.employee?.find((person) => person.name === 'Lucía Ferrer');
    expect(employee?.jobTitle).toBe(lang === 'es' ? 'Socia directora' : 'Managing partner');
    expect(employee?.image).toMatch(/^https?:\/\/[^/]+\/media\/c\/[0-9a-f]{64}\.webp$/);
    const served = await context.request.get(`${server.url}${new URL(employee!.image!).pathname}`);
    expect([served.status(), served.headers()['content-type']]).toEqual([200, 'image/webp']);
    expect(seen).toEqual([]);
    await context.close();
  }
  expect(problems).toEqual([]);
  await staff.close();
});

// Issue 25: the valuation's market table. Staff change Chamberí's €/m² and the month of the data in the
// studio and publish; the same flat valued on the calculator's page, in each language, gives another
// figure (the published table's) and the card names the new month.
test('the content studio: a changed district price moves the valuation’s result and its date line in both languages', async ({
  browser,
}) => {
  const { context: staff, page, problems } = await asSpanishStaff(browser);
  const copy = WORKSPACE_MESSAGES.es.ui.content;
  // The calculator pages' worked example: a flat in Chamberí (`makeValuationInput`).
  const input = makeValuationInput();
  const scenario =
    'propertyType=apartment&district=chamberi&usableArea=95&builtArea=110&bedrooms=3&bathrooms=2&floor=4&elevator=true&condition=good&constructionYear=1965&features=terrace,doorman';
  const chamberi = { avgPerM2: 9400, minPerM2: 7100, maxPerM2: 11800 };
  const before = valuate(input, new Date(), seedContent().market.districts).estimatedValue;
  const after = valuate(input, new Date(), { ...seedContent().market.districts, chamberi }).estimatedValue;
  expect(after).not.toBe(before);

  /** A visitor values the flat on the calculator's page: the estimate, and the card's date line if any. */
  const value = async (lang: Lang) => {
    const context = await browser.newContext({ locale: lang === 'es' ? 'es-ES' : 'en-GB' });
    const visitor = await context.newPage();
    const seen = watchForProblems(visitor);
    await visitor.goto(`${server.url}${ROUTES[CALCULATOR_ROUTES.valuation][lang]}?${scenario}`);
    const estimate = visitor.getByTestId('result-estimatedValue');
    await expect(estimate).toHaveAttribute('data-value', /\d/);
    const asOf = visitor.getByTestId('result-marketAsOf');
    const seenValue = {
      estimate: Number(await estimate.getAttribute('data-value')),
      asOf: (await asOf.count()) ? await asOf.textContent() : null,
    };
    expect(seen).toEqual([]);
    await context.close();
    return seenValue;
  };
  expect(await value('es')).toEqual({ estimate: before, asOf: null });

  await page.goto(`${server.url}/gestion?vista=contenido`);
  const market = page.getByRole('region', { name: copy.market.heading });
  await market.getByLabel(copy.market.asOf, { exact: true }).fill('2026-10');
  const district = CALCULATORS_MESSAGES.es.options.district.chamberi;
  for (const [column, label] of [
    ['maxPerM2', copy.market.max],
    ['avgPerM2', copy.market.avg],
    ['minPerM2', copy.market.min],
  ] as const)
    await market.getByLabel(copy.market.cell(district, label), { exact: true }).fill(String(chamberi[column]));
  await page.getByRole('button', { name: copy.publish, exact: true }).click();
  // A publish answers once the new version is served: every page of both languages rendered.
  await expect(page.getByRole('status').filter({ hasText: /^Publicada la versión \d+/ })).toBeVisible({ timeout: WAIT_MS });

  expect(await value('es')).toEqual({ estimate: after, asOf: 'Datos de mercado de octubre de 2026' });
  expect(await value('en')).toEqual({ estimate: after, asOf: 'Market data from October 2026' });
  expect(problems).toEqual([]);
  await staff.close();
});
