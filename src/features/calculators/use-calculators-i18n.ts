import { CALCULATORS_MESSAGES } from '../../i18n/calculators.ts';
import { useI18n } from '../../i18n/index.tsx';

/** The page's language, its formatters and the calculators' copy (`c`), which loads with the island. */
export function useCalculatorsI18n() {
  const { lang, format } = useI18n();
  return { lang, format, c: CALCULATORS_MESSAGES[lang] };
}
