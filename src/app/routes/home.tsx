import { CalculatorsSection } from '../../features/calculators/calculators-section.tsx';
import { Hero } from '../../features/hero/hero.tsx';
import { useI18n } from '../../i18n/index.tsx';
import type { Messages } from '../../i18n/messages.ts';

/** The landing sections in the spec's anchor order (how-it-works sits between about and services). */
const SECTIONS: Array<{ id: string; heading: keyof Messages['home']['sections'] }> = [
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

export default function HomePage() {
  const { t } = useI18n();
  return (
    <>
      {SECTIONS.map(({ id, heading }) =>
        id === 'hero' ? (
          <Hero key={id} />
        ) : id === 'calculators' ? (
          <CalculatorsSection key={id} />
        ) : (
          <section key={id} id={id} aria-labelledby={`${id}-heading`} className="mx-auto max-w-7xl px-6 py-16">
            <h2 id={`${id}-heading`} className="font-display text-3xl text-ink">
              {t.home.sections[heading]}
            </h2>
          </section>
        ),
      )}
    </>
  );
}
