import { describe, expect, it } from 'vitest';
import { DetailedContactSchema, SavedBriefSchema } from './detailed-contact-schema.ts';
import {
  buyerDraft,
  draftOfSavedBrief,
  savedBriefBody,
  savedBriefErrors,
  DETAILED_STEP_FIELDS,
  EMPTY_DETAILED_DRAFT,
  detailedFormReducer as reduce,
  detailedRequestBody,
  initialDetailedState,
  sentDetailedDraft,
  stepErrors,
  type DetailedDraft,
  type DetailedFormAction,
  type DetailedFormState,
} from './detailed-steps.ts';

const run = (state: DetailedFormState, ...actions: DetailedFormAction[]) => actions.reduce(reduce, state);
const set = (field: Exclude<keyof DetailedDraft, 'services'>, value: string): DetailedFormAction => ({
  type: 'set',
  field,
  value,
});

/** A draft that completes every step. */
const COMPLETE: DetailedDraft = {
  propertyType: 'house',
  goal: 'buy',
  location: 'La Moraleja',
  budget: '3m-5m',
  timeline: 'medium',
  services: ['financing', 'legal'],
  priority: '',
  name: 'Luis Pérez',
  email: 'luis@example.com',
  phone: '',
  contactPreference: 'meeting',
  availability: 'afternoon',
  message: '',
};

describe('detailed brief steps', () => {
  it('asks each step’s fields, in the order of the spec’s four steps', () => {
    expect(DETAILED_STEP_FIELDS).toEqual({
      1: ['propertyType', 'goal', 'location'],
      2: ['budget', 'timeline'],
      3: ['services', 'priority'],
      4: ['name', 'email', 'contactPreference', 'phone', 'availability', 'message'],
    });
    const all = Object.values(DETAILED_STEP_FIELDS).flat().sort();
    expect(all).toEqual(Object.keys(EMPTY_DETAILED_DRAFT).sort());
  });

  it('walks 1 → 2 → 3 → 4 once each step is complete, and Back returns one step (never below 1)', () => {
    let s = run(initialDetailedState(), set('propertyType', 'house'), set('goal', 'buy'), set('location', 'La Moraleja'), {
      type: 'next',
    });
    expect(s.step).toBe(2);
    s = run(s, set('budget', '3m-5m'), set('timeline', 'medium'), { type: 'next' });
    expect(s.step).toBe(3);
    s = run(s, { type: 'toggleService', service: 'legal', checked: true }, { type: 'next' });
    expect(s.step).toBe(4);
    expect(run(s, { type: 'next' }).step).toBe(4); // the last step submits instead
    expect(run(s, { type: 'back' }, { type: 'back' }, { type: 'back' }, { type: 'back' }).step).toBe(1);
  });

  it('stays on an incomplete step with its missing fields, the step message, and nothing of later steps', () => {
    const s = run(initialDetailedState(), set('goal', 'sell'), { type: 'next' });
    expect(s.step).toBe(1);
    expect(s.stepIncomplete).toBe(true);
    expect(s.errors).toEqual({ propertyType: 'choiceRequired', location: 'required' });
  });

  it('tells an invalid answer from a missing one (the location too short)', () => {
    const s = run(initialDetailedState(), set('propertyType', 'land'), set('goal', 'invest'), set('location', 'M'), {
      type: 'next',
    });
    expect(s.errors).toEqual({ location: 'locationLength' });
    expect(s.stepIncomplete).toBe(false);
  });

  it('clears a field’s error as it is answered, and the step message once nothing is missing', () => {
    let s = run(initialDetailedState(), { type: 'next' });
    s = run(s, set('propertyType', 'house'), set('goal', 'buy'));
    expect(s.errors).toEqual({ location: 'required' });
    expect(s.stepIncomplete).toBe(true);
    s = run(s, set('location', 'C'));
    expect(s.errors).toEqual({});
    expect(s.stepIncomplete).toBe(false);
  });

  it('step 3 needs at least one service; priority is optional', () => {
    const at3 = { ...initialDetailedState({ ...COMPLETE, services: [] }), step: 3 as const };
    expect(run(at3, { type: 'next' }).errors).toEqual({ services: 'servicesRequired' });
    const ticked = run(at3, { type: 'toggleService', service: 'staging', checked: true });
    expect(ticked.draft.services).toEqual(['staging']);
    expect(run(ticked, { type: 'toggleService', service: 'staging', checked: false }).draft.services).toEqual([]);
    expect(run(ticked, { type: 'next' }).step).toBe(4);
  });

  it('step 4: phone for a call or WhatsApp, availability for a call, WhatsApp or a meeting', () => {
    const at4 = { ...initialDetailedState(COMPLETE), step: 4 as const };
    expect(stepErrors({ ...COMPLETE, contactPreference: 'whatsapp', availability: '' }, 4)).toEqual({
      phone: 'phoneRequired',
      availability: 'availabilityRequired',
    });
    expect(stepErrors({ ...COMPLETE, contactPreference: 'email', availability: '' }, 4)).toEqual({});
    // Changing the preference drops the errors it caused.
    const invalid = run(at4, { type: 'invalid', errors: { phone: 'phoneRequired', availability: 'availabilityRequired' } });
    expect(run(invalid, set('contactPreference', 'email')).errors).toEqual({});
  });

  it('shows the first step holding an error found on submit (by the schema or the server), data kept', () => {
    const at4 = { ...initialDetailedState(COMPLETE), step: 4 as const };
    const s = run(at4, { type: 'invalid', errors: { location: 'locationLength', email: 'emailInvalid' } });
    expect(s.step).toBe(1);
    expect(s.draft).toEqual(COMPLETE);
    const failed = run(at4, { type: 'send' }, { type: 'failed', errors: { budget: 'choiceInvalid' } });
    expect(failed).toMatchObject({ step: 2, sending: false, draft: COMPLETE, errors: { budget: 'choiceInvalid' } });
    expect(run(at4, { type: 'send' }, { type: 'failed' })).toMatchObject({ step: 4, sending: false, draft: COMPLETE });
  });

  it('ignores edits while sending; once sent, shows what was sent and starts again from the given answers', () => {
    const sending = run({ ...initialDetailedState(COMPLETE), step: 4 }, { type: 'send' });
    expect(run(sending, set('name', 'Otro'), { type: 'back' })).toBe(sending);
    const sent = run(sending, { type: 'sent', sent: COMPLETE });
    expect(sent).toMatchObject({ sent: COMPLETE, sending: false, step: 1, draft: EMPTY_DETAILED_DRAFT });
    const again = run(sent, { type: 'restart', initial: { name: 'Luis Pérez', email: 'luis@example.com' } });
    expect(again).toMatchObject({
      sent: null,
      step: 1,
      draft: { ...EMPTY_DETAILED_DRAFT, name: 'Luis Pérez', email: 'luis@example.com' },
    });
  });

  it('builds the request body the schema accepts: slugs, trimmed and sanitised text, blanks left out', () => {
    const draft = { ...COMPLETE, location: '  La Moraleja <b>norte</b> ', message: '   ', phone: ' ' };
    const body = detailedRequestBody(draft, '');
    expect(body).toMatchObject({ formType: 'detailed', location: 'La Moraleja norte', message: undefined, phone: undefined });
    expect(DetailedContactSchema.safeParse(body).success).toBe(true);
    expect(sentDetailedDraft(draft, body)).toMatchObject({ location: 'La Moraleja norte', message: '', phone: '' });
  });

  it('keeps a client’s saved brief (Mi búsqueda) by the same rules, without name, e-mail or honeypot, and reads it back', () => {
    const body = savedBriefBody({ ...COMPLETE, location: ' Chamberí <i>centro</i> ' });
    expect(body).not.toHaveProperty('name');
    expect(body).not.toHaveProperty('email');
    expect(body).not.toHaveProperty('formType');
    expect(body).not.toHaveProperty('website');
    const stored = SavedBriefSchema.parse(body);
    expect(stored.location).toBe('Chamberí centro');
    expect(draftOfSavedBrief(JSON.parse(JSON.stringify(stored)))).toEqual({
      ...savedOnly(COMPLETE),
      location: 'Chamberí centro',
    });
    // The public brief's rules and codes, not a copy of them.
    expect(savedBriefErrors({ ...COMPLETE, services: [], contactPreference: 'whatsapp', phone: '', availability: '' })).toEqual({
      services: 'servicesRequired',
      phone: 'phoneRequired',
      availability: 'availabilityRequired',
    });
    expect(savedBriefErrors({ ...COMPLETE, name: '', email: 'not an address' })).toEqual({});
    expect(draftOfSavedBrief(null)).toEqual({});
  });

  it('leaves a seller’s goal and services out of a buyer’s draft, and says so (issue 22)', () => {
    const kept = { ...COMPLETE, goal: 'sell', services: ['valuation', 'staging', 'marketing', 'legal'] } as const;
    expect(buyerDraft({ ...kept, services: [...kept.services] })).toEqual({
      draft: { ...COMPLETE, goal: '', services: ['valuation', 'legal'] },
      dropped: true,
    });
    const buyer = { ...COMPLETE, goal: 'invest' as const, services: ['financing' as const] };
    expect(buyerDraft(buyer)).toEqual({ draft: buyer, dropped: false });
    expect(buyerDraft({})).toEqual({ draft: {}, dropped: false });
  });
});

/** A draft without the account's fields, as a saved brief is read back (blanks as empty strings). */
function savedOnly(draft: typeof COMPLETE) {
  const { name: _name, email: _email, ...rest } = draft;
  return rest;
}

describe('what was typed before hydration (adopt)', () => {
  it('takes every step’s answers and opens on the focused field’s step, else the furthest answered', () => {
    const typed = { propertyType: 'penthouse', location: 'Chamberí', services: ['legal', 'financing'], email: 'ana@example.com' };
    const focused = reduce(initialDetailedState(), { type: 'adopt', typed, focused: 'location' });
    expect(focused.step).toBe(1);
    expect(focused.draft).toEqual({ ...EMPTY_DETAILED_DRAFT, ...typed });
    expect(reduce(initialDetailedState(), { type: 'adopt', typed }).step).toBe(4);
    expect(reduce(initialDetailedState(), { type: 'adopt', typed: { services: ['legal'] } }).step).toBe(3);
  });

  it('keeps answers given beforehand that were not changed, and a form left untouched as it was', () => {
    const start = initialDetailedState({ name: 'Lucía Ortega' });
    expect(reduce(start, { type: 'adopt', typed: { email: 'l@example.com' } }).draft.name).toBe('Lucía Ortega');
    expect(reduce(start, { type: 'adopt', typed: {} })).toEqual(start);
  });
});
