import type { Ref } from 'react';
import { SentSummary } from '../../components/form/sent-summary.tsx';
import type { DetailedDraft } from '../../domain/contact/detailed-steps.ts';
import { useBriefCopy } from './step-props.ts';

type Labelled = string | { label: string; description?: string };
const labelOf = (entry: Labelled | undefined) => (entry === undefined ? '' : typeof entry === 'string' ? entry : entry.label);

/** In place of the brief once the firm has it: every answer as sent, and what happens next. */
export function BriefSent({
  sent,
  headingRef,
  onRestart,
}: {
  sent: DetailedDraft;
  headingRef: Ref<HTMLHeadingElement>;
  onRestart: () => void;
}) {
  const { copy } = useBriefCopy();
  const f = copy.fields;
  const pick = (options: Record<string, Labelled>, value: string) => (value ? labelOf(options[value]) : '');
  return (
    <SentSummary
      id="brief-sent-heading"
      testId="brief-sent"
      level={2}
      title={copy.sent.title}
      lead={copy.sent.lead}
      rows={[
        [f.propertyType.label, pick(f.propertyType.options, sent.propertyType)],
        [f.goal.label, pick(f.goal.options, sent.goal)],
        [f.location.label, sent.location],
        [f.budget.label, pick(f.budget.options, sent.budget)],
        [f.timeline.label, pick(f.timeline.options, sent.timeline)],
        [f.services.label, sent.services.map((s) => labelOf(f.services.options[s])).join(', ')],
        [f.priority.label, pick(f.priority.options, sent.priority)],
        [f.name.label, sent.name],
        [f.email.label, sent.email],
        [f.contactPreference.label, pick(f.contactPreference.options, sent.contactPreference)],
        [f.phone.label, sent.phone],
        [f.availability.label, pick(f.availability.options, sent.availability)],
        [f.message.label, sent.message],
      ]}
      next={copy.sent.next}
      againLabel={copy.sent.again}
      onRestart={onRestart}
      headingRef={headingRef}
    />
  );
}
