import { Section, SectionHeading } from '../../components/layout/section.tsx';
import { LazyIsland } from '../../components/lazy-island.tsx';
import { useI18n } from '../../i18n/index.tsx';

/** Module-level, so LazyIsland loads the calculators' code once. */
const loadCalculators = () => import('./calculators-island.tsx');

/**
 * #calculators: the heading is part of the page; the tabs, forms and maths are an island whose code
 * loads only when the section approaches the viewport or is touched (the prerendered HTML stays).
 */
export function CalculatorsSection() {
  const { t } = useI18n();
  return (
    <Section id="calculators" tone="stone">
      <SectionHeading
        id="calculators"
        eyebrow={t.calculatorsSection.eyebrow}
        title={t.home.sections.calculators}
        intro={t.calculatorsSection.intro}
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
