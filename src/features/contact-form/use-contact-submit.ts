import type { Dispatch, RefObject } from 'react';
import { useToast } from '../../components/ui/toast.tsx';
import { HONEYPOT_FIELD, sanitizeErrorMessage } from '../../domain/contact/index.ts';
import type { ContactDraft, ContactFormAction, FieldErrors } from '../../domain/contact/steps.ts';
import { useI18n } from '../../i18n/index.tsx';
import { checkRequestBody, postContact, toRequestBody, type SendOutcome } from './send-contact.ts';

/** Fields in the order they appear, to focus the first one in error. */
const FIELD_ORDER = ['email', 'phone', 'referredBy', 'message'] as const;

function focusFirstInvalid(form: HTMLFormElement | null, fields: FieldErrors): void {
  const first = FIELD_ORDER.find((field) => fields[field]);
  if (!first || !form) return;
  // After React has rendered the error texts, so they are announced with the field.
  requestAnimationFrame(() => (form.elements.namedItem(first) as HTMLElement | null)?.focus());
}

/** Validates with the shared schema, sends, and reports the outcome as the error catalogue says. */
export function useContactSubmit(formRef: RefObject<HTMLFormElement | null>, dispatch: Dispatch<ContactFormAction>) {
  const { lang, t, tk } = useI18n();
  const { show } = useToast();

  const report = (outcome: Exclude<SendOutcome, { kind: 'sent' }>) => {
    const errors = t.contactErrors;
    if (outcome.kind === 'invalid') {
      // Some catalogue entries have a longer description (e.g. 'Campos requeridos' / 'Por favor, …').
      const descriptionKey = `${outcome.message}Description`;
      const description = tk(descriptionKey);
      show({
        variant: 'error',
        title: tk(outcome.message),
        description: description === descriptionKey ? undefined : description,
      });
      focusFirstInvalid(formRef.current, outcome.fields);
    } else if (outcome.kind === 'tooLong') show({ variant: 'error', title: errors.payloadTooLong });
    else if (outcome.kind === 'rateLimited') show({ variant: 'error', title: errors.rateLimited });
    else show({ variant: 'error', title: errors.sendFailed.title, description: errors.sendFailed.description });
  };

  return async (draft: ContactDraft) => {
    const form = formRef.current;
    const honeypot = (form?.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement | null)?.value ?? '';
    try {
      const body = toRequestBody(draft, honeypot);
      const problem = checkRequestBody(body);
      if (problem) {
        if (problem.kind === 'invalid') dispatch({ type: 'invalid', errors: problem.fields });
        report(problem);
        return;
      }
      dispatch({ type: 'send' });
      const outcome = await postContact(body, lang);
      if (outcome.kind === 'sent') {
        dispatch({ type: 'sent' });
        form?.reset();
        show({ variant: 'success', title: t.contactErrors.sent.title, description: t.contactErrors.sent.description });
        return;
      }
      // The visitor's data stays in the form; only field errors change.
      dispatch({ type: 'failed', errors: outcome.kind === 'invalid' ? outcome.fields : undefined });
      report(outcome);
    } catch (error) {
      dispatch({ type: 'failed' });
      show({ variant: 'error', title: t.contactErrors.sendFailed.title, description: sanitizeErrorMessage(error) });
    }
  };
}
