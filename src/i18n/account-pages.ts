import type { AccountPagesMessages } from './account-pages-types.ts';
import { accountPages as en } from './en/account-pages.ts';
import { accountPages as es } from './es/account-pages.ts';
import type { Lang } from './languages.ts';

export type { AccountPagesMessages } from './account-pages-types.ts';

/**
 * The account pages' and private area's copy in both languages. Not part of `Messages`: only those
 * pages import it, so it stays out of every other page's first load.
 */
export const ACCOUNT_PAGES_MESSAGES: Record<Lang, AccountPagesMessages> = { es, en };
