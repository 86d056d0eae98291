import { CALCULATOR_ROUTES, type CalculatorId } from '../../config/calculators.ts';
import { pathFor } from '../../config/routes.ts';
import { MESSAGE_MAX_CHARS } from '../../domain/contact/contact-limits.ts';
import type { CalculatorsMessages } from '../../i18n/calculators.ts';
import type { Lang } from '../../i18n/languages.ts';

/** The address of a scenario: the calculator's own page in the page's language, with the scenario's query. */
export function scenarioUrl(origin: string, id: CalculatorId, lang: Lang, query: string): string {
  return `${origin}${pathFor(CALCULATOR_ROUTES[id], lang)}${query ? `?${query}` : ''}`;
}

const ELLIPSIS = '…';

/**
 * The contact form's message for a result: its summary, then its link, within the form's limit. The
 * link stays whole (it is what the adviser opens); a summary that does not fit is shortened.
 */
export function adviserMessage(c: CalculatorsMessages, summary: string, link: string): string {
  const message = c.adviser.message(summary, link);
  if (message.length <= MESSAGE_MAX_CHARS) return message;
  const keep = Math.max(0, summary.length - (message.length - MESSAGE_MAX_CHARS) - ELLIPSIS.length);
  return c.adviser.message(`${summary.slice(0, keep).trimEnd()}${ELLIPSIS}`, link);
}
