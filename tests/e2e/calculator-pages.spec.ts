import type { Locator, Page } from '@playwright/test';
import { CALCULATOR_ROUTES, type CalculatorId } from '../../src/config/calculators.ts';
import { ROUTES } from '../../src/config/routes.ts';
import {
  capitalGains,
  compareInvestments,
  compoundInterest,
  renovation,
  valuate,
  type CapitalGainsInput,
} from '../../src/domain/calculators/index.ts';
import {
  makeCompoundInterestInput,
  makeInvestmentInput,
  makeRenovationInput,
  makeValuationInput,
} from '../../src/domain/calculators/test-factories.ts';
import { CALCULATOR_PAGES_MESSAGES } from '../../src/i18n/calculator-pages.ts';
import { CALCULATORS_MESSAGES } from '../../src/i18n/calculators.ts';
import { formattersFor } from '../../src/i18n/format.ts';
import { contactCopyOf, MESSAGES } from '../../src/i18n/all-messages.ts';
import { LANGS, type Lang } from '../../src/i18n/languages.ts';
import { answerCookieNotice, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.ts';

/**
 * The calculators' own pages (issue 14) and the cards that explain (issue 9): each page works on its
 * own, a link carries a scenario (filled and calculated without a click, or filled with its errors),
 * the link can be copied and reopened, and a result can be taken to an adviser. Every figure is
 * compared with the domain's function on the same input.
 */

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;

/** The issue's example: must show a final balance of 682297.70. */
const COMPOUND_EXAMPLE =
  'initialAmount=100000&monthlyContribution=1000&annualRatePct=5&years=20&compounding=monthly&inflationPct=2&applySavingsTax=true';

const pathOf = (id: CalculatorId, lang: Lang) => ROUTES[CALCULATOR_ROUTES[id]][lang];

/** Opens a calculator's page (with a scenario's query, if given) and waits until it is interactive. */
async function openCalculator(page: Page, id: CalculatorId, lang: Lang, query = ''): Promise<Locator> {
  await gotoHydrated(page, `${pathOf(id, lang)}${query ? `?${query}` : ''}`);
  await page.locator('[data-calculator-ready="true"]').waitFor({ state: 'attached' });
  return page.locator('#calculator');
}

async function expectFigures(page: Page, figures: Record<string, number | string>) {
  for (const [field, value] of Object.entries(figures)) {
    await expect(page.getByTestId(`result-${field}`), field).toHaveAttribute('data-value', String(value));
  }
}

/** Opens every year-by-year table, so axe checks them too. */
async function openTables(section: Locator) {
  for (const summary of await section.locator('details > summary').all()) await summary.click();
  await expect(section.getByRole('table').first()).toBeVisible();
}

for (const viewport of VIEWPORTS) {
  for (const lang of LANGS) {
    const c = CALCULATORS_MESSAGES[lang];
    const format = formattersFor(lang);

    test.describe(`calculator pages (${lang}, ${viewport.width} px)`, () => {
      test.use({ locale: lang === 'es' ? 'es-ES' : 'en-GB', viewport });
      test.beforeEach(({ page }) => answerCookieNotice(page));
      /**
       * Each calculator's walk runs in two of the four pairs of language and width, crossed (Spanish at one
       * width, English at the other), so every calculator is walked and axe-checked in both languages and at
       * both widths, and every pair walks some of them. CI's time allows no more.
       */
      const crossed = (k: 0 | 1) => (LANGS.indexOf(lang) + VIEWPORTS.indexOf(viewport) + k) % 2 === 0;

      if (crossed(0))
        test('the example link shows the compound interest result without a click, with its chart and table', async ({
          page,
        }) => {
          const section = await openCalculator(page, 'compound-interest', lang, COMPOUND_EXAMPLE);
          const expected = compoundInterest(makeCompoundInterestInput());
          await expectFigures(page, {
            finalBalance: 682297.7,
            totalContributed: expected.totalContributed,
            totalInterest: expected.totalInterest,
            realFinalBalance: expected.realFinalBalance,
            taxDue: expected.taxDue,
            netFinalBalance: expected.netFinalBalance,
          });
          await expect(page.getByTestId('result-finalBalance')).toHaveText(format.moneyExact(682297.7));
          // The form shows what the link held, in the page's format.
          await expect(section.getByLabel(c.fields.initialAmount)).toHaveValue('100000');
          await expect(section.getByLabel(c.fields.applySavingsTax)).toBeChecked();
          // The chart is an image named by its title and described by its summary; the table is one click away.
          const chart = section.getByRole('img', { name: c.results.compoundInterest.chartTitle });
          await expect(chart).toHaveAccessibleDescription(
            c.results.compoundInterest.chartSummary(
              format.number(20),
              format.moneyExact(expected.totalContributed),
              format.moneyExact(expected.finalBalance),
              format.moneyExact(expected.totalInterest),
              format.moneyExact(expected.realFinalBalance),
            ),
          );
          await expect(chart.locator('text').filter({ hasText: format.moneyCompact(700000) })).toHaveCount(1);
          await openTables(section);
          const rows = section.getByTestId('compound-interest-table').locator('tbody tr');
          await expect(rows).toHaveCount(20);
          await expect(rows.first().locator('td').nth(2)).toHaveAttribute('data-value', String(expected.years[0]!.balance));
          // A page opened with a result does not take the visitor's focus away from the top.
          await expect(page.getByRole('heading', { name: c.results.compoundInterest.title })).not.toBeFocused();
          await expectNoAxeViolations(page);
        });

      if (crossed(1))
        test('investment works on its own page: typed by hand, the figures, drivers, chart and table follow compareInvestments()', async ({
          page,
        }) => {
          const section = await openCalculator(page, 'investment', lang);
          await expect(section.getByRole('button', { name: c.actions.calculate })).toBeDisabled();
          await section.getByLabel(c.fields.price).fill(lang === 'es' ? '600.000' : '600,000');
          await section.getByLabel(c.fields.monthlyRent).fill('2200');
          await section.getByLabel(c.fields.annualExpenses).fill('3000');
          // The mortgage's terms show only once part of the price is financed.
          await expect(section.getByLabel(c.fields.mortgageYears)).toHaveCount(0);
          await section.getByLabel(c.fields.loanToValuePct).fill('60');
          await expect(section.getByLabel(c.fields.mortgageYears)).toHaveValue('25');
          await section.getByRole('checkbox', { name: c.fields.newBuild }).check();
          await section.getByRole('button', { name: c.actions.calculate }).click();

          const expected = compareInvestments(makeInvestmentInput({ newBuild: true, loanToValuePct: 60 }));
          await expect(page.getByRole('heading', { name: c.results.investment.title })).toBeFocused();
          await expectFigures(page, {
            best: expected.best,
            equity: expected.equity,
            monthlyPayment: expected.monthlyPayment,
            grossYieldPct: expected.grossYieldPct,
            netYieldPct: expected.netYieldPct,
            cashOnCashPct: expected.cashOnCashPct,
            'property-irrPct': String(expected.property.irrPct),
            'property-finalWealth': expected.property.finalWealth,
          });
          await expect(page.getByTestId('result-monthlyPayment')).toHaveText(format.moneyExact(1707.16));
          // Deposits and bonds taxed every year, funds at the end; the exit tax is income tax on the gain.
          await expect(page.getByText(c.results.investment.taxTiming)).toBeVisible();
          const options = page.getByTestId('result-option');
          await expect(options).toHaveCount(1 + expected.alternatives.length);
          await expect(options.filter({ hasText: c.results.investment.bestMark })).toHaveAttribute('data-name', expected.best);
          await expect(section.getByRole('img', { name: c.results.investment.chartTitle })).toBeVisible();
          await openTables(section);
          await expect(section.getByTestId('investment-table').locator('tbody tr')).toHaveCount(expected.years.length);
          await expectNoAxeViolations(page);
        });

      if (crossed(0))
        test('valuation: a house has no floor or lift and no floor factor; a flat built this year is accepted; the card leads with the range', async ({
          page,
        }) => {
          const section = await openCalculator(page, 'valuation', lang);
          const thisYear = new Date().getFullYear();
          await section.getByLabel(c.fields.propertyType).selectOption({ label: c.options.propertyType.apartment });
          await expect(section.getByLabel(c.fields.floor, { exact: true })).toBeVisible();
          await section.getByLabel(c.fields.propertyType).selectOption({ label: c.options.propertyType.house });
          await expect(section.getByLabel(c.fields.floor, { exact: true })).toHaveCount(0);
          await expect(section.getByRole('checkbox', { name: c.fields.elevator })).toHaveCount(0);
          await section.getByLabel(c.fields.constructionYear).fill('1998');
          await section.getByLabel(c.fields.usableArea).fill('400');
          await section.getByLabel(c.fields.builtArea).fill('480');
          await section.getByLabel(c.fields.bedrooms).fill('5');
          await section.getByLabel(c.fields.bathrooms).fill('5');
          await section.getByLabel(c.fields.district).selectOption({ label: c.options.district['la-moraleja'] });
          await section.getByLabel(c.fields.condition).selectOption({ label: c.options.condition.renovated });
          for (const feature of ['pool', 'garden', 'garage'] as const)
            await section.getByRole('checkbox', { name: c.options.features[feature] }).check();
          await section.getByRole('button', { name: c.actions.calculate }).click();

          const house = valuate(
            makeValuationInput({
              propertyType: 'house',
              district: 'la-moraleja',
              usableArea: 400,
              builtArea: 480,
              bedrooms: 5,
              bathrooms: 5,
              floor: undefined,
              elevator: undefined,
              condition: 'renovated',
              constructionYear: 1998,
              features: ['garage', 'pool', 'garden'],
            }),
          );
          await expectFigures(page, {
            rangeLow: house.range.low,
            rangeHigh: house.range.high,
            estimatedValue: house.estimatedValue,
            pricePerM2: house.pricePerM2,
            confidence: house.confidence,
          });
          const factors = page.getByTestId('result-factor');
          await expect(factors).toHaveCount(house.factors.length);
          await expect(factors.and(page.locator('[data-name="floor"], [data-name="noElevator"]'))).toHaveCount(0);
          // Confidence in words, never as a bare percentage.
          await expect(page.getByTestId('result-confidence')).toHaveText(new RegExp(`^${c.results.valuation.precision.wide}`));
          await expect(page.getByTestId('result-confidence')).not.toContainText('%');
          // The range comes before the central estimate.
          const range = await page.getByTestId('result-rangeLow').boundingBox();
          const central = await page.getByTestId('result-estimatedValue').boundingBox();
          expect(range!.y).toBeLessThan(central!.y);
          await expectNoAxeViolations(page);

          // A flat built this year is accepted.
          await section.getByLabel(c.fields.propertyType).selectOption({ label: c.options.propertyType.apartment });
          await section.getByLabel(c.fields.floor, { exact: true }).selectOption({ label: c.options.floor['2'] });
          const year = section.getByLabel(c.fields.constructionYear);
          await year.fill(String(thisYear));
          await year.blur();
          await expect(year).not.toHaveAttribute('aria-invalid', 'true');
          await section.getByRole('button', { name: c.actions.calculate }).click();
          await expect(factors.and(page.locator('[data-name="newBuild"]'))).toHaveCount(1);
          await year.fill(String(thisYear + 1));
          await year.blur();
          await expect(section.getByText(c.errors.constructionYearMax)).toBeVisible();
        });

      if (crossed(1))
        test('capital gains: the 1990 purchase shows the reduction at 55,55 % and each band, line by line', async ({ page }) => {
          const query =
            'purchasePrice=60000&purchaseDate=1990-05-15&salePrice=650000&saleDate=2026-03-01&saleExpenses=15000&isMainResidence=false';
          const section = await openCalculator(page, 'capital-gains', lang, query);
          // The limit on earlier reduced sales applies to a purchase before 1995: its field shows, with its line.
          await expect(section.getByLabel(c.fields.priorAbatedSales)).toBeVisible();
          await expect(section.getByText(c.hints.priorAbatedSales)).toBeVisible();
          await expect(section.getByLabel(c.fields.reinvestedAmount)).toHaveCount(0);

          const input: CapitalGainsInput = {
            purchasePrice: 60000,
            purchaseDate: '1990-05-15',
            salePrice: 650000,
            saleDate: '2026-03-01',
            saleExpenses: 15000,
            isMainResidence: false,
          };
          const expected = capitalGains(input);
          await expectFigures(page, {
            taxDue: 127929.75,
            transmissionValue: expected.transmissionValue,
            acquisitionValue: expected.acquisitionValue,
            netGain: 575000,
            taxableGain: 486832.5,
          });
          const reduction = page.getByTestId('result-reduction');
          await expect(reduction).toHaveAttribute('data-value', '88167.5');
          // The card leads with the taxable gain ("Ganancia sujeta"), states the rule and its assumption.
          await expect(page.getByTestId('capital-gains-result').locator('dt').first()).toHaveText(
            c.results.capitalGains.taxableGain,
          );
          await expect(page.getByText(c.results.capitalGains.abatementRule)).toBeVisible();
          await expect(page.getByText(c.results.capitalGains.assumption)).toBeVisible();
          await expect(reduction).toContainText(lang === 'es' ? '55,55\u00a0%' : '55.55%');
          const bands = page.getByTestId('result-band');
          await expect(bands).toHaveCount(expected.bands.length);
          for (const [index, band] of expected.bands.entries()) {
            await expect(bands.nth(index)).toHaveAttribute('data-rate', String(band.rate));
            await expect(bands.nth(index)).toHaveAttribute('data-value', String(band.tax));
            await expect(bands.nth(index)).toContainText(format.moneyExact(band.tax));
            await expect(bands.nth(index)).toContainText(format.percent(band.rate, 0));
          }
          await expect(page.getByText(c.results.capitalGains.leftOut)).toBeVisible();
          await expect(page.getByText(c.results.disclaimer)).toBeVisible();

          // As a main residence at 50, the reinvestment field appears with its line, and 300000 reinvested is exempt in part.
          // Once in CI a click landing while the scenario's result rendered was undone by that render: check
          // until it holds (a visitor's click comes later than a test's).
          const mainResidence = section.getByLabel(c.fields.isMainResidence);
          await expect(async () => {
            await mainResidence.check({ timeout: 2_000 });
            await expect(mainResidence).toBeChecked();
          }).toPass();
          await section.getByLabel(c.fields.age).fill('50');
          await expect(section.getByText(c.hints.reinvestedAmount)).toBeVisible();
          // The loan repaid with the sale comes with the main residence (RIRPF art. 41).
          await expect(section.getByLabel(c.fields.outstandingLoan)).toBeVisible();
          await expect(section.getByText(c.hints.outstandingLoan)).toBeVisible();
          // Nothing is assumed reinvested (calculators.md, Capital gains 5): the tax is due, and the card invites the amount.
          await section.getByRole('button', { name: c.actions.calculate }).click();
          await expectFigures(page, { taxDue: 127929.75, taxableGain: 486832.5 });
          await expect(page.getByTestId('result-exemption')).toHaveCount(0);
          await expect(page.getByTestId('reinvestment-invite')).toHaveText(c.results.capitalGains.reinvestmentInvite);
          await section.getByLabel(c.fields.reinvestedAmount).fill(lang === 'es' ? '300.000' : '300,000');
          await section.getByRole('button', { name: c.actions.calculate }).click();
          await expectFigures(page, { taxDue: 60224.88, taxableGain: 256832.89 });
          await expect(page.getByTestId('reinvestment-invite')).toHaveCount(0);
          await expect(page.getByTestId('result-exemption')).toHaveAttribute('data-value', '229999.61');
          await expect(page.getByText(c.results.capitalGains.dependency)).toBeVisible();
          // With 335000 of loan repaid, 300000 is all that had to be reinvested: the whole rest is exempt.
          await section.getByLabel(c.fields.outstandingLoan).fill(lang === 'es' ? '335.000' : '335,000');
          await section.getByRole('button', { name: c.actions.calculate }).click();
          await expectFigures(page, { taxDue: 0, taxableGain: 0 });
          await expect(page.getByTestId('result-exemption')).toHaveAttribute('data-value', '486832.5');
          await section.getByLabel(c.fields.outstandingLoan).fill('');
          // At 65 or over the annuity field replaces it, for a property that is not the main residence.
          await section.getByLabel(c.fields.isMainResidence).uncheck();
          await section.getByLabel(c.fields.age).fill('70');
          await expect(section.getByLabel(c.fields.reinvestedAmount)).toHaveCount(0);
          await expect(section.getByLabel(c.fields.outstandingLoan)).toHaveCount(0);
          await expect(section.getByText(c.hints.annuityAmount)).toBeVisible();
          await expectNoAxeViolations(page);
        });

      if (crossed(0))
        test('renovation works on its own page', async ({ page }) => {
          const section = await openCalculator(page, 'renovation', lang);
          await section.getByLabel(c.fields.propertyValue).fill('600000');
          await section.getByLabel(c.fields.totalArea).fill('120');
          await section.getByLabel(c.fields.zone, { exact: true }).selectOption({ label: c.options.zone.salamanca });
          await section
            .getByLabel(c.fields.renovationPropertyType)
            .selectOption({ label: c.options.renovationPropertyType.apartment });
          await section.getByLabel(c.fields.renovationQuality).selectOption({ label: c.options.renovationQuality.mid });
          await section.getByRole('checkbox', { name: c.options.rooms.living }).check();
          await section.getByRole('checkbox', { name: c.options.rooms.bedrooms }).check();
          await section.getByRole('checkbox', { name: c.fields.includeKitchen }).check();
          await section.getByLabel(c.fields.includeBathrooms).selectOption('2');
          await section.getByRole('checkbox', { name: c.fields.flooring }).check();
          await section.getByRole('checkbox', { name: c.fields.painting }).check();
          await section.getByRole('button', { name: c.actions.calculate }).click();
          const expected = renovation(makeRenovationInput());
          await expectFigures(page, {
            renovationCost: expected.renovationCost,
            valueIncrease: expected.valueIncrease,
            roi: expected.roi,
            finalPropertyValue: expected.finalPropertyValue,
          });
          await expect(page.getByTestId('renovation-explanation')).toHaveCount(0);
          // The same flat valued at 1300000: Salamanca's top price per m² caps what the renovation adds.
          await section.getByLabel(c.fields.propertyValue).fill(lang === 'es' ? '1.300.000' : '1,300,000');
          await section.getByRole('button', { name: c.actions.calculate }).click();
          const capped = renovation(makeRenovationInput({ propertyValue: 1300000 }));
          expect(capped).toMatchObject({ valueIncrease: 140000, roi: 36.1, capped: true });
          await expectFigures(page, { valueIncrease: 140000, roi: 36.1, finalPropertyValue: 1440000, marketCeiling: 1440000 });
          await expect(page.getByTestId('renovation-explanation')).toHaveText(
            c.results.renovation.capped(c.options.zone.salamanca, format.money(1440000)),
          );
          // Already at the ceiling: nothing is recovered, and the card says so.
          await section.getByLabel(c.fields.propertyValue).fill(lang === 'es' ? '1.500.000' : '1,500,000');
          await section.getByRole('button', { name: c.actions.calculate }).click();
          await expectFigures(page, { valueIncrease: 0, roi: -100 });
          await expect(page.getByTestId('renovation-explanation')).toHaveText(
            c.results.renovation.cappedAtZero(c.options.zone.salamanca, format.money(1440000)),
          );
          await expectNoAxeViolations(page);
        });

      // Links, the clipboard and the adviser behave alike at every width: followed at phone width only, to
      // keep the suite within CI's time (each calculator above is checked at both widths).
      if (viewport.width >= 768) return;

      test('a link with an invalid field fills the rest and shows that field’s error; no result', async ({ page }) => {
        const section = await openCalculator(
          page,
          'compound-interest',
          lang,
          COMPOUND_EXAMPLE.replace('annualRatePct=5', 'annualRatePct=25').replace('compounding=monthly', 'compounding=weekly'),
        );
        const rate = section.getByLabel(c.fields.annualRatePct);
        await expect(rate).toHaveValue('25');
        await expect(rate).toHaveAttribute('aria-invalid', 'true');
        await expect(rate).toHaveAccessibleDescription(new RegExp(c.errors.rangePct0To20));
        await expect(section.getByText(c.errors.rangePct0To20)).toBeVisible();
        // A value the form cannot hold is named as the link's, and the field keeps its default.
        const compounding = section.getByLabel(c.fields.compounding);
        await expect(compounding).toHaveAccessibleDescription(new RegExp(c.scenario.linkValue));
        await expect(compounding).toHaveValue('monthly');
        await expect(section.getByLabel(c.fields.initialAmount)).toHaveValue('100000');
        await expect(section.getByLabel(c.fields.years)).toHaveValue('20');
        await expect(page.getByTestId('result-finalBalance')).toHaveCount(0);
        await expect(section.getByRole('button', { name: c.actions.calculate })).toBeDisabled();
        // Correcting the field calculates as usual.
        await rate.fill('5');
        await compounding.selectOption({ label: c.options.compounding.monthly });
        await section.getByRole('button', { name: c.actions.calculate }).click();
        await expectFigures(page, { finalBalance: 682297.7 });
      });

      test.describe('with the clipboard', () => {
        test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

        test('copy link round-trips the scenario to a fresh page', async ({ page, context }) => {
          const section = await openCalculator(page, 'investment', lang);
          await section.getByLabel(c.fields.price).fill('450000');
          await section.getByLabel(c.fields.monthlyRent).fill('1800');
          await section.getByLabel(c.fields.annualExpenses).fill('2500');
          await section.getByLabel(c.fields.holdingYears).fill('15');
          await section.getByRole('checkbox', { name: c.options.alternatives.bonds }).check();
          await section.getByLabel(c.ratesLabel(c.options.alternatives.bonds)).fill(lang === 'es' ? '3,5' : '3.5');
          await section.getByRole('button', { name: c.actions.calculate }).click();
          const irr = await page.getByTestId('result-property-irrPct').getAttribute('data-value');
          await section.getByRole('button', { name: c.actions.copyLink }).click();
          await expect(section.getByText(c.actions.linkCopied)).toBeVisible();
          const link = await page.evaluate(() => navigator.clipboard.readText());
          expect(new URL(link).pathname).toBe(pathOf('investment', lang));
          expect(link).toContain('alternatives=deposit:2.5,bonds:3.5,fund:7');
          expect(link).toContain('years=15');

          const reopened = await context.newPage();
          await gotoHydrated(reopened, link);
          const expected = compareInvestments(
            makeInvestmentInput({
              price: 450000,
              monthlyRent: 1800,
              annualExpenses: 2500,
              years: 15,
              alternatives: [
                { name: 'deposit', annualReturnPct: 2.5 },
                { name: 'bonds', annualReturnPct: 3.5 },
                { name: 'fund', annualReturnPct: 7 },
              ],
            }),
          );
          expect(irr).toBe(String(expected.property.irrPct));
          await expectFigures(reopened, {
            'property-irrPct': String(expected.property.irrPct),
            'property-finalWealth': expected.property.finalWealth,
            best: expected.best,
          });
          await expect(reopened.getByLabel(c.ratesLabel(c.options.alternatives.bonds))).toHaveValue(
            lang === 'es' ? '3,5' : '3.5',
          );
          await reopened.close();
        });
      });

      test('the adviser button opens the contact form with the service chosen and the scenario in the message', async ({
        page,
      }) => {
        const contact = contactCopyOf(lang);
        const query =
          'propertyType=apartment&district=chamberi&usableArea=95&builtArea=110&bedrooms=3&bathrooms=2&floor=4&elevator=true&condition=good&constructionYear=1965&features=terrace,doorman';
        await openCalculator(page, 'valuation', lang, query);
        const expected = valuate(makeValuationInput());
        await expectFigures(page, { rangeLow: expected.range.low, rangeHigh: expected.range.high });
        await page.getByRole('link', { name: c.actions.contact }).click();
        // The scenario stays in the address; the page moves to its own contact section.
        await expect(page).toHaveURL(new RegExp(`${pathOf('valuation', lang)}\\?propertyType=[^#]+#contact-form$`));
        await expect(page.locator('#contact-form')).toBeInViewport();
        const form = page.locator('#contact-form form[data-hydrated="true"]');
        await form.waitFor();
        await form.getByRole('radio', { name: new RegExp(contact.clientStep.recommended.label) }).check();
        await form.getByRole('button', { name: contact.actions.next, exact: true }).click();
        await expect(form.getByRole('radio', { name: new RegExp(contact.serviceStep.services.valuation.label) })).toBeChecked();
        await form.getByRole('button', { name: contact.actions.next, exact: true }).click();
        const message = form.getByRole('textbox', { name: contact.contactStep.message });
        const text = await message.inputValue();
        expect(text).toContain(format.money(expected.range.low));
        expect(text).toContain(format.money(expected.range.high));
        expect(text).toContain(`${pathOf('valuation', lang)}?propertyType=apartment`);
        expect(text.length).toBeLessThanOrEqual(1000);
        // The visitor can edit it.
        await message.press('Control+End');
        await message.pressSequentially(' OK');
        await expect(message).toHaveValue(`${text} OK`);
        await expectNoAxeViolations(page);
      });
    });
  }
}

for (const lang of LANGS) {
  const pages = CALCULATOR_PAGES_MESSAGES[lang];
  test(`the ${lang} calculators index lists the five, each with its line, and the home section links to it`, async ({ page }) => {
    await answerCookieNotice(page);
    await gotoHydrated(page, ROUTES.home[lang]);
    await page.getByRole('link', { name: MESSAGES[lang].calculatorsSection.allCalculators }).click();
    await expect(page).toHaveURL(ROUTES.calculators[lang]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.index.title);
    const list = page.getByRole('list', { name: pages.index.listLabel });
    await expect(list.getByRole('link')).toHaveCount(5);
    await list.getByRole('link', { name: new RegExp(pages.pages['compound-interest'].title) }).click();
    await expect(page).toHaveURL(pathOf('compound-interest', lang));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.pages['compound-interest'].title);
    await page.locator('[data-calculator-ready="true"]').waitFor({ state: 'attached' });
    // The home page keeps its three tabs.
    await page.goBack();
    await page.goBack();
    await page.locator('#calculators').scrollIntoViewIfNeeded();
    await expect(page.locator('#calculators').getByRole('tab')).toHaveCount(3);
  });
}

for (const lang of LANGS) {
  const other: Lang = lang === 'es' ? 'en' : 'es';
  const c = CALCULATORS_MESSAGES[lang];
  test.describe(`a ${lang} browser`, () => {
    test.use({ locale: lang === 'es' ? 'es-ES' : 'en-GB' });

    test('the language switch on a calculator carries the calculated scenario, and a reload keeps it (issue 24)', async ({
      page,
    }) => {
      await answerCookieNotice(page);
      // The example's scenario, then the visitor's own amount, calculated.
      const section = await openCalculator(page, 'compound-interest', lang, COMPOUND_EXAMPLE);
      await expectFigures(page, { finalBalance: 682297.7 });
      await section.getByLabel(c.fields.initialAmount).fill('250000');
      await section.getByRole('button', { name: c.actions.calculate }).click();
      const result = page.getByTestId('result-finalBalance');
      await expect(result).not.toHaveAttribute('data-value', '682297.7');
      const balance = Number(await result.getAttribute('data-value'));

      // Back to the top, where the header shows, and over to the other language.
      await page.evaluate(() => window.scrollTo({ top: 0 }));
      await page.getByTestId('site-header').getByRole('link', { name: MESSAGES[lang].common.languageSwitcher[other] }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        CALCULATOR_PAGES_MESSAGES[other].pages['compound-interest'].title,
      );
      await expect(page.getByLabel(CALCULATORS_MESSAGES[other].fields.initialAmount)).toHaveValue('250000');
      await expect(result).toHaveAttribute('data-value', String(balance));
      await expect(result).toHaveText(formattersFor(other).moneyExact(balance));

      // The address holds the scenario: a reload shows the same result.
      await page.reload();
      await page.locator('[data-calculator-ready="true"]').waitFor({ state: 'attached' });
      await expect(page.getByLabel(CALCULATORS_MESSAGES[other].fields.initialAmount)).toHaveValue('250000');
      await expect(result).toHaveAttribute('data-value', String(balance));
    });
  });
}
