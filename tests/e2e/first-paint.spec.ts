import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { ROUTES } from '../../src/config/routes.ts';
import { STORAGE_KEYS } from '../../src/config/storage.ts';
import { MESSAGES } from '../../src/i18n/all-messages.ts';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures.ts';

/**
 * The bare home follows the visitor's language before anything paints (issue 24, point 3): the head
 * script of `/` (src/i18n/first-visit-script.ts) moves an English visitor to `/en/` while the Spanish page
 * is still unpainted; Spanish visitors and crawlers stay.
 */

type Paint = { name: string; lang: string; path: string };
const PAINTS_KEY = 'e2e.paints';

/**
 * Records, in every document the page opens, each paint entry (first-paint, first-contentful-paint) with
 * the document's language and path when it was painted; kept in sessionStorage, which the tab's documents
 * of one origin share. Read again when a document is left, so a paint just before a move is not missed.
 */
async function recordPaints(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    if (location.protocol !== 'http:') return;
    const seen = new Set<string>();
    const record = (entries: PerformanceEntryList) => {
      for (const { name } of entries) {
        if (seen.has(name)) continue;
        seen.add(name);
        const paints = JSON.parse(sessionStorage.getItem(key) ?? '[]') as Paint[];
        paints.push({ name, lang: document.documentElement.lang, path: location.pathname });
        sessionStorage.setItem(key, JSON.stringify(paints));
      }
    };
    new PerformanceObserver((list) => record(list.getEntries())).observe({ type: 'paint', buffered: true });
    addEventListener('pagehide', () => record(performance.getEntriesByType('paint')));
  }, PAINTS_KEY);
}

const paints = (page: Page) => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as Paint[], PAINTS_KEY);
const storedLanguage = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.language);
const painted = (lang: string, path: string) => expect.objectContaining({ name: 'first-contentful-paint', lang, path });

test.describe('an English browser', () => {
  test.use({ locale: 'en-GB' });

  test('its first visit to / never paints the Spanish home: it opens /en/, stores English, and adds no history entry', async ({
    page,
  }) => {
    await recordPaints(page);
    // An English page first (it stores nothing), to see where Back leads.
    await page.goto(ROUTES.legalNotice.en);
    await waitForHydration(page);
    expect(await storedLanguage(page)).toBeNull();

    // The English home is slow to answer (a phone's connection): the Spanish page must not paint meanwhile.
    await page.route(`**${ROUTES.home.en}`, async (route) => {
      if (route.request().resourceType() === 'document') await new Promise((resolve) => setTimeout(resolve, 1_000));
      await route.continue();
    });
    await page.goto('/');
    await expect(page).toHaveURL('/en/');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.en.home.sections.hero);
    expect(await storedLanguage(page)).toBe('en');
    // The recorder works (the English home painted) and no Spanish document ever painted.
    await expect.poll(() => paints(page)).toContainEqual(painted('en', '/en/'));
    expect((await paints(page)).filter(({ lang }) => lang !== 'en')).toEqual([]);
    await expectNoAxeViolations(page);

    // location.replace: Back returns to the page before, not to `/`.
    await page.goBack();
    await expect(page).toHaveURL(ROUTES.legalNotice.en);
  });

  test('with Spanish stored, stays on / and paints it', async ({ page }) => {
    await page.addInitScript((key) => localStorage.setItem(key, 'es'), STORAGE_KEYS.language);
    await recordPaints(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-language-advice', 'none');
    await expect(page).toHaveURL('/');
    await expect.poll(() => paints(page)).toContainEqual(painted('es', '/'));
    await expect(page.getByTestId('language-offer')).toHaveCount(0);
  });
});

test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  test('stays on / on its first visit, paints it and stores Spanish', async ({ page }) => {
    await recordPaints(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-language-advice', 'none');
    await expect(page).toHaveURL('/');
    await expect.poll(() => paints(page)).toContainEqual(painted('es', '/'));
    expect(await storedLanguage(page)).toBe('es');
  });
});

test.describe('a crawler with an English browser', () => {
  test.use({ locale: 'en-GB', userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('gets / unmoved, and nothing is stored', async ({ page }) => {
    await recordPaints(page);
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('data-language-advice', 'none');
    await expect(page).toHaveURL('/');
    await expect.poll(() => paints(page)).toContainEqual(painted('es', '/'));
    expect(await storedLanguage(page)).toBeNull();
  });
});

test("the bare home's one inline script is the one the server's CSP allows by its hash, and no other page has one", async ({
  request,
}) => {
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/\b(?:src=|type="application\/ld\+json")/.test(attributes!))
      .map(([, , text]) => text!);
  const home = await request.get('/');
  const [script, ...others] = inlineScripts(await home.text());
  expect(script, 'the inline script of /').toBeDefined();
  expect(others).toEqual([]);
  const hash = `'sha256-${createHash('sha256').update(script!, 'utf8').digest('base64')}'`;
  expect(home.headers()['content-security-policy']).toContain(`script-src 'self' ${hash};`);
  for (const path of [ROUTES.home.en, ROUTES.legalNotice.es, '/no-such-page'])
    expect(inlineScripts(await (await request.get(path)).text()), path).toEqual([]);
});

/**
 * Hydration leaves the prerendered page's language as it is (issue 24): writing `lang` on the root
 * element, even its own value, restyles every element of the page (`:lang()`), 60 ms of a phone's CPU.
 */
test.describe('a Spanish browser', () => {
  test.use({ locale: 'es-ES' });

  for (const path of [ROUTES.home.es, ROUTES.home.en]) {
    test(`${path}: hydrating does not rewrite the page's language`, async ({ page }) => {
      await page.addInitScript(() => {
        if (location.protocol !== 'http:') return;
        sessionStorage.setItem('e2e.langWrites', '0');
        new MutationObserver((records) => {
          const writes = Number(sessionStorage.getItem('e2e.langWrites')) + records.length;
          sessionStorage.setItem('e2e.langWrites', String(writes));
        }).observe(document, { attributes: true, attributeFilter: ['lang'], subtree: true });
      });
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', path === ROUTES.home.en ? 'en' : 'es');
      expect(await page.evaluate(() => sessionStorage.getItem('e2e.langWrites'))).toBe('0');
    });
  }
});
