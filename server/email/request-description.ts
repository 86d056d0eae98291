import { ACCOUNTS_MESSAGES } from '../../src/i18n/accounts.ts';
import { LOCALE_TAG, type Lang } from '../../src/i18n/languages.ts';
import type { LeadRow } from '../db/schema.ts';

/** The firm's time zone: a request sent at 00:30 in Madrid is of that day, whatever the server's zone. */
const FIRM_TIME_ZONE = 'Europe/Madrid';

export type RequestTopic = keyof (typeof ACCOUNTS_MESSAGES)['es']['emails']['request']['topics'];

/** The brief's goal (detailed requests), in the words of the simple form's services. */
const GOAL_TOPICS = { sell: 'sell', buy: 'buy', rent: 'rent', invest: 'investment', evaluate: 'valuation' } as const;

export type DescribedRequest = Pick<LeadRow, 'form_type' | 'service_type' | 'goal' | 'created_at'>;

/** What a request is about, from its fixed answers only: never from what the sender typed. */
export function requestTopic(lead: Omit<DescribedRequest, 'created_at'>): RequestTopic {
  if (lead.form_type === 'detailed') return lead.goal ? GOAL_TOPICS[lead.goal] : 'contact';
  return lead.service_type ?? 'contact';
}

/**
 * How an e-mail names a request, in `lang`: its kind and the day it was sent («solicitud de valoración
 * del 12 de noviembre de 2026», "valuation request of 12 November 2026"). The e-mail adds "su" / "your".
 */
export function describeRequest(lang: Lang, lead: DescribedRequest): string {
  const words = ACCOUNTS_MESSAGES[lang].emails.request;
  const day = new Intl.DateTimeFormat(LOCALE_TAG[lang], { dateStyle: 'long', timeZone: FIRM_TIME_ZONE }).format(lead.created_at);
  return words.describe(words.topics[requestTopic(lead)], lead.form_type === 'detailed', day);
}
