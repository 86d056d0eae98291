import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { en } from './en/index.ts';
import { es } from './es/index.ts';
import { formattersFor, type Formatters } from './format.ts';
import type { Lang } from './languages.ts';
import type { MessageKey, Messages } from './messages.ts';
import { translate } from './translate.ts';

export type { Lang } from './languages.ts';
export type { MessageKey, Messages } from './messages.ts';
export { contactErrorKey, translate } from './translate.ts';

/** Both languages are bundled: nothing is fetched at run time. */
export const MESSAGES: Record<Lang, Messages> = { es, en };

/** The page's language, its copy (`t`), its formatters, and `tk` for keys that travel as data. */
export type I18n = { lang: Lang; t: Messages; format: Formatters; tk: (key: MessageKey) => string };

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ lang, children }: { lang: Lang; children: ReactNode }) {
  const value = useMemo<I18n>(() => {
    const t = MESSAGES[lang];
    return { lang, t, format: formattersFor(lang), tk: (key) => translate(t, key) };
  }, [lang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}
