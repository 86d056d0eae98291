import type { Messages } from '../messages.ts';
import { calculatorsSection } from './calculators-section.ts';
import { common } from './common.ts';
import { contactErrors } from './contact-errors.ts';
import { contactForm } from './contact-form.ts';
import { home } from './home.ts';
import { landing } from './landing.ts';
import { legal } from './legal.ts';
import { meta } from './meta.ts';
import { shell } from './shell.ts';

/** English, typed against the Spanish source: a missing key fails the typecheck. */
export const en: Messages = { common, meta, home, landing, legal, shell, calculatorsSection, contactErrors, contactForm };
