import type { Ref } from 'react';
import { CLIENT_TYPES } from '../../domain/contact/index.ts';
import { type ClientTypeOption } from '../../domain/contact/steps.ts';
import { useI18n } from '../../i18n/index.tsx';
import { ChoiceCard } from './choice-card.tsx';
import { StepHeading } from './step-heading.tsx';

type Props = {
  value: ClientTypeOption | '';
  onChoose: (value: ClientTypeOption) => void;
  headingRef: Ref<HTMLHeadingElement>;
  disabled: boolean;
};

/** Step 1: how the visitor came to the firm (recommended visitors are labelled priority). */
export function ClientTypeStep({ value, onChoose, headingRef, disabled }: Props) {
  const { t } = useI18n();
  const copy = t.contactForm.clientStep;
  const options = {
    recommended: { ...copy.recommended },
    'waiting-list': { ...copy.waitingList, badge: undefined },
  } satisfies Record<ClientTypeOption, { label: string; description: string; badge?: string }>;
  return (
    <fieldset aria-labelledby="contact-step-client">
      <StepHeading id="contact-step-client" ref={headingRef} title={copy.title} hint={copy.hint} />
      <div className="mt-8 grid gap-4">
        {CLIENT_TYPES.map((option) => (
          <ChoiceCard
            key={option}
            name="clientType"
            value={option}
            checked={value === option}
            onChoose={onChoose}
            disabled={disabled}
            {...options[option]}
          />
        ))}
      </div>
    </fieldset>
  );
}
