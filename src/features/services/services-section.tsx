import { Section, SectionHeading } from '../../components/layout/section.tsx';
import { ValuationRequestLink } from '../../components/ui/valuation-request-link.tsx';
import { pathFor } from '../../config/routes.ts';
import { usePublishedContent } from '../../content/published-content.tsx';
import { VALUATION_ITEMS } from '../../content/valuation.ts';
import { useI18n } from '../../i18n/index.tsx';
import { Link } from '../../lib/router.tsx';

/** The free valuation offer: what it includes, and the request that leads to the contact form. */
export default function ServicesSection() {
  const { t, lang } = useI18n();
  const labels = t.landing.services;
  const heading = usePublishedContent().copy.headings.services;
  return (
    <Section id="services" tone="stone">
      <div className="grid gap-14 lg:grid-cols-12 lg:gap-16">
        <div className="lg:col-span-5">
          <SectionHeading
            id="services"
            eyebrow={heading.eyebrow[lang]}
            title={heading.title[lang]}
            intro={heading.intro[lang] ? <p>{heading.intro[lang]}</p> : undefined}
          />
          <div className="mt-10 flex flex-col items-start gap-3">
            <ValuationRequestLink className="w-full text-center sm:w-auto">{labels.cta}</ValuationRequestLink>
            <p className="text-sm tracking-wide text-ink-muted">{labels.note}</p>
            <Link
              to={pathFor('detailedRequest', lang)}
              className="mt-3 inline-flex min-h-11 items-center text-ink underline decoration-brass-500 underline-offset-4 transition-colors hover:decoration-ink"
            >
              {labels.brief}
            </Link>
          </div>
        </div>
        <div className="lg:col-span-7">
          <h3 className="text-xs font-semibold tracking-[0.28em] text-brass-700 uppercase">{labels.includes}</h3>
          <ul className="mt-6 border-t border-stone-300">
            {VALUATION_ITEMS.map((item, index) => (
              <li
                key={item.id}
                data-testid="valuation-item"
                className="grid gap-2 border-b border-stone-300 py-8 sm:grid-cols-[4rem_1fr] sm:gap-6"
              >
                <span aria-hidden="true" className="font-display text-2xl text-brass-700 tabular-nums">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <div>
                  <h4 className="font-display text-2xl text-ink">{item[lang].title}</h4>
                  <p className="mt-2 text-ink-muted">{item[lang].text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  );
}
