import type { Locator, Page, Request } from '@playwright/test';
import { ROUTES } from '../../src/config/routes.ts';
import { CALCULATORS_MESSAGES } from '../../src/i18n/calculators.ts';
import { DETAILED_REQUEST_MESSAGES } from '../../src/i18n/detailed-request.ts';
import { contactCopyOf, MESSAGES } from '../../src/i18n/all-messages.ts';
import { LANGS, type Lang } from '../../src/i18n/languages.ts';
import { answerCookieNotice, expect, gotoHydrated, test } from './fixtures.ts';
import { ACCOUNTS_ORIGIN, PASSWORD, copyIn, uniqueEmail } from './support/accounts.ts';

/**
 * Issue 41, point 2 (ADR 0056): what a visitor enters in a prerendered form before the app takes it over
 * is kept: the values and choices, the step reached, the field that had focus and its caret, and the form
 * sends them. The page's scripts are held back (as a slow phone's arrive seconds late) until the visitor
 * has typed, then let through; each test then waits for the form's own hydration marker.
 */
const LOCALE: Record<Lang, string> = { es: 'es-ES', en: 'en-GB' };

/** Holds every script of the page until `release` is called: the visitor types into the page without its code. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Opens a page whose scripts are held: the document only (its load waits for scripts that are not coming). */
async function openWithoutCode(page: Page, url: string): Promise<() => void> {
  const release = await holdScripts(page);
  await page.goto(url, { waitUntil: 'commit' });
  return release;
}

const bodyOf = (request: Request) => request.postDataJSON() as Record<string, unknown>;

for (const lang of LANGS) {
  test.describe(`typed before the page hydrated (${lang})`, () => {
    test.use({ locale: LOCALE[lang] });
    test.beforeEach(async ({ page }) => answerCookieNotice(page));

    test('the home’s contact form: a waiting-list request typed early opens on its step, focused, and is sent', async ({
      page,
    }) => {
      const copy = contactCopyOf(lang);
      const release = await openWithoutCode(page, `${ROUTES.home[lang]}#contact-form`);
      const section = page.locator('#contact-form');
      const email = section.getByRole('textbox', { name: copy.contactStep.email, exact: true });
      const message = section.getByRole('textbox', { name: copy.contactStep.message });
      const address = uniqueEmail('early-contact');
      await section.getByRole('radio', { name: new RegExp(copy.clientStep.waitingList.label) }).check();
      await email.fill(address);
      await message.click();
      await page.keyboard.type('Busco un piso en Sal');

      release();
      await section.locator('form[data-hydrated="true"]').waitFor();
      // The stepper opens on the contact step with everything typed, the caret still in the message.
      await expect(section.locator('[aria-current="step"]')).toContainText(copy.steps.names.contact);
      await expect(section.getByRole('radio', { name: new RegExp(copy.clientStep.waitingList.label) })).toHaveCount(0);
      await expect(email).toHaveValue(address);
      await expect(message).toBeFocused();
      await page.keyboard.type('amanca');
      await expect(message).toHaveValue('Busco un piso en Salamanca');

      const sent = page.waitForRequest((r) => r.url().endsWith('/api/process-contact') && r.method() === 'POST');
      await section.getByRole('button', { name: copy.actions.submit, exact: true }).click();
      expect(bodyOf(await sent)).toMatchObject({
        clientType: 'waiting-list',
        email: address,
        message: 'Busco un piso en Salamanca',
      });
      await expect(section.getByTestId('contact-sent')).toContainText(address);
    });

    test('the detailed request: four steps answered early open on the last, and the brief is sent whole', async ({ page }) => {
      const copy = DETAILED_REQUEST_MESSAGES[lang];
      const f = copy.fields;
      const release = await openWithoutCode(page, ROUTES.detailedRequest[lang]);
      const form = page.locator('#detailed-request-form');
      const group = (legend: string) => form.getByRole('group', { name: new RegExp(`^${legend}`) });
      const textbox = (label: string) => form.getByRole('textbox', { name: new RegExp(`^${label}`) });
      const address = uniqueEmail('early-brief');
      await group(f.propertyType.label).getByRole('radio', { name: f.propertyType.options.penthouse, exact: true }).check();
      await group(f.goal.label).getByRole('radio', { name: f.goal.options.buy, exact: true }).check();
      await textbox(f.location.label).fill('Chamberí');
      await group(f.budget.label).getByRole('radio').nth(2).check();
      await group(f.timeline.label).getByRole('radio').first().check();
      await group(f.services.label).getByRole('checkbox', { name: f.services.options.legal.label, exact: true }).check();
      await group(f.services.label).getByRole('checkbox', { name: f.services.options.financing.label, exact: true }).check();
      await textbox(f.name.label).fill('Lucía Ortega');
      await group(f.contactPreference.label).getByRole('radio', { name: f.contactPreference.options.email, exact: true }).check();
      await textbox(f.email.label).click();
      await page.keyboard.type(address);

      release();
      await form.locator('form[data-hydrated="true"]').waitFor();
      await expect(form.getByText(copy.steps.progress(4, 4), { exact: true })).toBeVisible();
      await expect(form.getByRole('heading', { name: copy.stepTitles[4].title, exact: true })).toBeVisible();
      await expect(textbox(f.name.label)).toHaveValue('Lucía Ortega');
      await expect(textbox(f.email.label)).toBeFocused();
      await expect(textbox(f.email.label)).toHaveValue(address);

      const sent = page.waitForRequest((r) => r.url().endsWith('/api/process-contact') && r.method() === 'POST');
      await form.getByRole('button', { name: copy.actions.submit, exact: true }).click();
      expect(bodyOf(await sent)).toMatchObject({
        formType: 'detailed',
        propertyType: 'penthouse',
        goal: 'buy',
        location: 'Chamberí',
        budget: '1m-2m',
        timeline: 'immediate',
        services: ['legal', 'financing'],
        name: 'Lucía Ortega',
        email: address,
        contactPreference: 'email',
      });
      await expect(form.getByTestId('brief-sent')).toBeVisible();
    });

    test('the valuation calculator: a property described early is calculated as typed', async ({ page }) => {
      const c = CALCULATORS_MESSAGES[lang];
      const release = await openWithoutCode(page, ROUTES.valuationCalculator[lang]);
      const section = page.locator('#calculator');
      await section.getByLabel(c.fields.propertyType).selectOption({ label: c.options.propertyType.apartment });
      await section.getByLabel(c.fields.district).selectOption({ label: c.options.district.chamberi });
      await section.getByLabel(c.fields.constructionYear).fill('1975');
      await section.getByLabel(c.fields.usableArea).fill('118');
      await section.getByLabel(c.fields.builtArea).fill('135');
      await section.getByLabel(c.fields.bedrooms).fill('3');
      await section.getByLabel(c.fields.condition).selectOption({ label: c.options.condition.good });
      await section.getByLabel(c.fields.floor, { exact: true }).selectOption({ label: c.options.floor['3'] });
      await section.getByRole('checkbox', { name: c.options.features.terrace }).check();
      await section.getByLabel(c.fields.bathrooms).click();
      await page.keyboard.type('2');

      release();
      await page.locator('[data-calculator-ready="true"]').waitFor({ state: 'attached' });
      await expect(section.getByLabel(c.fields.usableArea)).toHaveValue('118');
      await expect(section.getByLabel(c.fields.builtArea)).toHaveValue('135');
      await expect(section.getByRole('checkbox', { name: c.options.features.terrace })).toBeChecked();
      await expect(section.getByLabel(c.fields.bathrooms)).toBeFocused();
      await expect(section.getByLabel(c.fields.bathrooms)).toHaveValue('2');

      await section.getByRole('button', { name: c.actions.calculate }).click();
      await expect(page.getByTestId('result-estimatedValue')).toBeVisible();
      // The result's link is the scenario as typed.
      const query = new URL(page.url()).searchParams;
      const keys = [
        'propertyType',
        'district',
        'constructionYear',
        'usableArea',
        'builtArea',
        'bedrooms',
        'bathrooms',
        'condition',
        'floor',
      ];
      expect(Object.fromEntries(keys.map((k) => [k, query.get(k)]))).toEqual({
        propertyType: 'apartment',
        district: 'chamberi',
        condition: 'good',
        floor: '3',
        constructionYear: '1975',
        usableArea: '118',
        builtArea: '135',
        bedrooms: '3',
        bathrooms: '2',
      });
      expect(query.getAll('features')).toContain('terrace');
    });

    test.describe('the account forms', () => {
      test.use({ allowedConsoleErrors: [/status of 401/] });

      test('sign-in: the e-mail and password typed early are kept, focused where they were, and sent', async ({ page }) => {
        const { a, m } = copyIn(lang);
        const release = await openWithoutCode(page, `${ACCOUNTS_ORIGIN}${ROUTES.signIn[lang]}`);
        const address = uniqueEmail('early-sign-in');
        await page.getByLabel(a.common.email).fill(address);
        await page.getByLabel(a.common.password, { exact: true }).click();
        await page.keyboard.type('una contraseña');

        release();
        await page.locator('form[data-ready="true"]').first().waitFor();
        await expect(page.getByLabel(a.common.email)).toHaveValue(address);
        await expect(page.getByLabel(a.common.password, { exact: true })).toBeFocused();
        await page.keyboard.type(' equivocada');

        const sent = page.waitForRequest((r) => r.url().endsWith('/api/auth/sign-in/email') && r.method() === 'POST');
        await page.keyboard.press('Enter');
        expect(bodyOf(await sent)).toMatchObject({ email: address, password: 'una contraseña equivocada' });
        await expect(page.getByTestId('form-alert')).toHaveText(m.errors.invalidCredentials);
      });

      test('sign-up: the name, e-mail, passwords and choice typed early are kept and the account is asked for', async ({
        page,
      }) => {
        const { a } = copyIn(lang);
        const copy = a.signUp;
        const release = await openWithoutCode(page, `${ACCOUNTS_ORIGIN}${ROUTES.signUp[lang]}`);
        const address = uniqueEmail('early-sign-up');
        await page.getByLabel(copy.name).fill('Álvaro Marín');
        await page.getByLabel(a.common.email).fill(address);
        await page.getByLabel(a.common.password, { exact: true }).fill(PASSWORD);
        await page.getByLabel(copy.confirmPassword).fill(PASSWORD);
        await page.getByRole('radio', { name: new RegExp(`^${copy.buyer}`) }).check();

        release();
        await page.locator('form[data-ready="true"]').first().waitFor();
        await expect(page.getByLabel(copy.name)).toHaveValue('Álvaro Marín');
        await expect(page.getByLabel(a.common.email)).toHaveValue(address);
        await expect(page.getByRole('radio', { name: new RegExp(`^${copy.buyer}`) })).toBeChecked();
        await expect(page.getByRole('radio', { name: new RegExp(`^${copy.buyer}`) })).toBeFocused();

        const sent = page.waitForRequest((r) => r.url().includes('/api/auth/sign-up') && r.method() === 'POST');
        await page.getByRole('button', { name: copy.submit, exact: true }).click();
        expect(bodyOf(await sent)).toMatchObject({
          name: 'Álvaro Marín',
          email: address,
          password: PASSWORD,
          clientType: 'buyer',
        });
        await expect(page.getByTestId('sign-up-sent')).toBeVisible();
      });
    });
  });
}

/** Issue 41, point 4: on a phone, a tap on "Valoración gratuita" lands with the primed form and its note on screen. */
for (const lang of LANGS) {
  test.describe(`the valuation call to action on a phone (${lang})`, () => {
    test.use({ locale: LOCALE[lang], viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });

    test('the form’s first question and its note are in the viewport, under nothing (header, cookie notice)', async ({
      page,
    }) => {
      const copy = contactCopyOf(lang);
      await gotoHydrated(page, ROUTES.home[lang]);
      await page.locator('#hero').getByRole('link', { name: MESSAGES[lang].shell.hero.cta }).tap();
      const form = page.locator('#contact-form form');
      const note = form.getByRole('status').filter({ hasText: copy.primed.note(copy.serviceStep.services.valuation.label) });
      const heading = form.getByRole('heading', { name: copy.clientStep.title, exact: true });
      await expect(note).toBeVisible();
      // Once the page has settled, each is wholly on screen and is what a finger on it would touch.
      await expect.poll(async () => (await uncovered(page, note)) && (await uncovered(page, heading))).toBe(true);
    });
  });
}

/** Whether `target` lies within the viewport and its corners and centre are its own (not under a bar or notice). */
async function uncovered(page: Page, target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > window.innerHeight || box.right > window.innerWidth) return false;
    const inset = 2;
    const points = [
      [box.left + inset, box.top + inset],
      [box.right - inset, box.top + inset],
      [box.left + inset, box.bottom - inset],
      [box.right - inset, box.bottom - inset],
      [box.left + box.width / 2, box.top + box.height / 2],
    ] as const;
    return points.every(([x, y]) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (element === hit || element.contains(hit));
    });
  });
}
