import type { Locator, Page } from '@playwright/test';
import { ROUTES } from '../../src/config/routes.ts';
import { publishedPhone, SITE } from '../../src/config/site.ts';
import { CONTACT_STEPS_MESSAGES } from '../../src/i18n/contact-steps.ts';
import { contactCopyOf, MESSAGES } from '../../src/i18n/all-messages.ts';
import { LANGS, type Lang } from '../../src/i18n/languages.ts';
import { answerCookieNotice, expect, expectNoAxeViolations, gotoHydrated, test } from './fixtures.ts';

/** The database is shared by every test of a run: each test writes with its own addresses. */
function uniqueEmail(tag: string): string {
  return `e2e.${tag}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Opens the home page at the form and waits until the form's lazy code has hydrated. */
async function openForm(page: Page, lang: Lang): Promise<Locator> {
  await gotoHydrated(page, `${ROUTES.home[lang]}#contact-form`);
  await page.locator('#contact-form').scrollIntoViewIfNeeded();
  const form = page.locator('#contact-form form[data-hydrated="true"]');
  await form.waitFor();
  return form;
}

function ui(page: Page, lang: Lang) {
  const m = MESSAGES[lang];
  const copy = contactCopyOf(lang);
  // Scoped to the section: the header, hero, footer and cookie banner have links and buttons too.
  const section = page.locator('#contact-form');
  return {
    m,
    copy,
    section,
    current: section.locator('[aria-current="step"]'),
    radio: (label: string) => section.getByRole('radio', { name: new RegExp(label) }),
    heading: (name: string) => section.getByRole('heading', { name, exact: true }),
    next: section.getByRole('button', { name: copy.actions.next, exact: true }),
    back: section.getByRole('button', { name: copy.actions.back, exact: true }),
    submit: section.getByRole('button', { name: copy.actions.submit, exact: true }),
    email: section.getByRole('textbox', { name: copy.contactStep.email, exact: true }),
    phone: section.getByRole('textbox', { name: new RegExp(`^${copy.contactStep.phone}`) }),
    referredBy: section.getByRole('textbox', { name: copy.contactStep.referredBy }),
    message: section.getByRole('textbox', { name: copy.contactStep.message }),
    toast: (title: string) => page.getByTestId('toast').filter({ hasText: title }),
    sent: section.getByTestId('contact-sent'),
    again: section.getByRole('button', { name: copy.sent.again, exact: true }),
  };
}

type Ui = ReturnType<typeof ui>;

/** Every box of `items` lies clear of `other`'s box (the toasts and the cookie notice: issue 24). */
async function expectClearOf(items: Locator, other: Locator) {
  const bar = (await other.boundingBox())!;
  for (const item of await items.all()) {
    const box = (await item.boundingBox())!;
    const overlaps =
      box.x < bar.x + bar.width && bar.x < box.x + box.width && box.y < bar.y + bar.height && bar.y < box.y + box.height;
    expect(overlaps, `toast at ${JSON.stringify(box)}, notice at ${JSON.stringify(bar)}`).toBe(false);
  }
}

async function toDetailsAsRecommended(u: Ui, service: keyof Ui['copy']['serviceStep']['services'] = 'sell') {
  await u.radio(u.copy.clientStep.recommended.label).check();
  await u.next.click();
  await u.radio(u.copy.serviceStep.services[service].label).check();
  await u.next.click();
  await expect(u.current).toContainText(u.copy.steps.names.contact);
}

async function toDetailsAsWaitingList(u: Ui) {
  await u.radio(u.copy.clientStep.waitingList.label).check();
  await u.next.click();
  await expect(u.current).toContainText(u.copy.steps.names.contact);
}

/** After success: in place of the form, what was sent and what happens next; then the visitor may start again. */
/** `next`: what the confirmation says happens next (a waiting-list request is not promised a reply in 24 hours). */
async function expectSentThenStartAgain(u: Ui, sent: string[], next = u.copy.sent.next) {
  await expect(u.heading(u.copy.sent.title)).toBeFocused();
  for (const text of [...sent, next]) await expect(u.sent).toContainText(text);
  await expect(u.email).toHaveCount(0);
  await u.again.click();
  await expectBackAtStepOne(u);
}

/** The brass of the site's focus lines (`--color-brass-500`, #c19a56). */
const BRASS = 'rgb(193, 154, 86)';

/**
 * The sent request's heading, focused for the visitor (issue 41, point 9: it showed a heavy grey box): after a
 * send by keyboard, a thin brass line hugging its words, no ring or halo; after a click, no line at all.
 */
async function expectSentHeadingFocus(u: Ui, sentWith: 'keyboard' | 'pointer') {
  const heading = u.heading(u.copy.sent.title);
  await expect(heading).toBeFocused();
  if (sentWith === 'pointer') {
    await expect(heading).toHaveCSS('outline-style', 'none');
    return;
  }
  await expect(heading).toHaveCSS('outline-style', 'solid');
  await expect(heading).toHaveCSS('outline-width', '1px');
  await expect(heading).toHaveCSS('outline-color', BRASS);
  await expect(heading).toHaveCSS('box-shadow', 'none');
  // As wide as its words, not the card's width like a field.
  const [words, card] = await Promise.all([heading.boundingBox(), u.sent.boundingBox()]);
  expect(words!.width).toBeLessThan(card!.width * 0.75);
}

async function expectBackAtStepOne(u: Ui) {
  await expect(u.current).toContainText(u.copy.steps.names.client);
  await expect(u.radio(u.copy.clientStep.recommended.label)).not.toBeChecked();
  await expect(u.radio(u.copy.clientStep.waitingList.label)).not.toBeChecked();
}

for (const lang of LANGS) {
  test.describe(`contact form (${lang})`, () => {
    test.use({ locale: lang === 'es' ? 'es-ES' : 'en-GB' });

    test('recommended: steps 1 → 2 → 3 without axe violations, success toast and what was sent in place', async ({ page }) => {
      test.slow(); // a whole journey with four accessibility audits
      await openForm(page, lang);
      const u = ui(page, lang);
      // Nothing pre-ticked; direct links from the site config (no phone while the line is pending).
      await expect(u.radio(u.copy.clientStep.recommended.label)).not.toBeChecked();
      await expect(page.locator(`#contact-form a[href="mailto:${SITE.email}"]`)).toBeVisible();
      await expect(page.locator('#contact-form a[href^="tel:"]')).toHaveCount(publishedPhone() ? 1 : 0);
      await expect(u.current).toContainText(u.copy.steps.names.client);
      await expectNoAxeViolations(page);

      await u.next.click();
      await expect(u.section.getByText(u.copy.chooseToContinue)).toBeVisible();
      await u.radio(u.copy.clientStep.recommended.label).check();
      await u.next.click();
      await expect(u.current).toContainText(u.copy.steps.names.service);
      await expect(u.heading(u.copy.serviceStep.title)).toBeFocused();
      await expectNoAxeViolations(page);

      await u.radio(u.copy.serviceStep.services.valuation.label).check();
      await u.next.click();
      await expect(u.heading(u.copy.contactStep.title)).toBeFocused();
      await expect(u.submit).toBeDisabled();
      // Off, it says what is missing (issue 24).
      await expect(u.submit).toHaveAccessibleDescription(u.copy.submitNeeds.both);
      await expect(u.section.getByRole('link', { name: u.copy.privacy.policyLink })).toHaveAttribute(
        'href',
        ROUTES.privacyPolicy[lang],
      );
      await expect(u.section.getByText(SITE.legalName)).toBeVisible();
      await expectNoAxeViolations(page);

      const email = uniqueEmail(`rec-${lang}`);
      await u.email.fill(email);
      await u.phone.fill('+34 600 123 456');
      await u.referredBy.fill('Ana García');
      await u.message.fill(
        lang === 'es' ? 'Quisiera una valoración de mi piso en Chamberí.' : 'I would like a valuation of my flat in Chamberí.',
      );
      await expect(u.submit).toBeEnabled();
      await expect(u.submit).not.toHaveAttribute('aria-describedby');
      await u.submit.click();

      const success = u.toast(u.m.contactErrors.sent.title);
      await expect(success).toBeVisible();
      await expect(success).toContainText(u.m.contactErrors.sent.description);
      await expectNoAxeViolations(page);
      await expectSentHeadingFocus(u, 'pointer');
      await expectSentThenStartAgain(u, [
        u.copy.clientStep.recommended.label,
        u.copy.serviceStep.services.valuation.label,
        email,
        '+34 600 123 456',
        'Ana García',
      ]);
    });

    test('waiting list: step 1 → 3, Back returns to step 1, and the request is accepted', async ({ page }) => {
      await openForm(page, lang);
      const u = ui(page, lang);
      await toDetailsAsWaitingList(u);
      await expect(page.locator('#contact-form li')).toHaveCount(2);
      await expect(u.referredBy).toHaveCount(0);
      await u.back.click();
      await expect(u.current).toContainText(u.copy.steps.names.client);
      await expect(u.radio(u.copy.clientStep.waitingList.label)).toBeChecked();
      await u.next.click();
      await expectNoAxeViolations(page);

      const email = uniqueEmail(`wait-${lang}`);
      const message = lang === 'es' ? 'Deseo entrar en su lista de espera.' : 'I would like to join your waiting list.';
      await u.email.fill(email);
      await u.message.fill(message);
      await u.submit.press('Enter');
      await expect(u.toast(u.m.contactErrors.sent.title)).toContainText(u.m.contactErrors.sent.descriptionWaitingList);
      await expectSentHeadingFocus(u, 'keyboard');
      await expectSentThenStartAgain(u, [u.copy.clientStep.waitingList.label, email, message], u.copy.sent.nextWaitingList);
    });

    test('shows every validation message in the page language, next to the fields and in a toast', async ({ page }) => {
      test.slow(); // every field's messages, each with its toast
      await openForm(page, lang);
      const u = ui(page, lang);
      const errors = u.m.contactErrors;
      await toDetailsAsRecommended(u);

      await u.email.fill('ana@');
      await u.phone.fill(lang === 'es' ? 'llámeme' : 'call me');
      await u.referredBy.fill('A');
      await u.message.fill('corto');
      await u.submit.click();
      await expect(u.email).toHaveAttribute('aria-invalid', 'true');
      await expect(u.email).toHaveAccessibleDescription(errors.emailInvalid);
      await expect(u.phone).toHaveAccessibleDescription(errors.phoneInvalid);
      await expect(u.referredBy).toHaveAccessibleDescription(new RegExp(errors.referenceRequired));
      await expect(u.message).toHaveAccessibleDescription(new RegExp(errors.messageLength));
      await expect(u.toast(errors.emailInvalid)).toContainText(errors.emailInvalidDescription);
      await expect(u.email).toBeFocused();
      await expectNoAxeViolations(page);

      // Markup is stripped before checking, so a message of markup only is missing.
      await u.email.fill(uniqueEmail(`val-${lang}`));
      await u.phone.fill('');
      await u.referredBy.fill('Ana García');
      await u.message.fill('<img src=x onerror=alert(1)>');
      await u.submit.click();
      await expect(u.message).toHaveAccessibleDescription(new RegExp(errors.required));
      await expect(u.toast(errors.required)).toContainText(errors.requiredDescription);

      // Over 5000 characters in all: refused before sending.
      await u.message.fill('x'.repeat(5000));
      await u.submit.click();
      await expect(u.toast(errors.payloadTooLong)).toBeVisible();
      await expect(u.message).toHaveValue('x'.repeat(5000));
    });

    // Issue 24: "Email inválido" used to stay beside "Mensaje enviado" after a correct send. The cookie notice is
    // left unanswered, so the toasts are seen beside it too.
    for (const viewport of [
      { width: 375, height: 812 },
      { width: 1440, height: 900 },
    ]) {
      test.describe(`after an error, a success at ${viewport.width} px`, () => {
        test.use({ viewport });
        for (const path of ['recommended', 'waiting list'] as const) {
          test(`${path}: leaves no error toast, and no toast overlaps the cookie notice`, async ({ page }) => {
            await openForm(page, lang);
            const u = ui(page, lang);
            const notice = page.getByTestId('cookie-banner');
            await page.evaluate(() => window.scrollBy(0, 40)); // a scroll of the visitor's own: the notice rises
            await expect(notice).toBeVisible();
            if (path === 'recommended') {
              await toDetailsAsRecommended(u);
              await u.referredBy.fill('Ana García');
            } else await toDetailsAsWaitingList(u);
            await u.email.fill('ana@');
            await u.message.fill(lang === 'es' ? 'Quisiera hablar con un asesor.' : 'I would like to speak to an adviser.');
            await u.submit.click();
            const errorToasts = page.locator('[data-testid="toast"][data-variant="error"]');
            await expect(u.toast(u.m.contactErrors.emailInvalid)).toBeVisible();
            await expectClearOf(page.getByTestId('toast'), notice);

            await u.email.fill(uniqueEmail(`clear-${lang}`));
            await expect(errorToasts).toHaveCount(1); // still there when the corrected form is sent
            await u.submit.click();
            await expect(u.toast(u.m.contactErrors.sent.title)).toBeVisible();
            // At once, with the success: not by waiting (the error toast would leave on its own after 6 s).
            expect(await errorToasts.count()).toBe(0);
            await expectClearOf(page.getByTestId('toast'), notice);
          });
        }
      });
    }

    test.describe('rate limit', () => {
      test.use({ allowedConsoleErrors: [/status of 429/] });
      test('the 4th request within 5 minutes for one e-mail gets the rate-limit toast and keeps the data', async ({ page }) => {
        test.slow(); // four whole journeys through the form
        await openForm(page, lang);
        const u = ui(page, lang);
        const email = uniqueEmail(`rate-${lang}`);
        const message = lang === 'es' ? 'Quisiera más información, por favor.' : 'I would like more information, please.';
        for (let attempt = 1; attempt <= 4; attempt++) {
          await toDetailsAsWaitingList(u);
          // Compared case-insensitively and trimmed.
          await u.email.fill(attempt === 2 ? ` ${email.toUpperCase()} ` : email);
          await u.message.fill(message);
          await u.submit.click();
          if (attempt < 4) {
            await u.again.click();
            await expect(u.current).toContainText(u.copy.steps.names.client);
            await page.getByTestId('toast').getByRole('button').first().click();
          }
        }
        await expect(u.toast(u.m.contactErrors.rateLimited)).toBeVisible();
        // The keyboard focus is on the error, beside the send button, not fallen to the page's body.
        await expect(page.getByTestId('send-failure')).toBeFocused();
        await expect(page.getByTestId('send-failure')).toContainText(u.m.contactErrors.rateLimited);
        await expect(u.current).toContainText(u.copy.steps.names.contact);
        await expect(u.email).toHaveValue(email);
        await expect(u.message).toHaveValue(message);
        await expect(u.submit).toBeEnabled();
      });
    });

    test.describe('server failure', () => {
      test.use({ allowedConsoleErrors: [/status of 500/] });
      test("shows 'Error al enviar' with its description and keeps the data", async ({ page }) => {
        await page.route('**/api/process-contact', (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{"code":"internal","message":"x"}}' }),
        );
        await openForm(page, lang);
        const u = ui(page, lang);
        await toDetailsAsRecommended(u, 'investment');
        const email = uniqueEmail(`fail-${lang}`);
        await u.email.fill(email);
        await u.referredBy.fill('Luis Pérez');
        await u.message.fill('Busco asesoramiento para invertir en Madrid.');
        await u.submit.click();
        const toast = u.toast(u.m.contactErrors.sendFailed.title);
        await expect(toast).toContainText(u.m.contactErrors.sendFailed.description);
        const failure = page.getByTestId('send-failure');
        await expect(failure).toBeFocused();
        await expect(failure).toHaveText(`${u.m.contactErrors.sendFailed.title} ${u.m.contactErrors.sendFailed.description}`);
        await expect(u.email).toHaveValue(email);
        await expect(u.referredBy).toHaveValue('Luis Pérez');
        await u.back.click();
        await expect(u.radio(u.copy.serviceStep.services.investment.label)).toBeChecked();
      });
    });
  });
}

test('the honeypot is hidden from people and from the accessibility tree', async ({ page }) => {
  await openForm(page, 'es');
  const honeypot = page.locator('#contact-form input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(honeypot).not.toBeInViewport();
  await expect(page.getByRole('textbox', { name: CONTACT_STEPS_MESSAGES.es.honeypot })).toHaveCount(0);
});

test('can be completed with the keyboard only', async ({ page }) => {
  // Answered: appearing as the page scrolls, the notice would be the next Tab stop (its own spec tests that).
  await answerCookieNotice(page);
  await openForm(page, 'es');
  const u = ui(page, 'es');
  // Start from the last link before the form, as a keyboard user arriving there would.
  await page.locator('#contact-form dl a').last().focus();
  await page.keyboard.press('Tab');
  await expect(u.radio(u.copy.clientStep.recommended.label)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(u.radio(u.copy.clientStep.recommended.label)).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(u.next).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(u.heading(u.copy.serviceStep.title)).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('ArrowRight'); // sell → buy
  await expect(u.radio(u.copy.serviceStep.services.buy.label)).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(u.back).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(u.next).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(u.heading(u.copy.contactStep.title)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(u.email).toBeFocused();
  await page.keyboard.type(uniqueEmail('keyboard'));
  await page.keyboard.press('Tab');
  await expect(u.phone).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(u.referredBy).toBeFocused();
  await page.keyboard.type('Carmen Ruiz');
  await page.keyboard.press('Tab');
  await expect(u.message).toBeFocused();
  await page.keyboard.type('Busco un ático en el barrio de Salamanca.');
  await page.keyboard.press('Tab');
  await expect(u.back).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(u.submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(u.toast(u.m.contactErrors.sent.title)).toBeVisible();
  await expectSentHeadingFocus(u, 'keyboard');
  await page.keyboard.press('Tab');
  await expect(u.again).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(u.heading(u.copy.clientStep.title)).toBeFocused();
});
