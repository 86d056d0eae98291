import type { Locator, Page } from '@playwright/test';
import { ROUTES } from '../../src/config/routes.ts';
import { DETAILED_REQUEST_MESSAGES } from '../../src/i18n/detailed-request.ts';
import { MESSAGES } from '../../src/i18n/all-messages.ts';
import { LANGS, type Lang } from '../../src/i18n/languages.ts';
import { answerCookieNotice, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.ts';

/** Phone and desktop widths of the spec's layouts. */
const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1440, height: 900 },
] as const;
/** More Tab presses than any page of the site has stops before the control looked for. */
const MAX_TABS = 60;
/** More arrow presses than any group of the brief has options. */
const MAX_ARROWS = 8;

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab until `target` has focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < MAX_TABS; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** From a focused radio of a group, moves with the arrow keys (which also check) until `target` is checked. */
async function arrowTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < MAX_ARROWS && !(await target.isChecked()); i++) await page.keyboard.press('ArrowDown');
  await expect(target).toBeChecked();
  await expect(target).toBeFocused();
}

function ui(page: Page, lang: Lang) {
  const copy = DETAILED_REQUEST_MESSAGES[lang];
  const f = copy.fields;
  const form = page.locator('#detailed-request-form');
  const group = (legend: string) => form.getByRole('group', { name: new RegExp(`^${legend}`) });
  const radio = (legend: string, label: string) => group(legend).getByRole('radio', { name: label, exact: true });
  return {
    copy,
    errors: MESSAGES[lang].contactErrors,
    form,
    f,
    radio,
    checkbox: (label: string) => group(f.services.label).getByRole('checkbox', { name: label, exact: true }),
    firstRadio: (legend: string) => group(legend).getByRole('radio').first(),
    textbox: (label: string) => form.getByRole('textbox', { name: new RegExp(`^${label}`) }),
    heading: (step: 1 | 2 | 3 | 4) => form.getByRole('heading', { name: copy.stepTitles[step].title, exact: true }),
    progress: (step: number) => form.getByText(copy.steps.progress(step, 4), { exact: true }),
    stepMessage: form.getByTestId('step-message'),
    next: form.getByRole('button', { name: copy.actions.next, exact: true }),
    back: form.getByRole('button', { name: copy.actions.back, exact: true }),
    submit: form.getByRole('button', { name: copy.actions.submit, exact: true }),
    sent: form.getByTestId('brief-sent'),
  };
}

for (const lang of LANGS)
  for (const viewport of VIEWPORTS) {
    test.describe(`detailed brief (${lang}, ${viewport.width} px)`, () => {
      test.use({ locale: lang === 'es' ? 'es-ES' : 'en-GB', viewport });

      test('four steps by keyboard: step messages, Back and Next keep the answers, the request is received', async ({ page }) => {
        test.slow(); // one whole journey by keyboard with three accessibility audits
        // Answered: appearing as the page scrolls, the notice would be the next Tab stop (its own spec tests that).
        await answerCookieNotice(page);
        await gotoHydrated(page, ROUTES.detailedRequest[lang]);
        await page.locator('#detailed-request-form form[data-hydrated="true"]').waitFor();
        const u = ui(page, lang);
        const { f } = u;
        await expect(u.progress(1)).toBeVisible();

        // Step 1 incomplete: the step's message, each field's error, focus on the first field in error.
        await tabTo(page, u.next);
        await page.keyboard.press('Enter');
        await expect(u.stepMessage).toHaveText(u.errors.requiredDescription);
        await expect(u.textbox(f.location.label)).toHaveAttribute('aria-invalid', 'true');
        await expect(u.form.getByText(u.errors.choiceRequired).first()).toBeVisible();
        await expect(u.firstRadio(f.propertyType.label)).toBeFocused();
        await expectNoAxeViolations(page);

        await arrowTo(page, u.radio(f.propertyType.label, f.propertyType.options.penthouse));
        await page.keyboard.press('Tab');
        await expect(u.firstRadio(f.goal.label)).toBeFocused();
        await page.keyboard.press('Space');
        await page.keyboard.press('Tab');
        await page.keyboard.type('Barrio de Salamanca');
        await page.keyboard.press('Enter');

        // Step 2.
        await expect(u.heading(2)).toBeFocused();
        await expect(u.progress(2)).toBeVisible();
        await expect(u.stepMessage).toHaveText('');
        await page.keyboard.press('Tab');
        await arrowTo(page, u.radio(f.budget.label, f.budget.options['2m-3m']));
        await page.keyboard.press('Tab');
        await arrowTo(page, u.radio(f.timeline.label, f.timeline.options.short.label));
        await tabTo(page, u.next);
        await page.keyboard.press('Enter');

        // Step 3: services are checkboxes; Back to step 2 and Next again keep every answer.
        await expect(u.heading(3)).toBeFocused();
        await tabTo(page, u.checkbox(f.services.options.valuation.label));
        await page.keyboard.press('Space');
        await tabTo(page, u.checkbox(f.services.options.legal.label));
        await page.keyboard.press('Space');
        await tabTo(page, u.back);
        await page.keyboard.press('Enter');
        await expect(u.heading(2)).toBeFocused();
        await expect(u.radio(f.budget.label, f.budget.options['2m-3m'])).toBeChecked();
        await expect(u.radio(f.timeline.label, f.timeline.options.short.label)).toBeChecked();
        await tabTo(page, u.next);
        await page.keyboard.press('Enter');
        await expect(u.heading(3)).toBeFocused();
        await expect(u.checkbox(f.services.options.valuation.label)).toBeChecked();
        await expect(u.checkbox(f.services.options.legal.label)).toBeChecked();
        await expect(u.checkbox(f.services.options.marketing.label)).not.toBeChecked();
        await tabTo(page, u.next);
        await page.keyboard.press('Enter');

        // Step 4: WhatsApp needs a phone and a time of day; submitting without them shows why.
        await expect(u.heading(4)).toBeFocused();
        await expect(u.progress(4)).toBeVisible();
        const email = `e2e.brief.${lang}.${viewport.width}.${Date.now().toString(36)}@example.com`;
        await page.keyboard.press('Tab');
        await expect(u.textbox(f.name.label)).toBeFocused();
        await page.keyboard.type('Ana García');
        await page.keyboard.press('Tab');
        await page.keyboard.type(email);
        await page.keyboard.press('Tab');
        await arrowTo(page, u.radio(f.contactPreference.label, f.contactPreference.options.whatsapp));
        await tabTo(page, u.submit);
        await page.keyboard.press('Enter');
        await expect(u.stepMessage).toHaveText(u.errors.requiredDescription);
        await expect(u.textbox(f.phone.label)).toHaveAccessibleDescription(new RegExp(u.errors.phoneRequired));
        await expect(u.form.getByText(u.errors.availabilityRequired)).toBeVisible();
        await expect(u.textbox(f.phone.label)).toBeFocused();
        await expectNoAxeViolations(page);

        await page.keyboard.type('+34 600 123 456');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Space');
        await expect(u.radio(f.availability.label, f.availability.options.morning.label)).toBeChecked();
        await tabTo(page, u.submit);
        await page.keyboard.press('Enter');

        // Received: the spec's success message, and in place of the form what was sent.
        const toast = page.getByTestId('toast').filter({ hasText: u.copy.success.title });
        await expect(toast).toContainText(u.copy.success.description);
        await expect(u.form.getByRole('heading', { name: u.copy.sent.title })).toBeFocused();
        for (const text of [
          f.propertyType.options.penthouse,
          f.goal.options.sell,
          'Barrio de Salamanca',
          f.budget.options['2m-3m'],
          f.timeline.options.short.label,
          `${f.services.options.valuation.label}, ${f.services.options.legal.label}`,
          'Ana García',
          email,
          f.contactPreference.options.whatsapp,
          '+34 600 123 456',
          f.availability.options.morning.label,
          u.copy.sent.next,
        ])
          await expect(u.sent).toContainText(text);
        await expect(u.submit).toHaveCount(0);
        await expectNoAxeViolations(page);
      });
    });
  }
