import { z } from 'zod';
import {
  CLIENT_TYPES,
  EMAIL_MAX_CHARS,
  FORM_TYPE,
  HONEYPOT_FIELD,
  HONEYPOT_MAX_CHARS,
  MESSAGE_MAX_CHARS,
  MESSAGE_MIN_CHARS,
  PAYLOAD_MAX_CHARS,
  PHONE_MAX_CHARS,
  PHONE_MIN_DIGITS,
  REFERRED_BY_MAX_CHARS,
  REFERRED_BY_MIN_CHARS,
  SERVICE_TYPES,
} from './contact-limits.ts';
import { sanitizeText } from './sanitize-text.ts';

/**
 * Translation keys of every message the contact pipeline shows (texts in src/i18n/{es,en}/contact-errors.ts).
 * The domain cannot import i18n; a test checks each key exists in both languages.
 */
export const CONTACT_MESSAGE_KEYS = {
  required: 'contactErrors.required',
  emailInvalid: 'contactErrors.emailInvalid',
  messageLength: 'contactErrors.messageLength',
  referenceRequired: 'contactErrors.referenceRequired',
  serviceRequired: 'contactErrors.serviceRequired',
  clientTypeInvalid: 'contactErrors.clientTypeInvalid',
  phoneInvalid: 'contactErrors.phoneInvalid',
  fieldTooLong: 'contactErrors.fieldTooLong',
  formTypeInvalid: 'contactErrors.formTypeInvalid',
  payloadTooLong: 'contactErrors.payloadTooLong',
  rateLimited: 'contactErrors.rateLimited',
  notJson: 'contactErrors.notJson',
  invalidJson: 'contactErrors.invalidJson',
  sendFailedTitle: 'contactErrors.sendFailed.title',
  sendFailedDescription: 'contactErrors.sendFailed.description',
  sentTitle: 'contactErrors.sent.title',
  sentDescription: 'contactErrors.sent.description',
} as const;

export type ContactMessageKey = (typeof CONTACT_MESSAGE_KEYS)[keyof typeof CONTACT_MESSAGE_KEYS];

const K = CONTACT_MESSAGE_KEYS;

/** Sanitised, trimmed text; a missing value is reported as 'required'. */
const text = () => z.string({ error: K.required }).overwrite(sanitizeText).trim();

/** Optional text: absent, null and blank all mean "not given". */
const optionalText = (max: number, tooLong: string) =>
  z.preprocess((v) => (v === null ? undefined : v), text().max(max, tooLong).optional()).transform((v) => v || undefined);

const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;

export const ContactSchema = z
  .object({
    formType: z.literal(FORM_TYPE, { error: K.formTypeInvalid }),
    clientType: z.enum(CLIENT_TYPES, {
      error: (issue) => (issue.input === undefined || issue.input === '' ? K.required : K.clientTypeInvalid),
    }),
    serviceType: z.preprocess(
      (v) => (v === null || v === '' ? undefined : v),
      z.enum(SERVICE_TYPES, { error: K.serviceRequired }).optional(),
    ),
    referredBy: optionalText(REFERRED_BY_MAX_CHARS, K.fieldTooLong),
    email: text()
      .min(1, K.required)
      .max(EMAIL_MAX_CHARS, K.emailInvalid)
      .pipe(z.email({ error: K.emailInvalid })),
    phone: optionalText(PHONE_MAX_CHARS, K.phoneInvalid).refine(
      (v) => v === undefined || (PHONE_PATTERN.test(v) && v.replace(/\D/g, '').length >= PHONE_MIN_DIGITS),
      K.phoneInvalid,
    ),
    message: text().min(1, K.required).min(MESSAGE_MIN_CHARS, K.messageLength).max(MESSAGE_MAX_CHARS, K.messageLength),
    /** Honeypot: hidden from people and screen readers, so only bots fill it. The server checks it first. */
    website: z.string().max(HONEYPOT_MAX_CHARS).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.clientType !== 'recommended') return;
    if (!value.serviceType) ctx.addIssue({ code: 'custom', path: ['serviceType'], message: K.serviceRequired });
    if ((value.referredBy?.length ?? 0) < REFERRED_BY_MIN_CHARS)
      ctx.addIssue({ code: 'custom', path: ['referredBy'], message: K.referenceRequired });
  });

/** What the form sends (before parsing). */
export type ContactInput = z.input<typeof ContactSchema>;
/** What the server stores: sanitised and validated. */
export type Contact = z.output<typeof ContactSchema>;

export type ContactFieldErrors = Partial<Record<keyof ContactInput | 'form', ContactMessageKey>>;

/** First message key per field, for the form and the API's `fields`. */
export function contactFieldErrors(error: z.ZodError): ContactFieldErrors {
  const fields: ContactFieldErrors = {};
  for (const issue of error.issues) {
    const field = (typeof issue.path[0] === 'string' ? issue.path[0] : 'form') as keyof ContactFieldErrors;
    const key = (Object.values(K) as string[]).includes(issue.message) ? (issue.message as ContactMessageKey) : K.required;
    fields[field] ??= key;
  }
  return fields;
}

/** The headline message for a set of field errors: spec 8 reports missing fields first. */
export function primaryContactError(fields: ContactFieldErrors): ContactMessageKey {
  const keys = Object.values(fields);
  return keys.includes(K.required) ? K.required : (keys[0] ?? K.required);
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
