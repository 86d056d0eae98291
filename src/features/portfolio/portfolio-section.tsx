import { Section, SectionHeading } from '../../components/layout/section.tsx';
import { SectionLink } from '../../components/ui/section-link.tsx';
import { PORTFOLIO_CASES, PORTFOLIO_INTRO } from '../../content/portfolio-cases.ts';
import { useI18n } from '../../i18n/index.tsx';
import { CaseCard } from './case-card.tsx';

/** The 13 success cases and the free-valuation call to action. Loaded as a lazy island. */
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
      <div className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {PORTFOLIO_CASES.map((item) => (
          <CaseCard key={item.id} item={item} />
        ))}
        <div className="flex flex-col items-start justify-center gap-6 border border-ink bg-ink p-8 text-ivory sm:p-10 lg:col-span-2">
          <p className="max-w-md font-display text-3xl leading-snug">{t.landing.portfolio.ctaLead}</p>
          <SectionLink to="contact-form">{t.landing.portfolio.cta}</SectionLink>
        </div>
      </div>
    </Section>
  );
}
