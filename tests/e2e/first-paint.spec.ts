import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Locator, Page } from '@playwright/test';
import { ENTRY_FALLBACK_MS } from '../../src/app/entry-loader-script.ts';
import { ROUTES } from '../../src/config/routes.ts';
import { STORAGE_KEYS } from '../../src/config/storage.ts';
import { MESSAGES } from '../../src/i18n/all-messages.ts';
import { expect, expectNoAxeViolations, test, waitForHydration, waitForNetworkQuiet } from './fixtures.ts';

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
/** Whether an element is laid out and painted, not skipped in a part the browser has not rendered (`content-visibility: auto`). */
const rendered = (element: Locator) => element.evaluate((node) => node.checkVisibility({ contentVisibilityAuto: true }));
/** Whether any of an element's box is inside the viewport. */
const inViewport = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.bottom > 0 && box.top < window.innerHeight;
  });

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

test("every page's inline scripts and stylesheet are the ones the server's CSP allows by their hashes: the entry loader everywhere, the first-visit move on / only", async ({
  request,
}) => {
  const hash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const sources = (policy: string, directive: string) =>
    policy
      .split('; ')
      .find((entry) => entry.startsWith(`${directive} `))!
      .split(' ')
      .slice(1);
  const scriptCounts = new Map<string, number>();
  for (const path of [ROUTES.home.es, ROUTES.home.en, ROUTES.legalNotice.es, ROUTES.calculators.es, '/no-such-page']) {
    const response = await request.get(path);
    const html = await response.text();
    const policy = response.headers()['content-security-policy']!;
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/\b(?:src=|type="application\/ld\+json")/.test(attributes!))
      .map(([, , text]) => text!);
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css!);
    expect(styles, `${path}: one inline stylesheet`).toHaveLength(1);
    expect(sources(policy, 'style-src'), path).toEqual(["'self'", hash(styles[0]!)]);
    expect(sources(policy, 'script-src'), path).toEqual(expect.arrayContaining(scripts.map(hash)));
    expect(html, `${path} fetches no stylesheet nor script of its own`).not.toMatch(/<link rel="stylesheet"|<script[^>]*\ssrc=/);
    for (const script of scripts) scriptCounts.set(script, (scriptCounts.get(script) ?? 0) + 1);
  }
  // The loader on all five pages; the first-visit move on the bare home only.
  expect([...scriptCounts.values()].sort()).toEqual([1, 5]);
});

/**
 * The first paint needs nothing but the document (issue 24): the stylesheet is in the page, and the entry
 * is loaded once the page has painted, so no script, stylesheet or data competes with the document for a
 * phone's first round trips (its images do, at low priority).
 */
test.describe('before the first paint', () => {
  for (const { locale, path, heading } of [
    { locale: 'es-ES', path: ROUTES.home.es, heading: MESSAGES.es.home.sections.hero },
    { locale: 'en-GB', path: ROUTES.home.en, heading: MESSAGES.en.home.sections.hero },
    { locale: 'es-ES', path: ROUTES.calculators.es, heading: undefined },
  ]) {
    test.describe(path, () => {
      test.use({ locale });

      test(`${path}: nothing but images is requested before the page has painted, and the page then hydrates`, async ({
        page,
      }) => {
        await page.goto(path);
        await waitForHydration(page);
        if (heading) await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
        const early = await page.evaluate(() => {
          const paint = performance.getEntriesByName('first-contentful-paint')[0]!;
          return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
            .filter(
              (entry) => entry.startTime < paint.startTime && entry.initiatorType !== 'img' && entry.initiatorType !== 'video',
            )
            .map((entry) => `${entry.initiatorType} ${new URL(entry.name).pathname}`);
        });
        expect(early).toEqual([]);
      });
    });
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false, locale: 'en-GB' });

    test('the page is styled from its own bytes', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.resourceType()));
      await page.goto(ROUTES.home.en);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.en.home.sections.hero);
      // The site's header is laid over the hero, in the site's palette and display face, not the browser's defaults.
      const header = page.getByTestId('site-header');
      await expect(header).toHaveCSS('position', 'fixed');
      await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /Cormorant Garamond/);
      expect(requested).not.toContain('stylesheet');
      expect(requested).not.toContain('script');
    });

    test('every section is laid out from the first: a link to a section lands on it, its text on screen', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(ROUTES.home.en);
      const concierge = page.getByRole('heading', { level: 2, name: MESSAGES.en.home.sections.concierge });
      // Nothing below the first screen waits for a script that will never run (the stylesheet defers
      // parts only where scripts run), so a jump lands where the visitor asked.
      expect(await rendered(concierge)).toBe(true);
      await page.goto(`${ROUTES.home.en}#concierge`);
      await expect(concierge).toBeInViewport();
      expect(await rendered(concierge)).toBe(true);
    });
  });

  test.describe('with scripts, before the app has loaded', () => {
    test.use({ locale: 'en-GB' });

    test('the first layout covers the first screen: a section further down is rendered as the visitor scrolls to it', async ({
      page,
    }) => {
      // The entry is an empty module: the page stays as the document painted it, as on a slow phone
      // before its scripts arrive, and nothing renders the deferred parts for good.
      await page.route(/\/assets\/index-[\w-]+\.js$/, (route) =>
        route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
      );
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(ROUTES.home.en);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const concierge = page.getByRole('heading', { level: 2, name: MESSAGES.en.home.sections.concierge });
      expect(await rendered(concierge)).toBe(false);
      // The page's last section, seen with the footer where a jump to the end lands, is never a placeholder.
      expect(await rendered(page.getByRole('heading', { level: 2, name: MESSAGES.en.home.sections.contactForm }))).toBe(true);
      // The visitor scrolls down, a screen at a time, until the section is on screen: its text is laid out
      // and painted there.
      for (let screens = 0; screens < 60 && !(await inViewport(concierge)); screens++) {
        await page.evaluate(() => window.scrollBy({ top: window.innerHeight * 0.8, behavior: 'instant' }));
      }
      await expect(concierge).toBeInViewport();
      expect(await rendered(concierge)).toBe(true);
    });
  });

  test('once the page is interactive and left idle a moment, every section is rendered for good, the visitor still at the top', async ({
    page,
  }) => {
    await page.goto(ROUTES.home.en);
    await waitForHydration(page);
    const concierge = page.getByRole('heading', { level: 2, name: MESSAGES.en.home.sections.concierge });
    await expect.poll(() => rendered(concierge)).toBe(true);
    expect(await page.evaluate(() => document.querySelectorAll('.content-deferred:not([data-rendered])').length)).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
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

/**
 * A document that arrives in two parts (a slow connection; or a busy phone's parser pausing) must not be
 * painted in between where a later part moves what was painted: the hero's text is centred in the screen's
 * height, so a paint of its first lines moved them up once the rest came (CLS 0.01–0.04, seen on CI), and the
 * bar's links are spread across it, so a paint of its first link moved it aside (0.012–0.014). The first paint
 * waits for the bar's end and the hero's (render-blocking `expect` links), and the app for the document's end
 * (a module hydrating half a page fails, React error 418). Served here through a proxy that holds the rest of
 * the page after the cut until the browser has painted, or for 2 s.
 */
test.describe('a page that arrives in two parts', () => {
  /** Past the entry loader's fallback delay: the app must not start on a half-arrived document either. */
  const HOLD_MS = ENTRY_FALLBACK_MS + 500;
  // Held after the hero's heading, or (any page) after the bar's first link.
  const CASES = [
    { path: '/', javaScriptEnabled: true, viewport: { width: 412, height: 823 }, cut: '</h1>', whole: 'the hero' },
    { path: '/en/', javaScriptEnabled: false, viewport: { width: 375, height: 812 }, cut: '</h1>', whole: 'the hero' },
    {
      path: '/politica-cookies',
      javaScriptEnabled: true,
      viewport: { width: 1024, height: 768 },
      cut: '</li>',
      whole: 'the bar',
    },
    { path: '/en/sign-in', javaScriptEnabled: false, viewport: { width: 1440, height: 900 }, cut: '</li>', whole: 'the bar' },
  ];
  for (const { path, javaScriptEnabled, viewport, cut: cutAfter, whole } of CASES) {
    test.describe(`${path}, ${javaScriptEnabled ? 'with' : 'without'} scripts`, () => {
      test.use({ javaScriptEnabled, viewport });

      test(`is painted once ${whole} is whole, so nothing painted moves`, async ({ page, baseURL }) => {
        let release = () => {};
        const released = new Promise<void>((resolve) => (release = resolve));
        let held = false;
        // The web fonts wait for the end of the test: what it measures is the document's arrival, not the fonts'
        // (font-swap.spec.ts holds them to a budget of their own).
        let releaseFonts = () => {};
        const fontsReleased = new Promise<void>((resolve) => (releaseFonts = resolve));
        const proxy = createServer((req, res) => {
          void (async () => {
            if (req.url?.endsWith('.woff2')) await fontsReleased;
            const upstream = await fetch(new URL(req.url ?? '/', baseURL), {
              headers: { 'accept-language': req.headers['accept-language'] ?? '', 'user-agent': req.headers['user-agent'] ?? '' },
            });
            const type = upstream.headers.get('content-type') ?? '';
            const body = Buffer.from(await upstream.arrayBuffer());
            res.writeHead(upstream.status, { 'content-type': type });
            const cut = body.indexOf(cutAfter);
            if (!type.startsWith('text/html') || held || cut < 0) return res.end(body);
            held = true;
            res.write(body.subarray(0, cut));
            await released;
            res.end(body.subarray(cut));
          })().catch(() => res.destroy());
        });
        await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
        try {
          const { port } = proxy.address() as AddressInfo;
          const cdp = await page.context().newCDPSession(page);
          // Each shift's value and time (seconds since the epoch, as Date.now() counts here).
          const shifts: Array<{ value: number; time: number }> = [];
          cdp.on('PerformanceTimeline.timelineEventAdded', ({ event }) => {
            if (event.layoutShiftDetails) shifts.push({ value: event.layoutShiftDetails.value, time: event.time });
          });
          await cdp.send('PerformanceTimeline.enable', { eventTypes: ['layout-shift'] });
          await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'commit' });
          const heldSince = Date.now();
          const painted = () => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length > 0);
          // The rest is let through once the browser paints what it has, or it has waited HOLD_MS without painting.
          await expect.poll(async () => (await painted()) || Date.now() - heldSince >= HOLD_MS, { timeout: 10_000 }).toBe(true);
          const paintedEarly = await painted();
          release();
          // Not the load event: it waits for the held fonts.
          await page.waitForLoadState('domcontentloaded');
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect.poll(painted).toBe(true);
          expect(paintedEarly, `painted before ${whole} was whole`).toBe(false);
          // The app takes over the whole page (no hydration error: the fixture's console guard).
          if (javaScriptEnabled) await waitForHydration(page);
          // Then the fonts, and the page settles: the shifts that count are those before the fonts came.
          const fontsAt = Date.now() / 1000;
          releaseFonts();
          await waitForNetworkQuiet(page);
          const beforeFonts = shifts.filter((shift) => shift.time < fontsAt);
          expect(beforeFonts.reduce((sum, shift) => sum + shift.value, 0)).toBe(0);
        } finally {
          release();
          releaseFonts();
          proxy.close();
        }
      });
    });
  }
});
