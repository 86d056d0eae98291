import type { Browser, Page } from '@playwright/test';
import { counterpartPath, routePolicy, ROUTE_IDS, ROUTES, type RouteId } from '../../src/config/routes.ts';
import { BAR_ITEMS, DRAWER_ITEMS } from '../../src/features/site-header/nav-items.ts';
import { MESSAGES } from '../../src/i18n/all-messages.ts';
import { LANGS, type Lang } from '../../src/i18n/languages.ts';
import { answerCookieNotice, expect, gotoHydrated, test, waitForHydration, watchForProblems } from './fixtures.ts';

/**
 * Whatever the path to a page (a switch of language, a redirect, back and forward, a section link, a
 * deep link opened by a browser of the other language), the visitor sees exactly what a direct load of
 * its URL shows: the same sections and the same text (issue 16, decision Product 2).
 */

const LOCALE: Record<Lang, string> = { es: 'es-ES', en: 'en-GB' };
const VIEWPORTS = [
  { name: '375', width: 375, height: 812 },
  { name: '1440', width: 1440, height: 900 },
] as const;
const other = (lang: Lang): Lang => (lang === 'es' ? 'en' : 'es');
/**
 * Every page is followed at phone width, where the drawer and the most islands are in play; at desktop
 * width the home page, the one whose sections load differently with the width (CI's time allows no more).
 */
const routesAt = (viewport: (typeof VIEWPORTS)[number]): RouteId[] => (viewport.width < 768 ? ROUTE_IDS : ['home']);

/** Longer than any frame takes on a loaded CI machine: past it, the browser has stopped drawing the page. */
const FRAME_STALL_MS = 10_000;

/** What the visitor can read on the page once every section has loaded: its section ids and its text. */
async function wholePage(page: Page): Promise<{ sections: string[]; text: string }> {
  // Scroll to the end a screen at a time (sections load as they approach), until the end stays the end.
  // A page that stops drawing for good (no frame, no screenshot) fails at once rather than at the test's
  // timeout. Chromium did so under load, about 1 run in 30 of this scroll, when a tile being rastered ahead
  // of the scroll became needed while its task ran: `--disable-best-effort-tasks` in playwright.config.ts.
  await page.evaluate(async (stallMs) => {
    const frame = () =>
      new Promise((resolve, reject) => {
        const stalled = setTimeout(() => reject(new Error(`the browser drew no frame for ${stallMs} ms`)), stallMs);
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(clearTimeout(stalled))));
      });
    let height = -1;
    while (height !== document.documentElement.scrollHeight || window.scrollY + window.innerHeight < height - 1) {
      height = document.documentElement.scrollHeight;
      window.scrollBy(0, window.innerHeight);
      await frame();
    }
  }, FRAME_STALL_MS);
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => ({
    sections: [...document.querySelectorAll('main section[id], main [id$="-document"], main article[id]')].map((e) => e.id),
    text: [document.querySelector('main'), document.querySelector('footer')].map((e) => (e as HTMLElement).innerText).join('\n'),
  }));
}

/** Problems seen by the pages this file opens in browsers of its own; each test ends by checking none. */
const problems: string[] = [];
test.beforeEach(() => {
  problems.length = 0;
});
test.afterEach(() => {
  expect(problems, 'console errors, uncaught exceptions or failed requests').toEqual([]);
});

async function browserPage(
  browser: Browser,
  lang: Lang,
  viewport: (typeof VIEWPORTS)[number],
  allowedConsoleErrors: RegExp[] = [],
): Promise<Page> {
  const context = await browser.newContext({
    locale: LOCALE[lang],
    viewport: { width: viewport.width, height: viewport.height },
  });
  await answerCookieNotice(context); // unanswered, it would cover the footer's links on a phone
  const page = await context.newPage();
  const seen = watchForProblems(page, allowedConsoleErrors);
  page.on('close', () => problems.push(...seen));
  return page;
}

const references = new Map<string, Promise<{ sections: string[]; text: string }>>();

/** The page as a direct load by a browser of its own language shows it: the reference (once per worker). */
function directLoad(browser: Browser, path: string, lang: Lang, viewport: (typeof VIEWPORTS)[number]) {
  const key = `${path}@${viewport.name}`;
  if (!references.has(key)) {
    references.set(
      key,
      (async () => {
        const page = await browserPage(browser, lang, viewport);
        await gotoHydrated(page, path);
        expect(new URL(page.url()).pathname).toBe(path);
        const content = await wholePage(page);
        await page.context().close();
        return content;
      })(),
    );
  }
  return references.get(key)!;
}

/** The header's switcher (in the bar at every width). */
async function switchLanguage(page: Page, to: Lang): Promise<void> {
  await page.getByTestId('site-header').getByRole('link', { name: MESSAGES[to].common.languageSwitcher[to] }).click();
}

for (const viewport of VIEWPORTS) {
  for (const lang of LANGS) {
    test.describe(`${lang} pages at ${viewport.name} px`, () => {
      // The private area sends a visitor without a session to sign in (accounts.spec.ts); the workspace is the
      // firm's, with its own sign-in and no visitor's header (workspace.spec.ts); the reset page shows its form
      // or, once its code runs without a link's token, that the link is not valid (accounts.spec.ts).
      for (const id of routesAt(viewport).filter(
        (route) => !routePolicy(route).needsSession && route !== 'workspace' && route !== 'resetPassword',
      )) {
        const path = ROUTES[id][lang];
        test(`${path} holds after a language switch, a deep link from the other language and back/forward`, async ({
          browser,
        }) => {
          test.slow();
          const reference = await directLoad(browser, path, lang, viewport);
          expect(reference.text.length).toBeGreaterThan(500);

          // 1. A header switch from the same page in the other language.
          const switcher = await browserPage(browser, other(lang), viewport);
          await gotoHydrated(switcher, counterpartPath(path, other(lang)));
          await switchLanguage(switcher, lang);
          await expect(switcher).toHaveURL(path);
          await expect(switcher.locator('html')).toHaveAttribute('lang', lang);
          expect(await wholePage(switcher), 'after the header switch').toEqual(reference);

          // 2. Back and forward: to another page by a link, back here, forward there.
          const elsewhere: RouteId = id === 'privacyPolicy' ? 'cookiesPolicy' : 'privacyPolicy';
          await switcher.evaluate(() => window.scrollTo(0, 0));
          await switcher.getByTestId('site-footer').getByRole('link', { name: MESSAGES[lang].shell.footer[elsewhere] }).click();
          await expect(switcher).toHaveURL(ROUTES[elsewhere][lang]);
          await expect(switcher.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[lang].legal.headings[elsewhere]);
          await switcher.goBack();
          await expect(switcher).toHaveURL(path);
          expect(await wholePage(switcher), 'after back').toEqual(reference);
          await switcher.goForward();
          await expect(switcher).toHaveURL(ROUTES[elsewhere][lang]);
          expect(await wholePage(switcher), 'after forward').toEqual(
            await directLoad(browser, ROUTES[elsewhere][lang], lang, viewport),
          );
          await switcher.context().close();

          // 3. A deep link opened by a browser of the other language: never moved, same page, an offer.
          // (The bare home `/` is no deep link: it follows the browser, tested below.)
          if (path === '/') return;
          const visitor = await browserPage(browser, other(lang), viewport);
          await gotoHydrated(visitor, path);
          await expect(visitor.getByTestId('language-offer')).toContainText(MESSAGES[other(lang)].common.languageOffer.text);
          await expect(visitor).toHaveURL(path);
          expect(await wholePage(visitor), 'deep link, other-language browser').toEqual(reference);
          await visitor.context().close();
        });
      }

      if (lang === 'en') {
        test('a first visit to / by an English browser lands on the whole English home, and on whole pages after it', async ({
          browser,
        }) => {
          test.slow();
          const page = await browserPage(browser, 'en', viewport);
          await page.goto('/');
          await expect(page).toHaveURL('/en/');
          await waitForHydration(page);
          expect(await wholePage(page), 'after the redirect').toEqual(await directLoad(browser, '/en/', 'en', viewport));
          await page.evaluate(() => window.scrollTo(0, 0));
          await page.getByTestId('site-footer').getByRole('link', { name: MESSAGES.en.shell.footer.legalNotice }).click();
          await expect(page).toHaveURL(ROUTES.legalNotice.en);
          expect(await wholePage(page), 'a page after the redirect').toEqual(
            await directLoad(browser, ROUTES.legalNotice.en, 'en', viewport),
          );
          await page.context().close();
        });
      }
    });
  }
}

/** The section's top, once it has stopped moving (sections loading above it would push it down). */
async function settledTop(page: Page, id: string): Promise<number> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(async (sectionId) => {
    const element = document.getElementById(sectionId);
    if (!element) throw new Error(`#${sectionId} is not on the page`);
    let last = Number.NaN;
    for (let stableFrames = 0; stableFrames < 10;) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const top = element.getBoundingClientRect().top;
      stableFrames = Math.abs(top - last) < 0.5 ? stableFrames + 1 : 0;
      last = top;
    }
    return last;
  }, id);
}

const LEGAL_PAGES = ['legalNotice', 'privacyPolicy', 'cookiesPolicy'] as const;
/** How far below the top of the viewport a section may start once the page has settled. */
const LANDING_TOLERANCE_PX = 100;

for (const lang of LANGS) {
  const nav = MESSAGES[lang].shell.nav;
  const home = ROUTES.home[lang];
  test.describe(`${lang} section links from the legal pages`, () => {
    for (const id of LEGAL_PAGES) {
      const path = ROUTES[id][lang];
      test(`${path}: every header (1440 px) and drawer (375 px) link lands on its section`, async ({ browser }) => {
        test.slow();
        const desktop = await browserPage(browser, lang, VIEWPORTS[1]);
        for (const item of BAR_ITEMS) {
          await gotoHydrated(desktop, path);
          await desktop.getByTestId('site-header').getByRole('link', { name: nav.links[item.key] }).click();
          await expect(desktop).toHaveURL(`${home}#${item.section}`);
          const top = await settledTop(desktop, item.section);
          expect(Math.abs(top), `header link ${item.key}: #${item.section} at ${top} px`).toBeLessThanOrEqual(
            LANDING_TOLERANCE_PX,
          );
        }
        await desktop.context().close();

        const phone = await browserPage(browser, lang, VIEWPORTS[0]);
        const drawerLinks = [
          ...DRAWER_ITEMS.map((item) => ({ name: nav.links[item.key], section: item.section })),
          {
            name: nav.contactNow,
            section: 'contact-form' as const,
          },
        ];
        for (const link of drawerLinks) {
          await gotoHydrated(phone, path);
          await phone.getByRole('button', { name: nav.openMenu }).click();
          await phone.getByTestId('mobile-drawer').getByRole('link', { name: link.name, exact: true }).click();
          await expect(phone.getByTestId('mobile-drawer')).toHaveCount(0);
          await expect(phone).toHaveURL(`${home}#${link.section}`);
          const top = await settledTop(phone, link.section);
          expect(Math.abs(top), `drawer link ${link.name}: #${link.section} at ${top} px`).toBeLessThanOrEqual(
            LANDING_TOLERANCE_PX,
          );
        }
        await phone.context().close();
      });
    }
  });
}

test('a section opened from another page stays where the jump put it while the new page settles', async ({ browser }) => {
  for (const viewport of VIEWPORTS) {
    const page = await browserPage(browser, 'es', viewport);
    await gotoHydrated(page, ROUTES.legalNotice.es);
    const nav = MESSAGES.es.shell.nav;
    if (viewport === VIEWPORTS[0]) {
      await page.getByRole('button', { name: nav.openMenu }).click();
      await page.getByTestId('mobile-drawer').getByRole('link', { name: nav.links.about, exact: true }).click();
    } else {
      await page.getByTestId('site-header').getByRole('link', { name: nav.links.about }).click();
    }
    await expect(page).toHaveURL(`${ROUTES.home.es}#about`);
    // Its top sits just under the header (the section's scroll margin), to the pixel, once nothing moves.
    const top = await settledTop(page, 'about');
    const margin = await page.evaluate(() => parseFloat(getComputedStyle(document.getElementById('about')!).scrollMarginTop));
    expect(
      Math.abs(top - margin),
      `#about at ${top} px, its scroll margin ${margin} px (${viewport.width} px)`,
    ).toBeLessThanOrEqual(2);
    await page.context().close();
  }
});

test.describe('unknown paths', () => {
  for (const browserLang of LANGS) {
    for (const urlLang of LANGS) {
      const path = urlLang === 'es' ? '/una-pagina-rota' : '/en/does-not-exist';
      test(`a ${browserLang} browser on ${path} gets the ${urlLang} 404 page, status 404, and a way on`, async ({ browser }) => {
        // The browser logs the 404 status of the document itself.
        const page = await browserPage(browser, browserLang, VIEWPORTS[1], [/status of 404/]);
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('data-language-advice', /.+/);
        await expect(page).toHaveURL(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[urlLang].common.notFound.title);
        await expect(page.locator('html')).toHaveAttribute('lang', urlLang);
        await expect(page.getByTestId('language-offer')).toHaveCount(0);
        const explore = page.getByRole('navigation', { name: MESSAGES[urlLang].common.notFound.explore });
        await expect(explore.getByRole('link')).toHaveText([
          ...DRAWER_ITEMS.map((item) => MESSAGES[urlLang].shell.nav.links[item.key]),
          MESSAGES[urlLang].home.sections.calculators,
        ]);
        const otherHome = ROUTES.home[other(urlLang)];
        await expect(
          page.getByTestId('site-header').getByRole('link', { name: MESSAGES[urlLang].common.languageSwitcher[other(urlLang)] }),
        ).toHaveAttribute('href', otherHome);
        await explore.getByRole('link', { name: MESSAGES[urlLang].shell.nav.links.about }).click();
        await expect(page).toHaveURL(`${ROUTES.home[urlLang]}#about`);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[urlLang].home.sections.hero);
        await page.context().close();
      });
    }
  }

  test('no link on any page, in either language, leads to a page that answers 404', async ({ request }) => {
    const pages = [...ROUTE_IDS.flatMap((id) => LANGS.map((lang) => ROUTES[id][lang])), '/una-pagina-rota', '/en/does-not-exist'];
    const targets = new Set<string>();
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      for (const [, href] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
        if (href!.startsWith('#')) continue; // a place on this same page (the skip link)
        const url = new URL(href!, `http://site${path}`);
        if (url.host === 'site') targets.add(url.pathname);
      }
    }
    expect(targets.size).toBeGreaterThanOrEqual(8);
    const broken: string[] = [];
    for (const target of targets) if ((await request.get(target)).status() === 404) broken.push(target);
    expect(broken).toEqual([]);
  });
});
