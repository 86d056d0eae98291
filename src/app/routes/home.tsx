import { LazyIsland, type IslandLoader } from '../../components/lazy-island.tsx';
import { CalculatorsSection } from '../../features/calculators/calculators-section.tsx';
import { ContactSection } from '../../features/contact-form/contact-section.tsx';
import { Hero } from '../../features/hero/hero.tsx';
import { useI18n } from '../../i18n/index.tsx';
import type { Messages } from '../../i18n/messages.ts';
import type { SectionId } from '../../lib/scroll.ts';

/**
 * The content sections are lazy islands: prerendered with the page, their code and copy load only
 * when the visitor approaches them, so they stay out of the JavaScript needed before interaction.
 */
const ISLANDS: Partial<Record<SectionId, IslandLoader<object>>> = {
  portfolio: () => import('../../features/portfolio/portfolio-section.tsx'),
  philosophy: () => import('../../features/philosophy/philosophy-section.tsx'),
  about: () => import('../../features/about/about-section.tsx'),
  'how-it-works': () => import('../../features/how-it-works/how-it-works-section.tsx'),
  services: () => import('../../features/services/services-section.tsx'),
  concierge: () => import('../../features/concierge/concierge-section.tsx'),
};

/** The landing sections in the spec's anchor order (how-it-works sits between about and services). */
const SECTIONS: Array<{ id: SectionId; heading: keyof Messages['home']['sections'] }> = [
  { id: 'hero', heading: 'hero' },
  { id: 'portfolio', heading: 'portfolio' },
  { id: 'philosophy', heading: 'philosophy' },
  { id: 'about', heading: 'about' },
  { id: 'how-it-works', heading: 'howItWorks' },
  { id: 'services', heading: 'services' },
  { id: 'calculators', heading: 'calculators' },
  { id: 'concierge', heading: 'concierge' },
  { id: 'contact-form', heading: 'contactForm' },
];

/** Shown only after client-side navigation while a section's code loads: keeps the anchor and some height. */
function IslandFallback({ id }: { id: SectionId }) {
  return <div id={id} className="min-h-screen" />;
}

export default function HomePage() {
  const { t } = useI18n();
  return (
    <>
      <Hero />
      {SECTIONS.slice(1).map(({ id, heading }) => {
        if (id === 'calculators') return <CalculatorsSection key={id} />;
        if (id === 'contact-form') return <ContactSection key={id} />;
        const loader = ISLANDS[id];
        if (loader) {
          return <LazyIsland key={id} anchorId={id} loader={loader} props={{}} fallback={<IslandFallback id={id} />} />;
        }
        return (
          <section key={id} id={id} aria-labelledby={`${id}-heading`} className="mx-auto max-w-7xl px-6 py-16">
            <h2 id={`${id}-heading`} className="font-display text-3xl text-ink">
              {t.home.sections[heading]}
            </h2>
          </section>
        );
      })}
    </>
  );
}
