import { accountErrorText } from '../../i18n/accounts.ts';
import { caseWords } from '../../i18n/case-pages.ts';
import { useI18n } from '../../i18n/index.tsx';

/** The case file's words for the client in the page's language, and the private area's API codes in words. */
export function useCaseCopy() {
  const { lang } = useI18n();
  const words = caseWords(lang, 'client');
  return { lang, ...words, errorText: (code: string) => accountErrorText(lang, code) };
}
