import { ACCOUNTS_MESSAGES, accountErrorText } from '../../i18n/accounts.ts';
import { CONTACT_STEPS_MESSAGES } from '../../i18n/contact-steps.ts';
import { useI18n } from '../../i18n/index.tsx';
import { WORKSPACE_MESSAGES } from '../../i18n/workspace.ts';
import { messageOf } from '../../lib/api-client.ts';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Madrid' };
/** A time she chose or is told of in full, weekday first, on Madrid's clock (a scheduled publication's). */
const DATE_TIME_FULL: Intl.DateTimeFormatOptions = { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Madrid' };

/** The workspace's copy in the page's language, with the labels it shares with the rest of the site. */
export function useWorkspaceCopy() {
  const { lang, t, format } = useI18n();
  const { ui, errors } = WORKSPACE_MESSAGES[lang];
  const services = CONTACT_STEPS_MESSAGES[lang].serviceStep.services;
  const clientTypes = {
    recommended: CONTACT_STEPS_MESSAGES[lang].clientStep.recommended.label,
    'waiting-list': CONTACT_STEPS_MESSAGES[lang].clientStep.waitingList.label,
  };
  const dateTime = new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', DATE_TIME);
  const dateTimeFull = new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', DATE_TIME_FULL);
  return {
    lang,
    ui,
    format,
    /** A case's closing price as the site shows it (the studio picks the band). */
    priceBands: t.landing.portfolio.priceBands,
    statusLabel: (status: string) => ACCOUNTS_MESSAGES[lang].requestStatus[status as 'received'] ?? status,
    serviceLabel: (service: string | null) => (service ? (services[service as 'sell']?.label ?? service) : ui.request.none),
    clientTypeLabel: (type: string | null) => (type ? (clientTypes[type as 'recommended'] ?? type) : ui.request.none),
    when: (iso: string) => dateTime.format(new Date(iso)),
    whenInFull: (iso: string) => dateTimeFull.format(new Date(iso)),
    /** A workspace API code in words; one the catalogue does not hold reads as the generic error. */
    errorText: (code: string) => messageOf(errors, code, 'internal'),
    /**
     * The same for the accounts API's codes (`/api/auth/*`: sign-in, two-factor, the invitation's password);
     * a 429 says how long to wait when the server said (Retry-After, in seconds).
     */
    authErrorText: (code: string, retryAfterS?: number | null) => accountErrorText(lang, code, retryAfterS),
  };
}

export type WorkspaceCopy = ReturnType<typeof useWorkspaceCopy>;
