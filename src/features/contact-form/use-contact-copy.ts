import { CONTACT_STEPS_MESSAGES } from '../../i18n/contact-steps.ts';
import { useI18n } from '../../i18n/index.tsx';

/** The contact form's copy: the section's, which every page carries, and its steps', which load with the form. */
export function useContactCopy() {
  const { t, lang } = useI18n();
  return { ...t.contactForm, ...CONTACT_STEPS_MESSAGES[lang] };
}
