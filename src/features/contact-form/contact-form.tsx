import { useEffect, useReducer, useRef, useState } from 'react';
import {
  canSubmit,
  contactFormReducer,
  INITIAL_CONTACT_FORM_STATE,
  stepsFor,
  type ContactStep,
} from '../../domain/contact/steps.ts';
import { useI18n } from '../../i18n/index.tsx';
import { ClientTypeStep } from './client-type-step.tsx';
import { ContactDetailsStep } from './contact-details-step.tsx';
import { FormActions } from './form-actions.tsx';
import { Honeypot } from './honeypot.tsx';
import { PrivacyNotice } from './privacy-notice.tsx';
import { ServiceStep } from './service-step.tsx';
import { StepIndicator } from './step-indicator.tsx';
import { useContactSubmit } from './use-contact-submit.ts';

const PRIVACY_ID = 'contact-privacy';

/** Moves focus to the step's heading whenever the step changes (not on first render). */
function useStepHeadingFocus(step: ContactStep) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);
  return headingRef;
}

/** True once the island has hydrated (a marker for tests and scripts, like <html data-hydrated>). */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The three-step private contact form (lazy: loaded when section #contact-form approaches). */
export default function ContactForm() {
  const { t } = useI18n();
  const hydrated = useHydrated();
  const [state, dispatch] = useReducer(contactFormReducer, INITIAL_CONTACT_FORM_STATE);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useStepHeadingFocus(state.step);
  const submit = useContactSubmit(formRef, dispatch);
  const { step, draft, sending } = state;
  const steps = stepsFor(draft.clientType);

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby="contact-form-heading"
      aria-busy={sending}
      data-hydrated={hydrated || undefined}
      className="relative rounded-sm border border-ink/10 bg-ivory p-6 shadow-[0_30px_60px_-40px_rgba(15,26,42,0.35)] sm:p-10"
      onSubmit={(event) => {
        event.preventDefault();
        if (step === 3) void submit(draft);
        else dispatch({ type: 'next' });
      }}
    >
      <StepIndicator steps={steps} current={step} />
      <div className="mt-10">
        {step === 1 ? (
          <ClientTypeStep
            value={draft.clientType}
            headingRef={headingRef}
            disabled={sending}
            onChoose={(clientType) => dispatch({ type: 'chooseClientType', clientType })}
          />
        ) : null}
        {step === 2 ? (
          <ServiceStep
            value={draft.serviceType}
            headingRef={headingRef}
            disabled={sending}
            onChoose={(serviceType) => dispatch({ type: 'chooseServiceType', serviceType })}
          />
        ) : null}
        {step === 3 ? (
          <ContactDetailsStep
            draft={draft}
            errors={state.errors}
            headingRef={headingRef}
            onEdit={(field, value) => dispatch({ type: 'edit', field, value })}
          />
        ) : null}
      </div>
      <div role="alert" className="mt-4 min-h-6 text-sm font-medium text-danger">
        {state.stepIncomplete ? t.contactForm.chooseToContinue : null}
      </div>
      <Honeypot />
      <div className="mt-6 border-t border-ink/10 pt-8">
        <FormActions
          isLastStep={step === 3}
          canGoBack={step !== 1}
          canSubmit={canSubmit(state)}
          sending={sending}
          onBack={() => dispatch({ type: 'back' })}
        />
        {step === 3 ? (
          <div className="mt-8">
            <PrivacyNotice id={PRIVACY_ID} />
          </div>
        ) : null}
      </div>
    </form>
  );
}
