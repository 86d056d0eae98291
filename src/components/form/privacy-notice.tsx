import { usePublishedContent } from '../../content/published-content.tsx';
import { pathFor } from '../../config/routes.ts';
import { useI18n } from '../../i18n/index.tsx';
import { Link } from '../../lib/router.tsx';

/**
 * First layer of data-protection information, shown next to the submit button of every contact form
 * (decisions, Product 5): who is responsible, purpose, legal basis, recipients, rights, and the policy.
 */
export function PrivacyNotice({ id, headingLevel = 4 }: { id: string; headingLevel?: 3 | 4 }) {
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const { t, lang } = useI18n();
  const copy = t.contactForm.privacy;
  const firm = usePublishedContent().identity;
  const rows = [
    [copy.controller, firm.legalName],
    [copy.purpose, copy.purposeText],
    [copy.legalBasis, copy.legalBasisText],
    [copy.recipients, copy.recipientsText],
    [copy.rights, copy.rightsText(firm.email)],
  ] as const;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="text-[0.8rem] leading-relaxed text-ink-muted">
      <Heading id={`${id}-heading`} className="text-[0.7rem] font-semibold tracking-[0.2em] text-ink uppercase">
        {copy.heading}
      </Heading>
      <dl className="mt-3 grid gap-x-4 gap-y-1.5 sm:grid-cols-[max-content_1fr]">
        {rows.map(([term, detail]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink">{term}</dt>
            <dd>{detail}</dd>
          </div>
        ))}
        <div className="contents">
          <dt className="font-semibold text-ink">{copy.moreInfo}</dt>
          <dd>
            <Link to={pathFor('privacyPolicy', lang)} className="text-brass-700 underline underline-offset-4 hover:text-ink">
              {copy.policyLink}
            </Link>
          </dd>
        </div>
      </dl>
    </section>
  );
}
