import { PORTFOLIO_CASES } from '../../src/content/portfolio-cases.ts';
import { MESSAGES } from '../../src/i18n/all-messages.ts';
import { expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.ts';

const copy = MESSAGES.es.landing.portfolio;
const TOTAL = PORTFOLIO_CASES.length;

test.describe('portfolio strip', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });

    test('the prerendered page holds the thirteen cases as a plain list, with no controls that need a script', async ({
      page,
    }) => {
      await page.goto('/');
      const strip = page.getByRole('region', { name: copy.casesLabel(TOTAL) });
      const cases = strip
        .getByRole('list')
        .getByRole('listitem')
        .filter({ has: page.getByTestId('portfolio-case') });
      await expect(cases).toHaveCount(TOTAL);
      await expect(page.getByRole('button', { name: copy.next })).toHaveCount(0);
      // Still usable: the strip scrolls sideways, natively, to the last case.
      const last = page.getByRole('article', { name: PORTFOLIO_CASES.at(-1)!.es.title });
      await expect(last).not.toBeInViewport();
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
    });
  });

  test.describe('on a phone', () => {
    // With motion: the strip moves by a smooth scroll, as a visitor who allows motion sees it.
    test.use({ viewport: { width: 375, height: 812 }, locale: 'es-ES', reducedMotion: 'no-preference' });

    test('says where the visitor is and moves one case at a time with the keyboard', async ({ page }) => {
      await gotoHydrated(page, '/');
      const strip = page.getByRole('region', { name: copy.casesLabel(TOTAL) });
      await strip.scrollIntoViewIfNeeded();
      const controls = page.getByTestId('portfolio-controls');
      const previous = controls.getByRole('button', { name: copy.previous });
      const next = controls.getByRole('button', { name: copy.next });
      await expect(controls).toContainText(copy.position(1, TOTAL));
      await expect(previous).toHaveAttribute('aria-disabled', 'true');
      const card = (index: number) => page.getByRole('article', { name: PORTFOLIO_CASES[index]!.es.title });
      /** The case's left edge, relative to where the strip's cases start (its scroll padding). */
      const offset = (index: number) =>
        card(index).evaluate((el) => {
          const strip = el.closest('[role="region"]')!;
          const start = strip.getBoundingClientRect().left + parseFloat(getComputedStyle(strip).scrollPaddingLeft);
          return Math.abs(Math.round(el.getBoundingClientRect().left - start));
        });

      await next.focus();
      await page.keyboard.press('Enter');
      await expect(controls).toContainText(copy.position(2, TOTAL));
      await expect.poll(() => offset(1)).toBe(0);
      await page.keyboard.press('Space');
      await expect(controls).toContainText(copy.position(3, TOTAL));
      await expect(controls.locator('[aria-live="polite"]')).toContainText(copy.positionLabel(3, TOTAL));

      // A swipe (any scroll of the strip) moves the position too.
      await card(6).evaluate((el) => el.scrollIntoView({ inline: 'start', block: 'nearest' }));
      await expect(controls).toContainText(copy.position(7, TOTAL));

      // At the end Next stays focusable but does nothing, so focus is not lost.
      await card(TOTAL - 1).evaluate((el) => el.scrollIntoView({ inline: 'start', block: 'nearest' }));
      await expect(controls).toContainText(copy.position(TOTAL, TOTAL));
      await expect(next).toHaveAttribute('aria-disabled', 'true');
      await next.focus();
      await page.keyboard.press('Enter');
      await expect(next).toBeFocused();
      await expect(controls).toContainText(copy.position(TOTAL, TOTAL));
      await previous.focus();
      await page.keyboard.press('Enter');
      await expect(controls).toContainText(copy.position(TOTAL - 1, TOTAL));
      await expectNoAxeViolations(page);
    });
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: { width: 1440, height: 900 } });

    test('shows the cases as a grid, without the strip controls', async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.locator('#portfolio').scrollIntoViewIfNeeded();
      await expect(page.getByTestId('portfolio-case')).toHaveCount(TOTAL);
      await expect(page.getByTestId('portfolio-controls')).toBeHidden();
      const first = await page.getByTestId('portfolio-case').nth(0).boundingBox();
      const fourth = await page.getByTestId('portfolio-case').nth(3).boundingBox();
      expect(fourth!.y).toBeGreaterThan(first!.y + first!.height - 1); // three a row
    });
  });
});
