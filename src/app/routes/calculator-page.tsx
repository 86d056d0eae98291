import { pathFor } from '../../config/routes.ts';
import { CALCULATOR_ROUTES, type CalculatorId } from '../../config/calculators.ts';
import { usePublishedContent } from '../../content/published-content.tsx';
import { CalculatorList } from '../../features/calculators/calculator-list.tsx';
import { CalculatorMethodSection, CalculatorSection } from '../../features/calculators/calculator-section.tsx';
import { ContactSection } from '../../features/contact-form/contact-section.tsx';
import { CALCULATOR_PAGES_MESSAGES } from '../../i18n/calculator-pages.ts';
import { useI18n } from '../../i18n/index.tsx';
import { Link } from '../../lib/router.tsx';
import { calculatorEntries } from '../../features/calculators/calculator-entries.ts';

/**
 * A calculator's own page (issue 14): where it sits among the calculators, its heading and lead, the
 * calculator itself, how it calculates and what it leaves out, the other calculators, and the contact
 * section its result cards lead to (composed here: features do not import each other).
 */
export function CalculatorPage({ id }: { id: CalculatorId }) {
  const { lang } = useI18n();
  const copy = CALCULATOR_PAGES_MESSAGES[lang];
  // Its heading, the index's title and the other calculators' lines are the firm's published content (ADR 0059).
  const headings = usePublishedContent().copy.headings;
  const page = headings[CALCULATOR_ROUTES[id]];
  return (
    <>
      <header className="mx-auto max-w-7xl px-6 pt-14 pb-12 sm:px-10 sm:pt-20 sm:pb-16">
        <nav aria-label={copy.breadcrumbLabel}>
          <Link
            to={pathFor('calculators', lang)}
            className="inline-flex min-h-11 items-center text-xs font-semibold tracking-[0.28em] text-brass-700 uppercase underline-offset-4 hover:underline"
          >
            {headings.calculatorsIndex.title[lang]}
          </Link>
        </nav>
        <h1 className="mt-4 max-w-4xl font-display text-display-lg font-medium text-ink">{page.title[lang]}</h1>
        {page.lead[lang] ? <p className="mt-6 max-w-3xl text-lg text-ink-muted sm:text-xl">{page.lead[lang]}</p> : null}
      </header>
      <CalculatorSection id={id} heading={copy.calculatorHeading} loading={copy.loading} />
      <CalculatorMethodSection id={id} />
      <nav aria-labelledby="other-calculators" className="content-deferred mx-auto max-w-7xl px-6 pb-20 sm:px-10 sm:pb-28">
        <h2 id="other-calculators" className="eyebrow border-t border-ink/15 pt-10 text-brass-700">
          {copy.othersTitle}
        </h2>
        <div className="mt-6">
          <CalculatorList label={copy.othersTitle} entries={calculatorEntries(headings, lang)} except={id} />
        </div>
      </nav>
      <ContactSection />
    </>
  );
}
