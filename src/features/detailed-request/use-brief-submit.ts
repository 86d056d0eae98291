import type { Dispatch, RefObject } from 'react';
import { honeypotValue } from '../../components/form/honeypot.tsx';
import type { SendFailureState } from '../../components/form/send-failure.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { sanitizeErrorMessage } from '../../domain/contact/index.ts';
import {
  detailedErrors,
  detailedRequestBody,
  firstFieldWithError,
  firstStepWithErrors,
  sentDetailedDraft,
  type DetailedDraft,
  type DetailedFieldErrors,
  type DetailedFormAction,
} from '../../domain/contact/detailed-steps.ts';
import { checkBody, postContact, problemToast } from '../../lib/contact-api.ts';
import { useBriefCopy } from './step-props.ts';

/** Focuses the first field in error of the step that shows them, once React has rendered the error texts. */
export function focusFirstError(form: HTMLFormElement | null, errors: DetailedFieldErrors): void {
  const step = firstStepWithErrors(errors);
  const field = step && firstFieldWithError(errors, step);
  if (!form || !field) return;
  requestAnimationFrame(() => {
    const control =
      form.querySelector<HTMLElement>(`[name="${field}"]:checked`) ?? form.querySelector<HTMLElement>(`[name="${field}"]`);
    control?.focus();
  });
}

/** Its toasts' source: a send takes away the brief's error toasts (issue 24). */
const TOAST_SOURCE = 'detailed-request';

export type BriefSentEvent = { id: string; sent: DetailedDraft };

/**
 * Checks the whole brief with the shared schema, sends it, and reports the outcome: field errors on their
 * step (with the step's message), the catalogue's toasts for the rest, and the spec's success message.
 */
export function useBriefSubmit(
  formRef: RefObject<HTMLFormElement | null>,
  dispatch: Dispatch<DetailedFormAction>,
  failure: SendFailureState,
  onSent?: (event: BriefSentEvent) => void,
) {
  const { lang, copy, t, tk } = useBriefCopy();
  const { show } = useToast();

  return async (draft: DetailedDraft) => {
    const form = formRef.current;
    failure.clear();
    try {
      const body = detailedRequestBody(draft, honeypotValue(form));
      const problem = checkBody(body, () => {
        const errors = detailedErrors(draft);
        return Object.keys(errors).length ? errors : null;
      });
      if (!problem) dispatch({ type: 'send' });
      const outcome = problem ?? (await postContact(body, lang));
      if (outcome.kind === 'sent') {
        const sent = sentDetailedDraft(draft, body);
        dispatch({ type: 'sent', sent });
        show({ variant: 'success', source: TOAST_SOURCE, title: copy.success.title, description: copy.success.description });
        onSent?.({ id: outcome.id, sent });
        return;
      }
      const errors = outcome.kind === 'invalid' ? (outcome.fields as DetailedFieldErrors) : undefined;
      // The visitor's data stays; field errors show on their step, with the step's message.
      dispatch(problem && errors ? { type: 'invalid', errors } : { type: 'failed', errors });
      if (errors && firstStepWithErrors(errors)) focusFirstError(form, errors);
      else {
        const toast = problemToast(outcome);
        const title = tk(toast.title);
        const description = toast.description ? tk(toast.description) : undefined;
        show({ variant: 'error', source: TOAST_SOURCE, title, description });
        failure.fail(description ? `${title} ${description}` : title);
      }
    } catch (error) {
      // The exception's own text is technical and English: the console gets it sanitised (spec 8).
      console.error(sanitizeErrorMessage(error));
      dispatch({ type: 'failed' });
      show({
        variant: 'error',
        source: TOAST_SOURCE,
        title: t.contactErrors.sendFailed.title,
        description: t.contactErrors.unexpected,
      });
      failure.fail(`${t.contactErrors.sendFailed.title} ${t.contactErrors.unexpected}`);
    }
  };
}
