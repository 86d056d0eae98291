/**
 * The browser's side of `POST /api/process-contact`, for every form that sends to it (the simple
 * form and the detailed brief): one request, one reading of its answer, one catalogue of toasts.
 */
import {
  isContactErrorCode,
  isPayloadTooLong,
  primaryContactError,
  type ContactErrorCode,
  type ContactFieldErrors,
} from '../domain/contact/index.ts';
import type { Lang } from '../i18n/languages.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { contactErrorKey } from '../i18n/translate.ts';

export const CONTACT_ENDPOINT = '/api/process-contact';

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

/** The API's field errors: message codes by field (anything else in the answer is ignored). */
function fieldsOf(payload: unknown): ContactFieldErrors {
  const fields = (payload as { error?: { fields?: unknown } } | null)?.error?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(Object.entries(fields).filter(([, code]) => isContactErrorCode(code)));
}

/** Posts the request; network failures and unexpected statuses are 'failed' ('Error al enviar'). */
export async function postContact(body: unknown, lang: Lang, fetchImpl: typeof fetch = fetch): Promise<SendOutcome> {
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
  if (response.ok) {
    const answer = (await response.json().catch(() => null)) as { id?: unknown } | null;
    return { kind: 'sent', id: typeof answer?.id === 'string' ? answer.id : '' };
  }
  if (response.status === 429) return { kind: 'rateLimited' };
  if (response.status === 413) return { kind: 'tooLong' };
  if (response.status === 400) {
    const fields = fieldsOf(await response.json().catch(() => null));
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
