import { Section, SectionHeading } from '../../components/layout/section.tsx';
import { usePublishedContent } from '../../content/published-content.tsx';
import { useI18n } from '../../i18n/index.tsx';

/** The three steps, numbered and joined by a fine rule. Loaded as a lazy island. */
export default function HowItWorksSection() {
  const { t, lang } = useI18n();
  const { howItWorks, headings } = usePublishedContent().copy;
  const { intro, steps } = howItWorks;
  return (
    <Section id="how-it-works" tone="ivory">
      <SectionHeading
        id="how-it-works"
        align="center"
        eyebrow={headings.howItWorks.eyebrow[lang]}
        title={headings.howItWorks.title[lang]}
        intro={intro[lang] ? <p>{intro[lang]}</p> : undefined}
      />
      {/* The rule joining the steps sits beside the list, not in it (an <ol> holds only <li>). */}
      <div className="relative mt-16">
        <span aria-hidden="true" className="absolute top-7 right-[16%] left-[16%] hidden h-px bg-brass-500/50 md:block" />
        <ol className="grid gap-12 md:grid-cols-3 md:gap-10">
          {steps.map((step, index) => (
            <li key={step.id} data-testid="step" className="relative flex flex-col items-center text-center">
              <span className="flex size-14 items-center justify-center rounded-full border border-brass-500 bg-ivory font-display text-2xl text-ink tabular-nums">
                <span className="sr-only">{t.landing.howItWorks.step(index + 1)}</span>
                <span aria-hidden="true">{index + 1}</span>
              </span>
              <h3 className="mt-6 font-display text-2xl text-ink">{step[lang].title}</h3>
              <p className="mt-3 max-w-xs text-ink-muted">{step[lang].text}</p>
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
