import type { Ref } from 'react';
import type { BriefService } from '../../domain/contact/detailed-limits.ts';
import type { DetailedDraft, DetailedField, DetailedStep, DetailedValueField } from '../../domain/contact/detailed-steps.ts';
import { useI18n } from '../../i18n/index.tsx';
import { DETAILED_REQUEST_MESSAGES, type DetailedRequestMessages } from '../../i18n/detailed-request.ts';

/** Each step's id (its heading's is `${id}-heading`), which also names the form while it shows. */
export const STEP_IDS = {
  1: 'brief-step-property',
  2: 'brief-step-budget',
  3: 'brief-step-services',
  4: 'brief-step-contact',
} as const satisfies Record<DetailedStep, string>;

/** What a step's questions receive from the form: the answers, their errors and how to change them. */
export type BriefAnswers = {
  draft: DetailedDraft;
  /** The translated error of a field, if it has one. */
  errorOf: (field: DetailedField) => string | undefined;
  onSet: (field: DetailedValueField, value: string) => void;
  onToggleService: (service: BriefService, checked: boolean) => void;
  disabled: boolean;
};

/** What every step of the brief receives from the form: its questions' props and its heading's ref. */
export type StepProps = BriefAnswers & { headingRef: Ref<HTMLHeadingElement> };

/** The brief's copy in the page's language, with the page's formatters and shared messages. */
export function useBriefCopy(): { copy: DetailedRequestMessages } & ReturnType<typeof useI18n> {
  const i18n = useI18n();
  return { ...i18n, copy: DETAILED_REQUEST_MESSAGES[i18n.lang] };
}
