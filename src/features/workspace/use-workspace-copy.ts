import { ACCOUNTS_MESSAGES } from '../../i18n/accounts.ts';
import { useI18n } from '../../i18n/index.tsx';
import { WORKSPACE_MESSAGES } from '../../i18n/workspace.ts';

const DATE_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Europe/Madrid' };

/** The workspace's copy in the page's language, with the labels it shares with the rest of the site. */
export function useWorkspaceCopy() {
  const { lang, t, format } = useI18n();
  const ui = WORKSPACE_MESSAGES[lang].ui;
  const services = t.contactForm.serviceStep.services;
  const clientTypes = {
    recommended: t.contactForm.clientStep.recommended.label,
    'waiting-list': t.contactForm.clientStep.waitingList.label,
  };
  const dateTime = new Intl.DateTimeFormat(lang === 'es' ? 'es-ES' : 'en-GB', DATE_TIME);
  return {
    lang,
    ui,
    format,
    statusLabel: (status: string) => ACCOUNTS_MESSAGES[lang].requestStatus[status as 'received'] ?? status,
    serviceLabel: (service: string | null) => (service ? (services[service as 'sell']?.label ?? service) : ui.request.none),
    clientTypeLabel: (type: string | null) => (type ? (clientTypes[type as 'recommended'] ?? type) : ui.request.none),
    when: (iso: string) => dateTime.format(new Date(iso)),
    internalError: WORKSPACE_MESSAGES[lang].errors.internal,
  };
}

export type WorkspaceCopy = ReturnType<typeof useWorkspaceCopy>;
