import type { Dispatch, RefObject } from 'react';
import { honeypotValue } from '../../components/form/honeypot.tsx';
import type { SendFailureState } from '../../components/form/send-failure.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { sanitizeErrorMessage, type ContactFieldErrors } from '../../domain/contact/index.ts';
import type { ContactDraft, ContactFormAction, FieldErrors } from '../../domain/contact/steps.ts';
import { useI18n } from '../../i18n/index.tsx';
import { postContact, problemToast, type SendProblem } from '../../lib/contact-api.ts';
import { checkRequestBody, sentDraft, toRequestBody } from './send-contact.ts';

/** Its toasts' source: a send takes away the form's error toasts (issue 24). */
const TOAST_SOURCE = 'contact-form';

/** Fields in the order they appear, to focus the first one in error. */
const FIELD_ORDER = ['email', 'phone', 'referredBy', 'message'] as const;

/** Focuses the first field in error; false when no field of the form is named. */
function focusFirstInvalid(form: HTMLFormElement | null, fields: ContactFieldErrors): boolean {
  const first = FIELD_ORDER.find((field) => fields[field]);
  if (!first || !form) return false;
  // After React has rendered the error texts, so they are announced with the field.
  requestAnimationFrame(() => (form.elements.namedItem(first) as HTMLElement | null)?.focus());
  return true;
}

/** Validates with the shared schema, sends, and reports the outcome as the error catalogue says. */
export function useContactSubmit(
  formRef: RefObject<HTMLFormElement | null>,
  dispatch: Dispatch<ContactFormAction>,
  failure: SendFailureState,
) {
  const { lang, t, tk } = useI18n();
  const { show } = useToast();
  const errors = t.contactErrors;

  const report = (problem: SendProblem) => {
    const toast = problemToast(problem);
    const title = tk(toast.title);
    const description = toast.description ? tk(toast.description) : undefined;
    show({ variant: 'error', source: TOAST_SOURCE, title, description });
    if (problem.kind === 'invalid' && focusFirstInvalid(formRef.current, problem.fields)) return;
    failure.fail(description ? `${title} ${description}` : title);
  };

  return async (draft: ContactDraft) => {
    const form = formRef.current;
    failure.clear();
    try {
      const body = toRequestBody(draft, honeypotValue(form));
      const problem = checkRequestBody(body);
      if (problem) {
        if (problem.kind === 'invalid') dispatch({ type: 'invalid', errors: problem.fields as FieldErrors });
        report(problem);
        return;
      }
      dispatch({ type: 'send' });
      const outcome = await postContact(body, lang);
      if (outcome.kind === 'sent') {
        dispatch({ type: 'sent', sent: sentDraft(draft, body) });
        form?.reset();
        const description = body.clientType === 'waiting-list' ? errors.sent.descriptionWaitingList : errors.sent.description;
        show({ variant: 'success', source: TOAST_SOURCE, title: errors.sent.title, description });
        return;
      }
      // The visitor's data stays in the form; only field errors change.
      dispatch({ type: 'failed', errors: outcome.kind === 'invalid' ? (outcome.fields as FieldErrors) : undefined });
      report(outcome);
    } catch (error) {
      // An exception's own text is technical and English: the visitor reads the page's language, and
      // the console gets the text without e-mails, addresses or secrets (spec 8).
      console.error(sanitizeErrorMessage(error));
      dispatch({ type: 'failed' });
      show({ variant: 'error', source: TOAST_SOURCE, title: errors.sendFailed.title, description: errors.unexpected });
      failure.fail(`${errors.sendFailed.title} ${errors.unexpected}`);
    }
  };
}
