import type { Page } from '@playwright/test';
import { ROUTES } from '../../src/config/routes.ts';
import {
  capitalGains,
  renovation,
  valuate,
  type CapitalGainsInput,
  type RenovationInput,
} from '../../src/domain/calculators/index.ts';
import { makeValuationInput } from '../../src/domain/calculators/test-factories.ts';
import { CALCULATORS_MESSAGES } from '../../src/i18n/calculators.ts';
import { formattersFor } from '../../src/i18n/format.ts';
import { LANGS, type Lang } from '../../src/i18n/languages.ts';
import { answerCookieNotice, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.ts';

/**
 * Opens the home page as a visitor who has answered the cookie notice (it would rise over the form as the
 * page scrolls), brings the calculators into view and waits until their island is interactive.
 */
async function openCalculators(page: Page, lang: Lang) {
  await answerCookieNotice(page);
  await gotoHydrated(page, ROUTES.home[lang]);
  await page.locator('#calculators').scrollIntoViewIfNeeded();
  await page.locator('[data-calculators-ready="true"]').waitFor({ state: 'attached' });
}

async function expectFigures(page: Page, figures: Record<string, number>) {
  for (const [field, value] of Object.entries(figures)) {
    await expect(page.getByTestId(`result-${field}`), field).toHaveAttribute('data-value', String(value));
  }
}

/** Fake timers with time stopped, so the spec's delays can be stepped through exactly. */
async function freezeClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt(new Date(Date.now() + 1000));
}

/** Tab to the next control and check it is the one expected (by its spec field name). */
async function tabTo(page: Page, name: string, value?: string) {
  await page.keyboard.press('Tab');
  const focused = page.locator(':focus');
  await expect(focused).toHaveAttribute('name', name);
  if (value) await expect(focused).toHaveAttribute('value', value);
}

/** Every Spanish string of the calculators that differs in English: none may show on the English page. */
function spanishOnlyStrings(): string[] {
  const leaves = (node: unknown, path = ''): Array<[string, unknown]> =>
    node !== null && typeof node === 'object'
      ? Object.entries(node).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k))
      : [[path, node]];
  const en = new Map(leaves(CALCULATORS_MESSAGES.en));
  return leaves(CALCULATORS_MESSAGES.es)
    .filter(([key, value]) => typeof value === 'string' && value.length >= 6 && en.get(key) !== value)
    .map(([, value]) => value as string);
}

for (const lang of LANGS) {
  const c = CALCULATORS_MESSAGES[lang];

  test.describe(`calculators (${lang})`, () => {
    test.use({ locale: lang === 'es' ? 'es-ES' : 'en-GB' });

    test('valuation, keyboard only: tabs, form and result match valuate()', async ({ page }) => {
      test.slow(); // every field by keyboard, then axe over the whole card
      await openCalculators(page, lang);
      const valuationTab = page.getByRole('tab', { name: c.tabs.valuation });
      await expect(valuationTab).toHaveAttribute('aria-selected', 'true');
      await valuationTab.focus();

      // WAI-ARIA tabs: arrows wrap, Home and End jump, selection follows focus.
      await page.keyboard.press('ArrowRight');
      await expect(page.getByRole('tab', { name: c.tabs.capitalGains })).toBeFocused();
      await expect(page.getByRole('tab', { name: c.tabs.capitalGains })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('End');
      await expect(page.getByRole('tab', { name: c.tabs.renovation })).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('ArrowRight');
      await expect(valuationTab).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('End');
      await page.keyboard.press('Home');
      await expect(valuationTab).toBeFocused();
      await expect(page.getByRole('tabpanel', { name: c.tabs.valuation })).toBeVisible();

      const submit = page.getByRole('tabpanel', { name: c.tabs.valuation }).getByRole('button', { name: c.actions.calculate });
      await expect(submit).toBeDisabled();

      await tabTo(page, 'propertyType');
      await page.keyboard.press('ArrowDown'); // apartment
      await tabTo(page, 'constructionYear');
      await page.keyboard.type('1965');
      await tabTo(page, 'usableArea');
      await page.keyboard.type('95');
      await tabTo(page, 'builtArea');
      await page.keyboard.type('110');
      await tabTo(page, 'bedrooms');
      await page.keyboard.type('3');
      await tabTo(page, 'bathrooms');
      await page.keyboard.type('2');
      await tabTo(page, 'district');
      for (let i = 0; i < 2; i++) await page.keyboard.press('ArrowDown'); // salamanca, chamberi
      await tabTo(page, 'condition');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown'); // new, renovated, good
      await tabTo(page, 'floor');
      for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowDown'); // ground, 1, 2, 3, 4
      await tabTo(page, 'elevator');
      await page.keyboard.press('Space');
      await tabTo(page, 'features', 'terrace');
      await page.keyboard.press('Space');
      for (const feature of ['garage', 'storage', 'doorman']) await tabTo(page, 'features', feature);
      await page.keyboard.press('Space');
      await tabTo(page, 'features', 'pool');
      await tabTo(page, 'features', 'garden');
      await page.keyboard.press('Tab');
      await expect(submit).toBeFocused();
      await expect(submit).toBeEnabled();
      await page.keyboard.press('Enter');

      // The worked example of calculators.md, as typed above.
      const expected = valuate(makeValuationInput());
      // The result takes focus, so keyboard and screen-reader users land on it.
      await expect(page.locator(':focus')).toHaveText(c.results.valuation.title);
      await expectFigures(page, {
        estimatedValue: expected.estimatedValue,
        pricePerM2: expected.pricePerM2,
        confidence: expected.confidence,
        marketRangeMin: expected.marketRange.minPerM2,
        marketRangeMax: expected.marketRange.maxPerM2,
      });
      const factors = page.getByTestId('result-factor');
      await expect(factors).toHaveCount(expected.factors.length);
      for (const [index, factor] of expected.factors.entries()) {
        await expect(factors.nth(index)).toHaveAttribute('data-name', factor.name);
        await expect(factors.nth(index)).toHaveAttribute('data-value', String(factor.impact));
      }
      await expect(factors.filter({ hasText: c.factors.oldBuild })).toHaveCount(1);
      await expect(factors.filter({ hasText: c.options.features.terrace })).toHaveCount(1);
      await expect(page.getByText(c.results.estimateNote)).toBeVisible();
      await expectNoAxeViolations(page);

      // The card's button leads to the contact form.
      await page.keyboard.press('Tab');
      await expect(page.locator(':focus')).toHaveText(c.actions.contact);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#contact-form$/);
      await expect(page.locator('#contact-form')).toBeInViewport();
    });

    test('valuation shows field errors in the page language and keeps submit disabled', async ({ page }) => {
      await openCalculators(page, lang);
      const panel = page.getByRole('tabpanel', { name: c.tabs.valuation });
      const usable = panel.getByLabel(c.fields.usableArea);
      await usable.fill('10');
      await usable.blur();
      const error = panel.getByText(c.errors.areaMin);
      await expect(error).toBeVisible();
      await expect(usable).toHaveAttribute('aria-invalid', 'true');
      const errorId = await error.getAttribute('id');
      await expect(usable).toHaveAttribute('aria-describedby', new RegExp(`\\b${errorId}\\b`));

      // Cross-field rule: usable area not above built area.
      await usable.fill('120');
      await panel.getByLabel(c.fields.builtArea).fill('100');
      await expect(panel.getByText(c.errors.usableAboveBuilt)).toBeVisible();
      await expect(panel.getByRole('button', { name: c.actions.calculate })).toBeDisabled();
      // The disabled button names the first field it waits for (issue 41), not "the required fields".
      await expect(panel.locator('[id$="-form-incomplete"]')).toHaveText(c.actions.needs(c.fields.propertyType));
      await expectNoAxeViolations(page);
    });

    test('capital gains: 500 ms with submit disabled, said once, figures match capitalGains()', async ({ page }) => {
      await openCalculators(page, lang);
      await page.getByRole('tab', { name: c.tabs.capitalGains }).click();
      const panel = page.getByRole('tabpanel', { name: c.tabs.capitalGains });

      await panel.getByLabel(c.fields.purchasePrice).fill(lang === 'es' ? '400.000' : '400,000');
      await panel.getByLabel(c.fields.purchaseDate).fill('2018-01-10');
      await panel.getByLabel(c.fields.salePrice).fill('900000');
      await panel.getByLabel(c.fields.saleDate).fill('2025-02-01');
      // The improvement date appears only with improvements.
      await expect(panel.getByLabel(c.fields.improvementDate)).toHaveCount(0);
      await panel.getByLabel(c.fields.improvements).fill('10000');
      await panel.getByLabel(c.fields.improvementDate).fill('2020-03-01');
      await panel.getByLabel(c.fields.isMainResidence).check();
      const age = panel.getByLabel(c.fields.age);
      await expect(panel.getByText(c.hints.age)).toBeVisible();
      await expect(age).toHaveAttribute('aria-describedby', /-description\b/);
      await age.fill('67');

      const submit = panel.getByRole('button', { name: c.actions.calculate });
      await expect(submit).toBeEnabled();
      await freezeClock(page);
      await submit.click();
      const busy = panel.getByRole('button', { name: c.actions.calculating });
      await expect(busy).toBeDisabled();
      await page.clock.runFor(499);
      await expect(page.getByTestId('result-taxDue')).toHaveCount(0);
      await expect(busy).toBeDisabled();
      await page.clock.runFor(1);

      await expect(panel.getByTestId('result-announcement')).toHaveText(c.resultReady);
      await page.clock.resume(); // axe needs time to flow again
      const input: CapitalGainsInput = {
        purchasePrice: 400000,
        purchaseDate: '2018-01-10',
        salePrice: 900000,
        saleDate: '2025-02-01',
        improvements: 10000,
        improvementDate: '2020-03-01',
        isMainResidence: true,
        age: 67,
      };
      const expected = capitalGains(input);
      await expectFigures(page, {
        grossGain: expected.grossGain,
        netGain: expected.netGain,
        taxableGain: expected.taxableGain,
        taxDue: expected.taxDue,
        taxRate: expected.taxRate,
      });
      const exemptions = page.getByTestId('result-exemption');
      await expect(exemptions).toHaveCount(1);
      await expect(exemptions.first()).toHaveAttribute('data-value', String(expected.exemptions[0]?.amount));
      await expect(exemptions.first()).toContainText(c.exemptions.mainResidenceOver65);
      await expect(page.getByTestId('result-coefficient')).toHaveCount(0); // no update coefficients since 2015
      await expect(page.getByText(c.results.disclaimer)).toBeVisible();
      await expect(panel.getByRole('button', { name: c.actions.calculate })).toBeEnabled();
      await expectNoAxeViolations(page);

      await panel.getByRole('link', { name: c.actions.contact }).click();
      await expect(page).toHaveURL(/#contact-form$/);
    });

    test('capital gains: a date the calculator cannot read ends in the error toast', async ({ page }) => {
      await openCalculators(page, lang);
      await page.getByRole('tab', { name: c.tabs.capitalGains }).click();
      const panel = page.getByRole('tabpanel', { name: c.tabs.capitalGains });
      await panel.getByLabel(c.fields.purchasePrice).fill('400000');
      await panel.getByLabel(c.fields.purchaseDate).fill('2018-01-10');
      await panel.getByLabel(c.fields.salePrice).fill('900000');
      // A five-digit year, as a slip of the keyboard produces: the date input accepts it, the maths cannot.
      const saleDate = panel.getByLabel(c.fields.saleDate);
      await saleDate.fill('2025-02-01');
      await saleDate.evaluate((el: HTMLInputElement) => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setter?.call(el, '20250-02-01');
        el.dispatchEvent(new Event('input', { bubbles: true }));
      });
      await expect(saleDate).toHaveValue('20250-02-01');
      await panel.getByRole('button', { name: c.actions.calculate }).click();
      const toast = page.getByTestId('toast').filter({ hasText: c.toasts.error });
      await expect(toast).toBeVisible();
      await expect(toast).toContainText(c.errors.invalidDates);
      await expect(page.getByTestId('result-taxDue')).toHaveCount(0);
    });

    test('renovation: 1000 ms with submit disabled, said once, figures match renovation()', async ({ page }) => {
      test.slow(); // thirteen fields, every figure and cost line, then axe over the whole card
      await openCalculators(page, lang);
      await page.getByRole('tab', { name: c.tabs.renovation }).click();
      const panel = page.getByRole('tabpanel', { name: c.tabs.renovation });

      await panel.getByLabel(c.fields.propertyValue).fill(lang === 'es' ? '600.000' : '600,000');
      await panel.getByLabel(c.fields.totalArea).fill('120');
      await panel.getByLabel(c.fields.zone, { exact: true }).selectOption({ label: c.options.zone.salamanca });
      await panel.getByLabel(c.fields.renovationPropertyType).selectOption({ label: c.options.renovationPropertyType.apartment });
      await panel.getByLabel(c.fields.renovationQuality).selectOption({ label: c.options.renovationQuality.mid });
      const submit = panel.getByRole('button', { name: c.actions.calculate });
      await expect(submit).toBeDisabled(); // no room chosen yet
      await panel.getByRole('checkbox', { name: c.options.rooms.living }).check();
      await panel.getByRole('checkbox', { name: c.options.rooms.bedrooms }).check();
      await panel.getByRole('checkbox', { name: c.fields.includeKitchen }).check();
      await panel.getByLabel(c.fields.includeBathrooms).selectOption('2');
      await panel.getByRole('checkbox', { name: c.fields.flooring }).check();
      await panel.getByRole('checkbox', { name: c.fields.painting }).check();

      await freezeClock(page);
      await submit.click();
      const busy = panel.getByRole('button', { name: c.actions.calculating });
      await expect(busy).toBeDisabled();
      await page.clock.runFor(999);
      await expect(page.getByTestId('result-roi')).toHaveCount(0);
      await page.clock.runFor(1);

      await expect(panel.getByTestId('result-announcement')).toHaveText(c.resultReady);
      await page.clock.resume(); // axe needs time to flow again
      const input: RenovationInput = {
        propertyValue: 600000,
        totalArea: 120,
        zone: 'salamanca',
        propertyType: 'apartment',
        renovationQuality: 'mid',
        roomsToRenovate: ['living', 'bedrooms'],
        includeKitchen: true,
        includeBathrooms: 2,
        flooring: true,
        painting: true,
      };
      const expected = renovation(input);
      await expectFigures(page, {
        renovationCost: expected.renovationCost,
        valueIncrease: expected.valueIncrease,
        roi: expected.roi,
        finalPropertyValue: expected.finalPropertyValue,
      });
      const items = page.getByTestId('result-cost-item');
      await expect(items).toHaveCount(expected.costBreakdown.length);
      for (const [index, item] of expected.costBreakdown.entries()) {
        await expect(items.nth(index)).toHaveAttribute('data-name', item.item);
        await expect(items.nth(index)).toHaveAttribute('data-value', String(item.cost));
      }
      await expect(items.last()).toContainText(c.costItems.management);
      await expectNoAxeViolations(page);

      if (lang === 'en') {
        const text = await page.locator('#calculators').innerText();
        expect(spanishOnlyStrings().filter((s) => text.includes(s))).toEqual([]);
      }

      // The closing call to action also leads to the contact form.
      await page.getByRole('link', { name: c.cta.button }).click();
      await expect(page).toHaveURL(/#contact-form$/);
    });
  });
}

test('the calculators are prerendered but their code loads only when the section approaches', async ({ page }) => {
  const islandRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('calculators-island')) islandRequests.push(request.url());
  });
  // Until the landing sections are written the page is short: push the section far below the fold
  // (through the CSSOM, which the CSP allows) as soon as the parser creates it.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const section = document.getElementById('calculators');
      if (!section) return;
      section.style.marginTop = '6000px';
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  // The portfolio, next to the top, loads its island when the page observes the sections: once its
  // code has been requested, the observers have answered for every section, the calculators' too.
  const portfolioRequested = page.waitForRequest(/portfolio-section/);
  await gotoHydrated(page, ROUTES.home.es);
  await expect(page.locator('#calculators [role="tablist"]')).toBeAttached(); // in the prerendered HTML
  await portfolioRequested;
  expect(islandRequests).toEqual([]);
  await page.locator('#calculators').scrollIntoViewIfNeeded();
  await page.locator('[data-calculators-ready="true"]').waitFor({ state: 'attached' });
  expect(islandRequests).toHaveLength(1);
});

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px a calculation is said once, without a toast, and 'Hablar con un asesor' reads in even lines`, async ({
    page,
  }) => {
    const c = CALCULATORS_MESSAGES.es;
    await page.setViewportSize(viewport);
    await openCalculators(page, 'es');
    await page.getByRole('tab', { name: c.tabs.renovation }).click();
    const panel = page.getByRole('tabpanel', { name: c.tabs.renovation });
    await panel.getByLabel(c.fields.propertyValue).fill('600.000');
    await panel.getByLabel(c.fields.totalArea).fill('120');
    await panel.getByLabel(c.fields.zone, { exact: true }).selectOption({ label: c.options.zone.salamanca });
    await panel.getByLabel(c.fields.renovationPropertyType).selectOption({ label: c.options.renovationPropertyType.apartment });
    await panel.getByLabel(c.fields.renovationQuality).selectOption({ label: c.options.renovationQuality.mid });
    await panel.getByRole('checkbox', { name: c.options.rooms.living }).check();
    await panel.getByRole('button', { name: c.actions.calculate }).click();
    const card = page.getByTestId('renovation-result');
    await expect(card).toBeVisible();

    // Issue 41, point 9: the result is said once, by the panel's polite live region; no toast.
    await expect(panel.getByTestId('result-announcement')).toHaveText(c.resultReady);
    await expect(panel.getByTestId('result-announcement')).toHaveAttribute('role', 'status');
    await expect(page.getByTestId('toast')).toHaveCount(0);

    // The call to action in at most two lines on a phone, and no word alone on a line at any width.
    const cta = panel.getByRole('link', { name: c.actions.contact });
    await cta.scrollIntoViewIfNeeded();
    await expect(cta).toBeInViewport();
    const lines = await cta.evaluate((link) => {
      const tops = new Map<number, number>();
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const top = Math.round(range.getBoundingClientRect().top);
          tops.set(top, (tops.get(top) ?? 0) + 1);
        }
      }
      return [...tops.entries()].sort(([a], [b]) => a - b).map(([, words]) => words);
    });
    expect(lines.length, `words per line: ${lines.join(', ')}`).toBeLessThanOrEqual(2);
    expect(Math.min(...lines), `words per line: ${lines.join(', ')}`).toBeGreaterThan(1);
  });
}

test.describe('numbers as Spanish visitors type them', () => {
  test.use({ locale: 'es-ES' });

  test("'95.5' and '95,5' m² give the same renovation cost, and the field says how it read '95.5'", async ({ page }) => {
    const c = CALCULATORS_MESSAGES.es;
    await openCalculators(page, 'es');
    await page.getByRole('tab', { name: c.tabs.renovation }).click();
    const panel = page.getByRole('tabpanel', { name: c.tabs.renovation });
    await panel.getByLabel(c.fields.propertyValue).fill('400.000');
    await panel.getByLabel(c.fields.zone, { exact: true }).selectOption({ label: c.options.zone.chamberi });
    await panel.getByLabel(c.fields.renovationPropertyType).selectOption({ label: c.options.renovationPropertyType.apartment });
    await panel.getByLabel(c.fields.renovationQuality).selectOption({ label: c.options.renovationQuality.high });
    await panel.getByRole('checkbox', { name: c.options.rooms.living }).check();
    await panel.getByRole('checkbox', { name: c.fields.flooring }).check();
    const expected = renovation({
      propertyValue: 400000,
      totalArea: 95.5,
      zone: 'chamberi',
      propertyType: 'apartment',
      renovationQuality: 'high',
      roomsToRenovate: ['living'],
      flooring: true,
    });

    const area = panel.getByLabel(c.fields.totalArea);
    const cost = page.getByTestId('result-renovationCost');
    for (const typed of ['95.5', '95,5']) {
      await area.fill(typed);
      // The reading is part of the field's description, so it is announced with the field.
      if (typed === '95.5') await expect(area).toHaveAccessibleDescription(new RegExp(c.readAs('95,5')));
      else await expect(area).not.toHaveAccessibleDescription(/Leído/);
      await panel.getByRole('button', { name: c.actions.calculate }).click();
      // The announcement empties while a result is on its way and is said again when it comes, which proves
      // this value was calculated (the card keeps the previous figure meanwhile).
      const said = panel.getByTestId('result-announcement');
      await expect(said).toHaveText('');
      await expect(said).toHaveText(c.resultReady);
      await expect(cost, typed).toHaveAttribute('data-value', String(expected.renovationCost));
      await expect(cost).toHaveText(formattersFor('es').money(expected.renovationCost));
    }
  });
});
