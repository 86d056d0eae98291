import { CONTACT_STEPS_MESSAGES } from './contact-steps.ts';
import { en } from './en/index.ts';
import { es } from './es/index.ts';
import type { Lang } from './languages.ts';
import type { Messages } from './messages.ts';

/** Both languages' copy, for tests and tools. The site loads one language per page (loadMessages). */
export const MESSAGES: Record<Lang, Messages> = { es, en };

/** The contact form's whole copy in one language: the section's (every page's copy) and its steps' (loaded with the form). */
export const contactCopyOf = (lang: Lang) => ({ ...MESSAGES[lang].contactForm, ...CONTACT_STEPS_MESSAGES[lang] });
