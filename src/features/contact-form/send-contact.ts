import {
  CONTACT_MESSAGE_KEYS as K,
  ContactSchema,
  FORM_TYPE,
  HONEYPOT_FIELD,
  contactFieldErrors,
  isPayloadTooLong,
  primaryContactError,
  sanitizeContactInput,
  type ContactFieldErrors,
  type ContactInput,
} from '../../domain/contact/index.ts';
import type { ContactDraft, FieldErrors } from '../../domain/contact/steps.ts';
import { MESSAGES, translateKey, type Lang } from '../../i18n/index.tsx';

export const CONTACT_ENDPOINT = '/api/process-contact';

/** What became of a submission; each kind maps to one entry of the error catalogue (spec 8). */
export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; fields: FieldErrors; message: string }
  | { kind: 'tooLong' }
  | { kind: 'rateLimited' }
  | { kind: 'failed' };

/** The request body: the spec's fields, text sanitised, service and referrer only for recommended visitors. */
export function toRequestBody(draft: ContactDraft, honeypot: string): ContactInput {
  const recommended = draft.clientType === 'recommended';
  const body: ContactInput = {
    formType: FORM_TYPE,
    clientType: draft.clientType as ContactInput['clientType'],
    serviceType: recommended && draft.serviceType ? draft.serviceType : undefined,
    referredBy: recommended ? draft.referredBy.trim() : undefined,
    email: draft.email.trim(),
    phone: draft.phone.trim() || undefined,
    message: draft.message.trim(),
    [HONEYPOT_FIELD]: honeypot,
  };
  return sanitizeContactInput(body);
}

/** Client-side check with the shared schema; null when the body may be sent. */
export function checkRequestBody(body: ContactInput): Exclude<SendOutcome, { kind: 'sent' }> | null {
  if (isPayloadTooLong(body)) return { kind: 'tooLong' };
  const result = ContactSchema.safeParse(body);
  if (result.success) return null;
  const fields = contactFieldErrors(result.error);
  return { kind: 'invalid', fields, message: primaryContactError(fields) };
}

const MESSAGE_KEYS = new Set<string>(Object.values(K));

/**
 * The API's field errors, as translation keys. The API may send keys or messages already in the
 * request's language; a message is mapped back to its key, so the form can show it in either language.
 */
function fieldsOf(payload: unknown, lang: Lang): FieldErrors {
  const fields = (payload as { error?: { fields?: unknown } } | null)?.error?.fields;
  if (!fields || typeof fields !== 'object') return {};
  const keyOf = (value: string) =>
    MESSAGE_KEYS.has(value) ? value : [...MESSAGE_KEYS].find((key) => translateKey(MESSAGES[lang], key) === value);
  const entries = Object.entries(fields).flatMap(([field, value]) => {
    const key = typeof value === 'string' ? keyOf(value) : undefined;
    return key ? [[field, key]] : [];
  });
  return Object.fromEntries(entries) as FieldErrors;
}

/** Posts the request; network failures and unexpected statuses are 'failed' ('Error al enviar'). */
export async function postContact(body: ContactInput, lang: Lang, fetchImpl: typeof fetch = fetch): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetchImpl(CONTACT_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Accept-Language': lang },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'failed' };
  }
  if (response.ok) return { kind: 'sent' };
  if (response.status === 429) return { kind: 'rateLimited' };
  if (response.status === 413) return { kind: 'tooLong' };
  if (response.status === 400) {
    const fields = fieldsOf(await response.json().catch(() => null), lang);
    return { kind: 'invalid', fields, message: primaryContactError(fields as ContactFieldErrors) };
  }
  return { kind: 'failed' };
}
