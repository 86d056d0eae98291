import { describe, expect, it } from 'vitest';
import {
  canSubmit,
  missingToSend,
  contactFormReducer as reduce,
  EMPTY_DRAFT,
  INITIAL_CONTACT_FORM_STATE as initial,
  stepsFor,
  type ContactFormAction,
  type ContactFormState,
} from './steps.ts';

const run = (...actions: ContactFormAction[]): ContactFormState => actions.reduce(reduce, initial);

describe('contact form steps', () => {
  it('walks a recommended visitor through 1 → 2 → 3', () => {
    const s1 = run({ type: 'chooseClientType', clientType: 'recommended' }, { type: 'next' });
    expect(s1.step).toBe(2);
    const s2 = [{ type: 'chooseServiceType', serviceType: 'valuation' } as const, { type: 'next' } as const].reduce(reduce, s1);
    expect(s2.step).toBe(3);
    expect(s2.draft).toMatchObject({ clientType: 'recommended', serviceType: 'valuation' });
  });

  it('takes a waiting-list visitor from 1 straight to 3, and Back from 3 to 1', () => {
    const s = run({ type: 'chooseClientType', clientType: 'waiting-list' }, { type: 'next' });
    expect(s.step).toBe(3);
    expect(stepsFor('waiting-list')).toEqual([1, 3]);
    expect(reduce(s, { type: 'back' }).step).toBe(1);
  });

  it('Back returns exactly one step, and never below step 1', () => {
    const s3 = run(
      { type: 'chooseClientType', clientType: 'recommended' },
      { type: 'next' },
      { type: 'chooseServiceType', serviceType: 'buy' },
      { type: 'next' },
    );
    expect(reduce(s3, { type: 'back' }).step).toBe(2);
    expect(run({ type: 'back' }).step).toBe(1);
  });

  it('Next needs the step choice: no client type, no service', () => {
    const blocked = run({ type: 'next' });
    expect(blocked).toMatchObject({ step: 1, stepIncomplete: true });
    const s2 = run({ type: 'chooseClientType', clientType: 'recommended' }, { type: 'next' }, { type: 'next' });
    expect(s2).toMatchObject({ step: 2, stepIncomplete: true });
    expect(reduce(s2, { type: 'chooseServiceType', serviceType: 'sell' }).stepIncomplete).toBe(false);
  });

  it('switching to waiting-list drops the service and the referrer', () => {
    const s = run(
      { type: 'chooseClientType', clientType: 'recommended' },
      { type: 'chooseServiceType', serviceType: 'sell' },
      { type: 'edit', field: 'referredBy', value: 'Ana' },
      { type: 'chooseClientType', clientType: 'waiting-list' },
    );
    expect(s.draft).toMatchObject({ clientType: 'waiting-list', serviceType: '', referredBy: '' });
  });

  it('submit needs an e-mail and a message, and is off while sending', () => {
    const s3 = run({ type: 'chooseClientType', clientType: 'waiting-list' }, { type: 'next' });
    expect(canSubmit(s3)).toBe(false);
    const withEmail = reduce(s3, { type: 'edit', field: 'email', value: 'a@b.es' });
    expect(canSubmit(withEmail)).toBe(false);
    const ready = reduce(withEmail, { type: 'edit', field: 'message', value: 'Hola, quisiera información.' });
    expect(canSubmit(ready)).toBe(true);
    // What is missing, for the hint beside the disabled button (issue 24); blanks count as missing.
    expect(missingToSend(s3.draft)).toEqual(['email', 'message']);
    expect(missingToSend(withEmail.draft)).toEqual(['message']);
    expect(missingToSend({ ...ready.draft, email: '   ' })).toEqual(['email']);
    expect(missingToSend(ready.draft)).toEqual([]);
    const sending = reduce(ready, { type: 'send' });
    expect(canSubmit(sending)).toBe(false);
    // Nothing moves while sending.
    expect(reduce(sending, { type: 'back' })).toBe(sending);
  });

  it('keeps the data on failure, with the field errors; on success keeps what was sent for the confirmation', () => {
    const sending = run(
      { type: 'chooseClientType', clientType: 'waiting-list' },
      { type: 'next' },
      { type: 'edit', field: 'email', value: 'x' },
      { type: 'edit', field: 'message', value: 'Un mensaje largo' },
      { type: 'send' },
    );
    const failed = reduce(sending, { type: 'failed', errors: { email: 'emailInvalid' } });
    expect(failed).toMatchObject({ step: 3, sending: false, errors: { email: 'emailInvalid' } });
    expect(failed.draft.email).toBe('x');
    // Editing a field clears its error.
    expect(reduce(failed, { type: 'edit', field: 'email', value: 'x@y.es' }).errors).toEqual({});
    const sent = reduce(sending, { type: 'sent', sent: { ...sending.draft, email: 'x@y.es' } });
    expect(sent).toEqual({ ...initial, sent: { ...sending.draft, email: 'x@y.es' } });
    expect(reduce(sent, { type: 'restart' })).toEqual(initial);
  });

  it('a result preselects its service and starts the message, never over the visitor’s own words', () => {
    const prefill = (message: string): ContactFormAction => ({ type: 'prefill', serviceType: 'sell', message });
    const s = run(prefill('Sobre mi plusvalía'));
    expect(s.draft).toMatchObject({ serviceType: 'sell', message: 'Sobre mi plusvalía' });
    // A second result replaces the first prefill, which the visitor has not touched.
    expect(reduce(s, prefill('Otra venta')).draft.message).toBe('Otra venta');
    // Once the visitor writes, a later prefill changes the service but keeps the message.
    const edited = reduce(s, { type: 'edit', field: 'message', value: 'Mis propias palabras' });
    const again = reduce(edited, { type: 'prefill', serviceType: 'investment', message: 'Otra venta' });
    expect(again.draft).toMatchObject({ serviceType: 'investment', message: 'Mis propias palabras' });
    // The service step then shows the choice made, for a recommended visitor.
    const walked = [{ type: 'chooseClientType', clientType: 'recommended' } as const, { type: 'next' } as const].reduce(
      reduce,
      s,
    );
    expect(walked).toMatchObject({ step: 2, draft: { serviceType: 'sell' } });
  });

  it('a result after a sent request starts a new one', () => {
    const sent = run({ type: 'sent', sent: { ...initial.draft, email: 'a@b.es', message: 'Enviado antes' } });
    const s = reduce(sent, { type: 'prefill', serviceType: 'valuation', message: 'Sobre mi valoración' });
    expect(s).toMatchObject({ sent: null, step: 1, draft: { serviceType: 'valuation', message: 'Sobre mi valoración' } });
  });
});

describe('what was typed before hydration (adopt)', () => {
  const adopt = (typed: Record<string, unknown>, focused?: string) => reduce(initial, { type: 'adopt', typed, focused });

  it('a waiting-list request with an e-mail and a message opens on the contact step, with all of it', () => {
    const state = adopt({ clientType: 'waiting-list', email: 'ana@example.com', message: 'Busco piso' }, 'message');
    expect(state.step).toBe(3);
    expect(state.draft).toEqual({ ...EMPTY_DRAFT, clientType: 'waiting-list', email: 'ana@example.com', message: 'Busco piso' });
  });

  it('opens on the focused field’s step, else the furthest answered, never past a missing choice', () => {
    expect(adopt({ clientType: 'recommended' }, 'clientType').step).toBe(1);
    expect(adopt({ clientType: 'recommended', serviceType: 'sell' }).step).toBe(2);
    expect(adopt({ clientType: 'recommended', serviceType: 'sell', email: 'a@b.es' }).step).toBe(3);
    expect(adopt({ clientType: 'recommended', email: 'a@b.es' }).step).toBe(2);
    expect(adopt({ email: 'a@b.es' }).step).toBe(1);
    expect(adopt({ clientType: 'waiting-list', serviceType: 'buy' }, 'serviceType').step).toBe(3);
  });

  it('clears what a waiting-list request does not take, and ignores choices outside the tables', () => {
    const state = adopt({ clientType: 'waiting-list', serviceType: 'sell', referredBy: 'Marta' });
    expect(state.draft.serviceType).toBe('');
    expect(state.draft.referredBy).toBe('');
    expect(adopt({ clientType: 'vip', serviceType: 'rent' }).draft).toEqual(EMPTY_DRAFT);
  });
});
