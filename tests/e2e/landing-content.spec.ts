import { type Page } from '@playwright/test';
import { ROUTES } from '../../src/config/routes.ts';
import { SITE } from '../../src/config/site.ts';
import { STORAGE_KEYS } from '../../src/config/storage.ts';
import { FIGURES, PILLARS } from '../../src/content/about.ts';
import { CONCIERGE_SERVICES } from '../../src/content/concierge-services.ts';
import { STEPS } from '../../src/content/how-it-works.ts';
import { cookiesPolicy } from '../../src/content/legal/cookies-policy.ts';
import { legalNotice } from '../../src/content/legal/legal-notice.ts';
import { privacyPolicy } from '../../src/content/legal/privacy-policy.ts';
import type { LegalDocument } from '../../src/content/legal/types.ts';
import { ZONE_IMAGES } from '../../src/content/section-media.ts';
import { PORTFOLIO_CASES } from '../../src/content/portfolio-cases.ts';
import { VALUATION_ITEMS } from '../../src/content/valuation.ts';
import { ZONES } from '../../src/content/zones.ts';
import { MESSAGES } from '../../src/i18n/all-messages.ts';
import { LANGS, type Lang } from '../../src/i18n/languages.ts';
import { expect, expectNoAxeViolations, expectNoPlaceholderText, gotoHydrated, test, waitForNetworkQuiet } from './fixtures.ts';
import { seedContent } from '../../src/content/seed.ts';

const COOKIES_POLICY = cookiesPolicy(seedContent().identity);
const LEGAL_NOTICE = legalNotice(seedContent().identity);
const PRIVACY_POLICY = privacyPolicy(seedContent().identity);

const LOCALE: Record<Lang, string> = { es: 'es-ES', en: 'en-GB' };
const CONTENT_SECTIONS = ['portfolio', 'philosophy', 'about', 'how-it-works', 'services', 'concierge'] as const;
const LEGAL: Array<{ id: 'legalNotice' | 'privacyPolicy' | 'cookiesPolicy'; document: LegalDocument }> = [
  { id: 'legalNotice', document: LEGAL_NOTICE },
  { id: 'privacyPolicy', document: PRIVACY_POLICY },
  { id: 'cookiesPolicy', document: COOKIES_POLICY },
];

for (const lang of LANGS) {
  const t = MESSAGES[lang];
  const home = ROUTES.home[lang];

  test.describe(`${lang} landing content`, () => {
    test.use({ locale: LOCALE[lang] });

    test('the six content sections are present, in order; the cases and the zones hold their content', async ({ page }) => {
      await gotoHydrated(page, home);
      const tops: number[] = [];
      for (const id of CONTENT_SECTIONS) {
        const section = page.locator(`section#${id}`);
        await expect(section).toHaveCount(1);
        tops.push((await section.boundingBox())?.y ?? -1);
      }
      expect(tops).toEqual([...tops].sort((a, b) => a - b));

      const portfolio = page.locator('#portfolio');
      await expect(portfolio.getByRole('heading', { level: 2 })).toHaveText(t.home.sections.portfolio);
      await expect(portfolio.getByTestId('portfolio-case')).toHaveCount(13);
      // Each case an article named by its title, holding its own texts, in the cases' order: one read of
      // the thirteen cards per field (a read per card and field outlasted the test's time under load).
      const cards = portfolio.getByRole('article');
      await expect(cards).toHaveCount(PORTFOLIO_CASES.length);
      const titles = await cards.evaluateAll((articles) =>
        articles.map((a) => document.getElementById(a.getAttribute('aria-labelledby') ?? '')?.textContent?.trim()),
      );
      expect(titles).toEqual(PORTFOLIO_CASES.map((item) => item[lang].title));
      for (const field of ['location', 'situation', 'solution', 'advantage'] as const) {
        await expect(cards).toContainText(PORTFOLIO_CASES.map((item) => item[lang][field]));
      }
      // Each case shows the band of its closing price in the page's language, never the price.
      const band = MESSAGES[lang].landing.portfolio.priceBands[PORTFOLIO_CASES[0]!.priceBand];
      await expect(cards.first()).toContainText(band);
      // No figure in euros with thousands ('2.450.000 €', '€2,450,000'); a band reads 'Entre 2 y 3 M€' / '€2M to €3M'.
      await expect(portfolio).not.toContainText(/\d{1,3}(?:[.,]\d{3})+\s?€|€\s?\d{1,3}(?:[.,]\d{3})+/);

      const philosophy = page.locator('#philosophy');
      await expect(philosophy.getByTestId('zone')).toHaveCount(4);
      for (const zone of ZONES) {
        const card = philosophy.getByRole('article', { name: zone[lang].name });
        await expect(card).toContainText(zone[lang].motto);
        const image = card.getByRole('img', { name: ZONE_IMAGES[zone.id].alt[lang] });
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveAttribute('width', String(ZONE_IMAGES[zone.id].width));
        await expect
          .poll(() =>
            image.evaluate(
              (img: HTMLImageElement) => img.complete && img.naturalWidth > 1 && img.currentSrc.includes('/media/zones/'),
            ),
          )
          .toBe(true);
      }
    });

    // The sections after the zones, apart: together with the cases and the zones' images, one test's work
    // outlasted its time on a loaded 2-core machine (issue 26).
    test('about, how it works, services and concierge hold their content', async ({ page }) => {
      await gotoHydrated(page, home);
      const about = page.locator('#about');
      await expect(about.getByTestId('pillar')).toHaveCount(3);
      for (const pillar of PILLARS) await expect(about).toContainText(pillar[lang].title);
      await expect(about.getByTestId('figure')).toHaveCount(4);
      for (const figure of FIGURES) await expect(about).toContainText(figure.value[lang]);
      for (const value of ['2018', '15+', '500+', '98']) await expect(about).toContainText(value);

      const steps = page.locator('#how-it-works').getByTestId('step');
      await expect(steps).toHaveCount(3);
      for (const [i, step] of STEPS.entries()) await expect(steps.nth(i)).toContainText(step[lang].title);

      const services = page.locator('#services');
      await expect(services.getByTestId('valuation-item')).toHaveCount(3);
      for (const item of VALUATION_ITEMS) await expect(services).toContainText(item[lang].title);
      await expect(services).toContainText(t.landing.services.note);

      const concierge = page.locator('#concierge').getByTestId('concierge-service');
      await expect(concierge).toHaveCount(4);
      for (const [i, service] of CONCIERGE_SERVICES.entries()) await expect(concierge.nth(i)).toContainText(service[lang].title);

      await expectNoPlaceholderText(page);
    });

    const CTAS = [
      { section: 'portfolio', label: t.landing.portfolio.cta },
      { section: 'services', label: t.landing.services.cta },
      { section: 'concierge', label: t.landing.concierge.cta },
    ] as const;
    for (const cta of CTAS) {
      test(`'${cta.label}' in #${cta.section} scrolls to the contact form`, async ({ page }) => {
        await gotoHydrated(page, home);
        const link = page.locator(`#${cta.section}`).getByRole('link', { name: cta.label, exact: true });
        await link.scrollIntoViewIfNeeded();
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${home}#contact-form$`));
        await expect(page.locator('#contact-form')).toBeInViewport();
      });
    }

    /** What the spec lists for each legal document, read on the page the test above opened. */
    const SPEC_ITEMS: Record<(typeof LEGAL)[number]['id'], (page: Page) => Promise<void>> = {
      legalNotice: async (page) => {
        const main = page.locator('main');
        // What the firm has not given (here the NIF, the registry entry, the phone) is left out: no excuse in its place.
        await expect(main).not.toContainText(/previa solicitud|justified request|Pendiente de publicación|Pending publication/);
        await expect(
          main.locator('dt').filter({ hasText: /^(NIF|Tax identification number \(NIF\)|Teléfono|Phone)$/ }),
        ).toHaveCount(0);
        await expect(main.getByRole('link', { name: SITE.url.replace(/^https?:\/\//, '') }).first()).toBeVisible();
        await expect(main.locator('#terms-of-use li')).toHaveCount(4);
        await expect(main.locator('#applicable-law')).toContainText(lang === 'es' ? 'legislación española' : 'Spanish law');
        await expect(main.locator('#applicable-law')).toContainText('Madrid');
      },
      privacyPolicy: async (page) => {
        const main = page.locator('main');
        const expected =
          lang === 'es'
            ? ['seis ejercicios fiscales', 'Dos años desde la fecha de cada solicitud', '24 horas', 'idioma que detectamos']
            : ['six further tax years', 'Two years from the date of each request', '24 hours', 'language we detect'];
        for (const text of expected) await expect(main).toContainText(text);
        // Nothing of subscribers, which do not exist; the private area is described (issue 10).
        await expect(main).not.toContainText(lang === 'es' ? /suscriptor/i : /subscriber/i);
        await expect(main).toContainText(lang === 'es' ? 'Su área privada, si abre una' : 'Your client area, if you open one');
        await expect(main.locator('#rights li')).toHaveCount(5);
        await expect(main.getByRole('link', { name: 'www.aepd.es' })).toHaveAttribute('href', 'https://www.aepd.es');
        // The spec's three recipients, and the firm's own team (its workspace, issue 11).
        await expect(main.locator('#recipients dt')).toHaveCount(4);
        await expect(main.locator('#contact')).toContainText(lang === 'es' ? 'un mes' : 'one month');
      },
      // The cookies policy lists exactly what the site stores in the browser.
      cookiesPolicy: async (page) => {
        const stored = page.locator('main #what-we-store');
        await expect(stored.getByRole('heading', { level: 3 })).toHaveCount(Object.keys(STORAGE_KEYS).length);
        for (const key of Object.values(STORAGE_KEYS)) await expect(stored).toContainText(key);
        await expect(page.locator('main')).toContainText(lang === 'es' ? '7 días hábiles' : '7 business days');
        // What the page stores really is a subset of what the policy lists.
        const keys = await page.evaluate(() => Object.keys(window.localStorage));
        for (const key of keys) expect(Object.values(STORAGE_KEYS)).toContain(key);
      },
    };

    // One walk of each document: what every legal page holds, then what the spec lists for this one.
    for (const { id, document } of LEGAL) {
      test(`${ROUTES[id][lang]} holds the complete document, the firm's identity, every item the spec lists and a way home`, async ({
        page,
      }) => {
        await gotoHydrated(page, ROUTES[id][lang]);
        const main = page.locator('main');
        await expect(main.getByRole('heading', { level: 1 })).toHaveText(t.legal.headings[id]);
        // The day of the content shown (here the build's, the seed's), as a date of the page's language.
        const day = lang === 'es' ? '\\d{1,2} de \\p{Ll}+ de \\d{4}' : '\\d{1,2} \\p{Lu}\\p{Ll}+ \\d{4}';
        await expect(main.getByTestId('legal-updated')).toHaveText(new RegExp(`^${t.legal.lastUpdated(day)}$`, 'u'));
        for (const section of document.sections) {
          await expect(main.getByRole('heading', { level: 2, name: section[lang].heading, exact: true })).toBeVisible();
        }
        if (id !== 'cookiesPolicy') {
          for (const value of [SITE.name, SITE.legalName, SITE.email, SITE.address.street, SITE.address.city]) {
            await expect(main).toContainText(value);
          }
          await expect(main.getByRole('link', { name: SITE.email }).first()).toHaveAttribute('href', `mailto:${SITE.email}`);
        }
        await expectNoPlaceholderText(page);
        await SPEC_ITEMS[id](page);
        await main.getByRole('link', { name: t.common.backToHome }).click();
        await expect(page).toHaveURL(home);
        await expect(page.locator('section#portfolio')).toBeAttached();
      });
    }

    // The home page's audits at 375 and 1440 px are landing-shell.spec.ts's (the page as served, then with
    // the cookie notice and the drawer open).
    for (const width of [375, 1440]) {
      test(`legal pages have no axe violations at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        for (const { id } of LEGAL) {
          await gotoHydrated(page, ROUTES[id][lang]);
          await waitForNetworkQuiet(page);
          await expectNoAxeViolations(page);
        }
      });
    }

    // Every public page's text without placeholders, in each language: pages.spec.ts, on its one load of each.
  });
}
