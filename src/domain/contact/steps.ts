/**
 * The contact form's steps as a pure reducer: which step shows, what Next and Back do, and the
 * sending state. Validation of the data itself is the shared schema's job, not this file's.
 */
import { CLIENT_TYPES, SERVICE_TYPES } from './contact-limits.ts';
import type { ContactErrorCode } from './contact-schema.ts';

export const CONTACT_STEPS = [1, 2, 3] as const;
export type ContactStep = (typeof CONTACT_STEPS)[number];

export type ClientTypeOption = (typeof CLIENT_TYPES)[number];
export type ServiceTypeOption = (typeof SERVICE_TYPES)[number];

/** What the visitor has entered so far; empty strings stand for "not chosen / not typed". */
export type ContactDraft = {
  clientType: ClientTypeOption | '';
  serviceType: ServiceTypeOption | '';
  referredBy: string;
  email: string;
  phone: string;
  message: string;
};

export type ContactTextField = 'referredBy' | 'email' | 'phone' | 'message';
export type ContactField = keyof ContactDraft;

/** Field errors as message codes (the schema's), by field name. */
export type FieldErrors = Partial<Record<ContactField, ContactErrorCode>>;

export type ContactFormState = {
  step: ContactStep;
  draft: ContactDraft;
  sending: boolean;
  /** Set when Next was pressed without the step's choice. */
  stepIncomplete: boolean;
  errors: FieldErrors;
  /** What the last accepted request held, shown in place of the form until the visitor starts again. */
  sent: ContactDraft | null;
  /** The message a result last put in the draft (see `prefill`), to tell it from the visitor's own words. */
  prefilledMessage: string;
};

export type ContactFormAction =
  | { type: 'chooseClientType'; clientType: ClientTypeOption }
  | { type: 'chooseServiceType'; serviceType: ServiceTypeOption }
  | { type: 'edit'; field: ContactTextField; value: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'invalid'; errors: FieldErrors }
  | { type: 'send' }
  /** `sent`: what the request held, as sent (sanitised), for the confirmation. */
  | { type: 'sent'; sent: ContactDraft }
  | { type: 'restart' }
  | { type: 'failed'; errors?: FieldErrors }
  /** A calculator's result taken to an adviser: the service it concerns and a message to start from. */
  | { type: 'prefill'; serviceType: ServiceTypeOption; message: string }
  /**
   * What the visitor entered in the page of every step before the form hydrated (ADR 0056), by field
   * name, and the field that had focus: the draft takes it and the stepper opens on the step reached.
   */
  | { type: 'adopt'; typed: Readonly<Record<string, unknown>>; focused?: string };

export const EMPTY_DRAFT: ContactDraft = {
  clientType: '',
  serviceType: '',
  referredBy: '',
  email: '',
  phone: '',
  message: '',
};

export const INITIAL_CONTACT_FORM_STATE: ContactFormState = {
  step: 1,
  draft: EMPTY_DRAFT,
  sending: false,
  stepIncomplete: false,
  errors: {},
  sent: null,
  prefilledMessage: '',
};

/** The steps a visitor of this client type walks through: waiting-list skips the service step. */
export function stepsFor(clientType: ContactDraft['clientType']): readonly ContactStep[] {
  return clientType === 'waiting-list' ? [1, 3] : CONTACT_STEPS;
}

/** Whether the current step's choice has been made, so Next may proceed. */
export function canAdvance(state: Pick<ContactFormState, 'step' | 'draft'>): boolean {
  if (state.step === 1) return state.draft.clientType !== '';
  if (state.step === 2) return state.draft.serviceType !== '';
  return false;
}

export function nextStep(step: ContactStep, clientType: ContactDraft['clientType']): ContactStep {
  const steps = stepsFor(clientType);
  return steps[Math.min(steps.indexOf(step) + 1, steps.length - 1)] ?? step;
}

export function previousStep(step: ContactStep, clientType: ContactDraft['clientType']): ContactStep {
  const steps = stepsFor(clientType);
  return steps[Math.max(steps.indexOf(step) - 1, 0)] ?? 1;
}

/** The submit button needs at least an e-mail and a message (spec: disabled without them). */
export function canSubmit(state: ContactFormState): boolean {
  return state.step === 3 && !state.sending && missingToSend(state.draft).length === 0;
}

/** What the visitor has still to type before Send can be pressed (spec 5: without e-mail or message it is off). */
export function missingToSend(draft: ContactDraft): Array<'email' | 'message'> {
  return (['email', 'message'] as const).filter((field) => draft[field].trim() === '');
}

function withoutError(errors: FieldErrors, field: ContactField): FieldErrors {
  if (!(field in errors)) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
}

export function contactFormReducer(state: ContactFormState, action: ContactFormAction): ContactFormState {
  if (state.sending && action.type !== 'sent' && action.type !== 'failed') return state;
  switch (action.type) {
    case 'chooseClientType': {
      // A waiting-list request has no service and no referrer; clear what no longer applies.
      const recommended = action.clientType === 'recommended';
      const draft: ContactDraft = {
        ...state.draft,
        clientType: action.clientType,
        serviceType: recommended ? state.draft.serviceType : '',
        referredBy: recommended ? state.draft.referredBy : '',
      };
      return { ...state, draft, stepIncomplete: false, errors: withoutError(state.errors, 'clientType') };
    }
    case 'chooseServiceType':
      return {
        ...state,
        draft: { ...state.draft, serviceType: action.serviceType },
        stepIncomplete: false,
        errors: withoutError(state.errors, 'serviceType'),
      };
    case 'edit':
      return {
        ...state,
        draft: { ...state.draft, [action.field]: action.value },
        errors: withoutError(state.errors, action.field),
      };
    case 'next':
      if (state.step === 3) return state;
      if (!canAdvance(state)) return { ...state, stepIncomplete: true };
      return { ...state, step: nextStep(state.step, state.draft.clientType), stepIncomplete: false };
    case 'back':
      return { ...state, step: previousStep(state.step, state.draft.clientType), stepIncomplete: false };
    case 'invalid':
      return { ...state, errors: action.errors };
    case 'send':
      return { ...state, sending: true, errors: {} };
    case 'sent':
      return { ...INITIAL_CONTACT_FORM_STATE, sent: action.sent };
    case 'restart':
      return INITIAL_CONTACT_FORM_STATE;
    case 'failed':
      // The visitor's data is kept; only the server's field errors (if any) are shown.
      return { ...state, sending: false, errors: action.errors ?? {} };
    case 'prefill':
      return prefill(state.sent ? INITIAL_CONTACT_FORM_STATE : state, action.serviceType, action.message);
    case 'adopt':
      return adopt(state, action.typed, action.focused);
  }
}

/** The step that asks each field. */
const STEP_OF_FIELD: Record<ContactField, ContactStep> = {
  clientType: 1,
  serviceType: 2,
  referredBy: 3,
  email: 3,
  phone: 3,
  message: 3,
};
const TEXT_FIELDS: readonly ContactTextField[] = ['referredBy', 'email', 'phone', 'message'];
const isField = (name: string | undefined): name is ContactField => name !== undefined && name in STEP_OF_FIELD;
const oneOf = <T extends string>(options: readonly T[], value: unknown): T | undefined =>
  options.find((option) => option === value);

/**
 * The draft with what was typed before hydration (choices outside the tables ignored, what no longer
 * applies to a waiting-list request cleared, as choosing it does), on the step the visitor reached: the
 * focused field's, else the furthest step they answered, but never past a choice still missing.
 */
export function adopt(state: ContactFormState, typed: Readonly<Record<string, unknown>>, focused?: string): ContactFormState {
  const draft: ContactDraft = { ...state.draft };
  const clientType = oneOf(CLIENT_TYPES, typed.clientType);
  const serviceType = oneOf(SERVICE_TYPES, typed.serviceType);
  if (clientType) draft.clientType = clientType;
  if (serviceType) draft.serviceType = serviceType;
  for (const field of TEXT_FIELDS) if (typeof typed[field] === 'string') draft[field] = typed[field];
  if (draft.clientType === 'waiting-list') {
    draft.serviceType = '';
    draft.referredBy = '';
  }
  const answered = (field: ContactField) => (field in typed && draft[field] !== '' ? STEP_OF_FIELD[field] : 1);
  let step: ContactStep = isField(focused)
    ? STEP_OF_FIELD[focused]
    : (Math.max(...Object.keys(STEP_OF_FIELD).filter(isField).map(answered)) as ContactStep);
  if (step === 2 && draft.clientType === 'waiting-list') step = 3;
  if (step > 1 && draft.clientType === '') step = 1;
  else if (step === 3 && draft.clientType === 'recommended' && draft.serviceType === '') step = 2;
  return { ...state, draft, step, stepIncomplete: false };
}

/**
 * Preselects the service and starts the message from a result. The visitor's own words are never
 * replaced: the message changes only while it is empty or still the previous prefill. After a sent
 * request, a new one starts.
 */
function prefill(state: ContactFormState, serviceType: ServiceTypeOption, message: string): ContactFormState {
  const ownWords = state.draft.message.trim() !== '' && state.draft.message !== state.prefilledMessage;
  return {
    ...state,
    draft: { ...state.draft, serviceType, message: ownWords ? state.draft.message : message },
    prefilledMessage: ownWords ? state.prefilledMessage : message,
    stepIncomplete: false,
    errors: withoutError(withoutError(state.errors, 'serviceType'), 'message'),
  };
}
