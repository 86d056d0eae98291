import type { AccountsMessages } from './accounts-types.ts';
import { accounts as en } from './en/accounts.ts';
import { accounts as es } from './es/accounts.ts';
import { formattersFor } from './format.ts';
import type { Lang } from './languages.ts';

export type { AccountsMessages } from './accounts-types.ts';

/**
 * The accounts' messages in both languages (API errors, confirmations, e-mails). Not part of
 * `Messages`: only the server and the account pages import it, so it stays out of the landing's
 * first load, like the calculators' copy.
 */
export const ACCOUNTS_MESSAGES: Record<Lang, AccountsMessages> = { es, en };

/**
 * An accounts API code in words; a code the catalogue does not hold reads as the generic error. With the
 * wait the server gave (a 429's Retry-After, in seconds), a refusal that has a wording for it says how long.
 */
export function accountErrorText(lang: Lang, code: string, retryAfterS?: number | null): string {
  const m = ACCOUNTS_MESSAGES[lang];
  if (retryAfterS && Object.hasOwn(m.errorsWithWait, code))
    return m.errorsWithWait[code as keyof AccountsMessages['errorsWithWait']](formattersFor(lang).within(retryAfterS));
  return Object.hasOwn(m.errors, code) ? m.errors[code as keyof AccountsMessages['errors']] : m.errors.internal;
}
