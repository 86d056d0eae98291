import type { Page } from '@playwright/test';
import { ROUTES, type RouteId } from '../../src/config/routes.ts';
import { DETAILED_REQUEST_MESSAGES } from '../../src/i18n/detailed-request.ts';
import { MESSAGES } from '../../src/i18n/all-messages.ts';
import { LANGS, type Lang } from '../../src/i18n/languages.ts';
import { expect, expectNoAxeViolations, gotoHydrated, test, waitForHydration } from './fixtures.ts';
import { ACCOUNTS_ORIGIN, copyIn, verifiedAccount } from './support/accounts.ts';

/**
 * Mi búsqueda (issue 10, ADR 0030) in Chromium against the built site and the real server: a buyer
 * describes what they look for, saves it, finds it again after a reload, sends it to the firm and sees
 * it in Mis solicitudes. The API's rules (the shared schema, limits, ownership) are in the integration tests.
 */

const WIDE = { width: 1440, height: 900 };
const PHONE = { width: 375, height: 812 };

const path = (id: RouteId, lang: Lang) => `${ACCOUNTS_ORIGIN}${ROUTES[id][lang]}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function expectAccessibleAtBothWidths(page: Page) {
  for (const viewport of [PHONE, WIDE]) {
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);
  }
}

function ui(page: Page, lang: Lang) {
  const f = DETAILED_REQUEST_MESSAGES[lang].fields;
  const form = page.getByTestId('search-form');
  const group = (legend: string) => form.getByRole('group', { name: new RegExp(`^${escape(legend)}`) });
  return {
    f,
    form,
    radio: (legend: string, label: string) => group(legend).getByRole('radio', { name: label, exact: true }),
    checkbox: (label: string) => group(f.services.label).getByRole('checkbox', { name: label, exact: true }),
    textbox: (label: string) => form.getByRole('textbox', { name: new RegExp(`^${escape(label)}`) }),
  };
}

for (const lang of LANGS)
  test.describe(`a buyer’s search (${lang})`, () => {
    test.use({ locale: lang === 'es' ? 'es-ES' : 'en-GB', viewport: WIDE, baseURL: ACCOUNTS_ORIGIN });
    test.describe.configure({ timeout: 120_000 });

    test('fills the brief, saves it, finds it after a reload, sends it to the firm and sees it in Mis solicitudes; axe-clean at 375 and 1440 px', async ({
      page,
    }) => {
      const { a, m } = copyIn(lang);
      const copy = a.portal.search;
      const errors = MESSAGES[lang].contactErrors;
      const email = await verifiedAccount(page, { lang, clientType: 'buyer', name: 'Lucía Ortega' });

      // The sidebar offers a buyer Mi búsqueda, not a seller's Mi propiedad.
      await gotoHydrated(page, path('portal', lang));
      const nav = page.getByRole('navigation', { name: a.portal.nav.label });
      await expect(nav.getByRole('link', { name: a.portal.nav.sections.portalSearch })).toBeVisible();
      await expect(nav.getByRole('link', { name: a.portal.nav.sections.portalProperty })).toHaveCount(0);
      await nav.getByRole('link', { name: a.portal.nav.sections.portalSearch }).click();
      await expect(page).toHaveURL(path('portalSearch', lang));
      await expect(page.getByRole('heading', { level: 1, name: a.portal.nav.sections.portalSearch })).toBeVisible();
      const status = page.getByTestId('search-status');
      await expect(status).toContainText(copy.notSaved);
      await expect(status).toContainText(copy.notSent);
      const u = ui(page, lang);
      const { f } = u;
      await expect(u.form).toContainText(copy.contactAs('Lucía Ortega', email));

      // Nothing answered: the shared schema's errors, focus on the first question.
      await u.form.getByRole('button', { name: copy.save, exact: true }).click();
      await expect(u.form.getByText(copy.checkFields)).toBeVisible();
      await expect(u.textbox(f.location.label)).toHaveAttribute('aria-invalid', 'true');
      await expect(u.radio(f.propertyType.label, f.propertyType.options.apartment)).toBeFocused();

      await u.radio(f.propertyType.label, f.propertyType.options.penthouse).check();
      await u.radio(f.goal.label, f.goal.options.buy).check();
      await u.textbox(f.location.label).fill('Chamberí o Almagro');
      await u.radio(f.budget.label, f.budget.options['2m-3m']).check();
      await u.radio(f.timeline.label, f.timeline.options.short.label).check();
      await u.checkbox(f.services.options.valuation.label).check();
      await u.checkbox(f.services.options.legal.label).check();
      await u.radio(f.contactPreference.label, f.contactPreference.options.phone).check();
      // A call needs a phone number and a time of day, as in the public brief.
      await u.form.getByRole('button', { name: copy.save, exact: true }).click();
      await expect(u.form.getByText(errors.phoneRequired)).toBeVisible();
      await expect(u.form.getByText(errors.availabilityRequired)).toBeVisible();
      await u.textbox(f.phone.label).fill('+34 600 111 222');
      await u.radio(f.availability.label, f.availability.options.morning.label).check();
      await u.textbox(f.message.label).fill('Luz natural y una terraza.');
      await u.form.getByRole('button', { name: copy.save, exact: true }).click();
      await expect(page.getByText(m.messages.searchSaved)).toBeVisible();
      await expect(status).toContainText(copy.savedOn('').trim());

      // Kept by the account: a reload shows every answer.
      await page.reload();
      await waitForHydration(page);
      const again = ui(page, lang);
      await expect(again.radio(f.propertyType.label, f.propertyType.options.penthouse)).toBeChecked();
      await expect(again.radio(f.goal.label, f.goal.options.buy)).toBeChecked();
      await expect(again.textbox(f.location.label)).toHaveValue('Chamberí o Almagro');
      await expect(again.radio(f.budget.label, f.budget.options['2m-3m'])).toBeChecked();
      await expect(again.checkbox(f.services.options.legal.label)).toBeChecked();
      await expect(again.checkbox(f.services.options.financing.label)).not.toBeChecked();
      // A buyer is offered a buyer's goals and services only (issue 22): no selling, staging or marketing.
      await expect(again.radio(f.goal.label, f.goal.options.sell)).toHaveCount(0);
      await expect(again.checkbox(f.services.options.marketing.label)).toHaveCount(0);
      await expect(again.checkbox(f.services.options.staging.label)).toHaveCount(0);
      await expect(again.textbox(f.phone.label)).toHaveValue('+34 600 111 222');
      await expect(again.radio(f.availability.label, f.availability.options.morning.label)).toBeChecked();
      await expect(again.textbox(f.message.label)).toHaveValue('Luz natural y una terraza.');
      await expectAccessibleAtBothWidths(page);

      // Sent to the firm: the dates, and the request in Mis solicitudes, received.
      await again.form.getByRole('button', { name: copy.send, exact: true }).click();
      await expect(page.getByText(m.messages.searchSent)).toBeVisible();
      await expect(status).toContainText(copy.sentOn('').trim());
      await status.getByRole('link', { name: copy.toRequests }).click();
      await expect(page).toHaveURL(path('portalRequests', lang));
      const list = page.getByTestId('requests-list');
      await expect(list.getByRole('listitem')).toHaveCount(1);
      await expect(list).toContainText(a.portal.requests.kinds.detailed);
      await expect(list).toContainText('Chamberí o Almagro');
      await expect(list).toContainText(f.propertyType.options.penthouse);
      await expect(list).toContainText(m.requestStatus.received);
      await expectAccessibleAtBothWidths(page);
    });
  });
