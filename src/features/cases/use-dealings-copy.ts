import { formatInstant } from '../../domain/cases/index.ts';
import { DEALINGS_MESSAGES } from '../../i18n/dealings.ts';
import { useI18n } from '../../i18n/index.tsx';

/** The reader's own time zone (the browser's): a time is shown in it, named when it is not Madrid's. */
const readerZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'Europe/Madrid';

/** The words of viewings, offers, messages and the calendar in the page's language, and a time as the reader reads it. */
export function useDealingsCopy() {
  const { lang } = useI18n();
  const d = DEALINGS_MESSAGES[lang];
  return { d, when: (iso: string) => formatInstant(new Date(iso), lang, readerZone()) };
}
