import type { Ref } from 'react';
import type { BriefFieldsProps } from '../../components/form/brief-fields.tsx';
import type { DetailedStep } from '../../domain/contact/detailed-steps.ts';
import { useI18n } from '../../i18n/index.tsx';
import { DETAILED_REQUEST_MESSAGES, type DetailedRequestMessages } from '../../i18n/detailed-request.ts';

/** Each step's id (its heading's is `${id}-heading`), which also names the form while it shows. */
export const STEP_IDS = {
  1: 'brief-step-property',
  2: 'brief-step-budget',
  3: 'brief-step-services',
  4: 'brief-step-contact',
} as const satisfies Record<DetailedStep, string>;

/** What every step of the brief receives from the form: its questions' props and its heading's ref. */
export type StepProps = BriefFieldsProps & { headingRef: Ref<HTMLHeadingElement> };

/** The brief's copy in the page's language, with the page's formatters and shared messages. */
export function useBriefCopy(): { copy: DetailedRequestMessages } & ReturnType<typeof useI18n> {
  const i18n = useI18n();
  return { ...i18n, copy: DETAILED_REQUEST_MESSAGES[i18n.lang] };
}
