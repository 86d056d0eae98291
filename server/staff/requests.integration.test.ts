import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { GOOD_PASSWORD, TEST_SITE_URL } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { makeContactBody, makeDetailedBody } from '../../tests/support/contact.ts';
import { staffMember } from '../../tests/support/staff.ts';
import { SITE } from '../../src/config/site.ts';
import { runRetentionPurge } from '../retention.ts';

type InboxPage = {
  requests: { id: string; email: string; status: string; assignee: { name: string } | null }[];
  nextCursor: string | null;
};
type RequestPage = {
  request: { id: string; status: string; assigneeId: string | null; message: string };
  account: { name: string } | null;
  history: { kind: string; value: string | null; previous: string | null; actorName: string; at: string }[];
  audit: { action: string }[];
};

describe.each(DATABASE_KINDS)('requests in the workspace on %s', (kind) => {
  const { t, mailsTo, verifiedAccount } = useAccountsEnv(kind);
  const ctx = () => ({ db: t.db, env: t.env, mailsTo });

  const contact = async (overrides: Record<string, unknown> = {}, lang: 'es' | 'en' = 'es', make = makeContactBody) => {
    await t.db.query('DELETE FROM contact_attempts');
    const response = await t.env.app.request(`${TEST_SITE_URL}/api/process-contact?lang=${lang}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(make(overrides)),
    });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };

  it('lists every request newest first, filters, searches by e-mail prefix and pages by cursor', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('bandeja'));
    const tag = Math.random().toString(36).slice(2, 8);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await contact({ email: `${tag}-${i}@example.com`, serviceType: i % 2 ? 'buy' : 'sell' }));
    const page = async (query: string) => (await (await staff.b.get(`/api/staff/requests?${query}`)).json()) as InboxPage;

    const searched = await page(`q=${tag.toUpperCase()}`);
    expect(searched.requests.map((r) => r.id)).toEqual([...ids].reverse());
    expect((await page(`q=${tag}&service=buy`)).requests).toHaveLength(2);
    expect((await page(`q=${tag}-3`)).requests.map((r) => r.id)).toEqual([ids[3]]);
    expect((await page(`q=${tag}&status=won`)).requests).toHaveLength(0);
    expect((await page('q=%25')).requests).toHaveLength(0); // a typed % is a character, not a pattern

    const first = await page(`q=${tag}&limit=2`);
    expect(first.requests.map((r) => r.id)).toEqual([ids[4], ids[3]]);
    const second = await page(`q=${tag}&limit=2&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second.requests.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    const third = await page(`q=${tag}&limit=2&cursor=${encodeURIComponent(second.nextCursor!)}`);
    expect(third.requests.map((r) => r.id)).toEqual([ids[0]]);
    expect(third.nextCursor).toBeNull();

    const today = new Date().toISOString().slice(0, 10);
    expect((await page(`q=${tag}&from=${today}&to=${today}`)).requests).toHaveLength(5);
    expect((await page(`q=${tag}&to=2020-01-01`)).requests).toHaveLength(0);
    // The detailed brief: its kind filters, its name is searched, its answers are on its page.
    const brief = await contact({ email: `${tag}-brief@example.com`, name: `Zoe ${tag} Brief` }, 'es', makeDetailedBody);
    expect((await page(`q=zoe ${tag}`)).requests.map((r) => r.id)).toEqual([brief]);
    expect((await page(`q=${tag}&kind=detailed`)).requests.map((r) => r.id)).toEqual([brief]);
    expect((await page(`q=${tag}&kind=simple`)).requests).toHaveLength(5);
    const briefPage = (await (await staff.b.get(`/api/staff/requests/${brief}`)).json()) as {
      request: { kind: string; name: string; brief: Record<string, unknown> };
    };
    expect(briefPage.request).toMatchObject({ kind: 'detailed', name: `Zoe ${tag} Brief` });
    expect(briefPage.request.brief.services).toEqual(expect.any(Array));
    for (const bad of ['status=lost', 'kind=calculator', 'from=ayer', 'limit=1000', 'service=rent'])
      expect((await staff.b.get(`/api/staff/requests?${bad}`)).status, bad).toBe(400);
  });

  // Issue 22: the search matched only the start of an address or a name, so surnames and domains found nothing.
  it('searches anywhere in the name, the address (its domain too) and the phone, ignoring case and accents; % and _ are characters', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('buscadora'));
    const tag = Math.random().toString(36).slice(2, 8);
    const domain = `${tag}-firma.es`;
    const digits = String(Math.floor(100_000_000 + Math.random() * 800_000_000));
    const spaced = `+34 ${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
    const garcia = await contact({ email: `ana@${domain}`, name: `Ana García Núñez ${tag}` }, 'es', makeDetailedBody);
    const phone = await contact({ email: `luis-${tag}@example.com`, phone: spaced });
    const percent = await contact({ name: `Grupo 100%_${tag}` }, 'es', makeDetailedBody);
    const ids = async (q: string) =>
      ((await (await staff.b.get(`/api/staff/requests?q=${encodeURIComponent(q)}`)).json()) as InboxPage).requests.map(
        (r) => r.id,
      );

    expect(await ids(`garcia nunez ${tag}`)).toEqual([garcia]); // a surname, without its accents
    expect(await ids(`GARCÍA NÚÑEZ ${tag}`)).toEqual([garcia]);
    expect(await ids(domain)).toEqual([garcia]); // a domain
    expect(await ids(`@${domain.toUpperCase()}`)).toEqual([garcia]);
    expect(await ids(digits.slice(2, 8))).toEqual([phone]); // the phone's digits, whatever the spaces
    expect(await ids(`${digits.slice(3, 6)} ${digits.slice(6)}`)).toEqual([phone]); // as typed
    expect(await ids(`100%_${tag}`)).toEqual([percent]);
    // Wildcards typed are characters: as patterns, these would match the requests above.
    expect(await ids(`grupo%${tag}`)).toEqual([]);
    expect(await ids(`luis_${tag}`)).toEqual([]);
  });

  it('moves a request along: status, assignee, private note, history stamped; the client is told in their language and sees the status, never the note', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('gestora'), { name: 'Lucía Gestora' });
    const client = await verifiedAccount(uniqueEmail('client'), { lang: 'en', name: 'John Smith' });
    await t.db.query('DELETE FROM contact_attempts');
    // Sent signed in: the request is the account's (issue 22).
    const sent = await client.b.post(
      '/api/process-contact?lang=en',
      makeContactBody({ email: client.email, serviceType: 'valuation' }),
    );
    const id = ((await sent.json()) as { id: string }).id;

    const assigned = await staff.b.patch(`/api/staff/requests/${id}`, { assigneeId: staff.id });
    expect(assigned.status).toBe(200);
    const changed = await staff.b.patch(`/api/staff/requests/${id}`, { status: 'contacted' });
    expect(changed.status).toBe(200);
    expect((await staff.b.patch(`/api/staff/requests/${id}`, { status: 'contacted' })).status).toBe(409);
    expect((await staff.b.patch(`/api/staff/requests/${id}`, { assigneeId: client.id })).status).toBe(400);
    expect((await staff.b.patch(`/api/staff/requests/${id}`, { status: 'lost' })).status).toBe(400);
    const noted = await staff.b.post(`/api/staff/requests/${id}/notes`, { text: 'Prefiere llamadas por la tarde.' });
    expect(noted.status).toBe(201);

    const page = (await (await staff.b.get(`/api/staff/requests/${id}`)).json()) as RequestPage;
    expect(page.request).toMatchObject({ status: 'contacted', assigneeId: staff.id });
    expect(page.account).toMatchObject({ name: 'John Smith' });
    expect(page.history.map((e) => [e.kind, e.value, e.previous, e.actorName])).toEqual([
      ['assignee', 'Lucía Gestora', null, 'Lucía Gestora'],
      ['status', 'contacted', 'received', 'Lucía Gestora'],
      ['note', 'Prefiere llamadas por la tarde.', null, 'Lucía Gestora'],
    ]);
    expect(page.audit.map((a) => a.action).sort()).toEqual(['add-note', 'assign', 'change-status', 'view-request']);

    const sentMail = (await mailsTo(client.email)).find((m) => m.subject === 'Your request has moved on');
    expect(sentMail, 'status e-mail in English').toBeDefined();
    const mail = { ...sentMail!, body: sentMail!.body.replace(/\r\n/g, '\n') };
    expect(mail!.body).toMatch(
      /^Hello John Smith,\n\nYour valuation request of \d{1,2} [A-Z][a-z]+ \d{4} has a new status: Contacted\./,
    );
    expect(mail!.body).toContain(`You can follow it in your client area:\n\n${TEST_SITE_URL}/en/portal/requests\n`);
    expect(mail!.body).not.toContain('private area');
    expect(mail!.headers).not.toMatch(/John|Smith|contacted/i);

    const portal = await (await client.b.get('/api/portal/requests')).text();
    expect(JSON.parse(portal)).toMatchObject({ requests: [{ status: 'contacted' }] });
    expect(portal).not.toContain('Prefiere llamadas');
  });

  it('a request no account owns: the e-mail names it and says how to reach the firm, never a private area (issue 22)', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('equipo-es'));
    const day = (lang: string) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(new Date());
    // SMTP carries CRLF line ends; the text is written with \n.
    const statusMail = async (email: string, subject: string) => {
      const mail = (await mailsTo(email)).find((m) => m.subject === subject);
      return mail && { ...mail, body: mail.body.replace(/\r\n/g, '\n') };
    };

    // Spanish, the simple form (no name): a greeting without one, the request's kind and day, the firm's address.
    const email = uniqueEmail('sin-cuenta');
    const id = await contact({ email, serviceType: 'valuation' });
    await staff.b.patch(`/api/staff/requests/${id}`, { status: 'meeting' });
    const spanish = await statusMail(email, 'Su solicitud ha avanzado');
    expect(spanish!.body).toBe(
      `Buenos días:\n\nSu solicitud de valoración del ${day('es-ES')} tiene un nuevo estado: Reunión.\n\n` +
        `Para cualquier pregunta sobre ella, responda a este mensaje o escríbanos a ${SITE.email}.\n\n` +
        `Atentamente,\n${SITE.name}\n`,
    );

    // English, the detailed brief: greeted by the name it gave.
    const briefEmail = uniqueEmail('brief-en');
    const brief = await contact({ email: briefEmail, name: 'Ana García', goal: 'buy' }, 'en', makeDetailedBody);
    await staff.b.patch(`/api/staff/requests/${brief}`, { status: 'proposal' });
    const english = await statusMail(briefEmail, 'Your request has moved on');
    expect(english!.body).toMatch(
      new RegExp(`^Hello Ana García,\n\nYour detailed purchase request of ${day('en-GB')} has a new status: Proposal\\.\n\n`),
    );
    expect(english!.body).toContain(`write to us at ${SITE.email}.`);

    // An account with that address does not make someone else's request its own: no area link for it either.
    const client = await verifiedAccount(uniqueEmail('tiene-cuenta'));
    const typed = await contact({ email: client.email });
    await staff.b.patch(`/api/staff/requests/${typed}`, { status: 'contacted' });
    const page = (await (await staff.b.get(`/api/staff/requests/${typed}`)).json()) as RequestPage;
    expect(page.account).toBeNull();
    for (const mail of [spanish!, english!, (await statusMail(client.email, 'Su solicitud ha avanzado'))!]) {
      expect(mail.body).not.toMatch(/área privada|client area|private area|\/area-privada|\/en\/portal/);
      expect(mail.body).not.toMatch(/^Hola:/);
    }
  });

  it('a client who deletes their account leaves the firm its requests, pseudonymised and on the audit log (issue 22)', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('registro'), { name: 'Lucía Gestora' });
    const client = await verifiedAccount(uniqueEmail('se-marcha'), { name: 'Ana Cliente' });
    await t.db.query('DELETE FROM contact_attempts');
    const sendAs = async (body: Record<string, unknown>) =>
      ((await (await client.b.post('/api/process-contact', body)).json()) as { id: string }).id;
    const brief = await sendAs(
      makeDetailedBody({ email: client.email, name: 'Ana Cliente', location: 'Calle de Serrano 1, Barrio de Salamanca' }),
    );
    const simple = await sendAs(makeContactBody({ email: client.email, referredBy: 'Pedro Amigo' }));
    const unconfirmed = await contact({ email: client.email, message: 'Escrita sin iniciar sesión.' });
    await staff.b.patch(`/api/staff/requests/${brief}`, { status: 'meeting', assigneeId: staff.id });
    await staff.b.post(`/api/staff/requests/${brief}/notes`, { text: 'Ana prefiere llamadas por la tarde.' });

    expect((await client.b.post('/api/auth/delete-user', { password: GOOD_PASSWORD })).status).toBe(200);

    const rows = await t.db.query<Record<string, unknown>>(
      `SELECT id, form_type, email, email_normalized, name, phone, message, referred_by, location, budget, goal,
              services, status, assignee_id, account_id, (pseudonymised_at IS NOT NULL) AS pseudonymised
         FROM leads WHERE id = ANY($1::uuid[]) ORDER BY created_at`,
      [[brief, simple, unconfirmed]],
    );
    expect(rows).toEqual([
      expect.objectContaining({
        id: brief,
        email: '',
        email_normalized: '',
        name: '',
        phone: null,
        message: null,
        location: 'salamanca',
        budget: '2m-3m',
        goal: 'sell',
        services: ['valuation', 'marketing', 'legal'],
        status: 'meeting',
        assignee_id: staff.id,
        account_id: null,
        pseudonymised: true,
      }),
      expect.objectContaining({ id: simple, email: '', phone: null, message: '', referred_by: null, pseudonymised: true }),
      expect.objectContaining({ id: unconfirmed, email: '', message: '', pseudonymised: true }),
    ]);
    const page = (await (await staff.b.get(`/api/staff/requests/${brief}`)).json()) as RequestPage;
    expect(page.account).toBeNull();
    expect(page.history.map((e) => e.kind)).toEqual(['status', 'assignee']); // the notes went
    expect(page.audit.map((a) => a.action)).toContain('request-pseudonymised');
    const audit = await t.db.query<{ lead_id: string; actor_email: string; actor_id: string | null }>(
      "SELECT lead_id, actor_email, actor_id FROM staff_audit_log WHERE action = 'request-pseudonymised' AND lead_id = ANY($1::uuid[])",
      [[brief, simple, unconfirmed]],
    );
    expect(audit).toHaveLength(3);
    expect(audit.every((a) => a.actor_email === '' && a.actor_id === null)).toBe(true);
    const kept = JSON.stringify(rows) + JSON.stringify(page);
    for (const personal of [client.email, 'Ana Cliente', 'Serrano', 'Pedro Amigo', '600 000 000', 'Escrita', 'llamadas'])
      expect(kept).not.toContain(personal);

    // Nobody is left to tell: a later status change queues no e-mail.
    await t.env.worker.runOnce();
    expect((await staff.b.patch(`/api/staff/requests/${simple}`, { status: 'closed' })).status).toBe(200);
    expect(await t.db.query("SELECT id FROM email_outbox WHERE kind = 'request-status'")).toEqual([]);
  });

  it('exports the filtered list (CSV safe against formulas, JSON), erases a person with a typed confirmation, shows the last purge', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('datos'));
    const tag = Math.random().toString(36).slice(2, 8);
    const email = `${tag}@example.com`;
    await contact({ email, message: '=HYPERLINK("http://evil.example","pulse")' });
    await contact({ email: `${tag}-otra@example.com`, phone: '+44 20 7946 0958', message: 'Un piso en Chamberí.' });

    const csv = await staff.b.get(`/api/staff/export?format=csv&q=${tag}`);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="aurea-solicitudes-\d{4}-\d{2}-\d{2}\.csv"/);
    // Issue 22: a UTF-8 byte order mark first (Excel garbled "Chamberí"), and a phone Excel neither runs nor mangles.
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain('Un piso en Chamberí.');
    expect(text).toContain(',"=""+44 20 7946 0958""",');
    expect(text).not.toContain("'+44");
    expect(text.trim().split('\r\n')).toHaveLength(3);
    expect(text.split('\r\n')[0]).toBe(
      'id,created_at,lang,status,form_type,client_type,service_type,referred_by,name,email,phone,message,' +
        'property_type,goal,location,budget,timeline,services,priority,contact_preference,availability,assignee',
    );
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""pulse"")"`);
    const json = (await (await staff.b.get(`/api/staff/export?format=json&q=${tag}-otra`)).json()) as { requests: unknown[] };
    expect(json.requests).toHaveLength(1);
    expect((await staff.b.get('/api/staff/export?format=xlsx')).status).toBe(400);

    const mismatch = await staff.b.post('/api/staff/erase', { email, confirmation: `x${email}` });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.json()).toMatchObject({
      error: { code: 'confirmationMismatch', fields: { confirmation: 'confirmationMismatch' } },
    });
    const erased = await staff.b.post('/api/staff/erase', { email, confirmation: email.toUpperCase() });
    expect(await erased.json()).toEqual({ leads: 1, accounts: 0, kept: [] });
    expect(await t.db.query('SELECT id FROM leads WHERE email_normalized = $1', [email])).toHaveLength(0);
    const audit = await t.db.query<{ action: string; detail: unknown }>(
      'SELECT action, detail FROM staff_audit_log WHERE actor_id = $1 ORDER BY id',
      [staff.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['sign-in', 'export', 'export', 'erase']);
    expect(JSON.stringify(audit)).not.toContain(tag);

    expect((await staff.b.get('/api/staff/retention')).status).toBe(200);
    await runRetentionPurge(t.db, new Date());
    const { lastRun } = (await (await staff.b.get('/api/staff/retention')).json()) as {
      lastRun: { ranAt: string; removed: Record<string, number> };
    };
    expect(Date.parse(lastRun.ranAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(lastRun.removed).toMatchObject({ leads: expect.any(Number), auditEntries: expect.any(Number) });
  });
});
