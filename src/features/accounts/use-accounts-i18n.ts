import type { AccountErrorCode } from '../../domain/accounts/error-codes.ts';
import { ACCOUNT_PAGES_MESSAGES } from '../../i18n/account-pages.ts';
import { ACCOUNTS_MESSAGES } from '../../i18n/accounts.ts';
import { useI18n } from '../../i18n/index.tsx';

/**
 * The page's language and formatters, the account pages' copy (`a`) and the accounts' messages
 * (`m`: the API's error codes and confirmations), which load with these pages only.
 */
export function useAccountsI18n() {
  const { lang, format, t } = useI18n();
  const m = ACCOUNTS_MESSAGES[lang];
  return { lang, format, t, a: ACCOUNT_PAGES_MESSAGES[lang], m, errorText: (code: AccountErrorCode) => m.errors[code] };
}
