import type { Page } from '@playwright/test';
import { ROUTES } from '../../src/config/routes.ts';
import { CONTACT_FORM_ACTIONS, HONEYPOT_FIELD } from '../../src/domain/contact/index.ts';
import { ACCOUNTS_MESSAGES } from '../../src/i18n/accounts.ts';
import { contactCopyOf, MESSAGES } from '../../src/i18n/all-messages.ts';
import { CONTACT_STEPS_MESSAGES } from '../../src/i18n/contact-steps.ts';
import { DETAILED_REQUEST_MESSAGES } from '../../src/i18n/detailed-request.ts';
import { LANGS, type Lang } from '../../src/i18n/languages.ts';
import { expect, test } from './fixtures.ts';
import { uniqueEmail } from './support/accounts.ts';
import { waitForMail } from './support/mailbox.ts';

/**
 * Issue 24, point 4 (ADR 0032): with JavaScript off, the contact forms are plain forms that post to the
 * server, which stores the request as the JSON API does and answers with a page in the form's language.
 * A stored request is seen by its acknowledgement e-mail, queued in the lead's own transaction.
 */
test.use({ javaScriptEnabled: false });

/** Every address the page's main frame shows, to check that none holds a form's field. */
function addressesOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(frame.url());
  });
  return seen;
}

/** No field of a form in an address: at most the kind of request received. */
const onlyTheKind = (address: string) => [...new URL(address).searchParams.keys()].every((key) => key === 'received');

/**
 * Issue 41, point 5 (ADR 0057): an answer page is one of the site's pages: its title says what it is, in
 * its language; the header (with the way home) and the footer frame it; its text is drawn in the web
 * fonts, from the stylesheet, as no script runs.
 */
async function expectSiteFrame(page: Page, lang: Lang, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | ${MESSAGES[lang].meta.siteName}`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: MESSAGES[lang].shell.nav.homeLink })).toHaveAttribute('href', ROUTES.home[lang]);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: MESSAGES[lang].shell.footer.legalNotice })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replaceAll('"', ''))
          .sort(),
      ),
    )
    .toEqual(['Cormorant Garamond Variable', 'Source Sans 3 Variable']);
}

/** Reloads the answer page: it is shown again, and the browser sends no request body (no POST) to get it. */
async function expectRefreshSendsNothing(page: Page, title: string) {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') posts.push(request.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(posts).toEqual([]);
}

const otherThan = (lang: Lang): Lang => (lang === 'es' ? 'en' : 'es');

/** The header's link to the other language (ES | EN). */
const languageLink = (page: Page, lang: Lang) =>
  page
    .getByRole('banner')
    .getByRole('navigation', { name: MESSAGES[lang].common.languageSwitcher.label })
    .getByRole('link', { name: MESSAGES[lang].common.languageSwitcher[otherThan(lang)] });

/**
 * The contrast between the header's text and what a visitor sees behind it, at the bar's middle: the bar's
 * background over the page's colours beneath it (each ancestor's background over the one below). Every
 * colour is resolved by painting it, so any colour syntax the stylesheet uses is read alike.
 */
async function headerContrast(page: Page): Promise<{ ratio: number; beneath: string }> {
  return page.evaluate(() => {
    type Rgb = [number, number, number];
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
    const over = (colour: string, below: Rgb): Rgb => {
      ctx.clearRect(0, 0, 1, 1);
      ctx.fillStyle = colour;
      ctx.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data as unknown as [number, number, number, number];
      const alpha = a / 255;
      return [r * alpha + below[0] * (1 - alpha), g * alpha + below[1] * (1 - alpha), b * alpha + below[2] * (1 - alpha)];
    };
    const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    const luminance = ([r, g, b]: Rgb) => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
    const header = document.querySelector('header')!;
    const box = header.getBoundingClientRect();
    const beneath = document.elementsFromPoint(box.width / 2, box.top + box.height / 2).find((e) => !header.contains(e))!;
    const layers: string[] = [];
    for (let e: Element | null = beneath; e; e = e.parentElement) layers.unshift(getComputedStyle(e).backgroundColor);
    const page = layers.reduce<Rgb>((below, colour) => over(colour, below), [255, 255, 255]);
    const bar = over(getComputedStyle(header).backgroundColor, page);
    const text = over(getComputedStyle(header.querySelector('a')!).color, bar);
    const [light, dark] = [luminance(text), luminance(bar)].sort((a, b) => b - a) as [number, number];
    return { ratio: (light + 0.05) / (dark + 0.05), beneath: beneath.closest('section[id]')?.id ?? beneath.tagName };
  });
}

for (const lang of LANGS) {
  test.describe(`the contact forms without JavaScript (${lang})`, () => {
    test.describe(() => {
      // The page that lists what to correct answers 400, which Chromium reports on the console.
      test.use({ allowedConsoleErrors: [/status of 400/] });
      test('the home’s form shows every step as one form, sends, and the request is stored', async ({ page }) => {
        const copy = contactCopyOf(lang);
        const addresses = addressesOf(page);
        await page.goto(ROUTES.home[lang]);
        const form = page.locator('#contact-form form');
        await expect(form).toHaveAttribute('method', 'post');
        await expect(form).toHaveAttribute('action', CONTACT_FORM_ACTIONS[lang]);
        // One form: both questions, every field and Send at once; no Next, no Back.
        await expect(form.getByRole('group', { name: copy.clientStep.title })).toBeVisible();
        await expect(form.getByRole('group', { name: copy.serviceStep.title })).toBeVisible();
        await expect(form.getByRole('button', { name: copy.actions.next })).toHaveCount(0);
        await expect(form.getByRole('button', { name: copy.actions.back })).toHaveCount(0);

        const email = uniqueEmail(`nojs-${lang}`);
        await form.getByRole('radio', { name: new RegExp(copy.clientStep.recommended.label) }).check();
        await form.getByRole('radio', { name: new RegExp(copy.serviceStep.services.valuation.label) }).check();
        await form.getByRole('textbox', { name: copy.contactStep.referredBy }).fill('Ana García');
        await form.getByRole('textbox', { name: copy.contactStep.email, exact: true }).fill(email);
        // First without a message: the server's page says so by its field and keeps what was typed.
        await form.getByRole('button', { name: copy.actions.submit }).click();
        await expect(page).toHaveURL(CONTACT_FORM_ACTIONS[lang]);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectSiteFrame(page, lang, copy.noScript.invalidTitle);
        // A page that says what to correct has no address of its own: the other language leads to its form there.
        await expect(languageLink(page, lang)).toHaveAttribute('href', `${ROUTES.home[otherThan(lang)]}#contact-form`);
        const message = MESSAGES[lang].contactErrors.required;
        await expect(page.getByRole('link', { name: `${copy.contactStep.message}: ${message}` })).toBeVisible();
        await expect(page.getByRole('textbox', { name: copy.contactStep.email, exact: true })).toHaveValue(email);
        await expect(page.getByRole('radio', { name: copy.serviceStep.services.valuation.label })).toBeChecked();

        await page.getByRole('textbox', { name: copy.contactStep.message }).fill('Quisiera una valoración de mi piso.');
        await page.getByRole('button', { name: copy.actions.submit }).click();
        await expectSiteFrame(page, lang, copy.sent.title);
        await expect(page.getByText(copy.noScript.receivedLead)).toBeVisible();
        await expect(page.getByRole('link', { name: copy.noScript.backHome })).toHaveAttribute('href', ROUTES.home[lang]);
        // Issue 41 (ADR 0052): the answer came after a 303, so a refresh shows it again and sends nothing.
        await expect(page).toHaveURL(`${CONTACT_FORM_ACTIONS[lang]}?received=simple`);
        await expectRefreshSendsNothing(page, copy.sent.title);
        await expectSiteFrame(page, lang, copy.sent.title);
        // The language switcher leads to the same answer in the other language, not to its home.
        const other = otherThan(lang);
        await languageLink(page, lang).click();
        await expect(page).toHaveURL(`${CONTACT_FORM_ACTIONS[other]}?received=simple`);
        await expectSiteFrame(page, other, contactCopyOf(other).sent.title);
        await expect(languageLink(page, other)).toHaveAttribute('href', `${CONTACT_FORM_ACTIONS[lang]}?received=simple`);

        const acknowledgement = await waitForMail(email);
        expect(acknowledgement.subject).toBe(ACCOUNTS_MESSAGES[lang].emails.requestReceived.subject);
        expect(addresses.length).toBeGreaterThan(2);
        for (const address of addresses) {
          expect(address).not.toContain(HONEYPOT_FIELD);
          expect(onlyTheKind(address)).toBe(true);
        }
      });
    });

    test('the detailed brief shows its four steps as one form and sends', async ({ page }) => {
      const copy = DETAILED_REQUEST_MESSAGES[lang];
      const addresses = addressesOf(page);
      await page.goto(ROUTES.detailedRequest[lang]);
      const form = page.locator('#detailed-request-form form');
      await expect(form).toHaveAttribute('action', CONTACT_FORM_ACTIONS[lang]);
      for (const step of [1, 2, 3, 4] as const)
        await expect(form.getByRole('heading', { name: copy.stepTitles[step].title })).toBeVisible();

      const email = uniqueEmail(`nojs-brief-${lang}`);
      const f = copy.fields;
      const group = (legend: string) => form.getByRole('group', { name: new RegExp(`^${legend}`) });
      const choose = (legend: string, label: string) => group(legend).getByRole('radio', { name: label, exact: true }).check();
      await choose(f.propertyType.label, f.propertyType.options.apartment);
      await choose(f.goal.label, f.goal.options.sell);
      await form.getByRole('textbox', { name: new RegExp(`^${f.location.label}`) }).fill('Chamberí');
      await choose(f.budget.label, f.budget.options['1m-2m']);
      await choose(f.timeline.label, f.timeline.options.short.label);
      for (const service of [f.services.options.valuation.label, f.services.options.legal.label])
        await group(f.services.label).getByRole('checkbox', { name: service, exact: true }).check();
      await form.getByRole('textbox', { name: new RegExp(`^${f.name.label}`) }).fill('Ana García');
      await form.getByRole('textbox', { name: new RegExp(`^${f.email.label}`) }).fill(email);
      await choose(f.contactPreference.label, f.contactPreference.options.email);
      await form.getByRole('button', { name: copy.actions.submit }).click();

      await expectSiteFrame(page, lang, CONTACT_STEPS_MESSAGES[lang].sent.title);
      await expect(page).toHaveURL(`${CONTACT_FORM_ACTIONS[lang]}?received=detailed`);
      await expectRefreshSendsNothing(page, CONTACT_STEPS_MESSAGES[lang].sent.title);
      await expectSiteFrame(page, lang, CONTACT_STEPS_MESSAGES[lang].sent.title);
      await expect(languageLink(page, lang)).toHaveAttribute(
        'href',
        `${CONTACT_FORM_ACTIONS[otherThan(lang)]}?received=detailed`,
      );
      const acknowledgement = await waitForMail(email);
      expect(acknowledgement.subject).toBe(ACCOUNTS_MESSAGES[lang].emails.requestReceived.subject);
      for (const address of addresses) expect(onlyTheKind(address)).toBe(true);
    });

    test('the header stays legible over the contact section, on a phone and a desktop', async ({ page }) => {
      for (const viewport of [
        { width: 375, height: 812 },
        { width: 1440, height: 900 },
      ]) {
        await page.setViewportSize(viewport);
        await page.goto(`${ROUTES.home[lang]}#contact-form`);
        // Into the section, so the bar lies over its text rather than over the end of the section before it.
        await page.mouse.wheel(0, 200);
        await expect.poll(async () => (await headerContrast(page)).beneath).toBe('contact-form');
        const { ratio } = await headerContrast(page);
        expect(ratio, `header text over the contact section at ${viewport.width} px`).toBeGreaterThanOrEqual(4.5);
      }
    });

    test('the hero offers no control that needs a script: no pause button, no film counter', async ({ page }) => {
      await page.goto(ROUTES.home[lang]);
      const hero = page.locator('#hero');
      await expect(hero.getByRole('heading', { level: 1 })).toBeVisible();
      // Without scripts no film plays and none follows: a pause button would do nothing, a counter count nothing.
      await expect(hero.getByRole('button')).toHaveCount(0);
      await expect(hero.getByText(/^\d\d \/ \d\d$/)).toBeHidden();
    });
  });
}
