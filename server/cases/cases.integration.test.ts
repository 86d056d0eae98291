import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { TEST_SITE_URL, browser, linkIn, realClock, type Browser } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { makeContactBody } from '../../tests/support/contact.ts';
import { staffMember } from '../../tests/support/staff.ts';
import type { ClientCase, PortalCaseList, StaffCase, StaffCaseList, StaleAnswer } from '../../src/domain/cases/index.ts';
import type { RequestPage } from '../../src/domain/staff/index.ts';
import { createNoticeWorker } from './notice-worker.ts';

/** Issue 43: the case file's API through the real app, for staff (TOTP) and clients, on both databases. */
describe.each(DATABASE_KINDS)('the case file on %s', (kind) => {
  const clock = realClock();
  const { t, mailsTo, verifiedAccount } = useAccountsEnv(kind, { now: clock.now });
  const ctx = () => ({ db: t.db, env: t.env, mailsTo });

  /** A request sent by `b` (signed in: it owns it) or by nobody, in `lang`. */
  const request = async (b: Browser | undefined, email: string, lang: 'es' | 'en' = 'es') => {
    await t.db.query('DELETE FROM contact_attempts');
    const sender = b ?? browser(t.env.app);
    const response = await sender.post(`/api/process-contact?lang=${lang}`, makeContactBody({ email }));
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const open = async (staff: Browser, requestId: string, side = 'seller') => {
    const response = await staff.post(`/api/staff/requests/${requestId}/case`, { side });
    expect(response.status).toBe(201);
    return ((await response.json()) as { case: StaffCase }).case;
  };
  const staffCase = async (staff: Browser, id: string) =>
    ((await (await staff.get(`/api/staff/cases/${id}`)).json()) as { case: StaffCase }).case;
  const clientCase = async (b: Browser, id: string) =>
    ((await (await b.get(`/api/portal/cases/${id}`)).json()) as { case: ClientCase }).case;

  it('opens a case from a signed-in client’s request, once, which the client sees and no one else does', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('gestora'));
    const client = await verifiedAccount(uniqueEmail('vendedora'));
    const other = await verifiedAccount(uniqueEmail('otra'));
    const requestId = await request(client.b, client.email);

    const caseOfRequest = async () =>
      ((await (await staff.b.get(`/api/staff/requests/${requestId}`)).json()) as RequestPage).request.caseId;
    expect(await caseOfRequest()).toBeNull();
    const opened = await open(staff.b, requestId);
    expect(opened).toMatchObject({ side: 'seller', status: 'open', requestId, client: { id: client.id }, nextStep: 'valuation' });
    // The request's page names its case from now on.
    expect(await caseOfRequest()).toBe(opened.id);
    expect(opened.milestones.map((m) => m.key)).toEqual([
      'valuation',
      'mandate-kyc',
      'documents',
      'marketing',
      'viewings',
      'offers',
      'arras',
      'deed',
      'after-sale',
    ]);
    expect(opened.checklist.find((i) => i.item === 'mortgage-certificate')).toMatchObject({ provider: 'bank', applies: false });
    expect(opened.invitation).toBeNull();
    const again = await staff.b.post(`/api/staff/requests/${requestId}/case`, { side: 'buyer' });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { error: { code: string } }).error.code).toBe('caseExists');
    expect((await staff.b.post(`/api/staff/requests/00000000-0000-4000-8000-000000000000/case`, { side: 'buyer' })).status).toBe(
      404,
    );

    const list = (await (await client.b.get('/api/portal/cases')).json()) as PortalCaseList;
    expect(list.cases.map((c) => c.id)).toEqual([opened.id]);
    expect(await clientCase(client.b, opened.id)).toMatchObject({ id: opened.id, side: 'seller', status: 'open' });
    expect(((await (await other.b.get('/api/portal/cases')).json()) as PortalCaseList).cases).toEqual([]);

    // Another client and an unknown id get the same answer; anonymous gets 401; a client is no staff member.
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const path of [`/api/portal/cases/${opened.id}`, `/api/portal/cases/${unknown}`, '/api/portal/cases/not-a-uuid']) {
      const response = await other.b.get(path);
      expect(response.status, path).toBe(404);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('notFound');
    }
    const anonymous = browser(t.env.app);
    for (const [method, path] of [
      ['GET', '/api/portal/cases'],
      ['GET', `/api/portal/cases/${opened.id}`],
      ['POST', '/api/portal/cases/claim'],
      ['PUT', '/api/portal/cases/notices'],
      ['GET', '/api/staff/cases'],
      ['GET', `/api/staff/cases/${opened.id}`],
      ['PATCH', `/api/staff/cases/${opened.id}`],
      ['PATCH', `/api/staff/cases/${opened.id}/milestones/valuation`],
      ['POST', `/api/staff/cases/${opened.id}/milestones`],
      ['POST', `/api/staff/requests/${requestId}/case`],
    ] as const) {
      const response =
        method === 'GET'
          ? await anonymous.get(path)
          : await anonymous[method === 'POST' ? 'post' : method === 'PUT' ? 'put' : 'patch'](path, {});
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect((await client.b.get(`/api/staff/cases/${opened.id}`)).status).toBe(403);

    // The open and the view are on the audit log, with the case.
    const audit = await t.db.query<{ action: string }>('SELECT action FROM staff_audit_log WHERE case_id = $1 ORDER BY id', [
      opened.id,
    ]);
    expect(audit.map((a) => a.action)).toEqual(['case-open']);
    await staffCase(staff.b, opened.id);
    expect(await t.db.query('SELECT action FROM staff_audit_log WHERE case_id = $1 ORDER BY id', [opened.id])).toHaveLength(2);
  });

  it('stores no title when nobody typed one, and reads a side’s label stored before as none, for every reader', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('titulos'), { lang: 'en' });
    const client = await verifiedAccount(uniqueEmail('titulos-cliente'), { lang: 'en' });
    // A request in Spanish, read by an English-speaking client and staff member: no "Venta" for them.
    const opened = await open(staff.b, await request(client.b, client.email, 'es'));
    expect(opened.title).toBe('');
    expect(await t.db.query('SELECT title FROM cases WHERE id = $1', [opened.id])).toEqual([{ title: '' }]);
    expect((await clientCase(client.b, opened.id)).title).toBe('');
    for (const stored of ['Venta', 'Sale']) {
      await t.db.query('UPDATE cases SET title = $1 WHERE id = $2', [stored, opened.id]);
      expect((await staffCase(staff.b, opened.id)).title, stored).toBe('');
      expect(((await (await client.b.get('/api/portal/cases')).json()) as PortalCaseList).cases[0]!.title, stored).toBe('');
      const listed = ((await (await staff.b.get('/api/staff/cases')).json()) as StaffCaseList).cases;
      expect(listed.find((c) => c.id === opened.id)!.title, stored).toBe('');
    }
    // A typed title is the case's own, in whatever words; the other side's label typed on a case is a title too.
    for (const typed of ['Ático en Chamberí', 'Compra']) {
      await t.db.query('UPDATE cases SET title = $1 WHERE id = $2', [typed, opened.id]);
      expect((await clientCase(client.b, opened.id)).title).toBe(typed);
    }
    const titled = await open(staff.b, await request(undefined, uniqueEmail('titulada')));
    const patched = await staff.b.patch(`/api/staff/cases/${titled.id}`, { version: titled.version, title: 'Piso en Salamanca' });
    expect(patched.status).toBe(200);
    expect((await staffCase(staff.b, titled.id)).title).toBe('Piso en Salamanca');
  });

  it('advances steps on their version (412 with the current state when stale) and refuses every write once closed', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('gestor'));
    const client = await verifiedAccount(uniqueEmail('comprador'));
    const opened = await open(staff.b, await request(client.b, client.email), 'buyer');
    const step = opened.milestones[0]!;

    const moved = await staff.b.patch(`/api/staff/cases/${opened.id}/milestones/${step.key}`, {
      version: step.version,
      state: 'done',
      clientNote: 'Recibido su encargo.',
      firmNote: 'Cliente con prisa.',
    });
    expect(moved.status).toBe(200);
    const answer = (await moved.json()) as { milestone: StaffCase['milestones'][number]; case: StaffCase };
    expect(answer.milestone).toMatchObject({ state: 'done', version: step.version + 1, firmNote: 'Cliente con prisa.' });
    expect(answer.case.nextStep).toBe('nie-bank');

    const stale = await staff.b.patch(`/api/staff/cases/${opened.id}/milestones/${step.key}`, {
      version: step.version,
      state: 'pending',
    });
    expect(stale.status).toBe(412);
    const staleBody = (await stale.json()) as StaleAnswer;
    expect(staleBody.error.code).toBe('caseChanged');
    expect(staleBody.milestone).toMatchObject({ key: step.key, state: 'done', version: step.version + 1 });
    expect((await staff.b.patch(`/api/staff/cases/${opened.id}/milestones/${step.key}`, { state: 'pending' })).status).toBe(400);
    expect(
      (await staff.b.patch(`/api/staff/cases/${opened.id}/milestones/no-such-step`, { version: 1, state: 'done' })).status,
    ).toBe(404);

    // The client reads its note, never the firm's, and the firm's own step marked for the firm not at all.
    const added = await staff.b.post(`/api/staff/cases/${opened.id}/milestones`, {
      label: { es: 'Revisión interna', en: 'Internal review' },
      actor: 'firm',
      visibility: 'firm',
      after: 'brief',
    });
    expect(added.status).toBe(201);
    const firmStep = ((await added.json()) as { milestone: { key: string } }).milestone.key;
    const seen = await clientCase(client.b, opened.id);
    expect(seen.milestones[0]).toMatchObject({ key: 'brief', state: 'done', clientNote: 'Recibido su encargo.' });
    expect(JSON.stringify(seen)).not.toContain('Cliente con prisa');
    expect(seen.milestones.map((m) => m.key)).not.toContain(firmStep);
    expect(seen.timeline.map((e) => e.kind)).toEqual(['milestone-changed', 'case-opened']);
    const staffView = await staffCase(staff.b, opened.id);
    expect(staffView.milestones[1]!.key).toBe(firmStep);
    expect(staffView.timeline.map((e) => e.kind)).toEqual(['milestone-added', 'milestone-changed', 'case-opened']);

    // The case's own fields on its version; closed, it takes nothing more.
    const stalePatch = await staff.b.patch(`/api/staff/cases/${opened.id}`, { version: opened.version + 5, status: 'paused' });
    expect(stalePatch.status).toBe(412);
    const closed = await staff.b.patch(`/api/staff/cases/${opened.id}`, { version: opened.version, status: 'closed-withdrawn' });
    expect(closed.status).toBe(200);
    const closedCase = ((await closed.json()) as { case: StaffCase }).case;
    expect(closedCase).toMatchObject({ status: 'closed-withdrawn', version: opened.version + 1 });
    expect(closedCase.closedAt).not.toBeNull();
    for (const [path, body, method] of [
      [`/api/staff/cases/${opened.id}`, { version: closedCase.version, status: 'open' }, 'patch'],
      [`/api/staff/cases/${opened.id}/milestones/nie-bank`, { version: 1, state: 'done' }, 'patch'],
      [`/api/staff/cases/${opened.id}/milestones`, { label: { es: 'x', en: 'x' }, actor: 'firm' }, 'post'],
    ] as const) {
      const refused = await staff.b[method](path, body);
      expect(refused.status, path).toBe(409);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('caseClosed');
    }
  });

  it('lists cases for the workspace by side, status, assignee and an overdue next step', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('lista'));
    const client = await verifiedAccount(uniqueEmail('lista-cliente'));
    const seller = await open(staff.b, await request(client.b, client.email), 'seller');
    const buyer = await open(staff.b, await request(client.b, client.email), 'buyer');
    const assigned = await staff.b.patch(`/api/staff/cases/${buyer.id}`, { version: buyer.version, assigneeId: staff.id });
    expect(assigned.status).toBe(200);
    await staff.b.patch(`/api/staff/cases/${seller.id}/milestones/valuation`, { version: 1, dueOn: '2020-01-31' });
    const ids = async (query: string) =>
      ((await (await staff.b.get(`/api/staff/cases?${query}`)).json()) as StaffCaseList).cases
        .map((c) => c.id)
        .filter((id) => id === seller.id || id === buyer.id);
    expect(await ids('side=buyer')).toEqual([buyer.id]);
    expect(await ids('assigned=me')).toEqual([buyer.id]);
    expect(await ids('assigned=none')).toEqual([seller.id]);
    expect(await ids('overdue=true')).toEqual([seller.id]);
    expect(await ids('status=open')).toEqual([buyer.id, seller.id]);
    for (const bad of ['side=landlord', 'overdue=yes', 'status=sold', 'assigned=%00', 'unknown=1'])
      expect((await staff.b.get(`/api/staff/cases?${bad}`)).status, bad).toBe(400);
    // The client's timeline does not show who at the firm was assigned.
    expect((await clientCase(client.b, buyer.id)).timeline.map((e) => e.kind)).toEqual(['case-opened']);
  });

  it('refuses hostile bodies with a 4xx in the error shape, never a 500', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('hostil'));
    const client = await verifiedAccount(uniqueEmail('hostil-cliente'));
    const opened = await open(staff.b, await request(client.b, client.email));
    const attempts: [Browser, 'post' | 'patch' | 'put', string, unknown][] = [
      [staff.b, 'post', `/api/staff/requests/${opened.requestId}/case`, { side: 'seller\u0000' }],
      [staff.b, 'post', `/api/staff/requests/${opened.requestId}/case`, { side: 'seller', extra: 1 }],
      [staff.b, 'patch', `/api/staff/cases/${opened.id}`, { version: 1, title: 'a\ud800b' }],
      [staff.b, 'patch', `/api/staff/cases/${opened.id}`, { version: 1, title: 'x'.repeat(100_000) }],
      [staff.b, 'patch', `/api/staff/cases/${opened.id}`, { version: 1e308 }],
      [staff.b, 'patch', `/api/staff/cases/${opened.id}`, { version: 1, assigneeId: 'nobody-here' }],
      [staff.b, 'patch', `/api/staff/cases/${opened.id}/milestones/valuation`, { version: 1, dueOn: '2026-02-30' }],
      [staff.b, 'patch', `/api/staff/cases/${opened.id}/milestones/valuation`, { version: '1' }],
      [staff.b, 'patch', `/api/staff/cases/${opened.id}/milestones/valuation`, 'not json'],
      [
        staff.b,
        'post',
        `/api/staff/cases/${opened.id}/milestones`,
        { label: { es: 'a', en: 'b' }, actor: 'firm', after: 'nope' },
      ],
      [client.b, 'put', '/api/portal/cases/notices', { frequency: 'hourly' }],
      [client.b, 'put', '/api/portal/cases/notices', { frequency: 'daily', more: true }],
      [client.b, 'post', '/api/portal/cases/claim', { token: '\u0000'.repeat(43) }],
      [client.b, 'post', '/api/portal/cases/claim', { token: 'a'.repeat(5000) }],
    ];
    for (const [b, method, path, body] of attempts) {
      const response = await b[method](path, body);
      const label = `${method} ${path} ${JSON.stringify(body).slice(0, 60)}`;
      expect(response.status, label).toBeGreaterThanOrEqual(400);
      expect(response.status, label).toBeLessThan(500);
      expect(((await response.json()) as { error: { code: string; message: string } }).error.message, label).toMatch(/\S/);
    }
    expect((await staffCase(staff.b, opened.id)).version).toBe(opened.version);
  });

  it('invites the request’s address when no account owns it, and attaches the case to that verified account only, once', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('invita'));
    const email = uniqueEmail('sin-cuenta');
    // The account exists, but the request was sent signed out: nothing proves it is theirs until the link.
    const owner = await verifiedAccount(email, { lang: 'en' });
    const opened = await open(staff.b, await request(undefined, email, 'en'));
    expect(opened.client).toBeNull();
    expect(opened.invitation).toMatchObject({ usedAt: null });
    const mail = (await mailsTo(email)).find((m) => m.subject === 'Your case in the private area');
    expect(mail, 'invitation').toBeDefined();
    const token = new URL(linkIn(mail!.body, `${TEST_SITE_URL}/en/portal/cases?`)).searchParams.get('invitation')!;
    expect(await t.db.query('SELECT count(*)::int AS n FROM case_invitations WHERE token_hash = $1', [token])).toEqual([
      { n: 0 },
    ]);

    const intruder = await verifiedAccount(uniqueEmail('intrusa'));
    const refused = await intruder.b.post('/api/portal/cases/claim', { token });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('caseLinkOtherAccount');
    expect((await intruder.b.get(`/api/portal/cases/${opened.id}`)).status).toBe(404);

    const claimed = await owner.b.post('/api/portal/cases/claim', { token });
    expect(claimed.status).toBe(200);
    expect(((await claimed.json()) as { case: { id: string } }).case.id).toBe(opened.id);
    expect((await clientCase(owner.b, opened.id)).timeline.map((e) => e.kind)).toEqual(['client-attached', 'case-opened']);
    const usedAgain = await owner.b.post('/api/portal/cases/claim', { token });
    expect(usedAgain.status).toBe(409);
    expect((await intruder.b.post('/api/portal/cases/claim', { token })).status).toBe(409);
    expect((await intruder.b.post('/api/portal/cases/claim', { token: 'x'.repeat(43) })).status).toBe(404);
    expect((await staffCase(staff.b, opened.id)).client).toMatchObject({ id: owner.id });
  });

  it('bundles what the client needs to hear into one e-mail an hour, in their language, with no figure; two workers send it once', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('avisos'));
    const client = await verifiedAccount(uniqueEmail('avisada'), { lang: 'en' });
    const opened = await open(staff.b, await request(client.b, client.email, 'en'));
    const done = async (key: string) => {
      const current = (await staffCase(staff.b, opened.id)).milestones.find((m) => m.key === key)!;
      expect(
        (await staff.b.patch(`/api/staff/cases/${opened.id}/milestones/${key}`, { version: current.version, state: 'done' }))
          .status,
      ).toBe(200);
    };
    await done('valuation');
    await done('mandate-kyc');
    // A step of the firm's own marked for the firm tells the client nothing.
    await staff.b.post(`/api/staff/cases/${opened.id}/milestones`, {
      label: { es: 'Interno', en: 'Internal' },
      actor: 'firm',
      visibility: 'firm',
    });

    const notices = await t.db.query<{ due_at: Date }>(
      'SELECT due_at FROM case_notices WHERE recipient_id = $1 AND sent_at IS NULL ORDER BY due_at',
      [client.id],
    );
    expect(notices).toHaveLength(2);
    const before = (await mailsTo(client.email)).length;
    await t.env.notices.runOnce(); // nothing due yet: it gathers
    expect(await mailsTo(client.email)).toHaveLength(before);
    const offset = new Date(notices[0]!.due_at).getTime() - clock.now().getTime() + 1000;
    clock.advance(offset);
    try {
      const second = createNoticeWorker({ db: t.db, siteUrl: TEST_SITE_URL, now: clock.now });
      // Other tests' clients may be due too: what counts is that this one hears once.
      await Promise.all([t.env.notices.runOnce(), second.runOnce(), t.env.notices.runOnce()]);
      const mails = (await mailsTo(client.email)).slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('News in your case');
      expect(mails[0]!.body).toContain('2 new items');
      expect(mails[0]!.body).toContain(`${TEST_SITE_URL}/en/portal`);
      expect(mails[0]!.body.replace(TEST_SITE_URL, '').replace('2 new items', '')).not.toMatch(/\d/);

      // Within the hour, the next notice waits for the hour to pass.
      await done('documents');
      const [next] = await t.db.query<{ due_at: Date }>(
        'SELECT due_at FROM case_notices WHERE recipient_id = $1 AND sent_at IS NULL',
        [client.id],
      );
      expect(new Date(next!.due_at).getTime()).toBeGreaterThanOrEqual(clock.now().getTime() + 59 * 60 * 1000 - 2000);
      await t.env.notices.runOnce();
      expect(await mailsTo(client.email)).toHaveLength(before + 1);

      // None: what waits is dropped, and nothing more is queued.
      expect((await client.b.put('/api/portal/cases/notices', { frequency: 'none' })).status).toBe(200);
      expect(((await (await client.b.get('/api/portal/cases/notices')).json()) as { frequency: string }).frequency).toBe('none');
      expect(await t.db.query('SELECT 1 FROM case_notices WHERE recipient_id = $1 AND sent_at IS NULL', [client.id])).toEqual([]);
      await done('marketing');
      expect(await t.db.query('SELECT 1 FROM case_notices WHERE recipient_id = $1 AND sent_at IS NULL', [client.id])).toEqual([]);
    } finally {
      clock.advance(-offset);
    }
  });
});
