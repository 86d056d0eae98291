import { Section, SectionHeading } from '../../components/layout/section.tsx';
import { usePublishedContent } from '../../content/published-content.tsx';
import { useI18n } from '../../i18n/index.tsx';
import { ZoneCard } from './zone-card.tsx';

/** The four specialisation zones, each with its image and motto. Loaded as a lazy island. */
export default function PhilosophySection() {
  const { lang } = useI18n();
  const { zones, copy } = usePublishedContent();
  const heading = copy.headings.zones;
  return (
    <Section id="philosophy" tone="ink">
      <SectionHeading
        id="philosophy"
        tone="ink"
        eyebrow={heading.eyebrow[lang]}
        title={heading.title[lang]}
        intro={heading.intro[lang] ? <p>{heading.intro[lang]}</p> : undefined}
      />
      <div className="mt-16 grid gap-x-8 gap-y-14 sm:grid-cols-2 xl:grid-cols-4">
        {zones.map((zone) => (
          <ZoneCard key={zone.id} zone={zone} />
        ))}
      </div>
    </Section>
  );
}
