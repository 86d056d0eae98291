import { INDEXED_ROUTE_IDS, ROUTES, type RouteId } from '../../src/config/routes.ts';
import { CALCULATOR_ROUTES, type CalculatorId } from '../../src/config/calculators.ts';
import { CALCULATOR_PAGES_MESSAGES } from '../../src/i18n/calculator-pages.ts';
import { DETAILED_REQUEST_MESSAGES } from '../../src/i18n/detailed-request.ts';
import { MESSAGES } from '../../src/i18n/all-messages.ts';
import { LANGS } from '../../src/i18n/languages.ts';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, expectNoPlaceholderText, gotoHydrated, test, waitForNetworkQuiet } from './fixtures.ts';

const calculatorHeadings = Object.fromEntries(
  (Object.entries(CALCULATOR_ROUTES) as Array<[CalculatorId, RouteId]>).map(([calculator, route]) => [
    route,
    (lang: 'es' | 'en') => CALCULATOR_PAGES_MESSAGES[lang].pages[calculator].title,
  ]),
);
const HEADINGS = {
  home: (lang) => MESSAGES[lang].home.sections.hero,
  legalNotice: (lang) => MESSAGES[lang].legal.headings.legalNotice,
  privacyPolicy: (lang) => MESSAGES[lang].legal.headings.privacyPolicy,
  cookiesPolicy: (lang) => MESSAGES[lang].legal.headings.cookiesPolicy,
  detailedRequest: (lang) => DETAILED_REQUEST_MESSAGES[lang].page.title,
  calculators: (lang) => CALCULATOR_PAGES_MESSAGES[lang].index.title,
  ...calculatorHeadings,
} as Record<RouteId, (lang: 'es' | 'en') => string>;

for (const lang of LANGS) {
  test.describe(`${lang} pages`, () => {
    test.use({ locale: lang === 'es' ? 'es-ES' : 'en-GB' });

    // The public pages; the account pages (noindex, no canonical) are accounts.spec.ts's.
    for (const id of INDEXED_ROUTE_IDS) {
      const paths = ROUTES[id];
      test(`${paths[lang]} is prerendered, hydrates cleanly, has no axe violations and no placeholder text`, async ({
        page,
        request,
      }) => {
        // The HTML as served already holds the page's text and head, before any JavaScript.
        const raw = await (await request.get(paths[lang])).text();
        expect(raw).toContain(`<html lang="${lang}">`);
        expect(raw).toContain(HEADINGS[id](lang));
        expect(raw).toContain(`<title>${MESSAGES[lang].meta[id].title}</title>`);
        expect(raw).toMatch(/<link rel="canonical" href="[^"]+"/);
        expect(raw).toMatch(/hreflang="es"/i);
        expect(raw).toMatch(/hreflang="en"/i);

        await gotoHydrated(page, paths[lang]);
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(HEADINGS[id](lang));
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectNoAxeViolations(page);
        // Its lazy sections loaded too, so leaving the page aborts nothing.
        await waitForNetworkQuiet(page);
        await expectNoPlaceholderText(page);
      });
    }

    test.describe('unknown paths', () => {
      // The browser logs the 404 status of the document itself.
      test.use({ allowedConsoleErrors: [/status of 404/] });
      test('show the 404 page in the path language with a link home', async ({ page }) => {
        const path = lang === 'es' ? '/no-existe' : '/en/no-such-page';
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[lang].common.notFound.title);
        await page.getByRole('link', { name: MESSAGES[lang].common.notFound.cta }).click();
        await expect(page).toHaveURL(ROUTES.home[lang]);
      });
    });
  });
}

test.describe('language', () => {
  const currentLanguage = (page: Page) => page.getByTestId('site-header').locator('[aria-current="true"]');

  test('the switcher changes language in place, moves to the other URL and is remembered', async ({ page }) => {
    await gotoHydrated(page, '/aviso-legal');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByTestId('site-header').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/en/legal-notice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal notice');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(MESSAGES.en.meta.legalNotice.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/legal-notice$/);
    // No full reload: the marker set on the Spanish page is still there.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await expect(currentLanguage(page)).toHaveText(/English/);

    // The stored choice wins over the Spanish browser on the next visit to the bare home…
    await page.goto('/');
    await expect(page).toHaveURL('/en/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.en.home.sections.hero);
    // …but a Spanish URL is never moved: it offers the English page instead.
    await gotoHydrated(page, '/politica-cookies');
    await expect(page.getByTestId('language-offer')).toContainText(MESSAGES.en.common.languageOffer.text);
    await expect(page).toHaveURL('/politica-cookies');
  });

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-GB' });

    test('a first visit to the bare home moves to English and stores it', async ({ page }) => {
      await page.goto('/');
      await expect(page).toHaveURL('/en/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.en.home.sections.hero);
      expect(await page.evaluate(() => localStorage.getItem('aurea.lang'))).toBe('en');
    });

    test('a Spanish deep link stays Spanish and offers the English page, in English', async ({ page }) => {
      await gotoHydrated(page, '/politica-cookies');
      const offer = page.getByTestId('language-offer');
      await expect(offer).toContainText(MESSAGES.en.common.languageOffer.text);
      await expect(offer).toHaveAttribute('lang', 'en');
      await expect(page).toHaveURL('/politica-cookies');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.es.legal.headings.cookiesPolicy);
      await expectNoAxeViolations(page);

      await offer.getByRole('link', { name: MESSAGES.en.common.languageOffer.accept }).click();
      await expect(page).toHaveURL('/en/cookies-policy');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.en.legal.headings.cookiesPolicy);
      await expect(offer).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('aurea.lang'))).toBe('en');
    });

    test('at the foot of a desktop window the offer covers no control: the page ends above it', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await gotoHydrated(page, '/aviso-legal');
      const offer = page.getByTestId('language-offer');
      await expect(offer).toBeVisible();
      // The cookie notice appears as the visitor scrolls, under the offer: both show, and the page makes room for both.
      await page.keyboard.press('End');
      await expect(page.getByTestId('cookie-banner')).toBeVisible();
      // Scrolled to its end (again: the room is made as the notices settle), the page's last line (the footer's
      // foot) is above the offer, not under it.
      const footer = page.getByRole('contentinfo');
      await expect
        .poll(async () => {
          await page.keyboard.press('End');
          const [end, notice] = [(await footer.boundingBox())!, (await offer.boundingBox())!];
          return Math.round(notice.y - (end.y + end.height));
        })
        .toBeGreaterThanOrEqual(0);
      // And a control focused there stops above it.
      const last = footer.locator('a, button').last();
      await last.focus();
      const [control, notice] = [(await last.boundingBox())!, (await offer.boundingBox())!];
      expect(control.y + control.height, 'the last control ends above the offer').toBeLessThanOrEqual(notice.y);
    });

    test('the offer can be dismissed and leaves the page as it is', async ({ page }) => {
      await gotoHydrated(page, '/aviso-legal');
      const offer = page.getByTestId('language-offer');
      await offer.getByRole('button', { name: MESSAGES.en.common.languageOffer.dismiss }).click();
      await expect(offer).toHaveCount(0);
      await expect(page).toHaveURL('/aviso-legal');
      await expect(currentLanguage(page)).toHaveText(/Español/);
    });
  });

  test.describe('crawlers', () => {
    test.use({ locale: 'en-GB', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    test('are never redirected, not even from the bare home, nor offered anything', async ({ page }) => {
      await gotoHydrated(page, '/');
      await expect(page.locator('html')).toHaveAttribute('data-language-advice', 'none');
      await expect(page).toHaveURL('/');
      await expect(page.getByTestId('language-offer')).toHaveCount(0);
    });
  });
});
