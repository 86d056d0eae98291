import { Section, SectionHeading } from '../../components/layout/section.tsx';
import { SectionLink } from '../../components/ui/section-link.tsx';
import { PORTFOLIO_CASES, PORTFOLIO_INTRO } from '../../content/portfolio-cases.ts';
import { useI18n } from '../../i18n/index.tsx';
import { cn } from '../../lib/cn.ts';
import { CaseCard } from './case-card.tsx';

/** The free-valuation invitation: a slide-sized card in the grid, a plain block under the carousel on phones. */
function ValuationInvite({ className }: { className: string }) {
  const { t } = useI18n();
  return (
    <div className={cn('flex-col items-start justify-center gap-6 border border-ink bg-ink p-8 text-ivory sm:p-10', className)}>
      <p className="max-w-md font-display text-3xl leading-snug">{t.landing.portfolio.ctaLead}</p>
      <SectionLink to="contact-form">{t.landing.portfolio.cta}</SectionLink>
    </div>
  );
}

/**
 * The 13 success cases and the free-valuation call to action. On phones the cases form a
 * horizontal, snapping carousel (one card and the edge of the next), from 640 px a grid.
 * Loaded as a lazy island.
 */
export default function PortfolioSection() {
  const { t, lang } = useI18n();
  return (
    <Section id="portfolio" tone="ivory">
      <SectionHeading
        id="portfolio"
        eyebrow={t.landing.portfolio.eyebrow}
        title={t.home.sections.portfolio}
        intro={<p>{PORTFOLIO_INTRO[lang]}</p>}
      />
      <div
        role="region"
        aria-label={t.landing.portfolio.casesLabel}
        // A scrollable region must be reachable by keyboard (WCAG 2.1.1), hence the tab stop.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="-mx-6 mt-14 flex snap-x snap-mandatory scroll-px-6 gap-4 overflow-x-auto px-6 pb-4 sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-6 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-3"
      >
        {PORTFOLIO_CASES.map((item) => (
          <CaseCard key={item.id} item={item} />
        ))}
        <ValuationInvite className="hidden sm:flex lg:col-span-2" />
      </div>
      <ValuationInvite className="mt-8 flex sm:hidden" />
    </Section>
  );
}
