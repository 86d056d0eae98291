/**
 * What both contact schemas (the simple form's and the detailed brief's) are built from: the message
 * codes they report, and the fields they share (sanitised text, e-mail, phone, honeypot).
 */
import { z } from 'zod';
import { EMAIL_MAX_CHARS, HONEYPOT_MAX_CHARS, PHONE_MAX_CHARS, PHONE_MIN_DIGITS } from './contact-limits.ts';
import { sanitizeText } from './sanitize-text.ts';

/**
 * Codes of every message the contact pipeline reports. Codes travel (schema → API `fields` → form);
 * each edge turns a code into text in its own language once (src/i18n/{es,en}/contact-errors.ts,
 * whose type requires a text for every code).
 */
export const CONTACT_ERROR_CODES = [
  'required',
  'emailInvalid',
  'messageLength',
  'referenceRequired',
  'serviceRequired',
  'clientTypeInvalid',
  'phoneInvalid',
  'fieldTooLong',
  'formTypeInvalid',
  'payloadTooLong',
  'rateLimited',
  'notJson',
  'invalidJson',
  'invalidCharacters',
  // The detailed brief's.
  'choiceRequired',
  'choiceInvalid',
  'servicesRequired',
  'locationLength',
  'nameLength',
  'messageTooLong',
  'phoneRequired',
  'availabilityRequired',
  // A buyer's search (Mi búsqueda): a seller's goal or service.
  'sellerOnlyChoice',
] as const;

export type ContactErrorCode = (typeof CONTACT_ERROR_CODES)[number];

export function isContactErrorCode(value: unknown): value is ContactErrorCode {
  return typeof value === 'string' && (CONTACT_ERROR_CODES as readonly string[]).includes(value);
}

/** Codes that mean "something required is missing": the catalogue's 'Campos requeridos' heads them. */
export const MISSING_CODES: readonly ContactErrorCode[] = [
  'required',
  'choiceRequired',
  'servicesRequired',
  'phoneRequired',
  'availabilityRequired',
];

/** A code as a zod issue message (typed, so a misspelt code fails the typecheck). */
export const E = (code: ContactErrorCode) => code;

/** Sanitised, trimmed text; a missing value is reported as 'required'. */
export const text = () =>
  z
    .string({ error: E('required') })
    .overwrite(sanitizeText)
    .trim();

/** Optional text: absent, null and blank all mean "not given". */
export const optionalText = (max: number, tooLong: ContactErrorCode) =>
  z.preprocess((v) => (v === null ? undefined : v), text().max(max, tooLong).optional()).transform((v) => v || undefined);

/** Required text between `min` and `max` characters (after sanitising and trimming). */
export const boundedText = (min: number, max: number, outOfBounds: ContactErrorCode) =>
  text().min(1, E('required')).min(min, outOfBounds).max(max, outOfBounds);

export const emailField = () =>
  text()
    .min(1, E('required'))
    .max(EMAIL_MAX_CHARS, E('emailInvalid'))
    .pipe(z.email({ error: E('emailInvalid') }));

const PHONE_PATTERN = /^\+?[0-9 ().-]+$/;

/** A phone number as the forms accept one: digits, spaces, `+ ( ) . -`, at least PHONE_MIN_DIGITS digits. */
export const isPhoneNumber = (v: string) =>
  v.length <= PHONE_MAX_CHARS && PHONE_PATTERN.test(v) && v.replace(/\D/g, '').length >= PHONE_MIN_DIGITS;

/** Optional phone (`isPhoneNumber`). */
export const phoneField = () =>
  optionalText(PHONE_MAX_CHARS, E('phoneInvalid')).refine((v) => v === undefined || isPhoneNumber(v), E('phoneInvalid'));

/** Honeypot: hidden from people and screen readers, so only bots fill it. The server checks it first. */
export const honeypotField = () => z.string().max(HONEYPOT_MAX_CHARS).optional();

/** One of a table's slugs: absent or blank is 'choiceRequired', anything else unknown 'choiceInvalid'. */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === '' ? E('choiceRequired') : E('choiceInvalid'),
  });

/** An optional slug: absent, null and blank mean "not given". */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess((v) => (v === null || v === '' ? undefined : v), choice(values).optional());
