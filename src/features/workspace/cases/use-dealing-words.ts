import { CENTS_PER_EURO, formatInstant } from '../../../domain/cases/index.ts';
import { DEALINGS_MESSAGES } from '../../../i18n/dealings.ts';
import { useCaseWords } from './use-case-words.ts';

/**
 * The case file's words as staff read them, with viewings', offers', messages' and the report's: times in
 * Madrid's (the firm works in Madrid; a viewing's time is the property's), amounts from cents.
 */
export function useDealingWords() {
  const words = useCaseWords();
  const d = DEALINGS_MESSAGES[words.lang];
  return {
    ...words,
    d,
    s: d.staff,
    madrid: (iso: string) => formatInstant(new Date(iso), words.lang),
    euros: (cents: number) => words.format.moneyExact(cents / CENTS_PER_EURO),
  };
}
