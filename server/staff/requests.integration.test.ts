import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { TEST_SITE_URL } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { makeContactBody, makeDetailedBody } from '../../tests/support/contact.ts';
import { staffMember } from '../../tests/support/staff.ts';
import { runRetentionPurge } from './retention.ts';

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
    const id = await contact({ email: client.email }, 'en');

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

    const mail = (await mailsTo(client.email)).find((m) => m.subject === 'Your request has moved on');
    expect(mail, 'status e-mail in English').toBeDefined();
    expect(mail!.body).toContain('Contacted');
    expect(mail!.body).toContain(`${TEST_SITE_URL}/en/portal`);
    expect(mail!.headers).not.toMatch(/John|Smith|contacted/i);

    const portal = await (await client.b.get('/api/portal/requests')).text();
    expect(JSON.parse(portal)).toMatchObject({ requests: [{ status: 'contacted' }] });
    expect(portal).not.toContain('Prefiere llamadas');
  });

  it('a Spanish request without an account gets the Spanish e-mail', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('equipo-es'));
    const email = uniqueEmail('sin-cuenta');
    const id = await contact({ email });
    await staff.b.patch(`/api/staff/requests/${id}`, { status: 'meeting' });
    const [mail] = (await mailsTo(email)).filter((m) => m.to.includes(email));
    expect(mail!.subject).toBe('Su solicitud ha avanzado');
    expect(mail!.body).toContain('Reunión');
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
    expect(await erased.json()).toEqual({ leads: 1, accounts: 0 });
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
