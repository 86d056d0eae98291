import { Section, SectionHeading } from '../../components/layout/section.tsx';
import { LazyIsland } from '../../components/lazy-island.tsx';
import { usePublishedContent } from '../../content/published-content.tsx';
import { useI18n } from '../../i18n/index.tsx';
import { DirectContact } from './direct-contact.tsx';

export const CONTACT_SECTION_ID = 'contact-form';

/** The form's code (and the shared schema with zod) loads only when the section approaches. */
const loadContactForm = () => import('./contact-form.tsx');

/**
 * Section #contact-form: heading and direct contact render at once; the form is a lazy island. The last
 * section of every page it ends, so never a placeholder (`Section`'s `deferred`).
 */
export function ContactSection() {
  const { lang } = useI18n();
  const heading = usePublishedContent().copy.headings.contactForm;
  return (
    <Section id={CONTACT_SECTION_ID} tone="stone" deferred={false}>
      <div className="grid gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20">
        <div className="lg:sticky lg:top-28 lg:self-start">
          <SectionHeading
            id={CONTACT_SECTION_ID}
            eyebrow={heading.eyebrow[lang]}
            title={heading.title[lang]}
            intro={heading.intro[lang] ? <p>{heading.intro[lang]}</p> : undefined}
          />
          <DirectContact />
        </div>
        <LazyIsland
          loader={loadContactForm}
          anchorId={CONTACT_SECTION_ID}
          props={{}}
          fallback={<div className="min-h-[36rem] border border-ink/10 bg-ivory" />}
        />
      </div>
    </Section>
  );
}
