/**
 * The contact forms sent without scripts (before hydration, or with JavaScript off): a plain
 * `<form method="post">` to a path of the page's language, whose fields the server turns into the same
 * body the JSON API reads (`ContactRequestSchema`, same limits, same honeypot). Pure: no I/O.
 */
import { FORM_TYPE } from './contact-limits.ts';

/** Where each language's forms post (not under /api: the answer is a page, in the form's language). */
export const CONTACT_FORM_ACTIONS = { es: '/enviar-solicitud', en: '/en/send-request' } as const;

/** Fields that hold a list (checkboxes): every value of the name is kept. */
const LIST_FIELDS: ReadonlySet<string> = new Set(['services']);

/** A form-encoded body as an object: one string per name (a repeated name is a list, which a text field's schema refuses). */
export function formFields(params: URLSearchParams): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {};
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    fields[name] = LIST_FIELDS.has(name) || values.length > 1 ? values : values[0]!;
  }
  return fields;
}

/**
 * The request body a form's fields make: what the scripted forms send. A waiting-list request of the
 * simple form has no service and no referrer (the step rule of `steps.ts`: choosing the waiting list
 * clears them). Blank answers stay blank (the schema reads a blank optional answer as "not given" and
 * names a blank required one), and names no schema knows are dropped by it.
 */
export function contactBodyFromForm(fields: Record<string, string | string[]>): Record<string, unknown> {
  const body: Record<string, unknown> = { ...fields };
  if (body.formType === FORM_TYPE && body.clientType === 'waiting-list') {
    delete body.serviceType;
    delete body.referredBy;
  }
  return body;
}

/** The text a form's field held, for a page that shows it again (a list shows its first value). */
export function fieldText(fields: Record<string, string | string[]>, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value : (value?.[0] ?? '');
}
