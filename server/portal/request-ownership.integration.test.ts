import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { TEST_SITE_URL, browser, linkIn, realClock, type Browser } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { makeContactBody, makeDetailedBody } from '../../tests/support/contact.ts';
import { ContactRequestSchema } from '../../src/domain/contact/index.ts';
import { insertLead } from '../contact/lead-store.ts';
import { DEFAULT_RATE_LIMITS } from '../contact/rate-limits.ts';
import { REQUEST_CONFIRMATION_EXPIRES_IN_S, reacknowledge } from '../contact/request-confirmation.ts';

type Requests = { requests: { id: string; kind: string; message: string | null }[] };

/**
 * Issue 22, item 8: a request joins a client's area only when sent while signed in as them, or confirmed by
 * them with the link of its acknowledgement e-mail. Anyone can type anyone's address into the public form.
 */
describe.each(DATABASE_KINDS)('whose area a request joins, on %s', (kind) => {
  const clock = realClock();
  const { t, mailsTo, verifiedAccount } = useAccountsEnv(kind, { now: clock.now });

  /** The public form, sent by anyone (no session), in `lang`. */
  const post = async (body: Record<string, unknown>, lang: 'es' | 'en' = 'es') =>
    t.env.app.request(`${TEST_SITE_URL}/api/process-contact?lang=${lang}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: TEST_SITE_URL },
      body: JSON.stringify(body),
    });
  const idOf = async (response: Response) => {
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const requestsOf = async (b: Browser) => ((await (await b.get('/api/portal/requests')).json()) as Requests).requests;
  const acknowledgements = async (email: string) =>
    (await mailsTo(email)).filter((m) => /^(Hemos recibido su solicitud|We have received your request)$/.test(m.subject));
  /** The token of the latest acknowledgement to `email`. */
  const tokenFor = async (email: string, lang: 'es' | 'en' = 'es') => {
    const mail = (await acknowledgements(email)).at(-1);
    expect(mail, `acknowledgement to ${email}`).toBeDefined();
    const page = lang === 'es' ? '/area-privada/solicitudes' : '/en/portal/requests';
    return new URL(linkIn(mail!.body, `${TEST_SITE_URL}${page}?`)).searchParams.get(lang === 'es' ? 'confirmar' : 'confirm')!;
  };
  const confirm = (b: Browser, token: string) => b.post('/api/portal/requests/confirm', { token });
  const fresh = async () => {
    await t.db.query('DELETE FROM contact_attempts');
  };

  it('attack: posting the public form with a client’s address puts nothing in their area, their export or the firm’s view of them', async () => {
    await fresh();
    const client = await verifiedAccount(uniqueEmail('victima'));
    const id = await idOf(await post(makeContactBody({ email: client.email, message: 'Llame a este número: +34 999 999 999' })));
    await idOf(await post(makeDetailedBody({ email: client.email.toUpperCase(), name: 'Suplantador' })));

    expect(await requestsOf(client.b)).toEqual([]);
    const exported = (await (await client.b.get('/api/portal/export')).json()) as { requests: unknown[] };
    expect(exported.requests).toEqual([]);
    expect(await t.db.query('SELECT account_id FROM leads WHERE id = $1', [id])).toEqual([{ account_id: null }]);
    // What reaches the address is the acknowledgement, which asks its owner before anything joins the area.
    expect(await acknowledgements(client.email)).toHaveLength(2);
  });

  it('sent while signed in with the account’s own address: in its area at once, and no acknowledgement', async () => {
    await fresh();
    const client = await verifiedAccount(uniqueEmail('conectada'));
    const simple = await idOf(await client.b.post('/api/process-contact', makeContactBody({ email: client.email })));
    const brief = await idOf(await client.b.post('/api/process-contact', makeDetailedBody({ email: client.email })));
    expect((await requestsOf(client.b)).map((r) => r.id).sort()).toEqual([simple, brief].sort());
    expect(await acknowledgements(client.email)).toEqual([]);

    // Signed in but with another address: that address's request, acknowledged to it, not in this area.
    const other = uniqueEmail('otra-direccion');
    await idOf(await client.b.post('/api/process-contact', makeContactBody({ email: other })));
    expect(await requestsOf(client.b)).toHaveLength(2);
    expect(await acknowledgements(other)).toHaveLength(1);

    // The session's cookie on a request from another site owns nothing.
    const elsewhere = browser(t.env.app, { origin: 'https://evil.example' });
    for (const [name, value] of client.b.jar) elsewhere.jar.set(name, value);
    await idOf(await elsewhere.post('/api/process-contact', makeContactBody({ email: client.email })));
    expect(await requestsOf(client.b)).toHaveLength(2);
  });

  it('the acknowledgement’s link, opened signed in as the address’s account, adds the request to its area once', async () => {
    await fresh();
    const client = await verifiedAccount(uniqueEmail('confirma'));
    const id = await idOf(await post(makeContactBody({ email: client.email })));
    const token = await tokenFor(client.email);

    const confirmed = await confirm(client.b, token);
    expect(confirmed.status).toBe(200);
    expect(await confirmed.json()).toEqual({ id });
    expect((await requestsOf(client.b)).map((r) => r.id)).toEqual([id]);

    // Used twice: refused with its own code, in the request's language.
    const again = await confirm(client.b, token);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({
      error: {
        code: 'requestLinkUsed',
        message: 'Este enlace ya se ha usado. Si la solicitud es suya, la encontrará en Mis solicitudes.',
      },
    });
    // Only the link's SHA-256 is stored.
    expect(await t.db.query('SELECT token_hash FROM lead_confirmations WHERE lead_id = $1', [id])).toEqual([
      { token_hash: createHash('sha256').update(token).digest('hex') },
    ]);
  });

  it('a second account cannot use the link, and its attempt does not spend it', async () => {
    await fresh();
    const owner = await verifiedAccount(uniqueEmail('duena'));
    const intruder = await verifiedAccount(uniqueEmail('intrusa'));
    const id = await idOf(await post(makeContactBody({ email: owner.email }), 'en'));
    const token = await tokenFor(owner.email, 'en');

    const refused = await intruder.b.post('/api/portal/requests/confirm?lang=en', { token });
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'requestLinkOtherAccount' } });
    expect(await requestsOf(intruder.b)).toEqual([]);
    expect((await confirm(owner.b, token)).status).toBe(200);
    expect((await requestsOf(owner.b)).map((r) => r.id)).toEqual([id]);
    // Without a session the link is nobody's: the page sends the visitor to sign in first.
    expect((await browser(t.env.app).post('/api/portal/requests/confirm', { token })).status).toBe(401);
  });

  it('an unknown or malformed link is refused with a clear code', async () => {
    const client = await verifiedAccount(uniqueEmail('enlace-raro'));
    const unknown = await confirm(client.b, 'A'.repeat(43));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: 'requestLinkInvalid' } });
    for (const body of [{}, { token: '' }, { token: 'x'.repeat(300) }, { token: 'abc', extra: 1 }]) {
      const bad = await client.b.post('/api/portal/requests/confirm', body);
      expect(bad.status, JSON.stringify(body)).toBe(400);
    }
  });

  it('the acknowledgement tells the sender nothing: the same answer and the same e-mail whether the address has an account or not', async () => {
    await fresh();
    const client = await verifiedAccount(uniqueEmail('con-cuenta'));
    const stranger = uniqueEmail('sin-cuenta');
    const answers = [await post(makeContactBody({ email: client.email })), await post(makeContactBody({ email: stranger }))];
    expect(answers.map((r) => r.status)).toEqual([201, 201]);
    for (const answer of answers) expect(await answer.json()).toEqual({ id: expect.any(String) });
    const [withAccount] = await acknowledgements(client.email);
    const [withoutAccount] = await acknowledgements(stranger);
    const shape = (body: string) => body.replace(/confirmar=[\w-]+/, 'confirmar=TOKEN');
    expect(shape(withAccount!.body)).toBe(shape(withoutAccount!.body));
    expect(withAccount!.subject).toBe(withoutAccount!.subject);
  });

  it('the acknowledgement is no spam cannon: one per accepted request, under the form’s per-address and per-e-mail limits, without a word the sender typed', async () => {
    await fresh();
    const target = uniqueEmail('objetivo');
    const spam = { message: 'OFERTA: visite http://spam.example ya', referredBy: 'Compre aquí' };
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(makeContactBody({ email: target, ...spam }))).status);
    expect(statuses).toEqual([201, 201, 201, 429]); // 3 per e-mail in 5 minutes
    const others = Array.from({ length: 8 }, (_, i) => uniqueEmail(`otro-${i}`));
    for (const email of others)
      statuses.push((await post(makeDetailedBody({ email, name: 'Compre aquí', message: spam.message }))).status);
    expect(statuses.slice(4)).toEqual([201, 201, 201, 201, 201, 201, 201, 429]); // 10 per client address
    const mails = [...(await acknowledgements(target)), ...(await acknowledgements(others[0]!))];
    expect(mails).toHaveLength(4);
    for (const mail of mails) {
      expect(mail.body).toMatch(/Hemos recibido su solicitud (detallada )?de venta del /);
      expect(mail.body).not.toMatch(/spam\.example|OFERTA|Compre/);
      expect(mail.headers).not.toContain('Compre');
    }
    // One link (and one e-mail) per accepted request, none for a refused one.
    const links = await t.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM lead_confirmations c JOIN leads l ON l.id = c.lead_id
        WHERE l.email_normalized = $1 OR l.email_normalized LIKE 'otro-%'`,
      [target],
    );
    expect(links).toEqual([{ n: 10 }]);
    expect(await acknowledgements(others[7]!)).toEqual([]);
    await fresh();
  });

  it('the acknowledgement in each language: which request, the link and for how long, no name', async () => {
    await fresh();
    const es = uniqueEmail('acuse-es');
    const en = uniqueEmail('acuse-en');
    await idOf(await post(makeContactBody({ email: es, serviceType: 'valuation' }), 'es'));
    await idOf(await post(makeDetailedBody({ email: en, goal: 'buy', name: 'Ana García' }), 'en'));
    // SMTP carries CRLF line ends; the text is written with \n.
    const [spanish, english] = [(await acknowledgements(es))[0]!, (await acknowledgements(en))[0]!].map((m) => ({
      ...m,
      body: m.body.replace(/\r\n/g, '\n'),
    }));
    const day = (lang: string) =>
      new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(clock.now());
    expect(spanish!.subject).toBe('Hemos recibido su solicitud');
    expect(spanish!.body).toMatch(/^Buenos días:\n\nHemos recibido su solicitud de valoración del /);
    expect(spanish!.body).toContain(`solicitud de valoración del ${day('es-ES')}.`);
    expect(spanish!.body).toContain(`${TEST_SITE_URL}/area-privada/solicitudes?confirmar=`);
    expect(spanish!.body).toContain('válido durante 7 días y una sola vez');
    expect(english!.subject).toBe('We have received your request');
    expect(english!.body).toMatch(/^Hello,\n\nWe have received your detailed purchase request of /);
    expect(english!.body).toContain(`detailed purchase request of ${day('en-GB')}.`);
    expect(english!.body).toContain(`${TEST_SITE_URL}/en/portal/requests?confirm=`);
    expect(english!.body).toContain('client area');
    expect(english!.body).not.toContain('Ana');
  });

  it('a request stored before links existed joins nobody’s area until the firm sends its sender a link (leads tool)', async () => {
    await fresh();
    const client = await verifiedAccount(uniqueEmail('antigua'));
    // As every request stored before migration 0013: no owner, no link.
    const old = await insertLead(t.db, ContactRequestSchema.parse(makeContactBody({ email: client.email })), {
      lang: 'es',
      clientHash: 'x',
      now: clock.now(),
      limits: { ...DEFAULT_RATE_LIMITS, perEmail: 0, perClient: 0 },
    });
    expect(await requestsOf(client.b)).toEqual([]);
    expect(await reacknowledge(t.db, client.email.toUpperCase(), TEST_SITE_URL, clock.now())).toBe(1);
    expect((await confirm(client.b, await tokenFor(client.email))).status).toBe(200);
    expect((await requestsOf(client.b)).map((r) => r.id)).toEqual([old.ok ? old.id : 'refused']);
    expect(await reacknowledge(t.db, client.email, TEST_SITE_URL, clock.now())).toBe(0); // owned now
  });

  // Last: it moves the clock a week on.
  it('an expired link is refused with its own code; the firm can send a new one', async () => {
    await fresh();
    const client = await verifiedAccount(uniqueEmail('tarde'));
    const id = await idOf(await post(makeContactBody({ email: client.email })));
    const token = await tokenFor(client.email);
    clock.advance(REQUEST_CONFIRMATION_EXPIRES_IN_S * 1000 + 60_000);
    const late = await confirm(client.b, token);
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: { code: 'requestLinkExpired' } });
    expect(await requestsOf(client.b)).toEqual([]);

    expect(await reacknowledge(t.db, client.email, TEST_SITE_URL, clock.now())).toBe(1);
    const renewed = await tokenFor(client.email);
    expect(renewed).not.toBe(token);
    expect((await confirm(client.b, token)).status).toBe(404); // the old link is gone
    expect((await confirm(client.b, renewed)).status).toBe(200);
    expect((await requestsOf(client.b)).map((r) => r.id)).toEqual([id]);
  });
});
