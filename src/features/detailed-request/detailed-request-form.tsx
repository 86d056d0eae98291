import { useReducer, useRef } from 'react';
import { FormActions } from '../../components/form/form-actions.tsx';
import { Honeypot } from '../../components/form/honeypot.tsx';
import { PrivacyNotice } from '../../components/form/privacy-notice.tsx';
import { SendFailure, useSendFailure } from '../../components/form/send-failure.tsx';
import { StepIndicator } from '../../components/form/step-indicator.tsx';
import {
  DETAILED_STEPS,
  detailedFormReducer,
  initialDetailedState,
  stepErrors,
  type DetailedDraft,
  type DetailedField,
  type DetailedStep,
} from '../../domain/contact/detailed-steps.ts';
import { CONTACT_FORM_ACTIONS, DETAILED_FORM_TYPE } from '../../domain/contact/index.ts';
import { contactErrorKey } from '../../i18n/index.tsx';
import { useAdoptTyped } from '../../lib/use-adopt-typed.ts';
import { useFocusOnChange } from '../../lib/use-focus-on-change.ts';
import { useHydrated, useScripted } from '../../lib/use-hydrated.ts';
import { BriefSent } from './brief-sent.tsx';
import { BudgetStep } from './budget-step.tsx';
import { ContactStep } from './contact-step.tsx';
import { PropertyStep } from './property-step.tsx';
import { ServicesStep } from './services-step.tsx';
import { StepMessage } from './step-message.tsx';
import { STEP_IDS, useBriefCopy, type StepProps } from './step-props.ts';
import { focusFirstError, useBriefSubmit, type BriefSentEvent } from './use-brief-submit.ts';

const STEPS = { 1: PropertyStep, 2: BudgetStep, 3: ServicesStep, 4: ContactStep } satisfies Record<
  DetailedStep,
  (p: StepProps) => unknown
>;
const LAST_STEP = DETAILED_STEPS.length as DetailedStep;

export type DetailedRequestFormProps = {
  /** Answers known beforehand (a client's saved brief, the account's name and e-mail). */
  initialValues?: Partial<DetailedDraft>;
  /** Called once the firm has the request, with its id and what was sent (sanitised). */
  onSent?: (event: BriefSentEvent) => void;
};

/**
 * The detailed brief in four steps (spec "Richer contact form", decisions Product 10), posted to the
 * contact API as `formType: 'detailed'`. Reusable: the private area composes it with a client's answers.
 */
export default function DetailedRequestForm({ initialValues, onSent }: DetailedRequestFormProps) {
  const { copy, lang, t, tk } = useBriefCopy();
  const hydrated = useHydrated();
  // Until then (and without JavaScript) the form is one plain form with every step (ADR 0032).
  const scripted = useScripted();
  const [state, dispatch] = useReducer(detailedFormReducer, initialValues, initialDetailedState);
  const formRef = useRef<HTMLFormElement>(null);
  // The step reached before hydration opens without taking the focus from the field the visitor is in.
  const adoptedStep = useRef<DetailedStep | 'sent' | null>(null);
  const headingRef = useFocusOnChange<DetailedStep | 'sent'>(state.sent ? 'sent' : state.step, adoptedStep);
  useAdoptTyped(formRef, ({ values, focus }) => {
    const action = { type: 'adopt', typed: values, focused: focus?.name } as const;
    adoptedStep.current = detailedFormReducer(state, action).step;
    dispatch(action);
  });
  const failure = useSendFailure();
  const submit = useBriefSubmit(formRef, dispatch, failure, onSent);
  const { step, draft, sending, errors } = state;

  if (state.sent) {
    return (
      <section aria-labelledby="brief-sent-heading" className="border border-ink/10 bg-ivory p-6 sm:p-10">
        <BriefSent
          sent={state.sent}
          headingRef={headingRef}
          onRestart={() => dispatch({ type: 'restart', initial: initialValues })}
        />
      </section>
    );
  }

  // Before hydration (and without JavaScript) every step shows at once and the form posts to the server,
  // which answers with a page (ADR 0032); once hydrated it is the stepper, sending through the JSON API.
  const shown = scripted ? [step] : DETAILED_STEPS;
  const lastStep = !scripted || step === LAST_STEP;
  const errorOf = (field: DetailedField) => (errors[field] ? tk(contactErrorKey(errors[field])) : undefined);
  return (
    <form
      ref={formRef}
      method="post"
      action={CONTACT_FORM_ACTIONS[lang]}
      noValidate
      aria-labelledby={`${STEP_IDS[step]}-heading`}
      aria-busy={sending}
      data-hydrated={hydrated || undefined}
      className="border border-ink/10 bg-ivory p-6 shadow-[0_30px_60px_-40px_rgba(15,26,42,0.35)] sm:p-10"
      onSubmit={(event) => {
        event.preventDefault();
        if (step === LAST_STEP) return void submit(draft);
        const missing = stepErrors(draft, step);
        dispatch({ type: 'next' });
        focusFirstError(formRef.current, missing);
      }}
    >
      <input type="hidden" name="formType" value={DETAILED_FORM_TYPE} />
      {/* Held in place, unseen, until the steps are a stepper: nothing moves when the form hydrates. */}
      <div className={scripted ? undefined : 'invisible'}>
        <StepIndicator
          label={copy.steps.label}
          progress={copy.steps.progress(step, LAST_STEP)}
          names={DETAILED_STEPS.map((s) => copy.steps.names[s])}
          current={step - 1}
          doneLabel={copy.steps.done}
        />
      </div>
      <div className={scripted ? 'mt-10' : 'mt-10 space-y-12'}>
        {shown.map((s) => {
          const Step = STEPS[s];
          return (
            <Step
              key={s}
              draft={draft}
              errorOf={errorOf}
              onSet={(field, value) => dispatch({ type: 'set', field, value })}
              onToggleService={(service, checked) => dispatch({ type: 'toggleService', service, checked })}
              disabled={sending}
              headingRef={headingRef}
            />
          );
        })}
      </div>
      <Honeypot label={copy.honeypot} />
      <div className="mt-8 border-t border-ink/10 pt-8">
        <StepMessage
          text={
            state.stepIncomplete
              ? t.contactErrors.requiredDescription
              : Object.keys(errors).length
                ? t.contactErrors.checkFields
                : ''
          }
        />
        <FormActions
          labels={copy.actions}
          isLastStep={lastStep}
          canGoBack={scripted && step !== 1}
          canSubmit
          sending={sending}
          onBack={() => dispatch({ type: 'back' })}
        />
        <SendFailure failure={failure} />
        {lastStep ? (
          <div className="mt-8">
            <PrivacyNotice id="brief-privacy" headingLevel={3} />
          </div>
        ) : null}
      </div>
    </form>
  );
}
