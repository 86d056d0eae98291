import { useI18n } from '../../i18n/index.tsx';
import { requestContactPrefill } from '../../lib/contact-prefill.ts';
import { SectionLink, type SectionLinkBaseProps, type SectionLinkLook } from './section-link.tsx';

/**
 * 'Valoración gratuita' wherever it is offered (issue 24): the link to the contact form that opens it
 * ready for a valuation request, the service chosen and the message begun (the form says so). Before
 * hydration it is the plain link to the form.
 */
export function ValuationRequestLink<C extends string = never>(
  props: Omit<SectionLinkBaseProps, 'to' | 'onNavigate'> & SectionLinkLook<C>,
) {
  const { t } = useI18n();
  return (
    <SectionLink
      {...props}
      to="contact-form"
      onNavigate={() => requestContactPrefill({ serviceType: 'valuation', message: t.contactForm.primed.valuationMessage })}
    />
  );
}
