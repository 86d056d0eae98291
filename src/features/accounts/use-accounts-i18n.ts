import { ACCOUNT_PAGES_MESSAGES } from '../../i18n/account-pages.ts';
import { ACCOUNTS_MESSAGES, accountErrorText } from '../../i18n/accounts.ts';
import { useI18n } from '../../i18n/index.tsx';

/**
 * The page's language and formatters, the account pages' copy (`a`) and the accounts' messages
 * (`m`: the API's error codes and confirmations), which load with these pages only. `errorText` turns
 * an accounts code into words; a code the catalogue does not hold reads as the generic error.
 */
export function useAccountsI18n() {
  const { lang, format, t } = useI18n();
  const m = ACCOUNTS_MESSAGES[lang];
  const a = ACCOUNT_PAGES_MESSAGES[lang];
  return {
    lang,
    format,
    t,
    a,
    m,
    /** With the seconds a 429 asked to wait, its text says how long (issue 22). */
    errorText: (code: string, retryAfterS?: number | null) => accountErrorText(lang, code, retryAfterS),
    /** A password field's button that shows what was typed. */
    reveal: { show: a.common.showPassword, hide: a.common.hidePassword },
  };
}
