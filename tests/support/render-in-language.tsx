import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MESSAGES } from '../../src/i18n/all-messages.ts';
import { I18nProvider } from '../../src/i18n/index.tsx';
import type { Lang } from '../../src/i18n/languages.ts';

/** Renders `ui` as a page in `lang` renders it: with that language's messages, and nothing else around it. */
export const renderInLanguage = (lang: Lang, ui: ReactNode) =>
  render(
    <I18nProvider lang={lang} messages={MESSAGES[lang]}>
      {ui}
    </I18nProvider>,
  );
