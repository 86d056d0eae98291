import {
  ContactSchema,
  FORM_TYPE,
  HONEYPOT_FIELD,
  contactFieldErrors,
  sanitizeContactInput,
  type ContactInput,
} from '../../domain/contact/index.ts';
import type { ContactDraft } from '../../domain/contact/steps.ts';
import { checkBody, type SendProblem } from '../../lib/contact-api.ts';

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

/** The draft as it was sent (text sanitised and trimmed, what does not apply left out), for the confirmation. */
export function sentDraft(draft: ContactDraft, body: ContactInput): ContactDraft {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return {
    clientType: draft.clientType,
    serviceType: body.serviceType ? draft.serviceType : '',
    referredBy: text(body.referredBy),
    email: text(body.email),
    phone: text(body.phone),
    message: text(body.message),
  };
}

/** Client-side check with the shared schema; null when the body may be sent. */
export function checkRequestBody(body: ContactInput): SendProblem | null {
  return checkBody(body, (b) => {
    const result = ContactSchema.safeParse(b);
    return result.success ? null : contactFieldErrors(result.error);
  });
}
