import { CalculatorList } from '../../features/calculators/calculator-list.tsx';
import { usePublishedContent } from '../../content/published-content.tsx';
import { CALCULATOR_PAGES_MESSAGES } from '../../i18n/calculator-pages.ts';
import { useI18n } from '../../i18n/index.tsx';
import { calculatorEntries } from '../../features/calculators/calculator-entries.ts';

/** The calculators' index: the five, with one line each, each a link to its own page. */
export default function CalculatorsPage() {
  const { lang } = useI18n();
  const copy = CALCULATOR_PAGES_MESSAGES[lang];
  // The headings are the firm's published content (ADR 0059); the list's words around them are the interface's.
  const headings = usePublishedContent().copy.headings;
  const index = headings.calculatorsIndex;
  return (
    <div className="mx-auto max-w-7xl px-6 pt-14 pb-24 sm:px-10 sm:pt-20 sm:pb-32">
      <header className="max-w-3xl">
        {index.eyebrow[lang] ? <p className="eyebrow text-brass-700">{index.eyebrow[lang]}</p> : null}
        <h1 className="mt-4 font-display text-display-lg font-medium text-ink">{index.title[lang]}</h1>
        {index.intro[lang] ? <p className="mt-6 text-lg text-ink-muted sm:text-xl">{index.intro[lang]}</p> : null}
      </header>
      <div className="mt-14">
        <CalculatorList label={copy.index.listLabel} entries={calculatorEntries(headings, lang)} open={copy.index.open} />
      </div>
    </div>
  );
}
