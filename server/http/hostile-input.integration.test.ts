import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { TEST_SITE_URL, browser, type Browser } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { expectApiError } from '../../tests/support/api-error.ts';
import { makeContactBody, makeSavedBrief } from '../../tests/support/contact.ts';
import { staffMember } from '../../tests/support/staff.ts';

/**
 * Issue 21: no input answers 5xx. Every API route of the real app (read from its route table), as an
 * anonymous visitor, a signed-in client and a signed-in staff member, with hostile params, query strings
 * and bodies: each answer is a success or a 4xx in the one error shape.
 */

type Actor = 'anonymous' | 'client' | 'staff';
type Route = { method: string; path: string };

/** A valid-looking UUID that names nothing. */
const NOBODY = '00000000-0000-4000-8000-000000000000';

const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ud83d',
  '2026-02-30',
  '0000-01-01',
  `-000001-01-01T00:00:00.000Z_${NOBODY}`,
  `275760-09-13T00:00:00.000Z_${NOBODY}`,
  '9'.repeat(400),
  '1e400',
  'NaN',
  '-1',
  '',
  ' ',
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  'me',
  'none',
  NOBODY,
  '../../etc/passwd',
  'x'.repeat(20_000),
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.double(),
  fc.integer(),
  fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -0, 0.1),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
);

/** Names the site's schemas read, so random bodies reach past the first check. */
const FIELD_NAMES = [
  ...['name', 'email', 'password', 'clientType', 'lang', 'token', 'newPassword', 'currentPassword', 'id', 'response'],
  ...['code', 'text', 'status', 'assigneeId', 'confirmation', 'calculator', 'inputs', 'formType', 'location', 'message'],
  ...['services', 'budget', 'phone', 'district', 'builtArea', 'usableArea', 'propertyType', 'goal', 'timeline', 'website'],
];
const QUERY_NAMES = ['status', 'kind', 'service', 'clientType', 'from', 'to', 'assignee', 'q', 'cursor', 'limit'];
const MORE_QUERY_NAMES = ['format', 'before', 'name', 'token', 'callbackURL', 'lang', 'x'];

const hostileBody = fc.oneof(
  { weight: 4, arbitrary: fc.dictionary(fc.oneof(fc.constantFrom(...FIELD_NAMES), hostileString), hostileValue, { maxKeys: 6 }) },
  fc.array(hostileValue, { maxLength: 3 }),
  hostileValue,
);

/** Raw bodies no JSON parser takes as an object. */
const RAW_BODIES: { contentType: string; text: string }[] = [
  { contentType: 'application/json', text: '{"email":' },
  { contentType: 'application/json', text: '' },
  { contentType: 'application/json', text: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json', text: '{"id":"\\u0000"}' },
  { contentType: 'application/json', text: '{"\\u0000":"x"}' },
  { contentType: 'application/json', text: '{"name":"\\ud800"}' },
  { contentType: 'text/plain', text: 'email=a@b.c' },
  { contentType: 'application/x-www-form-urlencoded', text: 'email=a%00b' },
];

/** Path parameters as they appear in a URL (already percent-encoded). */
const hostileParam = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom('%00', 'a%00b', '%ED%A0%80', '%E0%A4%A', '..%2F..', '%2e%2e', 'x'.repeat(300), NOBODY, '0', '-1'),
  },
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }).map(encodeURIComponent),
);

const hostileQuery = fc.oneof(
  fc
    .dictionary(fc.constantFrom(...QUERY_NAMES, ...MORE_QUERY_NAMES), hostileString, { maxKeys: 4 })
    .map((q) => new URLSearchParams(q as Record<string, string>).toString()),
  fc.constantFrom('assignee=%00', 'from=%ED%A0%80', 'q=%C0%80', 'cursor=%00_x', 'limit=1e999', 'status=a&status=b', 'lang=%00'),
);

/** The app's API routes (method and path), from Hono's own table; middleware entries are skipped. */
function apiRoutes(app: { routes: { method: string; path: string }[] }): Route[] {
  const seen = new Map<string, Route>();
  for (const { method, path } of app.routes)
    if (method !== 'ALL' && path.startsWith('/api/') && !path.includes('*')) seen.set(`${method} ${path}`, { method, path });
  return [...seen.values()];
}

describe.each(DATABASE_KINDS)('hostile input on every API route, on %s', (kind) => {
  const { t, mailsTo, verifiedAccount } = useAccountsEnv(kind);
  const actors = {} as Record<Actor, Browser>;
  let leadId = '';

  beforeAll(async () => {
    actors.anonymous = browser(t.env.app);
    actors.client = (await verifiedAccount(uniqueEmail('cliente'))).b;
    actors.staff = (await staffMember({ db: t.db, env: t.env, mailsTo }, uniqueEmail('equipo'))).b;
    const lead = await t.env.app.request(`${TEST_SITE_URL}/api/process-contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(makeContactBody()),
    });
    leadId = ((await lead.json()) as { id: string }).id;
  });

  /** Sends a request as `actor` (its cookies and the site's Origin), with a raw body. */
  function send(actor: Actor, method: string, path: string, body?: { contentType: string; text: string }) {
    const b = actors[actor];
    const headers: Record<string, string> = { Origin: TEST_SITE_URL };
    if (b.jar.size > 0) headers.Cookie = [...b.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body) headers['Content-Type'] = body.contentType;
    return t.env.app.request(`${TEST_SITE_URL}${path}`, { method, headers, body: body?.text, redirect: 'manual' });
  }

  const json = (value: unknown) => ({ contentType: 'application/json', text: JSON.stringify(value) });

  it('answers the 15 inputs that used to be a 500 with a 4xx in the error shape', async () => {
    const brief = makeSavedBrief();
    const cases: [Actor, string, string, { contentType: string; text: string } | undefined, number, string, string?][] = [
      ['client', 'DELETE', '/api/portal/sessions/%00', undefined, 404, 'notFound'],
      ['client', 'PUT', '/api/portal/search', json({ ...brief, location: '\ud800' }), 400, 'invalidCharacters', 'location'],
      ['client', 'PUT', '/api/portal/search', json({ ...brief, message: '\ud800' }), 400, 'invalidCharacters', 'message'],
      ['client', 'POST', '/api/auth/passkey/delete-passkey', json({ id: '\u0000' }), 400, 'invalidCharacters', 'id'],
      ['client', 'POST', '/api/auth/passkey/update-passkey', json({ id: '\u0000' }), 400, 'invalidCharacters', 'id'],
      ['staff', 'GET', '/api/staff/requests?assignee=%00', undefined, 400, 'invalidCharacters', 'assignee'],
      ['staff', 'GET', '/api/staff/export?format=csv&assignee=%00', undefined, 400, 'invalidCharacters', 'assignee'],
      ['staff', 'GET', '/api/staff/requests?from=2026-02-30', undefined, 400, 'validation', 'from'],
      ['staff', 'GET', '/api/staff/export?format=json&from=2026-02-30', undefined, 400, 'validation', 'from'],
      ['staff', 'GET', '/api/staff/requests?from=0000-01-01', undefined, 400, 'validation', 'from'],
      ['staff', 'GET', '/api/staff/export?format=csv&from=0000-01-01', undefined, 400, 'validation', 'from'],
      ['staff', 'GET', '/api/staff/requests?to=2026-02-30', undefined, 400, 'validation', 'to'],
      [
        'staff',
        'GET',
        `/api/staff/requests?cursor=-000001-01-01T00:00:00.000Z_${NOBODY}`,
        undefined,
        400,
        'validation',
        'cursor',
      ],
      [
        'staff',
        'GET',
        `/api/staff/export?format=csv&cursor=-000001-01-01T00:00:00.000Z_${NOBODY}`,
        undefined,
        400,
        'validation',
        'cursor',
      ],
      ['staff', 'PATCH', `/api/staff/requests/{lead}`, json({ assigneeId: '\u0000' }), 400, 'invalidCharacters', 'assigneeId'],
    ];
    for (const [actor, method, path, body, status, code, field] of cases) {
      const label = `${actor} ${method} ${path}`;
      const response = await send(actor, method, path.replace('{lead}', leadId), body);
      expect(response.status, label).toBe(status);
      const error = await expectApiError(response, label);
      expect(error.code, label).toBe(code);
      if (field) expect(error.fields?.[field], label).toMatch(/^[a-zA-Z]+$/);
    }
    // The staff filters name what is wrong with each value.
    const dates = await send('staff', 'GET', '/api/staff/requests?from=2026-02-30&to=0000-01-01&cursor=x_y');
    expect((await expectApiError(dates)).fields).toEqual({ from: 'dateInvalid', to: 'dateInvalid', cursor: 'cursorInvalid' });
  });

  it('refuses a NUL in the query, a broken or non-JSON body and an unknown id on every route, in the one shape', async () => {
    const routes = apiRoutes(t.env.app);
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const path = route.path.replace(/:[a-zA-Z]+/g, '%00');
      for (const actor of ['anonymous', 'client', 'staff'] as const) {
        const label = `${actor} ${route.method} ${path}`;
        await expectApiError(await send(actor, route.method, `${path}${path.includes('?') ? '&' : '?'}lang=es&x=%00`), label);
        if (route.method === 'GET') continue;
        for (const body of RAW_BODIES) await expectApiError(await send(actor, route.method, path, body), `${label} ${body.text}`);
      }
    }
    // Every route × three actors × nine requests, one after another: about 2,500 requests since the case file.
  }, 120_000);

  it('never answers 5xx to random hostile requests, and every refusal has the error shape (fast-check)', async () => {
    // Signing out or deleting the account would leave the rest of the run anonymous: both are in the walk above.
    const routes = apiRoutes(t.env.app).filter((r) => !/\/(sign-out|delete-user)$/.test(r.path));
    for (const route of routes) {
      // Mostly the actor the route is for (a staff route's checks run only for staff), sometimes another.
      const own: Actor = route.path.startsWith('/api/staff')
        ? 'staff'
        : route.path.startsWith('/api/portal')
          ? 'client'
          : 'anonymous';
      const request = fc.record({
        actor: fc.oneof({ weight: 4, arbitrary: fc.constant(own) }, fc.constantFrom<Actor>('anonymous', 'client', 'staff')),
        param: fc.oneof({ weight: 3, arbitrary: hostileParam }, fc.constant('{lead}')),
        query: hostileQuery,
        body: fc.option(fc.oneof({ weight: 5, arbitrary: hostileBody.map(json) }, fc.constantFrom(...RAW_BODIES)), {
          nil: undefined,
          freq: 5,
        }),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ actor, param, query, body }) => {
          const path = `${route.path.replace(/:[a-zA-Z]+/g, param === '{lead}' ? leadId : param)}?${query}`;
          const response = await send(actor, route.method, path, route.method === 'GET' ? undefined : body);
          const label = `${actor} ${route.method} ${path} ${body?.text.slice(0, 200) ?? ''}`;
          if (response.status >= 400) await expectApiError(response, label);
          else expect(response.status, label).toBeLessThan(400);
        }),
        { numRuns: route.path.includes(':') ? 40 : 25 },
      );
    }
  }, 300_000);
});
