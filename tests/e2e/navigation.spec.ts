import type { Browser, Page } from '@playwright/test';
import { counterpartPath, routePolicy, ROUTE_IDS, ROUTES, type RouteId } from '../../src/config/routes.ts';
import { CONTACT_FORM_ACTIONS } from '../../src/domain/contact/form-post.ts';
import { BAR_ITEMS, DRAWER_ITEMS } from '../../src/features/site-header/nav-items.ts';
import { MESSAGES } from '../../src/i18n/all-messages.ts';
import { LANGS, type Lang } from '../../src/i18n/languages.ts';
import {
  answerCookieNotice,
  expect,
  gotoHydrated,
  test,
  waitForHydration,
  waitForNetworkQuiet,
  watchForProblems,
} from './fixtures.ts';

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
 * width the home page, the one whose sections load differently with the width. The home is followed into
 * both languages; every other page into one, the languages alternating down the list of routes (the way
 * there is the same code for every page: counterpartPath and the header's switcher), so both directions
 * are walked on pages of each kind. CI's time allows no more.
 */
const routesAt = (viewport: (typeof VIEWPORTS)[number], lang: Lang): RouteId[] =>
  viewport.width < 768 ? ROUTE_IDS.filter((route, index) => route === 'home' || index % 2 === LANGS.indexOf(lang)) : ['home'];

/** Longer than any frame takes on a loaded CI machine: past it, the browser has stopped drawing the page. */
const FRAME_STALL_MS = 10_000;

/** The islands whose text changes once their code runs, while it has not yet run. */
const UNHYDRATED_ISLANDS = [
  ...Object.values(CONTACT_FORM_ACTIONS).map((action) => `form[action="${action}"]:not([data-hydrated])`),
  '#portfolio [role="region"]:not([data-enhanced])',
].join(', ');

/** What the visitor can read on page `route` once every section has loaded: its section ids and its text. */
async function wholePage(page: Page, route: RouteId): Promise<{ sections: string[]; text: string }> {
  // Back and forward change the address at once, and the page they lead to is drawn a moment later.
  await expect(page.locator('main')).toHaveAttribute('data-route', route);
  // Read as a visitor whose page is interactive: an island the scroll passes before the page hydrates
  // (the served page is drawn, and scrolled, before its code runs) loads only when the visitor comes back
  // near it, by design (lazy-island.tsx), so it would not have its code at the end of this scroll.
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
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
  await waitForNetworkQuiet(page);
  // An island's code, once loaded, may hydrate it some frames later, and some read differently then: a
  // lead form turns from its every-step, no-script shape into the stepper; the portfolio gains its strip
  // controls. Wait until each one on the page has.
  await expect(page.locator(UNHYDRATED_ISLANDS)).toHaveCount(0);
  // What a section's effects add once it is drawn (the portfolio's '1 / 13') may still be due, after a
  // back or forward above all (its load state was reached long before): read until two frames agree.
  return page.evaluate(async () => {
    const read = () =>
      JSON.stringify({
        sections: [...document.querySelectorAll('main section[id], main [id$="-document"], main article[id]')].map((e) => e.id),
        text: [document.querySelector('main'), document.querySelector('footer')]
          .map((e) => (e as HTMLElement).innerText)
          .join('\n'),
      });
    const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    let last = read();
    for (;;) {
      await frames();
      const now = read();
      if (now === last) return JSON.parse(now) as { sections: string[]; text: string };
      last = now;
    }
  });
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

/** Page `id` as a direct load by a browser of its own language shows it: the reference (once per worker). */
function directLoad(browser: Browser, id: RouteId, lang: Lang, viewport: (typeof VIEWPORTS)[number]) {
  const path = ROUTES[id][lang];
  const key = `${path}@${viewport.name}`;
  if (!references.has(key)) {
    references.set(
      key,
      (async () => {
        const page = await browserPage(browser, lang, viewport);
        await gotoHydrated(page, path);
        expect(new URL(page.url()).pathname).toBe(path);
        const content = await wholePage(page, id);
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
  const size = { width: viewport.width, height: viewport.height };
  for (const lang of LANGS) {
    test.describe(`${lang} pages at ${viewport.name} px`, () => {
      // The test's own page is the browser of the other language that switches.
      test.use({ locale: LOCALE[other(lang)], viewport: size });

      // The private area sends a visitor without a session to sign in (accounts.spec.ts); the workspace is the
      // firm's, with its own sign-in and no visitor's header (workspace.spec.ts); the reset page shows its form
      // or, once its code runs without a link's token, that the link is not valid (accounts.spec.ts).
      for (const id of routesAt(viewport, lang).filter(
        (route) => !routePolicy(route).needsSession && route !== 'workspace' && route !== 'resetPassword',
      )) {
        const path = ROUTES[id][lang];
        test(`${path} holds after a language switch, a deep link from the other language and back/forward`, async ({
          browser,
          page: switcher,
        }) => {
          test.slow();
          const reference = await directLoad(browser, id, lang, viewport);
          expect(reference.text.length).toBeGreaterThan(500);

          // 1. A header switch from the same page in the other language.
          await answerCookieNotice(switcher); // unanswered, it would cover the footer's links on a phone
          await gotoHydrated(switcher, counterpartPath(path, other(lang)));
          await switchLanguage(switcher, lang);
          await expect(switcher).toHaveURL(path);
          await expect(switcher.locator('html')).toHaveAttribute('lang', lang);
          expect(await wholePage(switcher, id), 'after the header switch').toEqual(reference);

          // 2. Back and forward: to another page by a link, back here, forward there.
          const elsewhere: RouteId = id === 'privacyPolicy' ? 'cookiesPolicy' : 'privacyPolicy';
          await switcher.evaluate(() => window.scrollTo(0, 0));
          await switcher.getByTestId('site-footer').getByRole('link', { name: MESSAGES[lang].shell.footer[elsewhere] }).click();
          await expect(switcher).toHaveURL(ROUTES[elsewhere][lang]);
          await expect(switcher.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[lang].legal.headings[elsewhere]);
          await switcher.goBack();
          await expect(switcher).toHaveURL(path);
          expect(await wholePage(switcher, id), 'after back').toEqual(reference);
          await switcher.goForward();
          await expect(switcher).toHaveURL(ROUTES[elsewhere][lang]);
          expect(await wholePage(switcher, elsewhere), 'after forward').toEqual(
            await directLoad(browser, elsewhere, lang, viewport),
          );

          // 3. A deep link opened by a browser of the other language: never moved, same page, an offer.
          // (The bare home `/` is no deep link: it follows the browser, tested below.)
          if (path === '/') return;
          const visitor = await browserPage(browser, other(lang), viewport);
          await gotoHydrated(visitor, path);
          await expect(visitor.getByTestId('language-offer')).toContainText(MESSAGES[other(lang)].common.languageOffer.text);
          await expect(visitor).toHaveURL(path);
          expect(await wholePage(visitor, id), 'deep link, other-language browser').toEqual(reference);
          await visitor.context().close();
        });
      }
    });
  }

  test.describe(`an English browser at ${viewport.name} px`, () => {
    test.use({ locale: LOCALE.en, viewport: size });

    test('a first visit to / by an English browser lands on the whole English home, and on whole pages after it', async ({
      browser,
      page,
    }) => {
      test.slow();
      await answerCookieNotice(page);
      await page.goto('/');
      await expect(page).toHaveURL('/en/');
      await waitForHydration(page);
      expect(await wholePage(page, 'home'), 'after the redirect').toEqual(await directLoad(browser, 'home', 'en', viewport));
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByTestId('site-footer').getByRole('link', { name: MESSAGES.en.shell.footer.legalNotice }).click();
      await expect(page).toHaveURL(ROUTES.legalNotice.en);
      expect(await wholePage(page, 'legalNotice'), 'a page after the redirect').toEqual(
        await directLoad(browser, 'legalNotice', 'en', viewport),
      );
    });
  });
}

/** The section's top, once it has stopped moving (sections loading above it would push it down). */
async function settledTop(page: Page, id: string): Promise<number> {
  await waitForNetworkQuiet(page);
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
    // The test's own page is the desktop browser.
    test.use({ locale: LOCALE[lang], viewport: { width: VIEWPORTS[1].width, height: VIEWPORTS[1].height } });

    // Every legal page has the same header and drawer: each link is followed from one of them (in turn),
    // so every link and every page is tried once per language.
    const ours = <T>(items: readonly T[], page: number) => items.filter((_, i) => i % LEGAL_PAGES.length === page);
    LEGAL_PAGES.forEach((id, pageIndex) => {
      const path = ROUTES[id][lang];
      test(`${path}: its share of the header (1440 px) and drawer (375 px) links lands on their sections`, async ({
        browser,
        page: desktop,
      }) => {
        test.slow();
        await answerCookieNotice(desktop);
        for (const item of ours(BAR_ITEMS, pageIndex)) {
          await gotoHydrated(desktop, path);
          await desktop.getByTestId('site-header').getByRole('link', { name: nav.links[item.key] }).click();
          await expect(desktop).toHaveURL(`${home}#${item.section}`);
          const top = await settledTop(desktop, item.section);
          expect(Math.abs(top), `header link ${item.key}: #${item.section} at ${top} px`).toBeLessThanOrEqual(
            LANDING_TOLERANCE_PX,
          );
        }

        const phone = await browserPage(browser, lang, VIEWPORTS[0]);
        const drawerLinks = ours(
          [
            ...DRAWER_ITEMS.map((item) => ({ name: nav.links[item.key], section: item.section })),
            { name: nav.contactNow, section: 'contact-form' as const },
          ],
          pageIndex,
        );
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
    });
  });
}

test('a section opened from another page stays where the jump put it while the new page settles', async ({
  browser,
  page: first,
}) => {
  for (const viewport of VIEWPORTS) {
    // The test's own page at phone width (a Spanish browser, as browserPage's), then a browser of its own.
    const page = viewport === VIEWPORTS[0] ? first : await browserPage(browser, 'es', viewport);
    if (page === first) {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await answerCookieNotice(page);
    }
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
    if (page !== first) await page.context().close();
  }
});

/**
 * The parts below the first screen are rendered only near the viewport at first (ADR 0038). A position the
 * browser or the app restores was taken on them rendered, so on a reload or a return they are rendered at
 * once: the visitor comes back to what they were reading, not a placeholder's worth of screens further on.
 */
test('a return by Back and a reload bring the visitor back to the section they were reading', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await answerCookieNotice(page);
  await gotoHydrated(page, ROUTES.home.es);
  const heading = page.getByRole('heading', { level: 2, name: MESSAGES.es.home.sections.about });
  const readAbout = () =>
    page.evaluate(() => {
      const about = document.getElementById('about-heading')!;
      window.scrollTo(0, about.getBoundingClientRect().top + window.scrollY - 200);
    });
  // A visitor who has read down the page: every part rendered by now.
  await page.mouse.wheel(0, 400);
  await expect
    .poll(() => page.evaluate(() => document.querySelectorAll('.content-deferred:not([data-rendered])').length))
    .toBe(0);
  await readAbout();
  await expect(heading).toBeInViewport();

  // A link followed where the visitor is (a click from Playwright would first scroll the link into view).
  await page.getByTestId('site-footer').getByRole('link', { name: MESSAGES.es.shell.footer.legalNotice }).dispatchEvent('click');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.es.legal.headings.legalNotice);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.es.home.sections.hero);
  await expect(heading).toBeInViewport();

  await readAbout();
  await page.reload();
  await waitForHydration(page);
  await expect(heading).toBeInViewport();
});

test.describe('unknown paths', () => {
  for (const browserLang of LANGS) {
    test.describe(`a ${browserLang} browser`, () => {
      // The browser logs the 404 status of the document itself.
      test.use({
        locale: LOCALE[browserLang],
        viewport: { width: VIEWPORTS[1].width, height: VIEWPORTS[1].height },
        allowedConsoleErrors: [/status of 404/],
      });

      for (const urlLang of LANGS) {
        const path = urlLang === 'es' ? '/una-pagina-rota' : '/en/does-not-exist';
        test(`a ${browserLang} browser on ${path} gets the ${urlLang} 404 page, status 404, and a way on`, async ({ page }) => {
          await answerCookieNotice(page);
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
            page
              .getByTestId('site-header')
              .getByRole('link', { name: MESSAGES[urlLang].common.languageSwitcher[other(urlLang)] }),
          ).toHaveAttribute('href', otherHome);
          await explore.getByRole('link', { name: MESSAGES[urlLang].shell.nav.links.about }).click();
          await expect(page).toHaveURL(`${ROUTES.home[urlLang]}#about`);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES[urlLang].home.sections.hero);
        });
      }
    });
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
