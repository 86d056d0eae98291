import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { valuate } from '../../src/domain/calculators/index.ts';
import {
  makeCompoundInterestInput,
  makeInvestmentInput,
  makeRenovationInput,
  makeValuationInput,
} from '../../src/domain/calculators/test-factories.ts';
import { valuationPoint } from '../../src/domain/accounts/index.ts';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { GOOD_PASSWORD, TEST_SITE_URL, browser, type Browser } from '../../tests/support/accounts.ts';
import { makeContactBody, makeDetailedBody, makeSavedBrief } from '../../tests/support/contact.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { softAuthenticator } from '../../tests/support/webauthn.ts';
import { eraseAddress } from '../erasure.ts';
import { SESSION_EXPIRES_IN_S } from '../auth/auth.ts';

type ScenarioJson = { id: string; name: string; calculator: string; inputs: Record<string, unknown> };

describe.each(DATABASE_KINDS)('private area on %s', (kind) => {
  const { t, mailsTo, verifiedAccount } = useAccountsEnv(kind);
  /** A verified, signed-in account (a seller unless told otherwise). */
  const account = (tag = 'cliente', clientType = 'seller') =>
    verifiedAccount(uniqueEmail(tag), { name: 'Cliente Prueba', clientType });

  const contact = (email: string) =>
    t.env.app.request(`${TEST_SITE_URL}/api/process-contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(makeContactBody({ email })),
    });
  /** The public form sent while signed in (the page's own fetch: its Origin and the session cookie). */
  const contactSignedIn = (b: Browser, email: string, make = makeContactBody) => b.post('/api/process-contact', make({ email }));

  it('needs a session for every private API, and answers no-store', async () => {
    const anonymous = browser(t.env.app);
    for (const path of [
      '/api/portal/profile',
      '/api/portal/sessions',
      '/api/portal/requests',
      '/api/portal/scenarios',
      '/api/portal/property',
      '/api/portal/search',
      '/api/portal/export',
    ]) {
      const response = await anonymous.get(path);
      expect(response.status, path).toBe(401);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
      expect(await response.json()).toMatchObject({ error: { code: 'sessionRequired' } });
    }
  });

  it('edits the profile (name, language, client type) with the shared schema', async () => {
    const { b } = await account();
    const saved = await b.patch('/api/portal/profile', { name: 'Ana Martín', lang: 'en', clientType: 'buyer' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ user: { name: 'Ana Martín', lang: 'en', clientType: 'buyer' } });
    const bad = await b.patch('/api/portal/profile', { clientType: 'landlord', email: 'other@example.com' });
    expect(bad.status).toBe(400);
  });

  it('lists sessions with device and last use, and revokes one by id (only its own)', async () => {
    const { b, email } = await account();
    const other = browser(t.env.app, { headers: { 'User-Agent': 'Mozilla/5.0 (iPhone) Safari' } });
    expect((await other.post('/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })).status).toBe(200);
    const list = (await (await b.get('/api/portal/sessions')).json()) as {
      sessions: { id: string; device: string | null; lastUsedAt: string; current: boolean }[];
    };
    expect(list.sessions).toHaveLength(2);
    expect(list.sessions.filter((s) => s.current)).toHaveLength(1);
    const phone = list.sessions.find((s) => s.device?.includes('iPhone'))!;
    expect(Date.parse(phone.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(JSON.stringify(list)).not.toMatch(/token/i);

    const stranger = await account('ajeno');
    expect((await stranger.b.delete(`/api/portal/sessions/${phone.id}`)).status).toBe(404);
    expect((await other.get('/api/portal/profile')).status).toBe(200);
    expect((await b.delete(`/api/portal/sessions/${phone.id}`)).status).toBe(204);
    expect((await other.get('/api/portal/profile')).status).toBe(401);
  });

  it('shows a session’s last use, not its start: a request renews it once five minutes have passed, not before', async () => {
    const { b } = await account('ultimo-uso');
    type Listed = { sessions: { id: string; createdAt: string; lastUsedAt: string }[] };
    const [session] = ((await (await b.get('/api/portal/sessions')).json()) as Listed).sessions;
    /** The session as if opened two hours ago and last renewed `minutes` ago (its expiry 30 days from then). */
    const lastRenewed = (minutes: number) =>
      t.db.query(
        `UPDATE auth_sessions SET created_at = now() - interval '2 hours', updated_at = now() - make_interval(mins => $2),
           expires_at = now() - make_interval(mins => $2) + make_interval(secs => $3) WHERE id = $1`,
        [session!.id, minutes, SESSION_EXPIRES_IN_S],
      );
    const lastUse = async () => {
      const listed = ((await (await b.get('/api/portal/sessions')).json()) as Listed).sessions[0]!;
      return { started: Date.parse(listed.createdAt), used: Date.parse(listed.lastUsedAt) };
    };

    // Used ten minutes after its last renewal: the use is its last use, two hours after its start.
    await lastRenewed(10);
    expect((await b.get('/api/portal/profile')).status).toBe(200);
    const used = await lastUse();
    expect(used.used).toBeGreaterThan(Date.now() - 60_000);
    expect(used.used - used.started).toBeGreaterThan(60 * 60_000);

    // Used a minute after it: no write (cheap), the last use stays a minute ago.
    await lastRenewed(1);
    expect((await b.get('/api/portal/profile')).status).toBe(200);
    const kept = await lastUse();
    expect(Date.now() - kept.used).toBeGreaterThanOrEqual(55_000);
    expect(Date.now() - kept.used).toBeLessThan(5 * 60_000);
  });

  it('shows the requests the account sent signed in, of both forms, received, and nobody else’s', async () => {
    await t.db.query('DELETE FROM contact_attempts');
    const { b, email } = await account('solicitudes');
    await contact(uniqueEmail('otra-persona'));
    expect((await contact(email)).status).toBe(201); // its address typed into the form by anyone: not enough (issue 22)
    expect((await contactSignedIn(b, email.toUpperCase())).status).toBe(201); // the same address, typed differently
    const brief = await contactSignedIn(b, email, (o) => makeDetailedBody({ ...o, message: undefined }));
    expect(brief.status).toBe(201);
    const { requests } = (await (await b.get('/api/portal/requests')).json()) as { requests: Record<string, unknown>[] };
    expect(requests).toHaveLength(2);
    // The detailed brief, with what it asked.
    expect(requests.find((r) => r.kind === 'detailed')).toEqual({
      id: expect.any(String),
      createdAt: expect.any(String),
      kind: 'detailed',
      clientType: null,
      service: null,
      message: null,
      status: 'received',
      brief: {
        propertyType: 'penthouse',
        goal: 'sell',
        location: 'Barrio de Salamanca',
        budget: '2m-3m',
        timeline: 'short',
        services: ['valuation', 'marketing', 'legal'],
        priority: 'discretion',
        name: 'Ana García',
        phone: '+34 600 000 000',
        contactPreference: 'phone',
        availability: 'morning',
      },
    });
    for (const r of requests.filter((r) => r.kind !== 'detailed')) {
      expect(r).toMatchObject({
        kind: 'simple',
        status: 'received',
        service: 'sell',
        message: 'Quisiera vender mi piso en Salamanca.',
      });
      expect(Date.parse(String(r.createdAt))).not.toBeNaN();
    }
  });

  it('saves, lists, reopens, renames and deletes scenarios validated by each calculator’s schema', async () => {
    const { b } = await account();
    const created = await b.post('/api/portal/scenarios', {
      calculator: 'valuation',
      name: '  Piso de Chamberí <script>alert(1)</script> ',
      inputs: makeValuationInput(),
    });
    expect(created.status).toBe(201);
    const { scenario } = (await created.json()) as { scenario: ScenarioJson };
    expect(scenario.name).toBe('Piso de Chamberí');
    expect(scenario.inputs).toMatchObject({ district: 'chamberi', builtArea: 110 });

    const invalid = await b.post('/api/portal/scenarios', {
      calculator: 'valuation',
      name: 'Malo',
      inputs: makeValuationInput({ usableArea: 500, builtArea: 100 }),
    });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toMatchObject({ error: { code: 'scenarioInputsInvalid' } });
    expect((await b.post('/api/portal/scenarios', { calculator: 'lottery', name: 'x', inputs: {} })).status).toBe(400);
    expect(
      (await b.post('/api/portal/scenarios', { calculator: 'renovation', name: 'Reforma', inputs: makeRenovationInput() }))
        .status,
    ).toBe(201);
    for (const [calculator, inputs] of [
      ['compound-interest', makeCompoundInterestInput()],
      ['investment', makeInvestmentInput()],
    ] as const)
      expect((await b.post('/api/portal/scenarios', { calculator, name: calculator, inputs })).status).toBe(201);
    expect(
      (await b.post('/api/portal/scenarios', { calculator: 'investment', name: 'x', inputs: makeCompoundInterestInput() }))
        .status,
    ).toBe(400);

    const list = (await (await b.get('/api/portal/scenarios')).json()) as { scenarios: ScenarioJson[] };
    expect(list.scenarios.map((s) => s.calculator).sort()).toEqual([
      'compound-interest',
      'investment',
      'renovation',
      'valuation',
    ]);
    expect(await (await b.get(`/api/portal/scenarios/${scenario.id}`)).json()).toMatchObject({ scenario: { id: scenario.id } });
    const renamed = await b.patch(`/api/portal/scenarios/${scenario.id}`, { name: 'Casa de mis padres' });
    expect(await renamed.json()).toMatchObject({ scenario: { name: 'Casa de mis padres' } });
    expect((await b.delete(`/api/portal/scenarios/${scenario.id}`)).status).toBe(204);
    expect((await b.get(`/api/portal/scenarios/${scenario.id}`)).status).toBe(404);
  });

  it('keeps a seller’s property and values it on the server: two runs, two dated points', async () => {
    const { b } = await account('vendedor');
    expect((await b.post('/api/portal/property/valuations')).status).toBe(409);
    const input = makeValuationInput();
    expect((await b.put('/api/portal/property', input)).status).toBe(200);
    const first = await b.post('/api/portal/property/valuations');
    expect(first.status).toBe(201);
    expect((await b.put('/api/portal/property', { ...input, condition: 'renovated' })).status).toBe(200);
    await b.post('/api/portal/property/valuations');
    const { property, valuations } = (await (await b.get('/api/portal/property')).json()) as {
      property: { inputs: Record<string, unknown> };
      valuations: { valuedAt: string; estimatedValue: number; low: number; high: number }[];
    };
    expect(property.inputs).toMatchObject({ condition: 'renovated' });
    expect(valuations).toHaveLength(2);
    const expected = valuationPoint(valuate(input, new Date()));
    expect(valuations[0]).toMatchObject({ estimatedValue: expected.estimatedValue, low: expected.low, high: expected.high });
    expect(valuations[1]!.estimatedValue).toBeGreaterThan(valuations[0]!.estimatedValue);
    expect(Date.parse(valuations[1]!.valuedAt)).toBeGreaterThanOrEqual(Date.parse(valuations[0]!.valuedAt));
    expect((await b.put('/api/portal/property', { ...input, builtArea: -5 })).status).toBe(400);
  });

  it('keeps a buyer’s brief (Mi búsqueda), validated by the public brief’s schema, and sends it as a detailed request', async () => {
    await t.db.query('DELETE FROM contact_attempts');
    const { b, email } = await account('comprador', 'buyer');
    expect(await (await b.get('/api/portal/search')).json()).toEqual({ search: null });
    const early = await b.post('/api/portal/search/send');
    expect(early.status).toBe(409);
    expect(await early.json()).toMatchObject({ error: { code: 'searchMissing', message: 'Guarde primero su búsqueda.' } });

    // The public brief's rules and codes: services required, the phone for a call, slugs from the table.
    const bad = await b.put('/api/portal/search?lang=en', makeSavedBrief({ services: [], phone: '', budget: 'a-lot' }));
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({
      error: { code: 'validation', fields: { services: 'servicesRequired', phone: 'phoneRequired', budget: 'choiceInvalid' } },
    });
    expect((await b.put('/api/portal/search', { ...makeSavedBrief(), email: 'x' })).status).toBe(200); // unknown keys dropped

    const saved = await b.put(
      '/api/portal/search',
      makeSavedBrief({ location: '<b>Chamberí</b> o Almagro', message: undefined }),
    );
    expect(saved.status).toBe(200);
    const first = ((await saved.json()) as { search: Record<string, unknown> }).search;
    expect(first).toMatchObject({
      brief: { goal: 'buy', location: 'Chamberí o Almagro', services: ['valuation', 'legal'] },
    });
    expect(first.brief).not.toHaveProperty('message');
    expect(first.sentAt).toBeNull();
    expect(await (await b.get('/api/portal/search')).json()).toEqual({ search: first });

    const sent = await b.post('/api/portal/search/send?lang=en');
    expect(sent.status).toBe(201);
    const { id, search } = (await sent.json()) as { id: string; search: { sentAt: string; updatedAt: string } };
    expect(Date.parse(search.sentAt)).toBeGreaterThanOrEqual(Date.parse(search.updatedAt));
    // In Mis solicitudes as a detailed request with the account's name, and queued for the firm's e-mail.
    const { requests } = (await (await b.get('/api/portal/requests')).json()) as { requests: Record<string, unknown>[] };
    expect(requests).toEqual([
      expect.objectContaining({
        id,
        kind: 'detailed',
        status: 'received',
        brief: expect.objectContaining({ goal: 'buy', location: 'Chamberí o Almagro', name: 'Cliente Prueba' }),
      }),
    ]);
    const [lead] = await t.db.query('SELECT email, lang, form_type FROM leads WHERE id = $1', [id]);
    expect(lead).toEqual({ email, lang: 'en', form_type: 'detailed' });
    expect(await t.db.query('SELECT lead_id FROM lead_notifications WHERE lead_id = $1', [id])).toHaveLength(1);

    // The per-e-mail limit is the public form's, shared with it: 3 in 5 minutes.
    expect((await contact(email)).status).toBe(201);
    expect((await b.post('/api/portal/search/send')).status).toBe(201);
    const limited = await b.post('/api/portal/search/send');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toMatchObject({ error: { code: 'tooManyAttempts' } });
    expect(await t.db.query('SELECT id FROM leads WHERE email_normalized = $1', [email])).toHaveLength(3);
    await t.db.query('DELETE FROM contact_attempts');
  });

  it('refuses a seller’s goal and services in a buyer’s search (sellerOnlyChoice), and re-checks a kept one before sending it', async () => {
    await t.db.query('DELETE FROM contact_attempts');
    const sellerAnswers = makeSavedBrief({ goal: 'sell', services: ['valuation', 'staging', 'marketing'] });
    // A seller's search is refused nothing (ADR 0030): it is kept when the account becomes a buyer's.
    const { b } = await account('vende-y-compra', 'seller');
    expect((await b.put('/api/portal/search', sellerAnswers)).status).toBe(200);
    expect((await b.patch('/api/portal/profile', { clientType: 'buyer' })).status).toBe(200);

    // As a buyer, in both languages: each seller's value refused on its field, with a clear code.
    for (const lang of ['es', 'en'] as const) {
      const refused = await b.put(`/api/portal/search?lang=${lang}`, sellerAnswers);
      expect(refused.status).toBe(400);
      expect(await refused.json()).toEqual({
        error: {
          code: 'validation',
          message: expect.any(String),
          fields: { goal: 'sellerOnlyChoice', services: 'sellerOnlyChoice' },
        },
      });
    }
    const oneService = await b.put('/api/portal/search', makeSavedBrief({ services: ['legal', 'staging'] }));
    expect(((await oneService.json()) as { error: { fields: unknown } }).error.fields).toEqual({ services: 'sellerOnlyChoice' });

    // The seller's brief kept from before is not sent as the buyer's: the same refusal, and no lead.
    const send = await b.post('/api/portal/search/send');
    expect(send.status).toBe(400);
    expect(await send.json()).toMatchObject({
      error: { code: 'validation', fields: { goal: 'sellerOnlyChoice', services: 'sellerOnlyChoice' } },
    });
    expect((await (await b.get('/api/portal/requests')).json()) as unknown).toEqual({ requests: [] });

    // A buyer's answers are saved and sent.
    expect((await b.put('/api/portal/search', makeSavedBrief({ goal: 'invest' }))).status).toBe(200);
    expect((await b.post('/api/portal/search/send')).status).toBe(201);
    await t.db.query('DELETE FROM contact_attempts');
  });

  it('one account never reads or changes another’s scenarios, property, search or requests (fast-check over ids and sessions)', async () => {
    const owners = [await account('uno'), await account('dos')];
    const ids: string[][] = [[], []];
    for (const [i, owner] of owners.entries()) {
      await contactSignedIn(owner.b, owner.email);
      await owner.b.put('/api/portal/property', makeValuationInput({ builtArea: 100 + i }));
      await owner.b.put('/api/portal/search', makeSavedBrief({ location: `Barrio ${i}` }));
      for (let n = 0; n < 3; n++) {
        const r = await owner.b.post('/api/portal/scenarios', {
          calculator: 'valuation',
          name: `Escenario ${i}-${n}`,
          inputs: makeValuationInput(),
        });
        ids[i]!.push(((await r.json()) as { scenario: ScenarioJson }).scenario.id);
      }
    }
    const snapshot = async () => [
      await t.db.query('SELECT id, user_id, name FROM portal_scenarios ORDER BY id'),
      await t.db.query('SELECT user_id, brief, updated_at, sent_at FROM portal_searches ORDER BY user_id'),
    ];
    const before = await snapshot();

    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1 }),
        fc.oneof(fc.constantFrom(...ids[0]!, ...ids[1]!), fc.uuid(), fc.string({ maxLength: 40 })),
        fc.constantFrom('get', 'rename', 'delete'),
        async (actor, id, op) => {
          const me = owners[actor]!;
          const owned = ids[actor]!.includes(id);
          const path = `/api/portal/scenarios/${encodeURIComponent(id)}`;
          if (op === 'get') {
            const r = await me.b.get(path);
            expect(r.status).toBe(owned ? 200 : 404);
          } else if (op === 'rename' && !owned) {
            expect((await me.b.patch(path, { name: 'secuestrado' })).status).toBe(404);
          } else if (op === 'delete' && !owned) {
            expect((await me.b.delete(path)).status).toBe(404);
          }
          const property = (await (await me.b.get('/api/portal/property')).json()) as {
            property: { inputs: { builtArea: number } };
          };
          expect(property.property.inputs.builtArea).toBe(100 + actor);
          const search = (await (await me.b.get('/api/portal/search')).json()) as { search: { brief: { location: string } } };
          expect(search.search.brief.location).toBe(`Barrio ${actor}`);
          const requests = (await (await me.b.get('/api/portal/requests')).json()) as { requests: unknown[] };
          expect(requests.requests).toHaveLength(1);
          const list = (await (await me.b.get('/api/portal/scenarios')).json()) as { scenarios: ScenarioJson[] };
          expect(list.scenarios.every((s) => ids[actor]!.includes(s.id))).toBe(true);
        },
      ),
      { numRuns: 40 },
    );
    expect(await snapshot()).toEqual(before); // nothing changed hands or vanished
  });

  it('adds a passkey (e-mail to the owner), lists, renames, signs in with it, and only its owner can remove it', async () => {
    const { b, email } = await account('llave');
    const authenticator = softAuthenticator('localhost', TEST_SITE_URL);
    const options = (await (await b.get('/api/auth/passkey/generate-register-options')).json()) as {
      challenge: string;
      rp: { id: string; name: string };
    };
    expect(options.rp).toEqual({ id: 'localhost', name: 'Aurea Concierge Madrid' });
    const registered = await b.post('/api/auth/passkey/verify-registration', {
      response: authenticator.register(options),
      name: 'Portátil',
    });
    expect(registered.status).toBe(200);
    const added = (await mailsTo(email)).find((m) => m.subject === 'Nueva llave de acceso en su cuenta');
    expect(added?.body).toContain('«Portátil»');

    const list = (await (await b.get('/api/auth/passkey/list-user-passkeys')).json()) as { id: string; name: string }[];
    expect(list.map((p) => p.name)).toEqual(['Portátil']);
    const id = list[0]!.id;
    expect((await b.post('/api/auth/passkey/update-passkey', { id, name: 'Portátil de casa' })).status).toBe(200);

    // Signing in with the passkey in a browser without a session.
    const fresh = browser(t.env.app);
    const authOptions = (await (await fresh.get('/api/auth/passkey/generate-authenticate-options')).json()) as {
      challenge: string;
    };
    const signedIn = await fresh.post('/api/auth/passkey/verify-authentication', {
      response: authenticator.authenticate(authOptions),
    });
    expect(signedIn.status).toBe(200);
    const session = (await signedIn.json()) as { session: Record<string, unknown> };
    expect(session.session).not.toHaveProperty('token');
    expect(await (await fresh.get('/api/portal/profile')).json()).toMatchObject({ user: { email } });

    const stranger = await account('intruso');
    expect((await stranger.b.post('/api/auth/passkey/delete-passkey', { id })).status).not.toBe(200);
    expect((await stranger.b.post('/api/auth/passkey/update-passkey', { id, name: 'mío' })).status).not.toBe(200);
    expect((await b.post('/api/auth/passkey/delete-passkey', { id })).status).toBe(200);
    expect(await (await b.get('/api/auth/passkey/list-user-passkeys')).json()).toEqual([]);
  });

  it('asks for a recent sign-in before adding a passkey or deleting the account without a password', async () => {
    const { b, id } = await account('antigua');
    await t.db.query('UPDATE auth_sessions SET created_at = $2 WHERE user_id = $1', [
      id,
      new Date(Date.now() - 3_600_000).toISOString(),
    ]);
    const options = await b.get('/api/auth/passkey/generate-register-options');
    expect(options.status).toBe(403);
    expect(await options.json()).toMatchObject({ error: { code: 'sessionNotFresh' } });
    const deleted = await b.post('/api/auth/delete-user', {});
    expect(deleted.status).toBe(400);
    expect(await deleted.json()).toMatchObject({ error: { code: 'sessionNotFresh' } });
    expect((await b.get('/api/portal/profile')).status).toBe(200);
  });

  it('exports everything about the account as a JSON download', async () => {
    const { b, email, id } = await account('exporta');
    await contactSignedIn(b, email);
    // A request the firm is working: who works it is the firm's, not part of the client's data (issue 22).
    const worker = await account('quien-atiende');
    await t.db.query('UPDATE leads SET assignee_id = $1 WHERE email_normalized = $2', [worker.id, email]);
    await b.post('/api/portal/scenarios', { calculator: 'valuation', name: 'Mi piso', inputs: makeValuationInput() });
    await b.put('/api/portal/property', makeValuationInput());
    await b.post('/api/portal/property/valuations');
    await b.put('/api/portal/search', makeSavedBrief({ location: 'Retiro' }));
    const response = await b.get('/api/portal/export');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="aurea-datos-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = (await response.json()) as Record<string, unknown[] | Record<string, unknown>>;
    expect(data.account).toMatchObject({ id, email, name: 'Cliente Prueba', clientType: 'seller', lang: 'es' });
    expect(data.sessions).toHaveLength(1);
    expect(data.scenarios).toHaveLength(1);
    expect(data.property).toMatchObject({ inputs: { district: 'chamberi' } });
    expect(data.valuations).toHaveLength(1);
    expect(data.search).toMatchObject({ brief: { location: 'Retiro', goal: 'buy' }, sentAt: null });
    expect(data.requests).toMatchObject([{ email, phone: '+34 600 000 000', status: 'received' }]);
    expect(JSON.stringify(data)).not.toMatch(/password|token|\$argon2/i);
    expect(JSON.stringify(data)).not.toMatch(/assignee|email_normalized/);
    expect(JSON.stringify(data)).not.toContain(worker.id);
  });

  it('deletes the account with its password: afterwards no row of any table holds the e-mail', async () => {
    await t.db.query('DELETE FROM contact_attempts');
    const keep = await account('se-queda');
    await contactSignedIn(keep.b, keep.email);
    const { b, email, id } = await account('se-va');
    await contactSignedIn(b, email);
    await contact(email); // sent with its address without signing in, never confirmed: pseudonymised too
    await b.post('/api/portal/scenarios', { calculator: 'valuation', name: 'Mi piso', inputs: makeValuationInput() });
    await b.put('/api/portal/property', makeValuationInput());
    expect((await b.put('/api/portal/search', makeSavedBrief())).status).toBe(200);
    await b.post('/api/portal/property/valuations');
    await browser(t.env.app).post('/api/auth/request-password-reset', { email }); // a pending reset e-mail in the outbox
    await b.get('/api/auth/passkey/generate-register-options'); // a pending passkey challenge naming the address

    const wrong = await b.post('/api/auth/delete-user', { password: 'this is not my password' });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: { code: 'currentPasswordIncorrect' } });
    const deleted = await b.post('/api/auth/delete-user', { password: GOOD_PASSWORD });
    expect(deleted.status).toBe(200);
    expect((await b.get('/api/portal/profile')).status).toBe(401);

    const tables = await t.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    expect(tables.length).toBeGreaterThan(10);
    for (const { table_name } of tables) {
      const rows = await t.db.query(`SELECT count(*) AS n FROM "${table_name}" t WHERE lower(t::text) LIKE $1`, [`%${email}%`]);
      expect(Number(rows[0]!.n), table_name).toBe(0);
    }
    expect(await t.db.query('SELECT user_id FROM portal_searches WHERE user_id = $1', [id])).toEqual([]);
    // The other client keeps everything.
    expect((await keep.b.get('/api/portal/profile')).status).toBe(200);
    expect(((await (await keep.b.get('/api/portal/requests')).json()) as { requests: unknown[] }).requests).toHaveLength(1);
    // And the address can sign up again from scratch.
    expect(
      (
        await browser(t.env.app).post('/api/auth/sign-up/email', {
          name: 'Otra vez',
          email,
          password: GOOD_PASSWORD,
          clientType: 'buyer',
          lang: 'es',
        })
      ).status,
    ).toBe(200);
  });

  it('the leads tool’s erase --email also erases the account, leaving no row with the e-mail', async () => {
    const { b, email } = await account('borrar-cli');
    await contact(email);
    await b.post('/api/portal/scenarios', { calculator: 'valuation', name: 'Mi piso', inputs: makeValuationInput() });
    expect(await eraseAddress(t.db, email.toUpperCase(), new Date(), { id: null, email: 'test' })).toEqual({
      leads: 1,
      accounts: 1,
      kept: [],
    });
    expect((await b.get('/api/portal/profile')).status).toBe(401);
    const tables = await t.db.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
    );
    for (const { table_name } of tables) {
      const rows = await t.db.query(`SELECT count(*) AS n FROM "${table_name}" t WHERE lower(t::text) LIKE $1`, [`%${email}%`]);
      expect(Number(rows[0]!.n), table_name).toBe(0);
    }
  });
});
