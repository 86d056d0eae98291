import type { Page } from '@playwright/test';
import { ROUTES } from '../../src/config/routes.ts';
import { contactCopyOf, MESSAGES } from '../../src/i18n/all-messages.ts';
import { CALCULATORS_MESSAGES } from '../../src/i18n/calculators.ts';
import { DETAILED_REQUEST_MESSAGES } from '../../src/i18n/detailed-request.ts';
import { LANGS, type Lang } from '../../src/i18n/languages.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';

/**
 * Issue 41: what a discerning visitor still noticed on a phone and with the keyboard: the header's
 * controls off-screen at 320 px, the valuation call to action stopping short of the form it primes, the
 * cookie notice's controls after every later Tab stop of the page once it appears.
 */
const LOCALE: Record<Lang, string> = { es: 'es-ES', en: 'en-GB' };
const notice = (page: Page) => page.getByTestId('cookie-banner');

for (const lang of LANGS) {
  const t = MESSAGES[lang];
  test.describe(`a visitor on a phone (${lang})`, () => {
    test.use({ locale: LOCALE[lang] });

    for (const width of [320, 360, 375]) {
      test(`every control of the header is on screen at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 740 });
        await gotoHydrated(page, ROUTES.home[lang]);
        const header = page.getByTestId('site-header');
        const controls = header.locator('a, button').filter({ visible: true });
        const count = await controls.count();
        expect(count).toBeGreaterThanOrEqual(4); // home, account, the other language, the menu
        for (let index = 0; index < count; index++) {
          const box = (await controls.nth(index).boundingBox())!;
          const name = await controls.nth(index).evaluate((e) => e.getAttribute('aria-label') ?? e.textContent);
          expect(box.x, `${name} starts on screen`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${name} ends on screen`).toBeLessThanOrEqual(width);
        }
        // The menu opens and takes focus; the current language is still named for a screen reader.
        await expect(header.getByRole('button', { name: t.shell.nav.openMenu })).toBeInViewport({ ratio: 1 });
        await expect(header.locator('[aria-current="true"]')).toHaveCount(1);
      });
    }

    test.describe('with a touch screen at 375 px', () => {
      test.use({ viewport: { width: 375, height: 667 }, hasTouch: true, isMobile: true });

      test('a tap on the valuation call to action lands on the primed form and its note, above the cookie notice', async ({
        page,
      }) => {
        await gotoHydrated(page, ROUTES.home[lang]);
        await page.locator('#hero').getByRole('link', { name: t.shell.hero.cta }).tap();
        const contact = contactCopyOf(lang);
        const note = page
          .locator('#contact-form form')
          .getByRole('status')
          .filter({ hasText: contact.primed.note(contact.serviceStep.services.valuation.label) });
        await expect(note).toBeVisible();
        await expect(notice(page)).toBeVisible();
        // Once the page has settled: the note and the form's first question between the header and the notice.
        await expect
          .poll(async () => {
            const bar = (await notice(page).boundingBox())!;
            const noteBox = (await note.boundingBox())!;
            const question = (await page
              .locator('#contact-form form [role="radiogroup"], #contact-form form fieldset')
              .first()
              .boundingBox())!;
            return noteBox.y >= 0 && noteBox.y + noteBox.height <= bar.y && question.y < bar.y;
          })
          .toBe(true);
      });
    });
  });

  test.describe(`the keyboard (${lang})`, () => {
    test.use({ locale: LOCALE[lang], viewport: { width: 1440, height: 900 } });

    test('the cookie notice, appearing while the visitor tabs down the page, is the next Tab stop, then back', async ({
      page,
    }) => {
      await gotoHydrated(page, ROUTES.home[lang]);
      await expect(notice(page)).toHaveCount(0);
      // Where the visitor is before each Tab, while it is in the page: the notice may appear during a press
      // and the next one (before this loop sees the notice) already lands in it, from that element.
      const markWhereTheVisitorIs = () =>
        page.evaluate(() => {
          const active = document.activeElement as HTMLElement;
          if (document.querySelector('[data-testid="cookie-banner"]')?.contains(active)) return false;
          document.querySelector('[data-was-focused]')?.removeAttribute('data-was-focused');
          active.dataset.wasFocused = 'true';
          return true;
        });
      // Tab down the page until the scroll raises the notice.
      for (let stop = 0; stop < 60 && (await notice(page).count()) === 0; stop++) {
        await markWhereTheVisitorIs();
        await page.keyboard.press('Tab');
      }
      await expect(notice(page)).toBeVisible();
      // The notice is the next Tab stop: this one, unless the last press already landed there.
      if (await markWhereTheVisitorIs()) await page.keyboard.press('Tab');
      expect(await notice(page).evaluate((bar) => bar.contains(document.activeElement))).toBe(true);
      const before = await page.locator('[data-was-focused="true"]').evaluate((element) => element.outerHTML.slice(0, 80));
      expect(before).not.toContain('skip-link');
      // Through its controls, then back where the visitor was.
      const stops = await notice(page).locator('a[href], button').count();
      for (let stop = 0; stop < stops; stop++) await page.keyboard.press('Tab');
      await expect(page.locator('[data-was-focused="true"]')).toBeFocused();
    });
  });
}

/** Issue 41, point 5 (ADR 0052): the phone menu works without scripts, and the app takes it over in place. */
for (const lang of LANGS) {
  const t = MESSAGES[lang];
  const calculators = t.shell.calculators;

  test.describe(`the phone menu without scripts (${lang})`, () => {
    test.use({ locale: LOCALE[lang], javaScriptEnabled: false, viewport: { width: 375, height: 740 } });

    test('the menu opens by tap and by keyboard, lists the sections and the calculators, and leads there', async ({ page }) => {
      await page.goto(ROUTES.calculators[lang]);
      const header = page.getByTestId('site-header');
      // A <details>: its summary is the control, named like the button that replaces it; the browser tells its state.
      const details = page.getByTestId('menu-without-scripts');
      const menu = details.locator('summary');
      await expect(menu).toHaveAccessibleName(t.shell.nav.openMenu);
      await expect(menu).toBeInViewport({ ratio: 1 });
      await expect(details).toHaveJSProperty('open', false);
      const links = header.getByRole('navigation', { name: t.shell.nav.label });
      await expect(links).toBeHidden();
      await menu.click();
      await expect(details).toHaveJSProperty('open', true);
      await expect(links.getByRole('link', { name: t.shell.nav.links.home, exact: true })).toBeInViewport();
      await expect(links.getByRole('link', { name: calculators.names.investment })).toBeVisible();
      // Closed by the same control, then by keyboard: Enter opens, Tab reaches the first link.
      await menu.click();
      await expect(links).toBeHidden();
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(links).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(links.getByRole('link', { name: t.shell.nav.links.home, exact: true })).toBeFocused();
      await links.getByRole('link', { name: calculators.names.investment }).click();
      await expect(page).toHaveURL(ROUTES.investmentCalculator[lang]);
    });
  });

  test.describe(`the phone menu taken over by the app (${lang})`, () => {
    test.use({ locale: LOCALE[lang], viewport: { width: 375, height: 740 } });

    test('the button that opens the drawer stands where the menu without scripts stood', async ({ browser }) => {
      const box = async (javaScriptEnabled: boolean) => {
        const context = await browser.newContext({
          javaScriptEnabled,
          locale: LOCALE[lang],
          viewport: { width: 375, height: 740 },
        });
        const page = await context.newPage();
        if (javaScriptEnabled) await gotoHydrated(page, ROUTES.home[lang]);
        else await page.goto(ROUTES.home[lang]);
        const header = page.getByTestId('site-header');
        const menu = javaScriptEnabled
          ? header.getByRole('button', { name: t.shell.nav.openMenu })
          : header.getByTestId('menu-without-scripts').locator('summary');
        const found = await menu.boundingBox();
        if (javaScriptEnabled) {
          await menu.click();
          await expect(page.getByTestId('mobile-drawer')).toBeVisible();
        }
        await context.close();
        return found;
      };
      expect(await box(true)).toEqual(await box(false));
    });
  });
}

/**
 * Issue 41, point 9: the small things, each as a visitor sees it on a phone. The end-of-term table of the
 * investment calculator scrolls with a visible cue in a named, focusable region, and the keyboard reaches
 * its last column; the brief's step indicator gives the current step's name the line and numbers the others
 * (their names are still read by a screen reader).
 */
const INVESTMENT_SCENARIO = '?price=600000&monthlyRent=2200&annualExpenses=3000';

for (const lang of LANGS) {
  test.describe(`the small things (${lang})`, () => {
    test.use({ locale: LOCALE[lang] });

    test('at 375 px the investment table scrolls in a named, focusable region that shows there is more', async ({ page }) => {
      const c = CALCULATORS_MESSAGES[lang];
      await page.setViewportSize({ width: 375, height: 812 });
      await gotoHydrated(page, `${ROUTES.investmentCalculator[lang]}${INVESTMENT_SCENARIO}`);
      // The scrolling region, focusable (its section bears the same name).
      const region = page.getByRole('region', { name: c.results.investment.comparison }).and(page.locator('[tabindex="0"]'));
      const irr = region.getByRole('columnheader', { name: c.results.investment.columns.irr });
      await region.scrollIntoViewIfNeeded();
      // Either it fits its card, or (four columns of euros, in Spanish) it scrolls sideways and says so.
      if (await region.evaluate((node) => node.scrollWidth > node.clientWidth)) {
        // The cue: a shadow at the edge with more to see (the region's own background), gone at that end.
        expect(await region.evaluate((node) => getComputedStyle(node).backgroundImage)).toContain('radial-gradient');
        await region.focus();
        await expect(region).toBeFocused();
        // The arrow keys scroll a focused region (about 40 px a press): a few take it to its last column.
        for (let press = 0; press < 12; press++) await page.keyboard.press('ArrowRight');
        await expect.poll(() => region.evaluate((node) => node.scrollLeft + node.clientWidth >= node.scrollWidth - 1)).toBe(true);
      }
      // The last column's heading whole, inside the region's box.
      const [within, heading] = [(await region.boundingBox())!, (await irr.boundingBox())!];
      expect(heading.x + heading.width).toBeLessThanOrEqual(within.x + within.width + 1);
      await expect(irr).toBeInViewport({ ratio: 1 });
    });

    test('the brief’s step indicator names the current step on one line at 375 px and numbers the others', async ({ page }) => {
      const copy = DETAILED_REQUEST_MESSAGES[lang];
      await page.setViewportSize({ width: 375, height: 812 });
      await gotoHydrated(page, ROUTES.detailedRequest[lang]);
      const steps = page.getByRole('list', { name: copy.steps.label });
      const current = steps.locator('[aria-current="step"]');
      await expect(current).toHaveText(`1${copy.steps.names[1]}`);
      await expect(current.getByText(copy.steps.names[1], { exact: true })).toBeVisible();
      const height = await current.getByText(copy.steps.names[1], { exact: true }).evaluate((node) => {
        const style = getComputedStyle(node);
        return node.getBoundingClientRect().height / parseFloat(style.lineHeight);
      });
      expect(Math.round(height), 'lines the current step’s name takes').toBe(1);
      for (const step of [2, 3, 4] as const) {
        const item = steps.getByRole('listitem').nth(step - 1);
        await expect(item).toContainText(copy.steps.names[step]); // read by a screen reader
        // Shown only to assistive technology: a visually hidden box (one pixel, clipped).
        const width = await item
          .getByText(copy.steps.names[step], { exact: true })
          .evaluate((node) => node.getBoundingClientRect().width);
        expect(width, `the width step ${step}’s name takes`).toBeLessThanOrEqual(1);
      }
    });
  });
}
