import { CalculatorList } from '../../features/calculators/calculator-list.tsx';
import { CALCULATOR_PAGES_MESSAGES } from '../../i18n/calculator-pages.ts';
import { useI18n } from '../../i18n/index.tsx';

/** The calculators' index: the five, with one line each, each a link to its own page. */
export default function CalculatorsPage() {
  const { lang } = useI18n();
  const copy = CALCULATOR_PAGES_MESSAGES[lang];
  return (
    <div className="mx-auto max-w-7xl px-6 pt-14 pb-24 sm:px-10 sm:pt-20 sm:pb-32">
      <header className="max-w-3xl">
        <p className="eyebrow text-brass-700">{copy.index.eyebrow}</p>
        <h1 className="mt-4 font-display text-display-lg font-medium text-ink">{copy.index.title}</h1>
        <p className="mt-6 text-lg text-ink-muted sm:text-xl">{copy.index.intro}</p>
      </header>
      <div className="mt-14">
        <CalculatorList label={copy.index.listLabel} entries={copy.pages} open={copy.index.open} />
      </div>
    </div>
  );
}
