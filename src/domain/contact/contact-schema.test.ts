import { describe, expect, it } from 'vitest';
import { ContactSchema, contactFieldErrors, isHoneypotFilled, isPayloadTooLong, normalizeEmail } from './contact-schema.ts';
import { EMAIL_MAX_CHARS, MESSAGE_MAX_CHARS, MESSAGE_MIN_CHARS, PAYLOAD_MAX_CHARS } from './contact-limits.ts';

/** A valid request with overrides. */
export function makeContactInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    formType: 'simple',
    clientType: 'recommended',
    serviceType: 'sell',
    referredBy: 'Ana García',
    email: 'cliente@example.com',
    phone: '+34 600 000 000',
    message: 'Quisiera vender mi piso en Salamanca.',
    ...overrides,
  };
}

function errorsOf(input: Record<string, unknown>) {
  const result = ContactSchema.safeParse(input);
  return result.success ? {} : contactFieldErrors(result.error);
}

describe('ContactSchema', () => {
  it('accepts a recommended request and a waiting-list request without service or referrer', () => {
    expect(ContactSchema.safeParse(makeContactInput()).success).toBe(true);
    const waiting = ContactSchema.parse(
      makeContactInput({ clientType: 'waiting-list', serviceType: undefined, referredBy: '', phone: '' }),
    );
    expect(waiting.referredBy).toBeUndefined();
    expect(waiting.phone).toBeUndefined();
  });

  it('reports missing client type, e-mail and message as required', () => {
    expect(errorsOf(makeContactInput({ clientType: undefined, email: undefined, message: '' }))).toMatchObject({
      clientType: 'required',
      email: 'required',
      message: 'required',
    });
  });

  it('validates the e-mail and its length', () => {
    expect(errorsOf(makeContactInput({ email: 'not-an-email' })).email).toBe('emailInvalid');
    const long = `${'a'.repeat(EMAIL_MAX_CHARS - 'example.com'.length)}@example.com`;
    expect(long.length).toBe(EMAIL_MAX_CHARS + 1);
    expect(errorsOf(makeContactInput({ email: long })).email).toBe('emailInvalid');
    expect(ContactSchema.parse(makeContactInput({ email: '  Cliente@Example.com ' })).email).toBe('Cliente@Example.com');
  });

  it('bounds the message between 10 and 1000 characters', () => {
    expect(errorsOf(makeContactInput({ message: 'x'.repeat(MESSAGE_MIN_CHARS - 1) })).message).toBe('messageLength');
    expect(errorsOf(makeContactInput({ message: 'x'.repeat(MESSAGE_MAX_CHARS + 1) })).message).toBe('messageLength');
    expect(errorsOf(makeContactInput({ message: 'x'.repeat(MESSAGE_MIN_CHARS) }))).toEqual({});
    expect(errorsOf(makeContactInput({ message: 'x'.repeat(MESSAGE_MAX_CHARS) }))).toEqual({});
  });

  it('requires a referrer of two characters and a service for recommended clients only', () => {
    expect(errorsOf(makeContactInput({ referredBy: 'A' })).referredBy).toBe('referenceRequired');
    expect(errorsOf(makeContactInput({ serviceType: undefined })).serviceType).toBe('serviceRequired');
    expect(errorsOf(makeContactInput({ clientType: 'waiting-list', referredBy: 'A', serviceType: undefined }))).toEqual({});
  });

  it('rejects unknown enums, a bad phone and a wrong form type', () => {
    expect(errorsOf(makeContactInput({ clientType: 'vip' })).clientType).toBe('clientTypeInvalid');
    expect(errorsOf(makeContactInput({ serviceType: 'rent' })).serviceType).toBe('serviceRequired');
    expect(errorsOf(makeContactInput({ phone: 'call me' })).phone).toBe('phoneInvalid');
    expect(errorsOf(makeContactInput({ phone: '123' })).phone).toBe('phoneInvalid');
    expect(errorsOf(makeContactInput({ formType: 'four-step' })).formType).toBe('formTypeInvalid');
  });

  it('sanitises text before checking it, so markup cannot be stored', () => {
    const parsed = ContactSchema.parse(makeContactInput({ message: 'Hola <script>alert(1)</script>, quiero vender <b>ya</b>' }));
    expect(parsed.message).toBe('Hola , quiero vender ya');
    expect(errorsOf(makeContactInput({ message: '<img src=x onerror=alert(1)>' })).message).toBe('required');
  });
});

describe('request helpers', () => {
  it('detects a filled honeypot', () => {
    expect(isHoneypotFilled(makeContactInput())).toBe(false);
    expect(isHoneypotFilled(makeContactInput({ website: '' }))).toBe(false);
    expect(isHoneypotFilled(makeContactInput({ website: 'http://spam.example' }))).toBe(true);
    expect(isHoneypotFilled(makeContactInput({ website: 1 }))).toBe(true);
  });

  it('measures the payload as serialised JSON', () => {
    expect(isPayloadTooLong(makeContactInput())).toBe(false);
    expect(isPayloadTooLong(makeContactInput({ message: 'x'.repeat(PAYLOAD_MAX_CHARS) }))).toBe(true);
  });

  it('normalises e-mails for the rate limit', () => {
    expect(normalizeEmail('  Ana@Example.COM ')).toBe('ana@example.com');
  });
});
