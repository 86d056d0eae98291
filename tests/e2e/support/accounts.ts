import type { Locator, Page } from '@playwright/test';
import { CALCULATORS_MESSAGES } from '../../../src/i18n/calculators.ts';
import { ACCOUNT_PAGES_MESSAGES } from '../../../src/i18n/account-pages.ts';
import { ACCOUNTS_MESSAGES } from '../../../src/i18n/accounts.ts';
import type { Lang } from '../../../src/i18n/languages.ts';
import { ACCOUNTS_ORIGIN } from '../../../playwright.config.ts';
import { expect, waitForHydration } from '../fixtures.ts';
import { linkIn, waitForMail } from './mailbox.ts';

export { ACCOUNTS_ORIGIN };

/** A password that passes the policy (12+ characters, not a common one). */
export const PASSWORD = 'cipreses junto al Retiro 1987';
export const NEW_PASSWORD = 'tres almendros en Chamberí 2024';

export const uniqueEmail = (tag: string) => `${tag}-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** The account pages' copy and the accounts' messages, in one language. */
export const copyIn = (lang: Lang) => ({ a: ACCOUNT_PAGES_MESSAGES[lang], m: ACCOUNTS_MESSAGES[lang] });

/**
 * An account created through the API (sign-up is exercised through its page elsewhere) and confirmed
 * by opening the e-mail's link in `page`, which signs that browser in and lands in the private area.
 */
export async function verifiedAccount(
  page: Page,
  { lang, clientType = 'seller', name = 'Ana García' }: { lang: Lang; clientType?: 'buyer' | 'seller'; name?: string },
): Promise<string> {
  const email = uniqueEmail('cliente');
  const answer = await page.request.post(`${ACCOUNTS_ORIGIN}/api/auth/sign-up/email`, {
    data: { name, email, password: PASSWORD, clientType, lang },
    headers: { Origin: ACCOUNTS_ORIGIN },
  });
  expect(answer.status()).toBe(200);
  await openVerificationLink(page, email);
  return email;
}

/** Opens the link of the verification e-mail to `email`; the browser lands signed in. */
export async function openVerificationLink(page: Page, email: string): Promise<void> {
  const mail = await waitForMail(email);
  await page.goto(linkIn(mail, `${ACCOUNTS_ORIGIN}/api/auth/verify-email`));
  await waitForHydration(page);
}

/** Opens an account page and waits until its form has hydrated (typing before would race its code). */
export async function gotoForm(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  await page.locator('form[data-ready="true"]').first().waitFor();
}

/** The header's link once the page knows who is signed in (`null`: nobody). */
export async function expectHeaderAccount(page: Page, name: string | null): Promise<void> {
  const link = page.getByTestId('account-link');
  await expect(link).toHaveAttribute('data-signed-in', name ? 'true' : 'false');
  if (name) await expect(link).toContainText(name);
}

/** Fills the home's details (Mi propiedad) with a valid Chamberí flat, labels in the page's language. */
export async function fillHome(form: Locator, lang: Lang): Promise<void> {
  const c = CALCULATORS_MESSAGES[lang];
  const field = (label: string) => form.getByLabel(label, { exact: true });
  await field(c.fields.propertyType).selectOption('apartment');
  await field(c.fields.district).selectOption('chamberi');
  await field(c.fields.usableArea).fill('100');
  await field(c.fields.builtArea).fill('120');
  await field(c.fields.bedrooms).fill('3');
  await field(c.fields.bathrooms).fill('2');
  await field(c.fields.floor).selectOption('4');
  await field(c.fields.condition).selectOption('good');
  await field(c.fields.constructionYear).fill('1975');
}
