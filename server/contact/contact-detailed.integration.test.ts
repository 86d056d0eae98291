import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AVAILABILITIES,
  BRIEF_SERVICES,
  BUDGETS,
  CONTACT_PREFERENCES,
  GOALS,
  PRIORITIES,
  PROPERTY_TYPES,
  TIMELINES,
  type ContactErrorCode,
} from '../../src/domain/contact/index.ts';
import { DETAILED_REQUEST_MESSAGES } from '../../src/i18n/detailed-request.ts';
import { en } from '../../src/i18n/en/index.ts';
import { es } from '../../src/i18n/es/index.ts';
import { DATABASE_KINDS, openTestDatabase } from '../../tests/setup/databases.ts';
import {
  NAUGHTY_STRINGS,
  UNSAFE_STORED,
  contactApp,
  makeContactBody,
  makeDetailedBody,
  manualClock,
  poster,
  type Post,
} from '../../tests/support/contact.ts';
import { startSmtp } from '../../tests/support/smtp.ts';
import { DEFAULT_RATE_LIMITS } from './rate-limits.ts';
import { createOutboxWorker } from '../email/outbox-worker.ts';
import { leadNotifications } from './notification-email.ts';
import type { Database } from '../db/index.ts';
import { createLogger } from '../logger.ts';

const NO_LIMITS = { ...DEFAULT_RATE_LIMITS, perEmail: 0, perClient: 0 };
const BRIEF_TEXT_COLUMNS = ['name', 'email', 'phone', 'location', 'message'] as const;

async function count(db: Database, table: string): Promise<number> {
  const rows = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table}`);
  return Number(rows[0]?.n);
}

async function expectNothingUnsafeStored(db: Database) {
  const rows = await db.query<Record<string, string | null>>(`SELECT ${BRIEF_TEXT_COLUMNS.join(', ')} FROM leads`);
  for (const row of rows) for (const value of Object.values(row)) if (value) expect(value, value).not.toMatch(UNSAFE_STORED);
}

describe.each(DATABASE_KINDS)('POST /api/process-contact with formType detailed on %s', (kind) => {
  let db: Database;
  let clock: ReturnType<typeof manualClock>;
  let post: Post;

  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());
  beforeEach(() => {
    clock = manualClock();
    post = poster(contactApp(db, { now: clock.now }));
  });

  it('stores every answer of the brief, sanitised, with its outbox row, and answers 201 with the id', async () => {
    const body = makeDetailedBody({
      email: ' Ana@Example.com ',
      location: 'Salamanca <script>x</script>',
      name: '<b>Ana</b> García',
    });
    const response = await post(body);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [lead] = await db.query('SELECT * FROM leads WHERE id = $1', [id]);
    expect(lead).toMatchObject({
      form_type: 'detailed',
      status: 'received',
      lang: 'es',
      email: 'Ana@Example.com',
      email_normalized: 'ana@example.com',
      client_type: null,
      service_type: null,
      referred_by: null,
      property_type: 'penthouse',
      goal: 'sell',
      location: 'Salamanca',
      budget: '2m-3m',
      timeline: 'short',
      services: ['valuation', 'marketing', 'legal'],
      priority: 'discretion',
      name: 'Ana García',
      phone: '+34 600 000 000',
      contact_preference: 'phone',
      availability: 'morning',
      message: 'Ático con terraza; prefiero no publicarlo en portales.',
    });
    expect(await db.query('SELECT status FROM lead_notifications WHERE lead_id = $1', [id])).toEqual([{ status: 'pending' }]);
  });

  it('stores a brief without the optional answers as nulls', async () => {
    const response = await post(
      makeDetailedBody({ priority: undefined, phone: '', contactPreference: 'email', availability: null, message: ' ' }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [lead] = await db.query('SELECT priority, phone, availability, message FROM leads WHERE id = $1', [id]);
    expect(lead).toEqual({ priority: null, phone: null, availability: null, message: null });
  });

  const RULES: [string, Record<string, unknown>, ContactErrorCode, string][] = [
    ['missing property type', { propertyType: undefined }, 'choiceRequired', 'propertyType'],
    ['unknown goal', { goal: 'flip' }, 'choiceInvalid', 'goal'],
    ['one-letter location', { location: 'M' }, 'locationLength', 'location'],
    ['missing budget', { budget: '' }, 'choiceRequired', 'budget'],
    ['unknown timeline', { timeline: 'tomorrow' }, 'choiceInvalid', 'timeline'],
    ['no service', { services: [] }, 'servicesRequired', 'services'],
    ['unknown service', { services: ['valuation', 'yacht'] }, 'choiceInvalid', 'services'],
    ['name over 120', { name: 'x'.repeat(121) }, 'nameLength', 'name'],
    ['bad e-mail', { email: 'ana@' }, 'emailInvalid', 'email'],
    ['WhatsApp without phone', { contactPreference: 'whatsapp', phone: '' }, 'phoneRequired', 'phone'],
    [
      'meeting without availability',
      { contactPreference: 'meeting', availability: undefined },
      'availabilityRequired',
      'availability',
    ],
    ['message over 1000', { message: 'x'.repeat(1001) }, 'messageTooLong', 'message'],
  ];

  describe.each([
    ['es', {} as Record<string, string>, es],
    ['en', { 'Accept-Language': 'en-GB,en;q=0.9' } as Record<string, string>, en],
  ] as const)('validation in %s', (_lang, headers, messages) => {
    it.each(RULES)(
      '%s → 400 with the field code, the message in the language, nothing stored',
      async (_name, overrides, code, field) => {
        const before = await count(db, 'leads');
        const response = await post(makeDetailedBody(overrides), { headers });
        expect(response.status).toBe(400);
        const { error } = (await response.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
        expect(error.fields).toEqual({ [field]: code });
        const headline = ['choiceRequired', 'servicesRequired', 'phoneRequired', 'availabilityRequired'].includes(code)
          ? 'required'
          : code;
        expect(error.code).toBe(headline);
        expect(error.message).toBe(messages.contactErrors[headline as ContactErrorCode]);
        expect(await count(db, 'leads')).toBe(before);
      },
    );

    it('refuses a brief over 5000 characters with 413, and anything but JSON with 415', async () => {
      const long = await post(makeDetailedBody({ location: 'x'.repeat(5000) }), { headers });
      expect(long.status).toBe(413);
      expect(await long.json()).toEqual({ error: { code: 'payloadTooLong', message: messages.contactErrors.payloadTooLong } });
      const text = await post(null, {
        headers: { ...headers, 'Content-Type': 'text/plain' },
        raw: JSON.stringify(makeDetailedBody()),
      });
      expect(text.status).toBe(415);
    });
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await count(db, 'leads');
    const response = await post(makeDetailedBody({ website: 'https://spam.example' }));
    expect(response.status).toBe(201);
    expect(await count(db, 'leads')).toBe(before);
  });

  it('shares the limit of 3 requests per e-mail in 5 minutes with the simple form', async () => {
    const email = `shared-${kind}@example.com`;
    expect((await post(makeContactBody({ email }))).status).toBe(201);
    expect((await post(makeDetailedBody({ email: email.toUpperCase() }))).status).toBe(201);
    expect((await post(makeContactBody({ email }))).status).toBe(201);
    clock.advance(60_000);
    const limited = await post(makeDetailedBody({ email }), { headers: { 'Accept-Language': 'en' } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('240');
    expect(((await limited.json()) as { error: { message: string } }).error.message).toBe(en.contactErrors.rateLimited);
    expect((await post(makeContactBody({ email }))).status).toBe(429);
    clock.advance(240_000);
    expect((await post(makeDetailedBody({ email }))).status).toBe(201);
    const kinds = await db.query<{ form_type: string }>(
      'SELECT form_type FROM leads WHERE email_normalized = $1 ORDER BY created_at, form_type',
      [email],
    );
    expect(kinds.map((k) => k.form_type)).toEqual(['detailed', 'simple', 'simple', 'detailed']);
  });

  it('accepts exactly 3 of 10 simultaneous simple and detailed requests for one e-mail', async () => {
    const email = `concurrent-brief-${kind}@example.com`;
    const statuses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(i % 2 ? makeDetailedBody({ email }) : makeContactBody({ email })).then((r) => r.status),
      ),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('never answers 5xx and never stores markup, for the naughty-strings corpus in every field of the brief', async () => {
    const unlimited = poster(contactApp(db, { now: clock.now, rateLimits: NO_LIMITS }));
    const fields = [
      'location',
      'name',
      'message',
      'email',
      'phone',
      'website',
      'propertyType',
      'goal',
      'budget',
      'timeline',
      'priority',
      'contactPreference',
      'availability',
      'formType',
    ];
    const statuses = new Set<number>();
    for (const [i, naughty] of NAUGHTY_STRINGS.entries()) {
      const field = fields[i % fields.length]!;
      const overrides = { [field]: naughty, location: `Zona ${naughty}`, name: `Ana ${naughty}`, services: ['legal', naughty] };
      for (const body of [makeDetailedBody(overrides), makeDetailedBody({ [field]: naughty, message: naughty })]) {
        const response = await unlimited(body);
        statuses.add(response.status);
        expect(response.status, `${field}: ${JSON.stringify(naughty)}`).toBeLessThan(500);
      }
    }
    expect(statuses).toContain(201);
    expect(statuses).toContain(400);
    await expectNothingUnsafeStored(db);
  }, 120_000);

  it('never answers 5xx for 1500 random briefs, and stores nothing unsafe', async () => {
    const unlimited = poster(contactApp(db, { now: clock.now, rateLimits: NO_LIMITS }));
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constantFrom(...NAUGHTY_STRINGS),
      fc.constantFrom('<script>x</script>', 'javascript:alert(1)', '&#106;avascript:', '<img onerror=x>'),
    );
    const value = fc.oneof(text, fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string(), { maxLength: 2 }));
    const slug = (values: readonly string[]) => fc.oneof(fc.constantFrom(...values), value);
    const brief = fc.record(
      {
        formType: fc.oneof(fc.constant('detailed'), value),
        propertyType: slug(PROPERTY_TYPES),
        goal: slug(GOALS),
        location: fc.oneof(
          text.map((t) => `Zona ${t}`),
          value,
        ),
        budget: slug(BUDGETS),
        timeline: slug(TIMELINES),
        services: fc.oneof(fc.subarray([...BRIEF_SERVICES], { minLength: 1 }), fc.array(text, { maxLength: 3 }), value),
        priority: slug(PRIORITIES),
        name: fc.oneof(
          text.map((t) => `Ana ${t}`),
          value,
        ),
        email: fc.oneof(fc.emailAddress(), text),
        phone: fc.oneof(fc.constant('+34 600 111 222'), text),
        contactPreference: slug(CONTACT_PREFERENCES),
        availability: slug(AVAILABILITIES),
        message: fc.oneof(text, value),
        website: fc.oneof(fc.constant(''), fc.constant(undefined), value),
      },
      { requiredKeys: [] },
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(brief, async (b) => {
        const response = await unlimited(b);
        if (response.status === 201) accepted++;
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 1500 },
    );
    expect(accepted).toBeGreaterThan(0);
    await expectNothingUnsafeStored(db);
  }, 180_000);

  it('e-mails the firm every field of the brief, with nothing the visitor typed in a header', async () => {
    const smtp = await startSmtp();
    const worker = createOutboxWorker({
      db,
      leadNotifications: leadNotifications(db),
      mailer: smtp.mailer(),
      logger: createLogger('silent'),
      now: clock.now,
    });
    try {
      await db.query("UPDATE lead_notifications SET status = 'sent'"); // only this test's lead is due
      const body = makeDetailedBody({
        email: 'brief-notice@example.com',
        name: 'Ana\r\nBcc: victim@example.com',
        services: [...BRIEF_SERVICES],
        message: 'Hola\r\nSubject: hacked\r\n\r\nÁtico en Jorge Juan.',
      });
      const response = await post(body);
      const { id } = (await response.json()) as { id: string };
      expect(await worker.runOnce()).toBe(1);
      expect(smtp.received).toHaveLength(1);
      const mail = smtp.received[0]!;
      expect(mail.subject).toBe(`Nueva solicitud detallada ${id}`);
      expect(mail.headers).not.toMatch(/^bcc:/im);
      expect(mail.headers).not.toContain('brief-notice@example.com');
      expect(mail.headers).not.toContain('hacked');
      const fields = DETAILED_REQUEST_MESSAGES.es.fields;
      const expected = [
        id,
        'brief-notice@example.com',
        'Ana',
        '+34 600 000 000',
        `${fields.propertyType.label}: ${fields.propertyType.options.penthouse} (penthouse)`,
        `${fields.goal.label}: ${fields.goal.options.sell} (sell)`,
        `${fields.location.label}: Barrio de Salamanca`,
        `${fields.budget.label}: ${fields.budget.options['2m-3m']} (2m-3m)`,
        `${fields.timeline.label}: ${fields.timeline.options.short.label}`,
        '(short)',
        `${fields.priority.label}: ${fields.priority.options.discretion} (discretion)`,
        `${fields.contactPreference.label}: ${fields.contactPreference.options.phone} (phone)`,
        `${fields.availability.label}: ${fields.availability.options.morning.label}`,
        '(morning)',
        ...BRIEF_SERVICES.map((s) => `${fields.services.options[s].label} (${s})`),
        'Ático en Jorge Juan.',
      ];
      for (const text of expected) expect(mail.body, text).toContain(text);
    } finally {
      await smtp.stop();
    }
  });
});
