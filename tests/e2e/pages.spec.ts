import { ROUTES, type RouteId } from '../../src/config/routes.ts';
import { MESSAGES } from '../../src/i18n/index.tsx';
import { LANGS } from '../../src/i18n/languages.ts';
import { expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.ts';

const HEADINGS: Record<RouteId, (lang: 'es' | 'en') => string> = {
  home: (lang) => MESSAGES[lang].home.sections.hero,
  legalNotice: (lang) => MESSAGES[lang].legal.headings.legalNotice,
  privacyPolicy: (lang) => MESSAGES[lang].legal.headings.privacyPolicy,
  cookiesPolicy: (lang) => MESSAGES[lang].legal.headings.cookiesPolicy,
};

for (const lang of LANGS) {
  test.describe(`${lang} pages`, () => {
    test.use({ locale: lang === 'es' ? 'es-ES' : 'en-GB' });

    for (const [id, paths] of Object.entries(ROUTES) as [RouteId, Record<'es' | 'en', string>][]) {
      test(`${paths[lang]} is prerendered, hydrates cleanly and has no axe violations`, async ({ page, request }) => {
        // The HTML as served already holds the page's text and head, before any JavaScript.
        const raw = await (await request.get(paths[lang])).text();
        expect(raw).toContain(`<html lang="${lang}">`);
        expect(raw).toContain(HEADINGS[id](lang));
        expect(raw).toContain(`<title>${MESSAGES[lang].meta[id].title}</title>`);
        expect(raw).toMatch(/<link rel="canonical" href="[^"]+"/);
        expect(raw).toContain('hreflang="es"');
        expect(raw).toContain('hreflang="en"');

        await gotoHydrated(page, paths[lang]);
        await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(HEADINGS[id](lang));
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expectNoAxeViolations(page);
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
  test('the switcher changes language in place, moves to the other URL and is remembered', async ({ page }) => {
    await gotoHydrated(page, '/aviso-legal');
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 42));
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL('/en/legal-notice');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Legal notice');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page).toHaveTitle(MESSAGES.en.meta.legalNotice.title);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/en\/legal-notice$/);
    // No full reload: the marker set on the Spanish page is still there.
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(42);
    await expect(page.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');

    // The stored choice wins over the Spanish browser on the next visit to a Spanish URL.
    await page.goto('/');
    await expect(page).toHaveURL('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test.describe('with an English browser', () => {
    test.use({ locale: 'en-GB' });
    test('a first visit to a Spanish URL moves to English', async ({ page }) => {
      await page.goto('/politica-cookies');
      await expect(page).toHaveURL('/en/cookies-policy');
    });
  });

  test.describe('crawlers', () => {
    test.use({ locale: 'en-GB', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    test('are never redirected', async ({ page }) => {
      await gotoHydrated(page, '/politica-cookies');
      await page.waitForTimeout(300);
      await expect(page).toHaveURL('/politica-cookies');
    });
  });
});
