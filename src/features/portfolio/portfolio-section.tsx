import { useEffect, useId, useRef, useState } from 'react';
import { Section, SectionHeading } from '../../components/layout/section.tsx';
import { ValuationRequestLink } from '../../components/ui/valuation-request-link.tsx';
import { usePublishedContent } from '../../content/published-content.tsx';
// From its own module, not the content domain's entry: the schema's code stays off the public pages.
import { fillCount } from '../../domain/content/count-text.ts';
import { useI18n } from '../../i18n/index.tsx';
import { cn } from '../../lib/cn.ts';
import { CaseCard } from './case-card.tsx';
import { StripControls } from './strip-controls.tsx';
import { useStripPosition } from './use-strip-position.ts';

/** The free-valuation invitation: a slide-sized tile in the grid, a plain block under the strip on phones. */
function ValuationInvite({ className }: { className: string }) {
  const { t } = useI18n();
  return (
    <div className={cn('flex-col items-start justify-center gap-6 border border-ink bg-ink p-8 text-ivory sm:p-10', className)}>
      <p className="max-w-md font-display text-3xl leading-snug">{t.landing.portfolio.ctaLead}</p>
      <ValuationRequestLink>{t.landing.portfolio.cta}</ValuationRequestLink>
    </div>
  );
}

const caseCards = (strip: HTMLElement) => [...strip.querySelectorAll<HTMLElement>('[data-testid="portfolio-case"]')];

/**
 * The 13 success cases and the free-valuation call to action. The prerendered HTML is a list: from
 * 640 px a grid, on phones a strip that scrolls sideways and snaps (one card and the edge of the
 * next), which is all there is without JavaScript. Once hydrated, the strip says where the visitor
 * is ('3 / 13') and gets previous and next buttons. Loaded as a lazy island.
 */
export default function PortfolioSection() {
  const { t, lang } = useI18n();
  const published = usePublishedContent();
  const cases = published.cases.filter((item) => item.visible);
  const heading = published.copy.headings.portfolio;
  const intro = fillCount(heading.intro[lang], cases.length, lang, heading.introOne[lang]);
  const stripId = useId();
  const strip = useRef<HTMLDivElement>(null);
  const { index, go } = useStripPosition(strip, caseCards);
  // The controls need JavaScript, so they appear only once it runs (the server HTML has none).
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return (
    <Section id="portfolio" tone="ivory">
      <SectionHeading
        id="portfolio"
        eyebrow={heading.eyebrow[lang]}
        title={heading.title[lang]}
        intro={intro ? <p>{intro}</p> : undefined}
      />
      <div
        id={stripId}
        ref={strip}
        role="region"
        aria-label={t.landing.portfolio.casesLabel(cases.length)}
        data-enhanced={enhanced || undefined}
        // A scrollable region must be reachable by keyboard (WCAG 2.1.1), hence the tab stop.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="-mx-6 mt-14 snap-x snap-mandatory scroll-px-6 overflow-x-auto px-6 pb-4 sm:mx-0 sm:overflow-visible sm:px-0 sm:pb-0"
      >
        <ul className="flex gap-4 sm:grid sm:grid-cols-2 sm:gap-6 lg:grid-cols-3">
          {cases.map((item) => (
            <li key={item.id} className="flex w-[85%] shrink-0 snap-start sm:w-auto">
              <CaseCard item={item} />
            </li>
          ))}
          <li className="hidden sm:flex lg:col-span-2">
            <ValuationInvite className="flex w-full" />
          </li>
        </ul>
      </div>
      <StripControls stripId={stripId} index={index} total={cases.length} enhanced={enhanced} onGo={go} className="sm:hidden" />
      <ValuationInvite className="mt-8 flex sm:hidden" />
    </Section>
  );
}
