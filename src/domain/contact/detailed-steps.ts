/**
 * The detailed brief's four steps as a pure reducer: which fields each step asks, what Next and Back do,
 * and the sending state. A step is checked with the shared schema itself (its errors for that step's
 * fields only), so the form, the steps and the server can never disagree about what is valid.
 */
import { BRIEF_GROUPS } from './brief-questions.ts';
import { HONEYPOT_FIELD } from './contact-limits.ts';
import { contactFieldErrors, sanitizeContactInput } from './contact-schema.ts';
import {
  DetailedContactSchema,
  SavedBriefSchema,
  availabilityRequiredFor,
  phoneRequiredFor,
  type DetailedContactInput,
  type SavedBriefInput,
} from './detailed-contact-schema.ts';
import {
  DETAILED_FORM_TYPE,
  isSellerOnlyGoal,
  isSellerOnlyService,
  type Availability,
  type BriefService,
  type Budget,
  type ContactPreference,
  type Goal,
  type Priority,
  type PropertyType,
  type Timeline,
} from './detailed-limits.ts';
import { MISSING_CODES, type ContactErrorCode } from './schema-fields.ts';

export const DETAILED_STEPS = [1, 2, 3, 4] as const;
export type DetailedStep = (typeof DETAILED_STEPS)[number];

/** What the visitor has entered so far; empty strings stand for "not chosen / not typed". */
export type DetailedDraft = {
  propertyType: PropertyType | '';
  goal: Goal | '';
  location: string;
  budget: Budget | '';
  timeline: Timeline | '';
  services: BriefService[];
  priority: Priority | '';
  name: string;
  email: string;
  phone: string;
  contactPreference: ContactPreference | '';
  availability: Availability | '';
  message: string;
};

export type DetailedField = keyof DetailedDraft;
/** Fields holding one value (a slug or text); `services` is the one list. */
export type DetailedValueField = Exclude<DetailedField, 'services'>;

/** Which fields each step asks, in the order they appear (the first one in error takes focus). */
export const DETAILED_STEP_FIELDS = {
  1: BRIEF_GROUPS.property,
  2: BRIEF_GROUPS.budget,
  3: BRIEF_GROUPS.services,
  4: ['name', 'email', ...BRIEF_GROUPS.contactWay],
} as const satisfies Record<DetailedStep, readonly DetailedField[]>;

export type DetailedFieldErrors = Partial<Record<DetailedField, ContactErrorCode>>;

export type DetailedFormState = {
  step: DetailedStep;
  draft: DetailedDraft;
  sending: boolean;
  /** Set when Next or Submit found a required field of the step empty ('Por favor, complete…'). */
  stepIncomplete: boolean;
  errors: DetailedFieldErrors;
  /** What the last accepted request held (sanitised, as sent), shown in place of the form. */
  sent: DetailedDraft | null;
};

export type DetailedFormAction =
  | { type: 'set'; field: DetailedValueField; value: string }
  | { type: 'toggleService'; service: BriefService; checked: boolean }
  | { type: 'next' }
  | { type: 'back' }
  /** Errors found on submit (by the schema or the server): the form goes to the first step that has one. */
  | { type: 'invalid'; errors: DetailedFieldErrors }
  | { type: 'send' }
  | { type: 'sent'; sent: DetailedDraft }
  | { type: 'failed'; errors?: DetailedFieldErrors }
  /** Start again, from the answers given beforehand if any. */
  | { type: 'restart'; initial?: Partial<DetailedDraft> }
  /**
   * What the visitor entered in the page of every step before the form hydrated (ADR 0056), by field
   * name, and the field that had focus: the draft takes it and the stepper opens on the step reached.
   */
  | { type: 'adopt'; typed: Readonly<Record<string, unknown>>; focused?: string };

export const EMPTY_DETAILED_DRAFT: DetailedDraft = {
  propertyType: '',
  goal: '',
  location: '',
  budget: '',
  timeline: '',
  services: [],
  priority: '',
  name: '',
  email: '',
  phone: '',
  contactPreference: '',
  availability: '',
  message: '',
};

/**
 * The first state, optionally with answers given beforehand (a client's saved brief in the private area,
 * the account's name and e-mail). Values outside the tables are dropped by the schema when sent.
 */
export function initialDetailedState(initial: Partial<DetailedDraft> = {}): DetailedFormState {
  return {
    step: 1,
    draft: { ...EMPTY_DETAILED_DRAFT, ...initial, services: [...(initial.services ?? [])] },
    sending: false,
    stepIncomplete: false,
    errors: {},
    sent: null,
  };
}

/** The request body: the brief's fields as slugs and sanitised text, what was left blank left out. */
export function detailedRequestBody(draft: DetailedDraft, honeypot = ''): DetailedContactInput {
  const blankless = (value: string) => value.trim() || undefined;
  const body: DetailedContactInput = {
    formType: DETAILED_FORM_TYPE,
    propertyType: draft.propertyType as PropertyType,
    goal: draft.goal as Goal,
    location: draft.location.trim(),
    budget: draft.budget as Budget,
    timeline: draft.timeline as Timeline,
    services: [...draft.services],
    priority: draft.priority || undefined,
    name: draft.name.trim(),
    email: draft.email.trim(),
    phone: blankless(draft.phone),
    contactPreference: draft.contactPreference as ContactPreference,
    availability: draft.availability || undefined,
    message: blankless(draft.message),
    [HONEYPOT_FIELD]: honeypot,
  };
  return sanitizeContactInput(body);
}

/** The draft as it was sent (text sanitised and trimmed), for the confirmation. */
export function sentDetailedDraft(draft: DetailedDraft, body: DetailedContactInput): DetailedDraft {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    ...draft,
    location: text(body.location),
    name: text(body.name),
    email: text(body.email),
    phone: text(body.phone),
    message: text(body.message),
  };
}

/** Every field error of the draft, by the shared schema. */
export function detailedErrors(draft: DetailedDraft): DetailedFieldErrors {
  const result = DetailedContactSchema.safeParse(detailedRequestBody(draft));
  return result.success ? {} : (contactFieldErrors(result.error) as DetailedFieldErrors);
}

/** The fields a client's saved brief holds (Mi búsqueda): every answer but the name and e-mail, the account's. */
export const SAVED_BRIEF_FIELDS = [
  ...DETAILED_STEP_FIELDS[1],
  ...DETAILED_STEP_FIELDS[2],
  ...DETAILED_STEP_FIELDS[3],
  ...DETAILED_STEP_FIELDS[4].filter((field) => field !== 'name' && field !== 'email'),
] as const satisfies readonly DetailedField[];

/** A saved brief's body: the request body without form type, name, e-mail and honeypot. */
export function savedBriefBody(draft: DetailedDraft): SavedBriefInput {
  const { formType: _formType, name: _name, email: _email, [HONEYPOT_FIELD]: _honeypot, ...brief } = detailedRequestBody(draft);
  return brief;
}

/** Every field error of a saved brief, by the shared schema. */
export function savedBriefErrors(draft: DetailedDraft): DetailedFieldErrors {
  const result = SavedBriefSchema.safeParse(savedBriefBody(draft));
  return result.success ? {} : (contactFieldErrors(result.error) as DetailedFieldErrors);
}

/** A stored brief as a draft to edit: what is missing stays blank. */
export function draftOfSavedBrief(brief: Record<string, unknown> | null | undefined): Partial<DetailedDraft> {
  if (!brief) return {};
  const draft: Record<string, unknown> = {};
  for (const field of SAVED_BRIEF_FIELDS) {
    const value = brief[field];
    if (field === 'services') draft.services = Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];
    else draft[field] = typeof value === 'string' ? value : '';
  }
  return draft as Partial<DetailedDraft>;
}

/**
 * A buyer's draft: a seller's goal or services (kept from when the account was a seller's, or from before
 * issue 22) are left out, since the buyer's page neither shows nor accepts them. `dropped` says whether
 * any was, so the page saves the brief before sending it.
 */
export function buyerDraft(draft: Partial<DetailedDraft>): { draft: Partial<DetailedDraft>; dropped: boolean } {
  const kept = { ...draft };
  if (isSellerOnlyGoal(kept.goal)) kept.goal = '';
  if (kept.services) kept.services = kept.services.filter((service) => !isSellerOnlyService(service));
  const dropped = kept.goal !== draft.goal || kept.services?.length !== draft.services?.length;
  return { draft: kept, dropped };
}

/** The errors of one step's fields. */
export function stepErrors(draft: DetailedDraft, step: DetailedStep): DetailedFieldErrors {
  const all = detailedErrors(draft);
  return Object.fromEntries(DETAILED_STEP_FIELDS[step].flatMap((f) => (all[f] ? [[f, all[f]]] : []))) as DetailedFieldErrors;
}

/** The first step holding one of these errors (the step to show). */
export function firstStepWithErrors(errors: DetailedFieldErrors): DetailedStep | undefined {
  return DETAILED_STEPS.find((step) => DETAILED_STEP_FIELDS[step].some((field) => errors[field]));
}

/** The first field in error of a step, in the order the step shows them (where focus goes). */
export function firstFieldWithError(errors: DetailedFieldErrors, step: DetailedStep): DetailedField | undefined {
  return DETAILED_STEP_FIELDS[step].find((field) => errors[field]);
}

const isMissing = (errors: DetailedFieldErrors) => Object.values(errors).some((code) => code && MISSING_CODES.includes(code));

/** Whether the phone, and the availability, are required by the chosen contact preference. */
export function requiredByPreference(draft: Pick<DetailedDraft, 'contactPreference'>) {
  return { phone: phoneRequiredFor(draft.contactPreference), availability: availabilityRequiredFor(draft.contactPreference) };
}

function withoutError(errors: DetailedFieldErrors, ...fields: DetailedField[]): DetailedFieldErrors {
  if (!fields.some((field) => field in errors)) return errors;
  const rest = { ...errors };
  for (const field of fields) delete rest[field];
  return rest;
}

export function detailedFormReducer(state: DetailedFormState, action: DetailedFormAction): DetailedFormState {
  if (state.sending && action.type !== 'sent' && action.type !== 'failed') return state;
  switch (action.type) {
    case 'set': {
      const draft = { ...state.draft, [action.field]: action.value };
      // A new preference changes what phone and availability need: their old errors no longer apply.
      const stale: DetailedField[] = action.field === 'contactPreference' ? ['phone', 'availability'] : [];
      const errors = withoutError(state.errors, action.field, ...stale);
      return { ...state, draft, errors, stepIncomplete: state.stepIncomplete && isMissing(errors) };
    }
    case 'toggleService': {
      const others = state.draft.services.filter((s) => s !== action.service);
      const services = action.checked ? [...others, action.service] : others;
      const errors = withoutError(state.errors, 'services');
      return { ...state, draft: { ...state.draft, services }, errors, stepIncomplete: state.stepIncomplete && isMissing(errors) };
    }
    case 'next': {
      if (state.step === 4) return state;
      const errors = stepErrors(state.draft, state.step);
      if (Object.keys(errors).length > 0) return { ...state, errors, stepIncomplete: isMissing(errors) };
      return { ...state, step: (state.step + 1) as DetailedStep, errors: {}, stepIncomplete: false };
    }
    case 'back':
      return state.step === 1 ? state : { ...state, step: (state.step - 1) as DetailedStep, errors: {}, stepIncomplete: false };
    case 'invalid':
      return {
        ...state,
        step: firstStepWithErrors(action.errors) ?? state.step,
        errors: action.errors,
        stepIncomplete: isMissing(action.errors),
      };
    case 'send':
      return { ...state, sending: true, errors: {}, stepIncomplete: false };
    case 'sent':
      return { ...initialDetailedState(), sent: action.sent };
    case 'failed': {
      // The visitor's data is kept; the server's field errors (if any) show on their step.
      const errors = action.errors ?? {};
      return {
        ...state,
        sending: false,
        step: firstStepWithErrors(errors) ?? state.step,
        errors,
        stepIncomplete: isMissing(errors),
      };
    }
    case 'restart':
      return initialDetailedState(action.initial);
    case 'adopt':
      return adoptDetailed(state, action.typed, action.focused);
  }
}

const stepOfField = (name: string | undefined): DetailedStep | undefined =>
  DETAILED_STEPS.find((step) => (DETAILED_STEP_FIELDS[step] as readonly string[]).includes(name ?? ''));

/**
 * The draft with what was typed before hydration (values are the form's own options; the schema judges
 * them when sent), on the step the visitor reached: the focused field's, else the furthest step with an answer.
 */
export function adoptDetailed(
  state: DetailedFormState,
  typed: Readonly<Record<string, unknown>>,
  focused?: string,
): DetailedFormState {
  const draft = { ...state.draft } as Record<DetailedField, unknown>;
  let furthest: DetailedStep | undefined;
  for (const step of DETAILED_STEPS) {
    for (const field of DETAILED_STEP_FIELDS[step]) {
      const value = typed[field];
      if (field === 'services' ? !Array.isArray(value) : typeof value !== 'string') continue;
      draft[field] = field === 'services' ? (value as unknown[]).filter((v) => typeof v === 'string') : value;
      if ((value as string | unknown[]).length > 0) furthest = step;
    }
  }
  return { ...state, draft: draft as DetailedDraft, step: stepOfField(focused) ?? furthest ?? state.step };
}
