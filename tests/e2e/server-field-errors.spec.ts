import { ROUTES, type RouteId } from '../../src/config/routes.ts';
import { CALCULATORS_MESSAGES } from '../../src/i18n/calculators.ts';
import { LANGS, type Lang } from '../../src/i18n/languages.ts';
import { expect, gotoHydrated, test } from './fixtures.ts';
import { ACCOUNTS_ORIGIN, copyIn, fillHome, gotoForm, uniqueEmail, verifiedAccount } from './support/accounts.ts';

/**
 * Issue 21: a field error only the server can give reaches the visitor, by its field, in the page's
 * language: the API sends codes (`{"error": {"code", "message", "fields"}}`) and the page says each code
 * with its own catalogue. Where the page's own check would stop the bad value first, the request is
 * rewritten on its way (a page older than the server), so the verdict really is the server's. The
 * workspace's case is in workspace.spec.ts (it needs its staff).
 */

const path = (id: RouteId, lang: Lang) => `${ACCOUNTS_ORIGIN}${ROUTES[id][lang]}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** On the server's list of common passwords (server/auth/data/common-passwords.txt), long enough for the page. */
const COMMON_PASSWORD = '1qaz2wsx3edc';

for (const lang of LANGS)
  test.describe(`the server’s field errors (${lang})`, () => {
    test.use({
      locale: lang === 'es' ? 'es-ES' : 'en-GB',
      baseURL: ACCOUNTS_ORIGIN,
      viewport: { width: 1440, height: 900 },
      // The refusals below are 400s, which the browser logs as failed loads.
      allowedConsoleErrors: [/status of 400/],
    });
    test.describe.configure({ timeout: 90_000 });

    test('sign-up: a password on the server’s list of common ones is refused by the password field', async ({ page }) => {
      const { a, m } = copyIn(lang);
      await gotoForm(page, path('signUp', lang));
      await page.getByLabel(a.signUp.name).fill('Lucía Fernández');
      await page.getByLabel(a.common.email).fill(uniqueEmail('comun'));
      await page.getByLabel(a.common.password, { exact: true }).fill(COMMON_PASSWORD);
      await page.getByLabel(a.signUp.confirmPassword).fill(COMMON_PASSWORD);
      await page.getByRole('radio', { name: new RegExp(a.signUp.buyer) }).check();
      await page.getByRole('button', { name: a.signUp.submit }).click();

      const password = page.getByLabel(a.common.password, { exact: true });
      await expect(password).toHaveAccessibleDescription(new RegExp(escape(m.errors.passwordCommon)));
      await expect(password).toHaveAttribute('aria-invalid', 'true');
      await expect(password).toBeFocused();
      await expect(page.getByTestId('sign-up-sent')).toHaveCount(0);
    });

    test('the home’s details: the server’s verdict on a field (a valuation code) shows by that field', async ({ page }) => {
      const c = CALCULATORS_MESSAGES[lang];
      const { a } = copyIn(lang);
      await verifiedAccount(page, { lang, clientType: 'seller' });
      await gotoHydrated(page, path('portalProperty', lang));
      const form = page.getByTestId('property-form');
      await fillHome(form, lang);

      // A page older than the server: what it let through, the server refuses (a built area under 20 m²).
      await page.route('**/api/portal/property', async (route) => {
        const request = route.request();
        if (request.method() !== 'PUT') return route.continue();
        const body = JSON.parse(request.postData() ?? '{}') as Record<string, unknown>;
        await route.continue({ postData: JSON.stringify({ ...body, usableArea: 10, builtArea: 12 }) });
      });
      await form.getByRole('button', { name: a.portal.property.saveData }).click();

      const built = form.getByLabel(c.fields.builtArea, { exact: true });
      await expect(built).toHaveAccessibleDescription(new RegExp(escape(c.errors.areaMin)));
      await expect(built).toHaveAttribute('aria-invalid', 'true');
      // The page still shows what the visitor typed; nothing was saved.
      await expect(built).toHaveValue('120');
      await expect(page.getByTestId('latest-valuation')).toHaveCount(0);
    });
  });
