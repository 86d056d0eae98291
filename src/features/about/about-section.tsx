import { usePublishedContent } from '../../content/published-content.tsx';
import { Section, SectionHeading } from '../../components/layout/section.tsx';
import { useI18n } from '../../i18n/index.tsx';
import { FirmTrust } from './firm-trust.tsx';

/** The concierge concept, the three pillars, the firm's figures, and its people, credentials and press once configured. Loaded as a lazy island. */
export default function AboutSection() {
  const { t, lang } = useI18n();
  const labels = t.landing.about;
  const published = usePublishedContent();
  const { foundedYear } = published.identity;
  const about = published.copy.about;
  const heading = published.copy.headings.about;
  return (
    <Section id="about" tone="stone">
      <div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-5">
          <SectionHeading id="about" eyebrow={heading.eyebrow[lang]} title={heading.title[lang]} />
        </div>
        <div className="lg:col-span-7 lg:pt-10">
          <p className="font-display text-3xl leading-snug text-ink sm:text-4xl">{about[lang].lead}</p>
          <p className="mt-6 text-lg text-ink-muted">{about[lang].body}</p>
        </div>
      </div>

      <h3 className="sr-only">{labels.pillars}</h3>
      <ol className="mt-20 grid gap-px border border-stone-300 bg-stone-300 md:grid-cols-3">
        {about.pillars.map((pillar, index) => (
          <li key={pillar.id} data-testid="pillar" className="bg-stone-100 p-8 sm:p-10">
            <span aria-hidden="true" className="font-display text-lg text-brass-700 tabular-nums">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h4 className="mt-4 font-display text-2xl text-ink">{pillar[lang].title}</h4>
            <p className="mt-3 text-ink-muted">{pillar[lang].text}</p>
          </li>
        ))}
      </ol>

      <h3 className="sr-only">{labels.figures}</h3>
      <dl className="mt-20 grid grid-cols-2 gap-y-12 border-t border-stone-300 pt-12 md:grid-cols-4">
        {about.figures.map((figure) => (
          <div key={figure.id} data-testid="figure" className="flex flex-col-reverse justify-end gap-2 pr-4">
            <dt className="text-sm tracking-wide text-ink-muted">{figure[lang].label}</dt>
            <dd className="font-display text-5xl text-ink lining-nums tabular-nums sm:text-6xl">
              {figure.id === 'founded' ? foundedYear : figure.value[lang]}
            </dd>
          </div>
        ))}
      </dl>

      <FirmTrust />
    </Section>
  );
}
