import { Section, SectionHeading } from '../../components/layout/section.tsx';
import { SectionLink } from '../../components/ui/section-link.tsx';
import { pathFor } from '../../config/routes.ts';
import { usePublishedContent } from '../../content/published-content.tsx';
import { useI18n } from '../../i18n/index.tsx';
import { Link } from '../../lib/router.tsx';

/** The four concierge services and the 'Hablamos' call to action. Loaded as a lazy island. */
export default function ConciergeSection() {
  const { t, lang } = useI18n();
  const { concierge, headings } = usePublishedContent().copy;
  const { intro, services } = concierge;
  return (
    <Section id="concierge" tone="ink">
      <SectionHeading
        id="concierge"
        tone="ink"
        eyebrow={headings.concierge.eyebrow[lang]}
        title={headings.concierge.title[lang]}
        intro={intro[lang] ? <p>{intro[lang]}</p> : undefined}
      />
      <ul className="mt-16 grid gap-px border border-ivory/15 bg-ivory/15 sm:grid-cols-2 lg:grid-cols-4">
        {services.map((service, index) => (
          <li key={service.id} data-testid="concierge-service" className="flex flex-col bg-ink p-8 sm:p-9">
            <span aria-hidden="true" className="font-display text-lg text-brass-300 tabular-nums">
              {String(index + 1).padStart(2, '0')}
            </span>
            <h3 className="mt-5 font-display text-2xl text-ivory">{service[lang].title}</h3>
            <p className="mt-3 text-ivory/75">{service[lang].text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-14 flex flex-col items-center gap-4">
        <SectionLink to="contact-form">{t.landing.concierge.cta}</SectionLink>
        <Link
          to={pathFor('detailedRequest', lang)}
          className="inline-flex min-h-11 items-center text-ivory underline decoration-brass-300 underline-offset-4 transition-colors hover:decoration-ivory"
        >
          {t.landing.concierge.brief}
        </Link>
      </div>
    </Section>
  );
}
