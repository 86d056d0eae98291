import { Section, SectionHeading } from '../../components/layout/section.tsx';
import { usePublishedContent } from '../../content/published-content.tsx';
import { ZONES_INTRO } from '../../content/zones.ts';
import { useI18n } from '../../i18n/index.tsx';
import { ZoneCard } from './zone-card.tsx';

/** The four specialisation zones, each with its image and motto. Loaded as a lazy island. */
export default function PhilosophySection() {
  const { t, lang } = useI18n();
  const { zones } = usePublishedContent();
  return (
    <Section id="philosophy" tone="ink">
      <SectionHeading
        id="philosophy"
        tone="ink"
        eyebrow={t.landing.philosophy.eyebrow}
        title={t.home.sections.philosophy}
        intro={<p>{ZONES_INTRO[lang]}</p>}
      />
      <div className="mt-16 grid gap-x-8 gap-y-14 sm:grid-cols-2 xl:grid-cols-4">
        {zones.map((zone) => (
          <ZoneCard key={zone.id} zone={zone} />
        ))}
      </div>
    </Section>
  );
}
