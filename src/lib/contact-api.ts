/**
 * The browser's side of `POST /api/process-contact`, for every form that sends to it (the simple
 * form and the detailed brief), on the one client (src/lib/api-client.ts): one reading of its answer
 * as the error catalogue's outcomes, one catalogue of toasts.
 */
import {
  isContactErrorCode,
  isPayloadTooLong,
  primaryContactError,
  type ContactAnswer,
  type ContactErrorCode,
  type ContactFieldErrors,
} from '../domain/contact/index.ts';
import type { Lang } from '../i18n/languages.ts';
import { CONTACT_PATH, apiRequest } from './api-client.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { contactErrorKey } from '../i18n/translate.ts';

/** What became of a submission; each kind maps to one entry of the error catalogue (spec 8). */
export type SendOutcome =
  | { kind: 'sent'; id: string }
  | { kind: 'invalid'; fields: ContactFieldErrors; code: ContactErrorCode }
  | { kind: 'tooLong' }
  | { kind: 'rateLimited' }
  | { kind: 'failed' };

export type SendProblem = Exclude<SendOutcome, { kind: 'sent' }>;

/** Client-side check with the shared schema's result: null when the body may be sent. */
export function checkBody(body: unknown, parse: (body: unknown) => ContactFieldErrors | null): SendProblem | null {
  if (isPayloadTooLong(body)) return { kind: 'tooLong' };
  const fields = parse(body);
  return fields ? { kind: 'invalid', fields, code: primaryContactError(fields) } : null;
}

/** The API's field codes that the contact catalogue holds (anything else is left to the headline's toast). */
const contactFields = (fields: Record<string, string>): ContactFieldErrors =>
  Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, ContactErrorCode] => isContactErrorCode(entry[1])));

/** Posts the request through the one client; network failures and unexpected statuses are 'failed' ('Error al enviar'). */
export async function postContact(body: unknown, lang: Lang): Promise<SendOutcome> {
  const result = await apiRequest<ContactAnswer>(CONTACT_PATH, { method: 'POST', body, lang });
  if (result.ok) return { kind: 'sent', id: result.data.id };
  if (result.status === 429) return { kind: 'rateLimited' };
  if (result.status === 413) return { kind: 'tooLong' };
  if (result.status === 400) {
    const fields = contactFields(result.fields);
    return { kind: 'invalid', fields, code: primaryContactError(fields) };
  }
  return { kind: 'failed' };
}

export type ToastKeys = { title: MessageKey; description?: MessageKey };

/**
 * The catalogue's toast for an invalid form (spec 8), by the headline code: a title and, where the
 * catalogue gives one, a description. Other codes show their own text as the title.
 */
const INVALID_TOASTS: Partial<Record<ContactErrorCode, Required<ToastKeys>>> = {
  required: { title: 'contactErrors.required', description: 'contactErrors.requiredDescription' },
  emailInvalid: { title: 'contactErrors.emailInvalid', description: 'contactErrors.emailInvalidDescription' },
  messageLength: { title: 'contactErrors.messageInvalid', description: 'contactErrors.messageLength' },
  referenceRequired: { title: 'contactErrors.referenceRequired', description: 'contactErrors.referenceRequiredDescription' },
};

/** The error toast of a failed submission, as message keys. */
export function problemToast(problem: SendProblem): ToastKeys {
  switch (problem.kind) {
    case 'invalid':
      return INVALID_TOASTS[problem.code] ?? { title: contactErrorKey(problem.code) };
    case 'tooLong':
      return { title: 'contactErrors.payloadTooLong' };
    case 'rateLimited':
      return { title: 'contactErrors.rateLimited' };
    case 'failed':
      return { title: 'contactErrors.sendFailed.title', description: 'contactErrors.sendFailed.description' };
  }
}
