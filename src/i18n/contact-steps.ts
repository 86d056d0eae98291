import type { ContactStepsMessages } from './contact-steps-types.ts';
import { contactSteps as en } from './en/contact-steps.ts';
import { contactSteps as es } from './es/contact-steps.ts';
import type { Lang } from './languages.ts';

export type { ContactStepsMessages } from './contact-steps-types.ts';

/**
 * The contact form's steps, confirmation and no-script answers in both languages. Not part of `Messages`:
 * only the form, the pages that name a request's service or profile and the server import this module,
 * so the copy loads with the form instead of in every page's first JavaScript (issue 24: the home's 85 KB).
 */
export const CONTACT_STEPS_MESSAGES: Record<Lang, ContactStepsMessages> = { es, en };
