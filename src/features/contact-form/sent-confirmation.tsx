import type { Ref } from 'react';
import { SentSummary } from '../../components/form/sent-summary.tsx';
import type { ContactDraft } from '../../domain/contact/steps.ts';
import { useContactCopy } from './use-contact-copy.ts';

/** In place of the form once the firm has the request: what was sent and what happens next. */
export function SentConfirmation({
  sent,
  headingRef,
  onRestart,
}: {
  sent: ContactDraft;
  headingRef: Ref<HTMLHeadingElement>;
  onRestart: () => void;
}) {
  const steps = useContactCopy();
  const copy = steps.sent;
  const clientType = sent.clientType === 'recommended' ? steps.clientStep.recommended.label : steps.clientStep.waitingList.label;
  return (
    <SentSummary
      id="contact-sent-heading"
      testId="contact-sent"
      title={copy.title}
      lead={copy.lead}
      rows={[
        [copy.clientType, clientType],
        [copy.service, sent.serviceType ? steps.serviceStep.services[sent.serviceType].label : ''],
        [copy.referredBy, sent.referredBy],
        [copy.email, sent.email],
        [copy.phone, sent.phone],
        [copy.message, sent.message],
      ]}
      next={sent.clientType === 'waiting-list' ? copy.nextWaitingList : copy.next}
      againLabel={copy.again}
      onRestart={onRestart}
      headingRef={headingRef}
    />
  );
}
