import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ContactRequestSchema } from './contact-request.ts';
import { contactFieldErrors, isPayloadTooLong, primaryContactError } from './contact-schema.ts';
import { BuyerBriefSchema, DetailedContactSchema, SavedBriefSchema } from './detailed-contact-schema.ts';
import {
  AVAILABILITIES,
  BRIEF_SERVICES,
  BUDGETS,
  BUYER_GOALS,
  BUYER_SERVICES,
  CONTACT_PREFERENCES,
  GOALS,
  LOCATION_MAX_CHARS,
  LOCATION_MIN_CHARS,
  NAME_MAX_CHARS,
  NAME_MIN_CHARS,
  PRIORITIES,
  PROPERTY_TYPES,
  TIMELINES,
} from './detailed-limits.ts';
import { containsUnsafeText } from './sanitize-text.ts';
import { makeDetailedInput } from './test-factories.ts';

const simpleRequest = (overrides: Record<string, unknown> = {}) => ({
  formType: 'simple',
  clientType: 'waiting-list',
  email: 'luis@example.com',
  message: 'Quisiera comprar en Chamberí.',
  ...overrides,
});

function errorsOf(input: Record<string, unknown>) {
  const result = ContactRequestSchema.safeParse(input);
  return result.success ? {} : contactFieldErrors(result.error);
}

describe('DetailedContactSchema', () => {
  it('takes exactly the slugs of decisions, Product 10', () => {
    expect(PROPERTY_TYPES).toEqual(['apartment', 'house', 'penthouse', 'commercial', 'land']);
    expect(GOALS).toEqual(['sell', 'buy', 'rent', 'invest', 'evaluate']);
    expect(BUDGETS).toEqual(['up-to-500k', '500k-1m', '1m-2m', '2m-3m', '3m-5m', 'over-5m']);
    expect(TIMELINES).toEqual(['immediate', 'short', 'medium', 'long', 'flexible']);
    expect(BRIEF_SERVICES).toEqual(['valuation', 'marketing', 'staging', 'legal', 'financing', 'concierge']);
    expect(PRIORITIES).toEqual(['speed', 'price', 'discretion', 'service', 'results']);
    expect(CONTACT_PREFERENCES).toEqual(['email', 'phone', 'whatsapp', 'meeting']);
    expect(AVAILABILITIES).toEqual(['morning', 'afternoon', 'evening', 'flexible']);
  });

  it('accepts a full brief, and one with only what is required (e-mail, no phone, no availability)', () => {
    expect(errorsOf(makeDetailedInput())).toEqual({});
    const minimal = DetailedContactSchema.parse(
      makeDetailedInput({ priority: '', phone: '', contactPreference: 'email', availability: undefined, message: '  ' }),
    );
    expect(minimal).toMatchObject({ priority: undefined, phone: undefined, availability: undefined, message: undefined });
  });

  it('reports every missing answer as missing, headed by "Campos requeridos"', () => {
    const fields = errorsOf({ formType: 'detailed' });
    expect(fields).toEqual({
      propertyType: 'choiceRequired',
      goal: 'choiceRequired',
      location: 'required',
      budget: 'choiceRequired',
      timeline: 'choiceRequired',
      services: 'servicesRequired',
      name: 'required',
      email: 'required',
      contactPreference: 'choiceRequired',
    });
    expect(primaryContactError(fields)).toBe('required');
    expect(errorsOf(makeDetailedInput({ services: [] })).services).toBe('servicesRequired');
  });

  it('refuses slugs outside the tables and repeated services', () => {
    expect(errorsOf(makeDetailedInput({ propertyType: 'castle' })).propertyType).toBe('choiceInvalid');
    expect(errorsOf(makeDetailedInput({ budget: '10m' })).budget).toBe('choiceInvalid');
    expect(errorsOf(makeDetailedInput({ services: ['valuation', 'yacht'] })).services).toBe('choiceInvalid');
    expect(errorsOf(makeDetailedInput({ services: ['legal', 'legal'] })).services).toBe('choiceInvalid');
    expect(errorsOf(makeDetailedInput({ services: 'legal' })).services).toBe('servicesRequired');
    expect(errorsOf(makeDetailedInput({ priority: 'luck' })).priority).toBe('choiceInvalid');
  });

  it('bounds location and name to 2–120 characters, and the optional message to 1000', () => {
    for (const [field, min, max, code] of [
      ['location', LOCATION_MIN_CHARS, LOCATION_MAX_CHARS, 'locationLength'],
      ['name', NAME_MIN_CHARS, NAME_MAX_CHARS, 'nameLength'],
    ] as const) {
      expect(errorsOf(makeDetailedInput({ [field]: 'x'.repeat(min - 1) }))[field]).toBe(code);
      expect(errorsOf(makeDetailedInput({ [field]: 'x'.repeat(min) }))).toEqual({});
      expect(errorsOf(makeDetailedInput({ [field]: 'x'.repeat(max) }))).toEqual({});
      expect(errorsOf(makeDetailedInput({ [field]: 'x'.repeat(max + 1) }))[field]).toBe(code);
    }
    expect(errorsOf(makeDetailedInput({ message: 'x'.repeat(1000) }))).toEqual({});
    expect(errorsOf(makeDetailedInput({ message: 'x'.repeat(1001) })).message).toBe('messageTooLong');
  });

  it('requires the phone for a call or WhatsApp, and the availability for a call, WhatsApp or a meeting', () => {
    for (const preference of ['phone', 'whatsapp'])
      expect(errorsOf(makeDetailedInput({ contactPreference: preference, phone: ' ' })).phone).toBe('phoneRequired');
    for (const preference of ['email', 'meeting'])
      expect(errorsOf(makeDetailedInput({ contactPreference: preference, phone: undefined })).phone).toBeUndefined();
    for (const preference of ['phone', 'whatsapp', 'meeting'])
      expect(errorsOf(makeDetailedInput({ contactPreference: preference, availability: '' })).availability).toBe(
        'availabilityRequired',
      );
    expect(errorsOf(makeDetailedInput({ contactPreference: 'email', availability: '' }))).toEqual({});
    expect(errorsOf(makeDetailedInput({ phone: 'llámeme' })).phone).toBe('phoneInvalid');
  });

  it('reports the conditional rules together with the other errors of the step', () => {
    expect(errorsOf(makeDetailedInput({ name: '', phone: '', availability: '' }))).toEqual({
      name: 'required',
      phone: 'phoneRequired',
      availability: 'availabilityRequired',
    });
  });

  it('applies the simple form’s e-mail rules and payload limit', () => {
    expect(errorsOf(makeDetailedInput({ email: 'ana@' })).email).toBe('emailInvalid');
    expect(errorsOf(makeDetailedInput({ email: `${'a'.repeat(250)}@example.com` })).email).toBe('emailInvalid');
    expect(DetailedContactSchema.parse(makeDetailedInput({ email: '  Ana@Example.com ' })).email).toBe('Ana@Example.com');
    expect(isPayloadTooLong(makeDetailedInput({ message: 'x'.repeat(5000) }))).toBe(true);
    expect(isPayloadTooLong(makeDetailedInput())).toBe(false);
  });

  it('sanitises every text before its length is checked', () => {
    const parsed = DetailedContactSchema.parse(
      makeDetailedInput({
        location: 'Salamanca <script>alert(1)</script>',
        name: '<b>Ana</b> García',
        message: 'Hola <img src=x onerror=alert(1)> javascript:alert(1)',
      }),
    );
    expect(parsed).toMatchObject({ location: 'Salamanca', name: 'Ana García', message: 'Hola  alert(1)' });
    expect(errorsOf(makeDetailedInput({ name: '<b></b>A' })).name).toBe('nameLength');
  });

  it('never lets unsafe text through, whatever the strings (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string(), fc.string(), (location, name, message) => {
        const result = DetailedContactSchema.safeParse(makeDetailedInput({ location, name, message }));
        if (!result.success) return;
        for (const text of [result.data.location, result.data.name, result.data.message ?? ''])
          expect(containsUnsafeText(text)).toBe(false);
      }),
    );
  });
});

describe('BuyerBriefSchema (Mi búsqueda of a buyer, issue 22)', () => {
  const brief = (overrides: Record<string, unknown> = {}) => {
    const { formType: _f, name: _n, email: _e, website: _w, ...answers } = makeDetailedInput({ goal: 'buy', ...overrides });
    return answers;
  };

  it('offers a buyer every goal and service but a seller’s: selling, marketing, staging', () => {
    expect(BUYER_GOALS).toEqual(['buy', 'rent', 'invest', 'evaluate']);
    expect(BUYER_SERVICES).toEqual(['valuation', 'legal', 'financing', 'concierge']);
    for (const goal of BUYER_GOALS) expect(BuyerBriefSchema.safeParse(brief({ goal })).success, goal).toBe(true);
    expect(BuyerBriefSchema.safeParse(brief({ services: [...BUYER_SERVICES] })).success).toBe(true);
  });

  it('refuses a seller’s goal or service with sellerOnlyChoice on its field, with the other fields’ errors', () => {
    const refused = BuyerBriefSchema.safeParse(brief({ goal: 'sell', services: ['legal', 'staging'], location: 'x' }));
    expect(refused.success).toBe(false);
    expect(contactFieldErrors(refused.error!)).toEqual({
      goal: 'sellerOnlyChoice',
      services: 'sellerOnlyChoice',
      location: 'locationLength',
    });
    expect(contactFieldErrors(BuyerBriefSchema.safeParse(brief({ services: ['marketing'] })).error!)).toEqual({
      services: 'sellerOnlyChoice',
    });
    // A seller's brief (and the public brief) still takes them.
    expect(SavedBriefSchema.safeParse(brief({ goal: 'sell', services: ['marketing', 'staging'] })).success).toBe(true);
  });
});

describe('ContactRequestSchema', () => {
  it('takes either form, told apart by formType', () => {
    expect(ContactRequestSchema.parse(simpleRequest()).formType).toBe('simple');
    expect(ContactRequestSchema.parse(makeDetailedInput()).formType).toBe('detailed');
  });

  it('refuses another or a missing formType with formTypeInvalid, and each form’s fields on the other', () => {
    expect(errorsOf(makeDetailedInput({ formType: 'brief' }))).toEqual({ formType: 'formTypeInvalid' });
    expect(errorsOf(makeDetailedInput({ formType: undefined }))).toEqual({ formType: 'formTypeInvalid' });
    // A simple request labelled detailed lacks the brief's answers.
    expect(errorsOf(simpleRequest({ formType: 'detailed' }))).toMatchObject({ propertyType: 'choiceRequired' });
  });
});
