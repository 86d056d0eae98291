import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formattersFor, type Formatters } from './format.ts';
import type { Lang } from './languages.ts';
import type { MessageKey, Messages } from './messages.ts';
import { translate } from './translate.ts';

export type { Lang } from './languages.ts';
export type { MessageKey, Messages } from './messages.ts';
export { contactErrorKey, translate } from './translate.ts';

/**
 * One language's copy, loaded with the page that shows it (src/app/load-page.ts): a page carries its own
 * language only, and a switch of language loads the other before the page changes, so it is never shown
 * half translated. Both languages at once (tests, tools): all-messages.ts.
 */
export function loadMessages(lang: Lang): Promise<Messages> {
  return MESSAGE_LOADERS[lang]();
}

/**
 * One function per language, never one expression choosing between the two imports: the minifier folded
 * `lang === 'es' ? import(es) : import(en)` into one preload call, whose list of files to preload was the
 * English copy's, so every Spanish page fetched the English copy too (5.5 KB before hydration, issue 24).
 */
const MESSAGE_LOADERS: Record<Lang, () => Promise<Messages>> = {
  es: () => import('./es/index.ts').then((m) => m.es),
  en: () => import('./en/index.ts').then((m) => m.en),
};

/** The page's language, its copy (`t`), its formatters, and `tk` for keys that travel as data. */
export type I18n = { lang: Lang; t: Messages; format: Formatters; tk: (key: MessageKey) => string };

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ lang, messages, children }: { lang: Lang; messages: Messages; children: ReactNode }) {
  const value = useMemo<I18n>(
    () => ({ lang, t: messages, format: formattersFor(lang), tk: (key) => translate(messages, key) }),
    [lang, messages],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
}
