import type { Browser } from '@playwright/test';
import { seedContent } from '../../src/content/seed.ts';
import { madridInstant, madridWallClock } from '../../src/domain/content/schedule.ts';
import { WORKSPACE_MESSAGES } from '../../src/i18n/workspace.ts';
import { expect, expectNoAxeViolations, test, watchForProblems } from './fixtures.ts';
import {
  STAFF_SERVER_SETUP_MS,
  staffSession,
  startStaffServer,
  type StaffServer,
  type StorageState,
} from './support/staff-server.ts';

// Scheduled publishing (issue 40, ADR 0055), on a server of its own (`startStaffServer`): a scheduled
// publication changes the site every other spec reads. The server's scheduled publications follow a clock
// file (STUDIO_SCHEDULE_CLOCK_FILE) the walk moves past the chosen time: no waiting for a real 09:00.
const STAFF = { email: 'lucia.programa@example.com', name: 'Lucía Programa', lang: 'es' } as const;
const STAFF_PASSWORD = 'cipreses junto al Retiro 1987 programa';
/** A publish renders every page in both languages: 5–15 s on a loaded two-core machine; the clock's pass is a second. */
const PUBLISH_MS = 45_000;

let server: StaffServer;
let session: StorageState;

test.describe.configure({ mode: 'serial', timeout: 150_000 });

// Playwright reads fixtures from an object pattern in the first parameter; this hook needs none.
// eslint-disable-next-line no-empty-pattern
test.beforeAll(async ({}, testInfo) => {
  testInfo.setTimeout(STAFF_SERVER_SETUP_MS);
  server = await startStaffServer([STAFF]);
  session = await staffSession(server, STAFF, STAFF_PASSWORD);
});

test.afterAll(async () => {
  await server?.stop();
});

/** A time as the studio says it: in full, on Madrid's clock. */
const inFull = (at: Date) =>
  new Intl.DateTimeFormat('es-ES', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(at);

/**
 * A visitor's home shows the case's `title`. The publication is on record when its transaction ends; the
 * pages follow once rendered (seconds, as after any publish): a new visitor (no cached page) comes until then.
 */
async function visitorSees(browser: Browser, title: string) {
  await expect(async () => {
    const context = await browser.newContext({ locale: 'es-ES' });
    try {
      const visitor = await context.newPage();
      const seen = watchForProblems(visitor);
      await visitor.goto(`${server.url}/`);
      await expect(visitor.getByRole('heading', { name: title, level: 3 })).toBeAttached({ timeout: 1_000 });
      expect(seen).toEqual([]);
    } finally {
      await context.close();
    }
  }).toPass({ timeout: PUBLISH_MS });
}

test('a publication scheduled in Madrid time, seen, changed to another time and cancelled; scheduled again, published by the server when its time comes', async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: 'es-ES', storageState: session });
  const page = await context.newPage();
  const problems = watchForProblems(page);
  const copy = WORKSPACE_MESSAGES.es.ui.studio;
  const s = copy.schedule;
  const seedTitle = seedContent().cases[0]!.es.title;

  await page.goto(`${server.url}/gestion?vista=contenido`);
  await expect(page.getByRole('heading', { name: copy.heading, level: 2 })).toBeVisible();
  const firstCase = page.getByRole('region', { name: copy.cases.heading }).getByRole('listitem').first();
  await firstCase.getByText(seedTitle, { exact: true }).click();
  const titleIn = (lang: 'es' | 'en') =>
    firstCase.getByLabel(copy.fieldIn(copy.cases.fields.title, copy.lang[lang]), { exact: true });
  await titleIn('es').fill('Ático programado en Almagro');
  await titleIn('en').fill('Scheduled penthouse in Almagro');

  // The same review as *Publicar*, then a day and a time, said to be Madrid's: tomorrow at 09:00 offered (a change
  // offers the time scheduled), or another time she types.
  const schedule = async (
    opener = page.getByRole('button', { name: s.open, exact: true }),
    time = '09:00',
    offered = { date: madridWallClock(new Date(Date.now() + 24 * 60 * 60 * 1000)).date, time: '09:00' },
  ) => {
    await opener.click();
    const form = page.getByRole('form', { name: s.heading });
    await expect(form.getByTestId('publish-changes')).toContainText(`${copy.review.change.edited} ${copy.review.by(STAFF.name)}`);
    await expect(form.getByLabel(s.time)).toHaveValue(offered.time);
    await expect(form.getByLabel(s.date)).toHaveValue(offered.date);
    await expect(form.getByText(s.timeHint)).toBeVisible();
    if (time !== offered.time) await form.getByLabel(s.time).fill(time);
    const day = await form.getByLabel(s.date).inputValue();
    await form.getByRole('button', { name: s.confirm }).click();
    const at = madridInstant(day, time)!;
    await expect(page.getByRole('status').filter({ hasText: s.scheduledNow(inFull(at)) })).toBeVisible();
    return at;
  };
  await page.getByRole('button', { name: s.open, exact: true }).click();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: s.cancel, exact: true }).click();
  const first = await schedule(undefined, '10:15');

  // Seen: when, by whom, what it publishes; she can change or cancel it.
  const panel = page.getByRole('region', { name: s.pendingHeading });
  await expect(panel).toContainText(s.pending(inFull(first), STAFF.name));
  await expect(panel.getByTestId('publish-changes')).toContainText('Ático programado en Almagro');
  await expectNoAxeViolations(page);

  // Changed to another time: the panel says the new time, not the old; then cancelled.
  const changed = await schedule(panel.getByRole('button', { name: s.change }), '18:30', madridWallClock(first));
  await expect(panel).toContainText(s.pending(inFull(changed), STAFF.name));
  await expect(panel).not.toContainText(inFull(first));
  await panel.getByRole('button', { name: s.unschedule }).click();
  await expect(page.getByRole('status').filter({ hasText: s.unscheduledNow })).toBeVisible();
  await expect(panel).toHaveCount(0);

  // Scheduled again; the site is unchanged until the server's clock passes the time.
  const at = await schedule();
  await expect(panel).toContainText(s.pending(inFull(at), STAFF.name));
  await visitorSees(browser, seedTitle);
  server.setScheduleClock(new Date(at.getTime() + 60_000));
  await expect(page.getByTestId('schedule-outcome')).toHaveText(s.published(inFull(at), 2), { timeout: PUBLISH_MS });
  await expect(panel).toHaveCount(0);
  await expect(page.getByText(copy.published(2, '', null).split(',')[0]!)).toBeVisible();
  await visitorSees(browser, 'Ático programado en Almagro');

  // The audit log names her, not her e-mail, and the version and item of each content event.
  await page.goto(`${server.url}/gestion?vista=registro`);
  const audit = WORKSPACE_MESSAGES.es.ui.audit;
  const log = page.getByRole('table', { name: audit.heading });
  const published = log.getByRole('row').filter({ hasText: audit.actions['content-publish'] });
  await expect(published).toContainText(STAFF.name);
  await expect(published).toContainText(
    `${audit.details.version(2)} · ${audit.details.scheduledFor(
      new Intl.DateTimeFormat('es-ES', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(at),
    )} · ${audit.details.named(audit.details.items.case, 'Ático programado en Almagro')}`,
  );
  // Scheduled, changed, cancelled, scheduled again.
  await expect(log.getByRole('row').filter({ hasText: audit.actions['content-schedule'] })).toHaveCount(4);
  await expect(log).not.toContainText(STAFF.email);
  expect(problems).toEqual([]);
  await context.close();
});
