import type { AccountsMessages } from './accounts-types.ts';
import { accounts as en } from './en/accounts.ts';
import { accounts as es } from './es/accounts.ts';
import type { Lang } from './languages.ts';

export type { AccountsMessages } from './accounts-types.ts';

/**
 * The accounts' messages in both languages (API errors, confirmations, e-mails). Not part of
 * `Messages`: only the server and the account pages import it, so it stays out of the landing's
 * first load, like the calculators' copy.
 */
export const ACCOUNTS_MESSAGES: Record<Lang, AccountsMessages> = { es, en };
