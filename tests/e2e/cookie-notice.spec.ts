import type { Page } from '@playwright/test';
import { ROUTES } from '../../src/config/routes.ts';
import { COOKIE_BANNER_AFTER_PX, COOKIE_NOTICE_HEIGHT_VAR } from '../../src/config/ui.ts';
import { MESSAGES } from '../../src/i18n/all-messages.ts';
import { LANGS, type Lang } from '../../src/i18n/languages.ts';
import { expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.ts';

/**
 * Issue 24: the cookie notice is a slim bar at the window's foot whose height the page reserves, so it
 * covers no heading and no call to action, and it is the first Tab stop after the skip link.
 */
const LOCALE: Record<Lang, string> = { es: 'es-ES', en: 'en-GB' };
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;

const notice = (page: Page) => page.getByTestId('cookie-banner');

/** Scrolls past the threshold and waits for the notice to be in place and to have told the page its height. */
async function raiseNotice(page: Page): Promise<void> {
  await page.evaluate((y) => window.scrollTo(0, y), COOKIE_BANNER_AFTER_PX + 50);
  await expect(notice(page)).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate((name) => {
        const bar = document.querySelector('[data-testid="cookie-banner"]')!.getBoundingClientRect();
        return parseFloat(document.documentElement.style.getPropertyValue(name)) - bar.height;
      }, COOKIE_NOTICE_HEIGHT_VAR),
    )
    .toBeGreaterThanOrEqual(0);
}

/**
 * The headings (h1–h3) and controls (links, buttons) of `scope` that are visible and whose box, as the
 * page stands, overlaps the notice's box; with `bringIntoView`, each one is first scrolled into view
 * from below (`scrollIntoView({ block: 'end' })`, which a followed link, a focus or a search does
 * alike) and measured there.
 */
function coveredBy(page: Page, scope: string, bringIntoView: boolean): Promise<string[]> {
  return page.evaluate(
    ([selector, scroll]) => {
      const bar = document.querySelector('[data-testid="cookie-banner"]')!;
      const covered: string[] = [];
      for (const element of document.querySelectorAll<HTMLElement>(`${selector} :is(h1, h2, h3, a[href], button, summary)`)) {
        if (bar.contains(element)) continue;
        const before = element.getBoundingClientRect();
        // Not drawn (a closed tab, a collapsed list) or visually hidden (1 px): nothing a visitor sees.
        if (before.width <= 1 || before.height <= 1 || getComputedStyle(element).visibility === 'hidden') continue;
        if (scroll) element.scrollIntoView({ block: 'end', inline: 'nearest', behavior: 'instant' });
        const box = element.getBoundingClientRect();
        const barBox = bar.getBoundingClientRect();
        const inViewport = box.bottom > 0 && box.top < window.innerHeight;
        const overlaps =
          box.bottom > barBox.top + 0.5 && box.top < barBox.bottom && box.right > barBox.left && box.left < barBox.right;
        if (inViewport && overlaps) {
          const name = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60) || element.getAttribute('aria-label');
          covered.push(
            `${element.tagName.toLowerCase()} "${name}" at ${Math.round(box.top)}–${Math.round(box.bottom)} px, notice from ${Math.round(barBox.top)} px`,
          );
        }
      }
      return covered;
    },
    [scope, bringIntoView] as const,
  );
}

for (const lang of LANGS) {
  const t = MESSAGES[lang];
  const pages = [ROUTES.home[lang], ROUTES.calculators[lang], ROUTES.capitalGainsCalculator[lang], ROUTES.cookiesPolicy[lang]];

  test.describe(`cookie notice (${lang})`, () => {
    test.use({ locale: LOCALE[lang] });

    for (const viewport of VIEWPORTS) {
      test.describe(`at ${viewport.width} px`, () => {
        test.use({ viewport });

        test('where it appears on the home page it leaves the hero clear: heading, lead and call to action', async ({ page }) => {
          await gotoHydrated(page, ROUTES.home[lang]);
          await raiseNotice(page);
          expect(await coveredBy(page, '#hero', false)).toEqual([]);
          await expect(page.locator('#hero').getByRole('link', { name: t.shell.hero.cta })).toBeInViewport({ ratio: 1 });
          // Slim: a bar, not a panel over the page.
          const box = (await notice(page).boundingBox())!;
          expect(box.height).toBeLessThanOrEqual(viewport.width < 768 ? 200 : 100);
          expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
        });

        test('no heading or call to action ends under it: every one scrolled into view, and the page end, stay above it', async ({
          page,
        }) => {
          test.slow(); // four pages, every heading and control of each
          for (const path of pages) {
            await gotoHydrated(page, path);
            await raiseNotice(page);
            expect(await coveredBy(page, 'main', true), `${path}: brought into view`).toEqual([]);
            await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
            expect(await coveredBy(page, 'body', false), `${path}: at the end of the page`).toEqual([]);
            await expect(page.getByTestId('site-footer').getByText(t.shell.footer.rights)).toBeInViewport({ ratio: 1 });
          }
        });

        test('the first Tab after the skip link lands in it; the skip link still leads to the content', async ({ page }) => {
          await gotoHydrated(page, ROUTES.home[lang]);
          await raiseNotice(page);
          await page.keyboard.press('Tab');
          await expect(page.locator('a.skip-link')).toBeFocused();
          await page.keyboard.press('Tab');
          expect(await notice(page).evaluate((bar) => bar.contains(document.activeElement))).toBe(true);
          await page.keyboard.press('Shift+Tab');
          await expect(page.locator('a.skip-link')).toBeFocused();
          await page.keyboard.press('Enter');
          await expect(page.locator('main')).toBeFocused();
          // Accept and Reject keep equal weight in the bar.
          const reject = notice(page).getByRole('button', { name: t.shell.cookieBanner.reject });
          const accept = notice(page).getByRole('button', { name: t.shell.cookieBanner.accept });
          expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));
          // The slim bar's tight padding (1 rem a side) as the page paints it, not their size's wider one.
          for (const button of [reject, accept]) {
            const sides = await button.evaluate((b) => [getComputedStyle(b).paddingLeft, getComputedStyle(b).paddingRight]);
            expect(sides).toEqual(['16px', '16px']);
          }
          await notice(page).getByRole('button', { name: t.shell.cookieBanner.configure }).click();
          await expectNoAxeViolations(page);
          // Answered, it takes its reserved height with it.
          await accept.click();
          await expect(notice(page)).toHaveCount(0);
          expect(await page.evaluate(() => getComputedStyle(document.body).paddingBottom)).toBe('0px');
        });
      });
    }
  });
}
