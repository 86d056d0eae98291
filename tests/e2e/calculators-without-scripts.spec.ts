import { CALCULATOR_ROUTES, type CalculatorId } from '../../src/config/calculators.ts';
import { ROUTES } from '../../src/config/routes.ts';
import { CALCULATORS_MESSAGES } from '../../src/i18n/calculators.ts';
import { formattersFor } from '../../src/i18n/format.ts';
import { LANGS, type Lang } from '../../src/i18n/languages.ts';
import { answerCookieNotice, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.ts';

/**
 * Issue 41, point 5 (ADR 0052): a calculator is a GET form whose answer is its own page with the result
 * rendered by the server from the same pure function, so a shared link shows its result before any
 * script runs, and a hostile address gets the page with the fields' messages, never a 500.
 */
const LOCALE: Record<Lang, string> = { es: 'es-ES', en: 'en-GB' };
/** The spec's compound-interest example: a final balance of 682297.70. */
const COMPOUND_EXAMPLE =
  'initialAmount=100000&monthlyContribution=1000&annualRatePct=5&years=20&compounding=monthly&inflationPct=2&applySavingsTax=true';
const pathOf = (id: CalculatorId, lang: Lang) => ROUTES[CALCULATOR_ROUTES[id]][lang];

/** A thousand-grouped amount as a visitor of that language types it. */
const GROUPED: Record<Lang, string> = { es: '100.000', en: '100,000' };

for (const lang of LANGS) {
  const c = CALCULATORS_MESSAGES[lang];
  const format = formattersFor(lang);

  test.describe(`a calculator without scripts (${lang})`, () => {
    test.use({ javaScriptEnabled: false, locale: LOCALE[lang] });

    test('the form is sent by the browser and the page answers with the result, as typed in the page’s language', async ({
      page,
    }) => {
      await page.goto(pathOf('compound-interest', lang));
      const form = page.locator('#compound-interest-form');
      await expect(form).toHaveAttribute('method', 'get');
      const calculate = form.getByRole('button', { name: c.actions.calculate });
      await expect(calculate).toBeEnabled();
      await form.getByLabel(c.fields.initialAmount).fill(GROUPED[lang]);
      await form.getByLabel(c.fields.monthlyContribution).fill('1000');
      await form.getByLabel(c.fields.annualRatePct).fill('5');
      await form.getByLabel(c.fields.years).fill('20');
      await form.getByLabel(c.fields.inflationPct).fill('2');
      await form.getByLabel(c.fields.compounding).selectOption({ label: c.options.compounding.monthly });
      await form.getByLabel(c.fields.applySavingsTax).check();
      await calculate.click();
      await expect(page).toHaveURL(new RegExp(`^[^?]*${pathOf('compound-interest', lang)}\\?`));
      await expect(page.getByTestId('result-finalBalance')).toHaveText(format.moneyExact(682297.7));
      // What was typed stays in the form, as typed.
      await expect(page.getByLabel(c.fields.initialAmount)).toHaveValue(GROUPED[lang]);
    });

    test('a shared link shows its result before any script runs', async ({ page }) => {
      const response = await page.goto(`${pathOf('compound-interest', lang)}?${COMPOUND_EXAMPLE}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByTestId('result-finalBalance')).toHaveText(format.moneyExact(682297.7));
      await expect(page.getByRole('heading', { name: c.results.compoundInterest.title })).toBeVisible();
    });

    test('hostile and impossible values give the page with each field’s message, never a 500', async ({ page }) => {
      const hostile = [
        'submitted=1&initialAmount=%00&monthlyContribution=9'.padEnd(400, '9') +
          '&annualRatePct=1e999&years=-3&compounding=%00weekly&inflationPct=%F0%9F%92%A9',
        'initialAmount=99999999999999999999999999999999&annualRatePct=25&compounding=%00&years=NaN',
      ];
      for (const query of hostile) {
        const response = await page.goto(`${pathOf('compound-interest', lang)}?${query}`);
        expect(response?.status(), query).toBe(200);
        const form = page.locator('#compound-interest-form');
        await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
        await expect(page.getByTestId('result-finalBalance')).toHaveCount(0);
        // No control character reaches a field.
        for (const value of await form
          .locator('input[type="text"]')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)))
          expect(value).not.toMatch(/\p{Cc}/u);
      }
      // An impossible date on capital gains: the page, with the field's message.
      const response = await page.goto(
        `${pathOf('capital-gains', lang)}?submitted=1&purchaseDate=2026-02-30&saleDate=2026-13-01`,
      );
      expect(response?.status()).toBe(200);
      await expect(page.locator('#capital-gains-form [aria-invalid="true"]').first()).toBeVisible();
    });

    test('an empty form sent says what each required field lacks', async ({ page }) => {
      await page.goto(pathOf('valuation', lang));
      await page.locator('#valuation-form').getByRole('button', { name: c.actions.calculate }).click();
      const type = page.getByLabel(c.fields.propertyType);
      await expect(type).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByTestId('result-rangeLow')).toHaveCount(0);
    });
  });

  test.describe(`the same page with scripts (${lang})`, () => {
    test.use({ locale: LOCALE[lang] });
    test.beforeEach(({ page }) => answerCookieNotice(page));

    test('a shared link’s result, rendered by the server, is the one the app keeps: no flash, no toast, no lost focus', async ({
      page,
    }) => {
      // Count every time the result leaves the page while it hydrates.
      await page.addInitScript(() => {
        (window as unknown as { removed: number }).removed = 0;
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes)
              if (
                node instanceof Element &&
                (node.matches('[data-testid="result-finalBalance"]') || node.querySelector('[data-testid="result-finalBalance"]'))
              )
                (window as unknown as { removed: number }).removed++;
        }).observe(document, { childList: true, subtree: true });
      });
      await gotoHydrated(page, `${pathOf('compound-interest', lang)}?${COMPOUND_EXAMPLE}`);
      await page.locator('[data-calculator-ready="true"]').waitFor({ state: 'attached' });
      await expect(page.getByTestId('result-finalBalance')).toHaveText(format.moneyExact(682297.7));
      expect(await page.evaluate(() => (window as unknown as { removed: number }).removed)).toBe(0);
      await expect(page.getByTestId('toast')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: c.results.compoundInterest.title })).not.toBeFocused();
      await expectNoAxeViolations(page);
    });

    test('a form sent before the scripts ran is taken over with its link’s address', async ({ page }) => {
      await gotoHydrated(
        page,
        `${pathOf('compound-interest', lang)}?submitted=1&${COMPOUND_EXAMPLE.replace('initialAmount=100000', `initialAmount=${encodeURIComponent(GROUPED[lang])}`).replace('applySavingsTax=true', 'applySavingsTax=on')}`,
      );
      await page.locator('[data-calculator-ready="true"]').waitFor({ state: 'attached' });
      await expect(page.getByTestId('result-finalBalance')).toHaveText(format.moneyExact(682297.7));
      // The address becomes the scenario's link, the same in both languages.
      await expect(page).toHaveURL(/initialAmount=100000&/);
      await expect(page).not.toHaveURL(/submitted=/);
    });
  });
}

test('a scenario’s page carries the page’s headers and is not cached; the bare page stays static', async ({ request }) => {
  const bare = await request.get(pathOf('compound-interest', 'es'));
  const withQuery = await request.get(`${pathOf('compound-interest', 'es')}?${COMPOUND_EXAMPLE}`);
  expect(withQuery.status()).toBe(200);
  expect(withQuery.headers()['cache-control']).toBe('no-store');
  expect(bare.headers()['cache-control']).toContain('max-age');
  expect(withQuery.headers()['content-security-policy']).toBe(bare.headers()['content-security-policy']);
  expect(await withQuery.text()).toContain('data-testid="result-finalBalance"');
  expect(await bare.text()).not.toContain('data-testid="result-finalBalance"');
});
