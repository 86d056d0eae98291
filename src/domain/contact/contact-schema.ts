import { z } from 'zod';
import {
  CLIENT_TYPES,
  FORM_TYPE,
  MESSAGE_MAX_CHARS,
  MESSAGE_MIN_CHARS,
  PAYLOAD_MAX_CHARS,
  REFERRED_BY_MAX_CHARS,
  REFERRED_BY_MIN_CHARS,
  SERVICE_TYPES,
  HONEYPOT_FIELD,
} from './contact-limits.ts';
import { sanitizeText } from './sanitize-text.ts';
import {
  E,
  MISSING_CODES,
  emailField,
  honeypotField,
  isContactErrorCode,
  optionalText,
  phoneField,
  text,
  type ContactErrorCode,
} from './schema-fields.ts';

export { CONTACT_ERROR_CODES, isContactErrorCode, type ContactErrorCode } from './schema-fields.ts';

export const ContactSchema = z
  .object({
    formType: z.literal(FORM_TYPE, { error: E('formTypeInvalid') }),
    clientType: z.enum(CLIENT_TYPES, {
      error: (issue) => (issue.input === undefined || issue.input === '' ? E('required') : E('clientTypeInvalid')),
    }),
    serviceType: z.preprocess(
      (v) => (v === null || v === '' ? undefined : v),
      z.enum(SERVICE_TYPES, { error: E('serviceRequired') }).optional(),
    ),
    referredBy: optionalText(REFERRED_BY_MAX_CHARS, E('fieldTooLong')),
    email: emailField(),
    phone: phoneField(),
    message: text().min(1, E('required')).min(MESSAGE_MIN_CHARS, E('messageLength')).max(MESSAGE_MAX_CHARS, E('messageLength')),
    /** Honeypot: hidden from people and screen readers, so only bots fill it. The server checks it first. */
    website: honeypotField(),
  })
  .superRefine((value, ctx) => {
    if (value.clientType !== 'recommended') return;
    if (!value.serviceType) ctx.addIssue({ code: 'custom', path: ['serviceType'], message: E('serviceRequired') });
    if ((value.referredBy?.length ?? 0) < REFERRED_BY_MIN_CHARS)
      ctx.addIssue({ code: 'custom', path: ['referredBy'], message: E('referenceRequired') });
  });

/** What the form sends (before parsing). */
export type ContactInput = z.input<typeof ContactSchema>;
/** What the server stores: sanitised and validated. */
export type Contact = z.output<typeof ContactSchema>;

/** Field errors of either form (by the field's name in its payload), for the form and the API's `fields`. */
export type ContactFieldErrors = Partial<Record<string, ContactErrorCode>>;

/** First code per field, for the form and the API's `fields`. */
export function contactFieldErrors(error: z.ZodError): ContactFieldErrors {
  const fields: ContactFieldErrors = {};
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === 'string' ? issue.path[0] : 'form';
    fields[field] ??= isContactErrorCode(issue.message) ? issue.message : 'required';
  }
  return fields;
}

/** The headline message for a set of field errors: spec 8 reports missing fields first ('Campos requeridos'). */
export function primaryContactError(fields: ContactFieldErrors): ContactErrorCode {
  const codes = Object.values(fields).filter((code) => code !== undefined);
  return codes.some((code) => MISSING_CODES.includes(code)) ? 'required' : (codes[0] ?? 'required');
}

/** The honeypot is filled: answer like a success and keep nothing. */
export function isHoneypotFilled(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : value !== undefined && value !== null && value !== false;
}

/** Spec 5: the combined payload, serialised as JSON, is at most PAYLOAD_MAX_CHARS characters. */
export function isPayloadTooLong(body: unknown): boolean {
  try {
    return (JSON.stringify(body)?.length ?? 0) > PAYLOAD_MAX_CHARS;
  } catch {
    return true;
  }
}

/** E-mail as the rate limit compares it: trimmed, lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Sanitises every text field of a draft, as the form does before sending. Non-strings pass through. */
export function sanitizeContactInput<T extends Record<string, unknown>>(input: T): T {
  return Object.fromEntries(
    Object.entries(input).map(([k, v]) => [k, typeof v === 'string' && k !== HONEYPOT_FIELD ? sanitizeText(v) : v]),
  ) as T;
}
