import type { Page } from '@playwright/test';
import { ROUTES, type RouteId } from '../../src/config/routes.ts';
import { publishedPhone } from '../../src/config/site.ts';
import { STORAGE_KEYS } from '../../src/config/storage.ts';
import { COOKIE_BANNER_AFTER_PX, HERO_ROTATION_MS, NAV_SOLID_AFTER_PX } from '../../src/config/ui.ts';
import { contactCopyOf, MESSAGES } from '../../src/i18n/all-messages.ts';
import { LANGS, type Lang } from '../../src/i18n/languages.ts';
import { SECTION_IDS } from '../../src/lib/scroll.ts';
import { expect, expectNoAxeViolations, gotoHydrated, test, waitForHydration } from './fixtures.ts';

const LOCALE: Record<Lang, string> = { es: 'es-ES', en: 'en-GB' };
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1440, height: 900 };

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
}

/** Resolves once the page has stopped scrolling (a smooth scroll has finished): the same position on successive frames. */
async function scrollSettled(page: Page): Promise<number> {
  const frameY = () =>
    page.evaluate(
      () => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY)))),
    );
  let previous = -1;
  await expect
    .poll(async () => {
      const y = await frameY();
      const settled = y === previous;
      previous = y;
      return settled;
    })
    .toBe(true);
  return previous;
}

const header = (page: Page) => page.getByTestId('site-header');
const banner = (page: Page) => page.getByTestId('cookie-banner');
const consent = (page: Page) => page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEYS.cookieConsent);

for (const lang of LANGS) {
  const t = MESSAGES[lang];
  const home = ROUTES.home[lang];

  test.describe(`landing shell (${lang})`, () => {
    test.use({ locale: LOCALE[lang] });

    test('the sections are present in the spec order with their ids', async ({ page }) => {
      await gotoHydrated(page, home);
      const ids = await page.evaluate(
        (known) => [...document.querySelectorAll('main [id]')].map((el) => el.id).filter((id) => known.includes(id)),
        [...SECTION_IDS] as string[],
      );
      expect(ids).toEqual([...SECTION_IDS]);
      await expect(page.locator('a.skip-link')).toHaveText(t.common.skipToContent);
      const first = await page.evaluate(() => document.body.querySelector('a, button')?.className);
      expect(first).toContain('skip-link');
    });

    test('the bar turns solid past 50 px, hides scrolling down and returns scrolling up', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await gotoHydrated(page, home);
      const nav = page.getByRole('navigation', { name: t.shell.nav.label });
      for (const key of ['portfolio', 'about', 'contact'] as const) {
        await expect(nav.getByRole('link', { name: t.shell.nav.links[key] })).toBeVisible();
      }
      await expect(header(page)).toHaveAttribute('data-solid', 'false');
      // Over the hero the bar is see-through (solid without scripts only: forms-without-scripts.spec.ts).
      await expect(header(page)).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
      await scrollTo(page, NAV_SOLID_AFTER_PX + 10);
      await expect(header(page)).toHaveAttribute('data-solid', 'true');
      await expect(header(page)).toHaveAttribute('data-hidden', 'false');
      await scrollTo(page, 900);
      await expect(header(page)).toHaveAttribute('data-hidden', 'true');
      await expect(header(page)).not.toBeInViewport();
      // Within the 100 ms throttle window or not, the last position is handled (trailing call).
      await scrollTo(page, 700);
      await expect(header(page)).toHaveAttribute('data-hidden', 'false');
      await expect(header(page)).toBeInViewport();
      await scrollTo(page, 0);
      await expect(header(page)).toHaveAttribute('data-solid', 'false');
    });

    test('the logo leads home and scrolls to the top on the home page', async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await gotoHydrated(page, home);
      await scrollTo(page, 1200);
      await expect(header(page)).toHaveAttribute('data-hidden', 'true');
      await scrollTo(page, 1100); // scrolling up brings the bar back
      await expect(header(page)).toHaveAttribute('data-hidden', 'false');
      await page.getByRole('link', { name: t.shell.nav.homeLink }).click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await gotoHydrated(page, ROUTES.legalNotice[lang]);
      await page.getByRole('link', { name: t.shell.nav.homeLink }).click();
      await expect(page).toHaveURL(home);
    });

    test.describe('at 375 px', () => {
      test.use({ viewport: PHONE });

      test('the drawer opens, traps focus and closes on Escape and on its close button, returning focus', async ({ page }) => {
        await gotoHydrated(page, home);
        const menu = page.getByRole('button', { name: t.shell.nav.openMenu });
        await menu.click();
        const drawer = page.getByRole('dialog', { name: t.shell.nav.drawerTitle });
        await expect(drawer).toBeVisible();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
        for (const key of ['home', 'portfolio', 'philosophy', 'about', 'services', 'contact'] as const) {
          await expect(drawer.getByRole('link', { name: t.shell.nav.links[key], exact: true })).toBeVisible();
        }
        await expect(drawer.getByRole('link', { name: t.shell.nav.contactNow })).toBeVisible();
        await expect(drawer.locator('a[href^="tel:"]')).toHaveCount(publishedPhone() ? 1 : 0);
        await expect(drawer.locator('a[href^="mailto:"]')).toBeVisible();

        // Focus starts inside and never leaves, forwards or backwards.
        await expect(drawer.getByRole('button', { name: t.shell.nav.closeMenu })).toBeFocused();
        for (let i = 0; i < 14; i++) {
          await page.keyboard.press('Tab');
          expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        }
        for (let i = 0; i < 4; i++) {
          await page.keyboard.press('Shift+Tab');
          expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
        }

        await page.keyboard.press('Escape');
        await expect(drawer).toBeHidden();
        await expect(menu).toBeFocused();

        await menu.click();
        await page.getByRole('button', { name: t.shell.nav.closeMenu }).click();
        await expect(drawer).toBeHidden();
        await expect(menu).toBeFocused();
      });

      test('from a legal page a section link goes to the home page anchor', async ({ page }) => {
        await gotoHydrated(page, ROUTES.privacyPolicy[lang]);
        await page.getByRole('button', { name: t.shell.nav.openMenu }).click();
        const link = page.getByRole('dialog').getByRole('link', { name: t.shell.nav.links.philosophy, exact: true });
        await expect(link).toHaveAttribute('href', `${home}#philosophy`);
        await link.click();
        await expect(page).toHaveURL(`${home}#philosophy`);
        await expect(page.locator('#philosophy')).toBeInViewport();
      });
    });

    test('footer: tagline, copyright and the three legal pages', async ({ page }) => {
      await gotoHydrated(page, home);
      const footer = page.getByTestId('site-footer');
      await expect(footer).toContainText(t.shell.footer.tagline);
      // The year of the build (src/config/build.ts), which ran just before this suite.
      await expect(footer).toContainText(`© ${new Date().getUTCFullYear()} `);
      const legal: Array<[RouteId, string]> = [
        ['legalNotice', t.shell.footer.legalNotice],
        ['privacyPolicy', t.shell.footer.privacyPolicy],
        ['cookiesPolicy', t.shell.footer.cookiesPolicy],
      ];
      for (const [id, label] of legal) {
        await footer.getByRole('link', { name: label }).click();
        await expect(page).toHaveURL(ROUTES[id as Exclude<RouteId, 'home'>][lang]);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.legal.headings[id as 'legalNotice']);
      }
    });

    for (const viewport of [PHONE, DESKTOP]) {
      test(`no axe violations at ${viewport.width} px, with the cookie banner and the drawer`, async ({ page }) => {
        // Up to three audits of the whole home page, under reduced motion (the suite's default): no half-finished fades.
        test.slow();
        await page.setViewportSize(viewport);
        await gotoHydrated(page, home);
        await expectNoAxeViolations(page);
        await scrollTo(page, COOKIE_BANNER_AFTER_PX + 200);
        await expect(banner(page)).toBeVisible();
        await banner(page).getByRole('button', { name: t.shell.cookieBanner.configure }).click();
        await expectNoAxeViolations(page);
        if (viewport.width < 768) {
          await scrollTo(page, 0);
          await page.getByRole('button', { name: t.shell.nav.openMenu }).click();
          await expect(page.getByRole('dialog')).toBeVisible();
          await expectNoAxeViolations(page);
        }
      });
    }

    // Motion itself: the smooth scrolls a visitor who allows motion sees, and the hero's films.
    test.describe('with motion', () => {
      test.use({ reducedMotion: 'no-preference' });

      test.describe('at 375 px', () => {
        test.use({ viewport: PHONE });

        test('a drawer choice closes it and scrolls to the section', async ({ page }) => {
          await gotoHydrated(page, home);
          await page.getByRole('button', { name: t.shell.nav.openMenu }).click();
          await page.getByRole('dialog').getByRole('link', { name: t.shell.nav.links.about, exact: true }).click();
          await expect(page.getByRole('dialog')).toBeHidden();
          await expect(page).toHaveURL(new RegExp(`${home}#about$`));
          await expect(page.locator('#about')).toBeInViewport();

          // The bar hid while the page scrolled down; scrolling up brings it back.
          const y = await scrollSettled(page);
          await scrollTo(page, y - 200);
          await expect(header(page)).toHaveAttribute('data-hidden', 'false');
          await page.getByRole('button', { name: t.shell.nav.openMenu }).click();
          await page.getByRole('dialog').getByRole('link', { name: t.shell.nav.contactNow }).click();
          await expect(page.getByRole('dialog')).toBeHidden();
          await expect(page.locator('#contact-form')).toBeInViewport();
        });
      });

      test('the hero rotates to a different video every 30 s and the pause button stops it', async ({ page }) => {
        await page.clock.install();
        await gotoHydrated(page, home);
        const hero = page.locator('#hero');
        await expect(hero.getByRole('heading', { level: 1 })).toHaveText(t.home.sections.hero);
        const pause = hero.getByRole('button', { name: t.shell.hero.pause });
        await expect(pause).toBeVisible();

        let current = await hero.getAttribute('data-video-id');
        for (let i = 0; i < 6; i++) {
          await page.clock.fastForward(HERO_ROTATION_MS);
          await expect(hero).not.toHaveAttribute('data-video-id', current ?? '');
          current = await hero.getAttribute('data-video-id');
        }

        await pause.click();
        const resume = hero.getByRole('button', { name: t.shell.hero.resume });
        await expect(resume).toBeVisible();
        await expect(hero).toHaveAttribute('data-paused', 'true');
        await page.clock.fastForward(HERO_ROTATION_MS * 3);
        await expect(hero).toHaveAttribute('data-video-id', current ?? '');
        // Without reduced motion the video is there (see below), and pausing pauses it.
        const video = page.getByTestId('hero-video');
        await expect(video).toHaveCount(1);
        await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);

        await resume.click();
        await expect(hero.getByRole('button', { name: t.shell.hero.pause })).toBeVisible();
        await page.clock.fastForward(HERO_ROTATION_MS);
        await expect(hero).not.toHaveAttribute('data-video-id', current ?? '');
      });

      test('the call to action opens the contact form ready for a valuation, and the cue scrolls to the portfolio', async ({
        page,
      }) => {
        // A real link, so it works before React loads (after the first paint, by design).
        const raw = await (await page.request.get(home)).text();
        expect(raw).toMatch(new RegExp(`<a[^>]*href="${home}#contact-form"[^>]*>${t.shell.hero.cta}</a>`));
        await gotoHydrated(page, home);
        await page.locator('#hero').getByRole('link', { name: t.shell.hero.cta }).click();
        await expect(page.locator('#contact-form')).toBeInViewport();
        // It leads to a valuation request: the form says it is primed, the service is chosen, the message begun.
        const form = page.locator('#contact-form form[data-hydrated="true"]');
        const contact = contactCopyOf(lang);
        const valuation = contact.serviceStep.services.valuation.label;
        await expect(form.getByRole('status').filter({ hasText: contact.primed.note(valuation) })).toBeVisible();
        await form.getByRole('radio', { name: new RegExp(contact.clientStep.recommended.label) }).check();
        await form.getByRole('button', { name: contact.actions.next, exact: true }).click();
        await expect(form.getByRole('radio', { name: new RegExp(valuation) })).toBeChecked();
        await form.getByRole('button', { name: contact.actions.next, exact: true }).click();
        await expect(form.getByRole('textbox', { name: contact.contactStep.message })).toHaveValue(
          contact.primed.valuationMessage,
        );
        await scrollTo(page, 0);
        await page.locator('#hero').getByRole('link', { name: t.shell.hero.scrollCue }).click();
        await expect(page.locator('#portfolio')).toBeInViewport();
      });
    });
  });
}

// Reduced motion is the suite's default (playwright.config.ts).
test.describe('hero under reduced motion', () => {
  test('starts paused and loads no video', async ({ page }) => {
    const media: string[] = [];
    page.on('request', (request) => {
      if (/\.(webm|mp4)(\?|$)/.test(request.url())) media.push(request.url());
    });
    await page.clock.install();
    await gotoHydrated(page, '/');
    const hero = page.locator('#hero');
    await expect(hero.getByRole('button', { name: MESSAGES.es.shell.hero.resume })).toBeVisible();
    await expect(hero).toHaveAttribute('data-paused', 'true');
    const first = await hero.getAttribute('data-video-id');
    await page.clock.fastForward(HERO_ROTATION_MS * 2);
    await page.waitForLoadState('networkidle');
    await expect(hero).toHaveAttribute('data-video-id', first ?? '');
    await expect(page.getByTestId('hero-video')).toHaveCount(0);
    expect(media).toEqual([]);
    // The poster is there, sized, and does not compete with the first paint (the headline is the LCP).
    const poster = hero.locator('img');
    await expect(poster).toHaveAttribute('fetchpriority', 'low');
    await expect(poster).toHaveAttribute('width', /\d+/);
    await expect(poster).toHaveAttribute('height', /\d+/);
  });
});

test.describe('hero with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('without reduced motion the video loads once the page is interactive', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.getByTestId('hero-video')).toHaveCount(1);
    await expect(page.locator('#hero')).toHaveAttribute('data-paused', 'false');
  });

  test('the film stops while nobody can see it (scrolled away, page hidden) and plays again when seen', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    const hero = page.locator('#hero');
    const video = page.getByTestId('hero-video');
    const playing = () => video.evaluate((v: HTMLVideoElement) => !v.paused);
    await expect(video).toHaveCount(1);
    await expect.poll(playing).toBe(true);

    const below = await hero.evaluate((element) => element.getBoundingClientRect().bottom + window.scrollY + 100);
    await scrollTo(page, below);
    await expect(hero).not.toBeInViewport();
    await expect.poll(playing).toBe(false);
    // The rotation goes on (its own clock), and the film it brings in does not start out of sight.
    const first = await hero.getAttribute('data-video-id');
    await page.clock.fastForward(HERO_ROTATION_MS);
    await expect(video).not.toHaveAttribute('data-video-id', first ?? '');
    await expect.poll(playing).toBe(false);
    await expect(hero).toHaveAttribute('data-paused', 'false'); // the visitor paused nothing
    await scrollTo(page, 0);
    await expect.poll(playing).toBe(true);

    // Another tab in front: the browser reports the page hidden, then shown again.
    const setHidden = (hidden: boolean) =>
      page.evaluate((hide) => {
        if (hide) Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
        else Reflect.deleteProperty(document, 'visibilityState');
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await setHidden(true);
    await expect.poll(playing).toBe(false);
    await setHidden(false);
    await expect.poll(playing).toBe(true);
  });
});

test.describe('cookie banner', () => {
  const copy = MESSAGES.es.shell.cookieBanner;

  test('appears only past 100 px of scroll; Accept stores "accepted" and it stays away', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(banner(page)).toHaveCount(0);
    await scrollTo(page, COOKIE_BANNER_AFTER_PX - 20);
    // The bar turns solid past 50 px from the same scroll event, in the same render: the scroll was handled.
    await expect(header(page)).toHaveAttribute('data-solid', 'true');
    await expect(banner(page)).toHaveCount(0);
    await scrollTo(page, COOKIE_BANNER_AFTER_PX + 20);
    await expect(banner(page)).toBeVisible();
    // Reject is exactly as prominent as Accept.
    const reject = banner(page).getByRole('button', { name: copy.reject });
    const accept = banner(page).getByRole('button', { name: copy.accept });
    expect(await reject.getAttribute('class')).toBe(await accept.getAttribute('class'));
    expect(await consent(page)).toBeNull(); // nothing stored before an answer
    await accept.click();
    await expect(banner(page)).toHaveCount(0);
    expect(await consent(page)).toBe('accepted');
    await gotoHydrated(page, '/');
    await scrollTo(page, 600);
    await expect(header(page)).toHaveAttribute('data-solid', 'true'); // the scroll was handled
    await expect(banner(page)).toHaveCount(0);
  });

  test('Reject stores "rejected" and it stays away', async ({ page }) => {
    await gotoHydrated(page, '/');
    await scrollTo(page, 400);
    await banner(page).getByRole('button', { name: copy.reject }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await consent(page)).toBe('rejected');
    await page.reload();
    await waitForHydration(page);
    // A reload may restore the scroll position: start from the top so the scroll below is a new one.
    await scrollTo(page, 0);
    await expect(header(page)).toHaveAttribute('data-solid', 'false');
    await scrollTo(page, 600);
    await expect(header(page)).toHaveAttribute('data-solid', 'true'); // the scroll was handled
    await expect(banner(page)).toHaveCount(0);
  });

  test('the close button hides it without storing, so it returns on the next visit', async ({ page }) => {
    await gotoHydrated(page, '/');
    await scrollTo(page, 400);
    await banner(page).getByRole('button', { name: copy.close }).click();
    await expect(banner(page)).toHaveCount(0);
    expect(await consent(page)).toBeNull();
    await scrollTo(page, 900);
    await expect(header(page)).toHaveAttribute('data-hidden', 'true'); // scrolling down was handled
    await expect(banner(page)).toHaveCount(0); // not again on this page view
    await gotoHydrated(page, '/');
    await scrollTo(page, 400);
    await expect(banner(page)).toBeVisible();
  });

  test('a policy link hides it without storing; the settings show the mandatory technical category', async ({ page }) => {
    await gotoHydrated(page, '/');
    await scrollTo(page, 400);
    const configure = banner(page).getByRole('button', { name: copy.configure });
    await expect(configure).toHaveAttribute('aria-expanded', 'false');
    await configure.click();
    await expect(configure).toHaveAttribute('aria-expanded', 'true');
    const technical = banner(page).getByRole('checkbox', { name: copy.technical.name });
    await expect(technical).toBeChecked();
    await expect(technical).toBeDisabled();
    await banner(page).getByRole('link', { name: copy.cookiesPolicy }).click();
    await expect(page).toHaveURL(ROUTES.cookiesPolicy.es);
    await expect(banner(page)).toHaveCount(0);
    expect(await consent(page)).toBeNull();
  });
});

test('the language switch in the header is remembered after a reload', async ({ page }) => {
  await gotoHydrated(page, '/');
  await page.getByTestId('site-header').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL('/en/');
  await expect(page.locator('#hero h1')).toHaveText(MESSAGES.en.home.sections.hero);
  await page.reload();
  await expect(page).toHaveURL('/en/');
  await gotoHydrated(page, '/');
  await expect(page).toHaveURL('/en/');
  await expect(page.getByTestId('site-header').locator('[aria-current="true"]')).toHaveText(/English/);
});
