import type { contactSteps } from './es/contact-steps.ts';
import type { Widen } from './types.ts';

/** The contact form's steps and answers, typed from the Spanish source so English must provide every key. */
export type ContactStepsMessages = Widen<typeof contactSteps>;
