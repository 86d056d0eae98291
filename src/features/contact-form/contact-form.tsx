import { useEffect, useReducer, useRef } from 'react';
import { FormActions } from '../../components/form/form-actions.tsx';
import { Honeypot } from '../../components/form/honeypot.tsx';
import { PrivacyNotice } from '../../components/form/privacy-notice.tsx';
import { SendFailure, useSendFailure } from '../../components/form/send-failure.tsx';
import { StepIndicator } from '../../components/form/step-indicator.tsx';
import { CLIENT_TYPES, CONTACT_FORM_ACTIONS, FORM_TYPE, SERVICE_TYPES } from '../../domain/contact/index.ts';
import {
  canSubmit,
  contactFormReducer,
  INITIAL_CONTACT_FORM_STATE,
  missingToSend,
  stepsFor,
  type ContactStep,
} from '../../domain/contact/steps.ts';
import { useI18n } from '../../i18n/index.tsx';
import { onContactPrefill } from '../../lib/contact-prefill.ts';
import { ChoiceStep } from './choice-step.tsx';
import { ContactDetailsStep } from './contact-details-step.tsx';
import { useAdoptTyped } from '../../lib/use-adopt-typed.ts';
import { useFocusOnChange } from '../../lib/use-focus-on-change.ts';
import { keepInPlace } from '../../lib/scroll.ts';
import { useHydrated, useScripted } from '../../lib/use-hydrated.ts';
import { SentConfirmation } from './sent-confirmation.tsx';
import { useContactCopy } from './use-contact-copy.ts';
import { useContactSubmit } from './use-contact-submit.ts';

const PRIVACY_ID = 'contact-privacy';
const SUBMIT_HINT_ID = 'contact-submit-hint';

/** Brings the form's top (its primed note) under the header, and holds it there while the page settles. */
function revealForm(form: HTMLFormElement | null): void {
  if (!form) return;
  form.scrollIntoView({ block: 'start', behavior: 'instant' });
  keepInPlace(form);
}

const STEP_NAME = { 1: 'client', 2: 'service', 3: 'contact' } as const satisfies Record<ContactStep, string>;

/**
 * The three-step private contact form (lazy: loaded when section #contact-form approaches). Until it has
 * hydrated (and without JavaScript) it is one plain form with every step's fields, posted to the server,
 * which answers with a page (ADR 0032); once hydrated it is the stepper, sending through the JSON API.
 */
export default function ContactForm() {
  const { lang } = useI18n();
  const copy = useContactCopy();
  const hydrated = useHydrated();
  // Until then (and without JavaScript) the form is one plain form with every step (ADR 0032).
  const scripted = useScripted();
  const [state, dispatch] = useReducer(contactFormReducer, INITIAL_CONTACT_FORM_STATE);
  const formRef = useRef<HTMLFormElement>(null);
  // The step reached before hydration opens without taking the focus from the field the visitor is in.
  const adoptedStep = useRef<ContactStep | 'sent' | null>(null);
  const headingRef = useFocusOnChange<ContactStep | 'sent'>(state.sent ? 'sent' : state.step, adoptedStep);
  const failure = useSendFailure();
  const submit = useContactSubmit(formRef, dispatch, failure);
  useAdoptTyped(formRef, ({ values, focus }) => {
    const action = { type: 'adopt', typed: values, focused: focus?.name } as const;
    adoptedStep.current = contactFormReducer(state, action).step;
    dispatch(action);
  });
  // A result taken to an adviser (a calculator's card) preselects the service and starts the message.
  // The form comes into view with the note saying so: on a phone the section's heading and introduction
  // alone fill the screen above the cookie notice.
  useEffect(
    () =>
      onContactPrefill((prefill) => {
        dispatch({ type: 'prefill', ...prefill });
        requestAnimationFrame(() => revealForm(formRef.current));
      }),
    [],
  );
  const { step, draft, sending } = state;
  const steps = stepsFor(draft.clientType);
  const incomplete = state.stepIncomplete ? copy.chooseToContinue : undefined;
  const missing = missingToSend(draft);
  const submitHint = missing.length
    ? { id: SUBMIT_HINT_ID, text: copy.submitNeeds[missing.length === 2 ? 'both' : missing[0]!] }
    : undefined;
  // Before hydration every step shows at once, and Send is the only action.
  const shows = (s: ContactStep) => !scripted || step === s;
  const lastStep = !scripted || step === 3;
  const clientTypeCopy = { recommended: copy.clientStep.recommended, 'waiting-list': copy.clientStep.waitingList };

  if (state.sent) {
    return (
      <section
        aria-labelledby="contact-sent-heading"
        className="border border-ink/10 bg-ivory p-6 shadow-[0_30px_60px_-40px_rgba(15,26,42,0.35)] sm:p-10"
      >
        <SentConfirmation sent={state.sent} headingRef={headingRef} onRestart={() => dispatch({ type: 'restart' })} />
      </section>
    );
  }

  return (
    <form
      ref={formRef}
      method="post"
      action={CONTACT_FORM_ACTIONS[lang]}
      noValidate
      aria-labelledby="contact-form-heading"
      aria-busy={sending}
      data-hydrated={hydrated || undefined}
      className="relative scroll-mt-header border border-ink/10 bg-ivory p-6 shadow-[0_30px_60px_-40px_rgba(15,26,42,0.35)] sm:p-10"
      onSubmit={(event) => {
        event.preventDefault();
        if (step === 3) void submit(draft);
        else dispatch({ type: 'next' });
      }}
    >
      {state.prefilledMessage !== '' && draft.serviceType !== '' ? (
        <p role="status" className="mb-8 border-l-2 border-brass-500 pl-4 text-sm text-ink-muted">
          {copy.primed.note(copy.serviceStep.services[draft.serviceType].label)}
        </p>
      ) : null}
      <input type="hidden" name="formType" value={FORM_TYPE} />
      {/* Held in place, unseen, until the steps are a stepper: nothing moves when the form hydrates. */}
      <div className={scripted ? undefined : 'invisible'}>
        <StepIndicator
          label={copy.steps.label}
          progress={copy.steps.progress(steps.indexOf(step) + 1, steps.length)}
          names={steps.map((s) => copy.steps.names[STEP_NAME[s]])}
          current={steps.indexOf(step)}
          doneLabel={copy.steps.done}
        />
      </div>
      <div className={scripted ? 'mt-10' : 'mt-10 space-y-12'}>
        {shows(1) ? (
          <ChoiceStep
            id="contact-step-client"
            name="clientType"
            title={copy.clientStep.title}
            hint={copy.clientStep.hint}
            options={CLIENT_TYPES.map((value) => ({ value, ...clientTypeCopy[value] }))}
            value={draft.clientType}
            headingRef={headingRef}
            disabled={sending}
            error={incomplete}
            onChoose={(clientType) => dispatch({ type: 'chooseClientType', clientType })}
          />
        ) : null}
        {shows(2) ? (
          <ChoiceStep
            id="contact-step-service"
            name="serviceType"
            title={copy.serviceStep.title}
            hint={scripted ? copy.serviceStep.hint : copy.noScript.serviceHint}
            options={SERVICE_TYPES.map((value) => ({ value, ...copy.serviceStep.services[value] }))}
            columns={2}
            value={draft.serviceType}
            headingRef={headingRef}
            disabled={sending}
            error={incomplete}
            onChoose={(serviceType) => dispatch({ type: 'chooseServiceType', serviceType })}
          />
        ) : null}
        {shows(3) ? (
          <ContactDetailsStep
            allFields={!scripted}
            draft={draft}
            errors={state.errors}
            headingRef={headingRef}
            onEdit={(field, value) => dispatch({ type: 'edit', field, value })}
          />
        ) : null}
      </div>
      <Honeypot label={copy.honeypot} />
      <div className="mt-6 border-t border-ink/10 pt-8">
        <FormActions
          labels={copy.actions}
          isLastStep={lastStep}
          canGoBack={scripted && step !== 1}
          canSubmit={!scripted || canSubmit(state)}
          sending={sending}
          onBack={() => dispatch({ type: 'back' })}
          submitHint={submitHint}
        />
        <SendFailure failure={failure} />
        {lastStep ? (
          <div className="mt-8">
            <PrivacyNotice id={PRIVACY_ID} />
          </div>
        ) : null}
      </div>
    </form>
  );
}
