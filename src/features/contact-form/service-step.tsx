import type { Ref } from 'react';
import { SERVICE_TYPES } from '../../domain/contact/index.ts';
import { type ServiceTypeOption } from '../../domain/contact/steps.ts';
import { useI18n } from '../../i18n/index.tsx';
import { ChoiceCard } from './choice-card.tsx';
import { StepHeading } from './step-heading.tsx';

type Props = {
  value: ServiceTypeOption | '';
  onChoose: (value: ServiceTypeOption) => void;
  headingRef: Ref<HTMLHeadingElement>;
  disabled: boolean;
};

/** Step 2 (recommended visitors only): the service they need. */
export function ServiceStep({ value, onChoose, headingRef, disabled }: Props) {
  const { t } = useI18n();
  const copy = t.contactForm.serviceStep;
  return (
    <fieldset aria-labelledby="contact-step-service">
      <StepHeading id="contact-step-service" ref={headingRef} title={copy.title} hint={copy.hint} />
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        {SERVICE_TYPES.map((option) => (
          <ChoiceCard
            key={option}
            name="serviceType"
            value={option}
            checked={value === option}
            onChoose={onChoose}
            disabled={disabled}
            {...copy.services[option]}
          />
        ))}
      </div>
    </fieldset>
  );
}
