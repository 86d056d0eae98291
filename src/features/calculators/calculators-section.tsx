import { Section, SectionHeading } from '../../components/layout/section.tsx';
import { LazyIsland } from '../../components/lazy-island.tsx';
import { pathFor } from '../../config/routes.ts';
import { usePublishedContent } from '../../content/published-content.tsx';
import { useI18n } from '../../i18n/index.tsx';
import { Link } from '../../lib/router.tsx';

/** Module-level, so LazyIsland loads the calculators' code once. */
const loadCalculators = () => import('./calculators-island.tsx');

/**
 * #calculators: the heading is part of the page; the tabs, forms and maths are an island whose code
 * loads only when the section approaches the viewport or is touched (the prerendered HTML stays).
 */
export function CalculatorsSection() {
  const { t, lang } = useI18n();
  const heading = usePublishedContent().copy.headings.calculators;
  return (
    <Section id="calculators" tone="stone">
      <SectionHeading
        id="calculators"
        eyebrow={heading.eyebrow[lang]}
        title={heading.title[lang]}
        intro={
          <>
            {heading.intro[lang] ? <p>{heading.intro[lang]}</p> : null}
            <p className="mt-4">
              <Link
                to={pathFor('calculators', lang)}
                className="text-base font-semibold text-ink underline decoration-brass-500 underline-offset-4 hover:decoration-ink"
              >
                {t.calculatorsSection.allCalculators}
              </Link>
            </p>
          </>
        }
      />
      <div className="mt-14">
        <LazyIsland
          loader={loadCalculators}
          anchorId="calculators"
          props={{}}
          fallback={
            <p role="status" className="min-h-[60rem] text-ink-muted">
              {t.calculatorsSection.loading}
            </p>
          }
        />
      </div>
    </Section>
  );
}
