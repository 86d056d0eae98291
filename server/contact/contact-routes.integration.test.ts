import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ContactErrorCode } from '../../src/domain/contact/index.ts';
import { en } from '../../src/i18n/en/index.ts';
import { es } from '../../src/i18n/es/index.ts';
import { DATABASE_KINDS, newPostgresDatabaseUrl, openTestDatabase } from '../../tests/setup/databases.ts';
import {
  NAUGHTY_STRINGS,
  UNSAFE_STORED,
  contactApp,
  makeContactBody,
  manualClock,
  poster,
  type Post,
} from '../../tests/support/contact.ts';
import { migrate } from '../db/migrate.ts';
import { openPostgres } from '../db/postgres.ts';
import type { Database } from '../db/index.ts';
import { SECURITY_HEADERS } from '../http/security-headers.ts';
import { DEFAULT_RATE_LIMITS } from './rate-limits.ts';

const NO_LIMITS = { ...DEFAULT_RATE_LIMITS, perEmail: 0, perClient: 0 };
const FIVE_MINUTES_MS = 300_000;

async function count(db: Database, table: string): Promise<number> {
  const rows = await db.query<{ n: string | number }>(`SELECT count(*) AS n FROM ${table}`);
  return Number(rows[0]?.n);
}

function expectSecurityHeaders(response: Response) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name)).toBe(value);
}

describe.each(DATABASE_KINDS)('POST /api/process-contact on %s', (kind) => {
  let db: Database;
  let clock: ReturnType<typeof manualClock>;
  let post: Post;
  const stored: string[] = [];

  beforeAll(async () => {
    db = await openTestDatabase(kind);
  });
  afterAll(() => db.close());
  beforeEach(() => {
    clock = manualClock();
    stored.length = 0;
    post = poster(contactApp(db, { now: clock.now, onLeadStored: (id) => stored.push(id) }));
  });

  it('stores a valid lead and its outbox row in one go, and answers 201 with the id', async () => {
    const body = makeContactBody({ email: '  Ana.Lopez@Example.com ', message: 'Hola <b>equipo</b>, quiero vender.' });
    const response = await post(body);
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect(stored).toEqual([id]);
    const [lead] = await db.query('SELECT * FROM leads WHERE id = $1', [id]);
    expect(lead).toMatchObject({
      email: 'Ana.Lopez@Example.com',
      email_normalized: 'ana.lopez@example.com',
      message: 'Hola equipo, quiero vender.',
      client_type: 'recommended',
      service_type: 'sell',
      lang: 'es',
    });
    const [outbox] = await db.query('SELECT status FROM lead_notifications WHERE lead_id = $1', [id]);
    expect(outbox).toEqual({ status: 'pending' });
  });

  const RULES: [string, Record<string, unknown>, ContactErrorCode, string][] = [
    ['missing client type', { clientType: undefined }, 'required', 'clientType'],
    ['missing e-mail', { email: '' }, 'required', 'email'],
    ['missing message', { message: undefined }, 'required', 'message'],
    ['bad e-mail', { email: 'ana@' }, 'emailInvalid', 'email'],
    ['e-mail over 254', { email: `${'a'.repeat(250)}@example.com` }, 'emailInvalid', 'email'],
    ['short message', { message: 'corto' }, 'messageLength', 'message'],
    ['long message', { message: 'x'.repeat(1001) }, 'messageLength', 'message'],
    ['missing referrer', { referredBy: 'A' }, 'referenceRequired', 'referredBy'],
    ['missing service', { serviceType: undefined }, 'serviceRequired', 'serviceType'],
    ['unknown client type', { clientType: 'vip' }, 'clientTypeInvalid', 'clientType'],
    ['bad phone', { phone: 'llámame' }, 'phoneInvalid', 'phone'],
    ['wrong form type', { formType: 'x' }, 'formTypeInvalid', 'formType'],
  ];

  describe.each([
    ['es', {} as Record<string, string>, es],
    ['en', { 'Accept-Language': 'en-GB,en;q=0.9,es;q=0.5' } as Record<string, string>, en],
  ] as const)('validation in %s', (_lang, headers, messages) => {
    it.each(RULES)('%s → 400 with the field code and the message in the language', async (_name, overrides, code, field) => {
      const before = await count(db, 'leads');
      const response = await post(makeContactBody(overrides), { headers });
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { code: string; message: string; fields: Record<string, string> } };
      expect(error.code).toBe(code);
      expect(error.fields[field]).toBe(code);
      expect(error.message).toBe(messages.contactErrors[code]);
      expect(await count(db, 'leads')).toBe(before);
    });

    it('refuses a payload over 5000 characters with 413 and the too-long message', async () => {
      const response = await post(makeContactBody({ referredBy: 'x'.repeat(5000) }), { headers });
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        error: { code: 'payloadTooLong', message: messages.contactErrors.payloadTooLong },
      });
      expectSecurityHeaders(response);
    });

    it('refuses a body over the transport limit with 413', async () => {
      const response = await post(null, { headers, raw: JSON.stringify(makeContactBody({ message: 'x'.repeat(20_000) })) });
      expect(response.status).toBe(413);
      expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
        messages.contactErrors.payloadTooLong,
      );
      expectSecurityHeaders(response);
    });

    it('refuses anything but JSON with 415', async () => {
      const response = await post(null, { headers: { ...headers, 'Content-Type': 'text/plain' }, raw: 'email=a@b.c' });
      expect(response.status).toBe(415);
      expect(((await response.json()) as { error: { code: string; message: string } }).error).toEqual({
        code: 'notJson',
        message: messages.contactErrors.notJson,
      });
      expectSecurityHeaders(response);
    });

    it('answers malformed JSON and non-objects with 400', async () => {
      expect((await post(null, { headers, raw: '{"email":' })).status).toBe(400);
      expect((await post([1, 2], { headers })).status).toBe(400);
      expect((await post('text', { headers })).status).toBe(400);
    });
  });

  it('takes the language from ?lang= and from a lang field before Accept-Language', async () => {
    const bad = makeContactBody({ email: 'x' });
    const fromQuery = await post(bad, { query: '?lang=en', headers: { 'Accept-Language': 'es' } });
    expect(((await fromQuery.json()) as { error: { message: string } }).error.message).toBe(en.contactErrors.emailInvalid);
    const fromField = await post({ ...bad, lang: 'en' });
    expect(((await fromField.json()) as { error: { message: string } }).error.message).toBe(en.contactErrors.emailInvalid);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const before = await count(db, 'leads');
    const response = await post(makeContactBody({ website: 'https://spam.example' }));
    expect(response.status).toBe(201);
    expect(((await response.json()) as { id: string }).id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await count(db, 'leads')).toBe(before);
    expect(stored).toEqual([]);
  });

  it('limits one e-mail to 3 requests per 5 minutes, with Retry-After, and accepts again after the window', async () => {
    const email = 'limite@example.com';
    for (let i = 0; i < 3; i++) {
      expect((await post(makeContactBody({ email: i === 1 ? ' LIMITE@example.com ' : email }))).status).toBe(201);
      clock.advance(60_000);
    }
    // Now 3 minutes after the first: it leaves the window in 2 minutes.
    for (const headers of [{}, { 'Accept-Language': 'en' }] as Record<string, string>[]) {
      const limited = await post(makeContactBody({ email }), { headers });
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('120');
      expectSecurityHeaders(limited);
      const message = ((await limited.json()) as { error: { message: string } }).error.message;
      expect([es.contactErrors.rateLimited, en.contactErrors.rateLimited]).toContain(message);
    }
    expect((await post(makeContactBody({ email: 'otra@example.com' }))).status).toBe(201);
    clock.advance(FIVE_MINUTES_MS - 180_000 - 1);
    expect((await post(makeContactBody({ email }))).status).toBe(429);
    clock.advance(2);
    expect((await post(makeContactBody({ email }))).status).toBe(201);
    expect(
      Number((await db.query<{ n: string }>('SELECT count(*) AS n FROM leads WHERE email_normalized = $1', [email]))[0]?.n),
    ).toBe(4);
  });

  it('limits one client address (behind a trusted proxy) to 10 requests per 5 minutes', async () => {
    const app = contactApp(db, { now: clock.now, trustProxy: true });
    const viaProxy = poster(app);
    const headers = { 'X-Forwarded-For': '198.51.100.7, 203.0.113.9' };
    for (let i = 0; i < 10; i++) expect((await viaProxy(makeContactBody(), { headers })).status).toBe(201);
    expect((await viaProxy(makeContactBody(), { headers })).status).toBe(429);
    expect((await viaProxy(makeContactBody(), { headers: { 'X-Forwarded-For': '203.0.113.10' } })).status).toBe(201);
    const hashes = await db.query<{ client_hash: string }>('SELECT DISTINCT client_hash FROM contact_attempts');
    expect(JSON.stringify(hashes)).not.toContain('203.0.113');
  });

  it('counts an IPv6 client by its /64 behind the proxy: rotating the last bits or the address’s spelling gains nothing (issue 22)', async () => {
    await db.query('DELETE FROM contact_attempts');
    const viaProxy = poster(contactApp(db, { now: clock.now, trustProxy: true }));
    const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
    for (let i = 0; i < 10; i++) {
      const address = i % 2 ? `2001:db8:aa:bb::${(i + 1).toString(16)}` : `2001:0DB8:00AA:00BB:0000:0000:0000:${i + 1}`;
      expect((await viaProxy(makeContactBody(), from(address))).status, address).toBe(201);
    }
    expect((await viaProxy(makeContactBody(), from('2001:db8:aa:bb:1234:5678:9abc:def0'))).status).toBe(429);
    // Another /64 is another client; an IPv4-mapped address is its IPv4 client.
    expect((await viaProxy(makeContactBody(), from('2001:db8:aa:bc::1'))).status).toBe(201);
    for (let i = 0; i < 10; i++) expect((await viaProxy(makeContactBody(), from('198.51.100.20'))).status).toBe(201);
    expect((await viaProxy(makeContactBody(), from('::ffff:198.51.100.20'))).status).toBe(429);
  });

  it('accepts exactly 3 of 10 simultaneous requests for one e-mail', async () => {
    const email = `concurrent-${kind}@example.com`;
    const statuses = await Promise.all(Array.from({ length: 10 }, () => post(makeContactBody({ email })).then((r) => r.status)));
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('never answers 5xx and never stores markup, for the naughty-strings corpus in every text field', async () => {
    const unlimited = poster(contactApp(db, { now: clock.now, rateLimits: NO_LIMITS }));
    const fields = ['referredBy', 'email', 'phone', 'message', 'website', 'clientType', 'serviceType', 'formType'];
    const statuses = new Set<number>();
    for (const [i, naughty] of NAUGHTY_STRINGS.entries()) {
      const field = fields[i % fields.length]!;
      const response = await unlimited(makeContactBody({ [field]: naughty, message: `Mensaje largo: ${naughty}` }));
      statuses.add(response.status);
      expect(response.status, `${field}: ${JSON.stringify(naughty)}`).toBeLessThan(500);
    }
    expect(statuses).toContain(201);
    await expectNothingUnsafeStored(db);
  });

  it('never answers 5xx for 2000 random bodies, and stores nothing unsafe', async () => {
    const unlimited = poster(contactApp(db, { now: clock.now, rateLimits: NO_LIMITS }));
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', maxLength: 60 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constantFrom(...NAUGHTY_STRINGS),
      fc.constantFrom('<script>x</script>', 'javascript:alert(1)', '&#106;avascript:', '<img onerror=x>'),
    );
    const value = fc.oneof(text, fc.integer(), fc.constant(null), fc.boolean(), fc.array(fc.string(), { maxLength: 2 }));
    const body = fc.record(
      {
        formType: fc.oneof(fc.constant('simple'), value),
        clientType: fc.oneof(fc.constantFrom('recommended', 'waiting-list'), value),
        serviceType: fc.oneof(fc.constantFrom('sell', 'buy', 'valuation', 'investment'), value),
        referredBy: fc.oneof(text, value),
        email: fc.oneof(fc.emailAddress(), text),
        phone: fc.oneof(fc.constant('+34 600 111 222'), text),
        message: fc.oneof(
          text.map((t) => `Mensaje: ${t} fin`),
          value,
        ),
        website: fc.oneof(fc.constant(''), fc.constant(undefined), value),
      },
      { requiredKeys: [] },
    );
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(body, fc.anything()), async (b) => {
        const response = await unlimited(b);
        if (response.status === 201) accepted++;
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 2000 },
    );
    expect(accepted).toBeGreaterThan(0);
    await expectNothingUnsafeStored(db);
  }, 120_000);
});

async function expectNothingUnsafeStored(db: Database) {
  const rows = await db.query<Record<string, string | null>>('SELECT referred_by, email, phone, message FROM leads');
  for (const row of rows) for (const value of Object.values(row)) if (value) expect(value, value).not.toMatch(UNSAFE_STORED);
}

describe('two server instances sharing one PostgreSQL', () => {
  it('accept exactly 3 of 10 simultaneous requests for one e-mail between them', async () => {
    const url = await newPostgresDatabaseUrl();
    const [a, b] = await Promise.all([openPostgres(url), openPostgres(url)]);
    try {
      await Promise.all([migrate(a), migrate(b)]);
      const posts = [poster(contactApp(a)), poster(contactApp(b))];
      const email = 'two-instances@example.com';
      const statuses = await Promise.all(
        Array.from({ length: 10 }, (_, i) => posts[i % 2]!(makeContactBody({ email })).then((r) => r.status)),
      );
      expect(statuses.filter((s) => s === 201)).toHaveLength(3);
      expect(await count(a, 'leads')).toBe(3);
      expect(await count(b, 'lead_notifications')).toBe(3);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
