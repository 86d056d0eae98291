import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_FORM_ACTIONS } from '../../src/domain/contact/index.ts';
import { CONTACT_STEPS_MESSAGES } from '../../src/i18n/contact-steps.ts';
import { DETAILED_REQUEST_MESSAGES } from '../../src/i18n/detailed-request.ts';
import { LANGS, type Lang } from '../../src/i18n/languages.ts';
import { DATABASE_KINDS, openTestDatabase } from '../../tests/setup/databases.ts';
import { contactApp, makeContactBody, makeDetailedBody, manualClock } from '../../tests/support/contact.ts';
import type { Database } from '../db/index.ts';
import { SECURITY_HEADERS } from '../http/security-headers.ts';
import { contactCopyOf } from '../../src/i18n/all-messages.ts';
import { MESSAGES } from '../http/request-lang.ts';

/**
 * ADR 0032, issue 24: the contact forms sent as plain forms (before hydration, or with JavaScript off).
 * The same intake as the JSON API; the answer is a page in the form's language, never a 500.
 */

const HOST = 'aurea.example';
const ORIGIN = `https://${HOST}`;

/** A body as a browser encodes a form: one pair per field, a list once per value. */
function encode(fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  return params.toString();
}

/** The empty honeypot a person's browser sends along. */
const asSent = (fields: Record<string, unknown>) => ({ website: '', ...fields });

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

describe.each(DATABASE_KINDS)('the contact forms without scripts on %s', (kind) => {
  let db: Database;
  let send: (lang: Lang, body: string, headers?: Record<string, string>) => Promise<Response>;
  /** A stored request's answer: 303 to a page that sends nothing (a refresh sends nothing twice), and that page. */
  let received: (response: Response) => Promise<Response>;
  const stored: string[] = [];
  /** Each test an hour after the last: the per-address limit counts one test's requests only. */
  let hour = 0;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());
  beforeEach(() => {
    stored.length = 0;
    const clock = manualClock(Date.parse('2026-03-01T10:00:00Z') + ++hour * 3_600_000);
    const app = contactApp(db, { now: clock.now, onLeadStored: (id) => stored.push(id) });
    received = async (response) => {
      expect(response.status).toBe(303);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const location = response.headers.get('location')!;
      expect(location).toMatch(/\?received=(simple|detailed|waiting-list)$/);
      return app.request(`${ORIGIN}${location}`);
    };
    send = async (lang, body, headers = {}) =>
      app.request(`${ORIGIN}${CONTACT_FORM_ACTIONS[lang]}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Origin: ORIGIN,
          'Sec-Fetch-Site': 'same-origin',
          ...headers,
        },
        body,
      });
  });

  const leadsTo = (email: string) => db.query<Record<string, unknown>>('SELECT * FROM leads WHERE email = $1', [email]);

  it.each(LANGS)('stores a simple request and answers with a confirmation page (%s)', async (lang) => {
    const fields = makeContactBody({ message: 'Quisiera vender mi piso, con <b>discreción</b>.' });
    const response = await received(await send(lang, encode(asSent(fields))));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).not.toMatch(/<script/i);
    const copy = contactCopyOf(lang);
    expect(textOf(html)).toContain(copy.sent.title);
    expect(textOf(html)).toContain(copy.noScript.receivedLead);
    expect(textOf(html)).toContain(copy.sent.next);
    const [lead] = await leadsTo(fields.email as string);
    expect(lead).toMatchObject({
      lang,
      client_type: 'recommended',
      service_type: 'sell',
      referred_by: 'Ana García',
      message: 'Quisiera vender mi piso, con discreción.',
    });
    expect(stored).toEqual([lead!.id]);
    const [outbox] = await db.query('SELECT status FROM lead_notifications WHERE lead_id = $1', [lead!.id]);
    expect(outbox).toEqual({ status: 'pending' });
  });

  it('a waiting-list request keeps no service nor referrer, as the stepper clears them, and is told what the list gets', async () => {
    const fields = makeContactBody({ clientType: 'waiting-list', serviceType: 'buy', referredBy: 'Alguien' });
    const response = await received(await send('es', encode(asSent(fields))));
    expect(response.status).toBe(200);
    const text = textOf(await response.text());
    expect(text).toContain(CONTACT_STEPS_MESSAGES.es.sent.nextWaitingList);
    expect(text).not.toContain(CONTACT_STEPS_MESSAGES.es.sent.next);
    const [lead] = await leadsTo(fields.email as string);
    expect(lead).toMatchObject({ client_type: 'waiting-list', service_type: null, referred_by: null });
  });

  it('stores a detailed brief, its services sent once per checkbox', async () => {
    const fields = makeDetailedBody();
    const response = await received(await send('en', encode(asSent(fields))));
    expect(response.status).toBe(200);
    expect(textOf(await response.text())).toContain(CONTACT_STEPS_MESSAGES.en.sent.title);
    const [lead] = await leadsTo(fields.email as string);
    expect(lead).toMatchObject({ lang: 'en', form_type: 'detailed', name: 'Ana García' });
  });

  it.each(LANGS)('lists the spec’s message by each field and keeps what was typed (%s)', async (lang) => {
    const typed = 'corto <i>';
    const response = await send(
      lang,
      encode(asSent({ formType: 'simple', clientType: 'recommended', email: 'ana@', message: typed })),
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    const text = textOf(html);
    const { contactErrors: errors } = MESSAGES[lang];
    const copy = contactCopyOf(lang);
    expect(text).toContain(copy.noScript.invalidTitle);
    expect(text).toContain(`${copy.contactStep.email}: ${errors.emailInvalid}`);
    expect(text).toContain(`${copy.contactStep.message}: ${errors.messageLength}`);
    // The form again, with the answers kept (escaped) and each message tied to its field.
    expect(html).toContain(`action="${CONTACT_FORM_ACTIONS[lang]}"`);
    expect(html).toMatch(/<input type="radio" name="clientType" value="recommended" checked>/);
    expect(html).toMatch(/id="field-email" name="email" type="email" autocomplete="email" value="ana@"/);
    expect(html).toContain('corto &lt;i&gt;</textarea>');
    expect(html).toMatch(/id="field-message"[^>]*aria-invalid="true" aria-describedby="field-message-error"/);
    expect(html).toContain('href="#field-email"');
    expect(stored).toEqual([]);
  });

  it('names the brief’s fields by their labels and links back to the brief', async () => {
    const response = await send('es', encode(asSent(makeDetailedBody({ services: undefined, name: 'A' }))));
    expect(response.status).toBe(400);
    const text = textOf(await response.text());
    const { fields } = DETAILED_REQUEST_MESSAGES.es;
    expect(text).toContain(`${fields.services.label}: ${MESSAGES.es.contactErrors.servicesRequired}`);
    expect(text).toContain(`${fields.name.label}: ${MESSAGES.es.contactErrors.nameLength}`);
    expect(text).toContain(CONTACT_STEPS_MESSAGES.es.noScript.backToForm);
  });

  it('answers hostile input with a page, never a 500', async () => {
    const cases: [string, Record<string, string>, number][] = [
      ['a NUL', {}, 400],
      ['not a form', { 'Content-Type': 'application/json' }, 415],
      ['no type', { 'Content-Type': '' }, 415],
    ];
    for (const [, headers, status] of cases) {
      const body = encode(asSent(makeContactBody({ message: 'Hola\u0000 equipo, quiero vender.' })));
      const response = await send('es', body, headers);
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    }
    const repeated = await send('en', `${encode(asSent(makeContactBody()))}&email=other%40example.com&clientType=x`);
    expect(repeated.status).toBe(400);
    const broken = await send('es', 'formType=simple&message=%E0%A4%A&email=%ZZ&clientType=recommended');
    expect(broken.status).toBe(400);
    const tooLong = await send('es', encode(asSent(makeContactBody({ referredBy: 'x'.repeat(4900) }))));
    expect(tooLong.status).toBe(413);
    expect(textOf(await tooLong.text())).toContain(MESSAGES.es.contactErrors.payloadTooLong);
    const huge = await send('en', encode(asSent(makeContactBody({ message: 'x'.repeat(70_000) }))));
    expect(huge.status).toBe(413);
    expect(textOf(await huge.text())).toContain(MESSAGES.en.contactErrors.payloadTooLong);
    expect(stored).toEqual([]);
  });

  it('answers a filled honeypot as the JSON API does: like a success, storing nothing', async () => {
    const fields = makeContactBody();
    const response = await received(await send('es', encode({ ...fields, website: 'https://spam.example' })));
    expect(response.status).toBe(200);
    expect(textOf(await response.text())).toContain(CONTACT_STEPS_MESSAGES.es.noScript.receivedLead);
    expect(await leadsTo(fields.email as string)).toEqual([]);
    expect(stored).toEqual([]);
  });

  it('refuses a form sent from another site’s page, and takes one from a program or an older browser', async () => {
    const refusals = [
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      { Origin: 'https://evil.example', 'Sec-Fetch-Site': '' },
      { Origin: 'null', 'Sec-Fetch-Site': '' },
      { Origin: ORIGIN, 'Sec-Fetch-Site': 'same-site' },
    ];
    for (const headers of refusals) {
      const response = await send('en', encode(asSent(makeContactBody())), headers);
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(textOf(await response.text())).toContain(CONTACT_STEPS_MESSAGES.en.noScript.otherOrigin);
    }
    expect(stored).toEqual([]);
    const accepted = [
      { Origin: '', 'Sec-Fetch-Site': '' },
      { Origin: ORIGIN, 'Sec-Fetch-Site': '' },
    ];
    for (const headers of accepted) expect((await send('es', encode(asSent(makeContactBody())), headers)).status).toBe(303);
    expect(stored).toHaveLength(2);
  });

  it('holds the same per-address limit as the JSON API, in the page’s language', async () => {
    const email = `limit-${Math.random().toString(36).slice(2, 8)}@example.com`;
    for (let i = 0; i < 3; i++) expect((await send('es', encode(asSent(makeContactBody({ email }))))).status).toBe(303);
    const refused = await send('en', encode(asSent(makeContactBody({ email }))));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(textOf(await refused.text())).toContain(MESSAGES.en.contactErrors.rateLimited);
    expect(await leadsTo(email)).toHaveLength(3);
  });

  it('the page a stored request leads to sends nothing, and any other query goes back to the form', async () => {
    const app = contactApp(db);
    const page = await app.request(`${ORIGIN}${CONTACT_FORM_ACTIONS.en}?received=waiting-list`);
    expect(page.status).toBe(200);
    expect(textOf(await page.text())).toContain(CONTACT_STEPS_MESSAGES.en.sent.nextWaitingList);
    for (const query of ['', '?received=%00', '?received=x'.padEnd(5000, 'x')]) {
      const other = await app.request(`${ORIGIN}${CONTACT_FORM_ACTIONS.es}${query}`);
      expect(other.status, query.slice(0, 20)).toBe(303);
      expect(other.headers.get('location')).toBe('/#contact-form');
    }
    expect(stored).toEqual([]);
  });
});
