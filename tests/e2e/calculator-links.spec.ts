import type { Locator, Page } from '@playwright/test';
import { CALCULATOR_IDS, CALCULATOR_ROUTES } from '../../src/config/calculators.ts';
import { ROUTES } from '../../src/config/routes.ts';
import { MESSAGES } from '../../src/i18n/all-messages.ts';
import { CALCULATOR_PAGES_MESSAGES } from '../../src/i18n/calculator-pages.ts';
import { LANGS, type Lang } from '../../src/i18n/languages.ts';
import { answerCookieNotice, expect, gotoHydrated, test } from './fixtures.ts';

/** Issue 24: the calculators are in reach from the header's menu, the drawer and the footer, in both languages. */
const LOCALE: Record<Lang, string> = { es: 'es-ES', en: 'en-GB' };
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

/**
 * The index and the five: the link's name, where it leads and the heading of the page there. The index is
 * "All calculators" in the header's menu and the footer, and the drawer's "Calculators" over its five.
 */
function targets(lang: Lang, index: 'all' | 'title' = 'all') {
  const names = MESSAGES[lang].shell.calculators;
  const pages = CALCULATOR_PAGES_MESSAGES[lang];
  return [
    { name: names[index], path: ROUTES.calculators[lang], heading: pages.index.title },
    ...CALCULATOR_IDS.map((id) => ({
      name: names.names[id],
      path: ROUTES[CALCULATOR_ROUTES[id]][lang],
      heading: pages.pages[id].title,
    })),
  ];
}

/** Each of the six links of `place` (opened by `open` on a fresh load of the home page) leads to its page. */
async function expectEachLeadsToItsPage(
  page: Page,
  lang: Lang,
  place: (page: Page) => Promise<Locator>,
  index: 'all' | 'title' = 'all',
) {
  for (const target of targets(lang, index)) {
    await gotoHydrated(page, ROUTES.home[lang]);
    const link = (await place(page)).getByRole('link', { name: target.name, exact: true });
    await expect(link).toHaveAttribute('href', target.path);
    await link.click();
    await expect(page).toHaveURL(target.path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.heading);
  }
}

for (const lang of LANGS) {
  const nav = MESSAGES[lang].shell;

  test.describe(`calculators in reach (${lang})`, () => {
    test.use({ locale: LOCALE[lang] });
    test.beforeEach(({ page }) => answerCookieNotice(page));

    test.describe('at 1440 px', () => {
      test.use({ viewport: DESKTOP });

      test("the header's menu holds the index and the five, and each leads to its page", async ({ page }) => {
        test.slow(); // six journeys
        await expectEachLeadsToItsPage(page, lang, async (p) => {
          const menu = p.getByTestId('calculators-menu');
          await menu.getByText(nav.calculators.title, { exact: true }).click();
          await expect(menu).toHaveJSProperty('open', true);
          return menu;
        });
      });

      test('the menu closes on Escape, focus back on it, and on a click outside', async ({ page }) => {
        await gotoHydrated(page, ROUTES.calculators[lang]);
        const menu = page.getByTestId('calculators-menu');
        const summary = menu.locator('summary');
        await summary.focus();
        await page.keyboard.press('Enter');
        await expect(menu).toHaveJSProperty('open', true);
        await page.keyboard.press('Tab');
        await expect(menu.getByRole('link', { name: nav.calculators.all })).toBeFocused();
        await expect(menu.getByRole('link', { name: nav.calculators.all })).toHaveAttribute('aria-current', 'page');
        await page.keyboard.press('Escape');
        await expect(menu).toHaveJSProperty('open', false);
        await expect(summary).toBeFocused();
        await summary.click();
        await expect(menu).toHaveJSProperty('open', true);
        await page.getByRole('heading', { level: 1 }).click();
        await expect(menu).toHaveJSProperty('open', false);
      });

      test('the footer holds the index and the five, and each leads to its page', async ({ page }) => {
        test.slow();
        await expectEachLeadsToItsPage(page, lang, async (p) => p.getByTestId('site-footer'));
      });

      test('the index reads as a set: two wide above three, each card with its figure, no empty slot', async ({ page }) => {
        await gotoHydrated(page, ROUTES.calculators[lang]);
        const list = page.getByRole('list', { name: CALCULATOR_PAGES_MESSAGES[lang].index.listLabel });
        const cards = list.getByRole('listitem');
        await expect(cards).toHaveCount(5);
        const outer = (await list.boundingBox())!;
        const boxes = await Promise.all((await cards.all()).map(async (card) => (await card.boundingBox())!));
        const rows = [...new Set(boxes.map((b) => Math.round(b.y)))];
        expect(rows).toHaveLength(2);
        for (const row of rows) {
          const inRow = boxes.filter((b) => Math.round(b.y) === row);
          // Each row spans the list from edge to edge: no slot left empty.
          expect(Math.min(...inRow.map((b) => b.x))).toBeCloseTo(outer.x, 0);
          expect(Math.max(...inRow.map((b) => b.x + b.width))).toBeCloseTo(outer.x + outer.width, 0);
        }
        expect(boxes.filter((b) => Math.round(b.y) === rows[0])).toHaveLength(2);
        for (const card of await cards.all()) await expect(card.locator('svg[aria-hidden="true"]')).toBeVisible();
      });
    });

    test.describe('at 375 px', () => {
      test.use({ viewport: PHONE });

      test('the drawer holds the index and the five, and each leads to its page', async ({ page }) => {
        test.slow();
        await expectEachLeadsToItsPage(
          page,
          lang,
          async (p) => {
            await p.getByRole('button', { name: nav.nav.openMenu }).click();
            return p.getByTestId('mobile-drawer');
          },
          'title',
        );
        await expect(page.getByTestId('mobile-drawer')).toHaveCount(0);
      });

      test('the footer holds the index and the five', async ({ page }) => {
        await gotoHydrated(page, ROUTES.home[lang]);
        const footer = page.getByTestId('site-footer');
        for (const target of targets(lang)) {
          await expect(footer.getByRole('link', { name: target.name, exact: true })).toHaveAttribute('href', target.path);
        }
      });
    });
  });
}
