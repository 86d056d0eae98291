import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { TEST_SITE_URL, browser, realClock, type Browser } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { makeContactBody } from '../../tests/support/contact.ts';
import { staffMember } from '../../tests/support/staff.ts';
import type {
  CalendarLink,
  ClientCase,
  ClientDealings,
  MessageList,
  StaffCase,
  StaffOffer,
  StaffOfferList,
  StaffViewing,
  StaffViewingList,
} from '../../src/domain/cases/index.ts';

/** Issue 44: viewings, offers, messages and the calendar feed through the real app, on both databases. */
describe.each(DATABASE_KINDS)('viewings, offers and messages on %s', (kind) => {
  const clock = realClock();
  const { t, mailsTo, verifiedAccount } = useAccountsEnv(kind, { now: clock.now });
  const ctx = () => ({ db: t.db, env: t.env, mailsTo });
  const DAY_MS = 24 * 60 * 60 * 1000;
  const HOUR_MS = 60 * 60 * 1000;
  const later = (days: number, hourUtc = 9) => {
    const d = new Date(clock.now().getTime() + days * DAY_MS);
    d.setUTCHours(hourUtc, 0, 0, 0);
    return d.toISOString();
  };

  const request = async (b: Browser, email: string, lang: 'es' | 'en' = 'es') => {
    await t.db.query('DELETE FROM contact_attempts');
    const response = await b.post(`/api/process-contact?lang=${lang}`, makeContactBody({ email }));
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  };
  const open = async (staff: Browser, requestId: string, side: 'seller' | 'buyer') => {
    const response = await staff.post(`/api/staff/requests/${requestId}/case`, { side, property: 'Ático en Salamanca' });
    expect(response.status).toBe(201);
    return ((await response.json()) as { case: StaffCase }).case;
  };
  const clientCase = async (b: Browser, id: string) =>
    ((await (await b.get(`/api/portal/cases/${id}`)).json()) as { case: ClientCase & ClientDealings }).case;
  const viewingsOf = async (staff: Browser, id: string) =>
    ((await (await staff.get(`/api/staff/cases/${id}/viewings`)).json()) as StaffViewingList).viewings;
  const offersOf = async (staff: Browser, id: string) =>
    ((await (await staff.get(`/api/staff/cases/${id}/offers`)).json()) as StaffOfferList).offers;
  const code = async (response: Response) => ((await response.json()) as { error: { code: string } }).error.code;

  /** A seller's case and a buyer's case (each with its client), worked by one staff member. */
  async function scene(sellerLang: 'es' | 'en' = 'en') {
    const staff = await staffMember(ctx(), uniqueEmail('agente'));
    const seller = await verifiedAccount(uniqueEmail('vendedor'), { lang: sellerLang });
    const buyer = await verifiedAccount(uniqueEmail('compradora'));
    const other = await verifiedAccount(uniqueEmail('ajena'));
    const sellerCase = await open(staff.b, await request(seller.b, seller.email, sellerLang), 'seller');
    const buyerCase = await open(staff.b, await request(buyer.b, buyer.email), 'buyer');
    return { staff, seller, buyer, other, sellerCase, buyerCase };
  }

  it('proposes, answers, reschedules and holds viewings to their rules; the seller sees a first name and released feedback only', async () => {
    const { staff, seller, buyer, other, sellerCase, buyerCase } = await scene();
    const path = `/api/staff/cases/${sellerCase.id}/viewings`;
    const created = await staff.b.post(path, {
      startsAt: later(3),
      durationMinutes: 45,
      visitor: { name: 'Lucía Fernández Ortega', idNumber: '12345678Z', buyerCaseId: buyerCase.id },
    });
    expect(created.status).toBe(201);
    const viewing = ((await created.json()) as { viewing: StaffViewing }).viewing;
    expect(viewing).toMatchObject({ status: 'proposed', visitor: { name: 'Lucía Fernández Ortega', idNumber: '12345678Z' } });

    // The same agent at an overlapping time, a time in the past, an impossible date: refused, nothing stored.
    const overlap = await staff.b.post(path, {
      startsAt: later(3).replace('T09:00', 'T09:30'),
      durationMinutes: 30,
      visitor: { name: 'X' },
    });
    expect([overlap.status, await code(overlap)]).toEqual([409, 'viewingOverlap']);
    const past = await staff.b.post(path, { startsAt: later(-1), durationMinutes: 30, visitor: { name: 'X' } });
    expect([past.status, await code(past)]).toEqual([400, 'viewingPast']);
    for (const body of [
      { startsAt: '2027-02-30T10:00:00Z', durationMinutes: 30, visitor: { name: 'X' } },
      { startsAt: later(4), durationMinutes: 1e9, visitor: { name: 'X' } },
      { startsAt: later(4), durationMinutes: 30, visitor: { name: '\u0000' } },
      { startsAt: later(4), durationMinutes: 30, visitor: { name: '\ud800' } },
      { startsAt: later(4), durationMinutes: 30, visitor: { name: 'X', buyerCaseId: sellerCase.id } },
      { startsAt: later(4), durationMinutes: 30, visitor: { name: 'X' }, extra: 1 },
      [],
    ]) {
      const response = await staff.b.post(path, body);
      expect(response.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(response.status, JSON.stringify(body)).toBeLessThan(500);
    }
    expect(await viewingsOf(staff.b, sellerCase.id)).toHaveLength(1);

    // The seller reads "Lucía O.", never the document nor the full name; accepts the slot in English.
    const sellerView = await clientCase(seller.b, sellerCase.id);
    expect(sellerView.viewings).toEqual([
      expect.objectContaining({ id: viewing.id, status: 'proposed', visitor: 'Lucía O.', feedback: null }),
    ]);
    expect(JSON.stringify(sellerView)).not.toMatch(/12345678Z|Fernández/);
    const stale = await seller.b.post(`/api/portal/cases/${sellerCase.id}/viewings/${viewing.id}/answer`, {
      version: viewing.version + 7,
      answer: 'accept',
    });
    expect(stale.status).toBe(412);
    const accepted = await seller.b.post(`/api/portal/cases/${sellerCase.id}/viewings/${viewing.id}/answer`, {
      version: viewing.version,
      answer: 'accept',
    });
    expect(accepted.status).toBe(200);
    expect(((await accepted.json()) as { viewing: { status: string } }).viewing.status).toBe('confirmed');
    // The buyer and another client cannot answer it: not theirs.
    for (const b of [buyer.b, other.b])
      expect(
        (await b.post(`/api/portal/cases/${sellerCase.id}/viewings/${viewing.id}/answer`, { version: 2, answer: 'decline' }))
          .status,
      ).toBe(404);

    // Rescheduled: the old one cancelled, the new one proposed, pointing back.
    const moved = await staff.b.patch(`${path}/${viewing.id}`, {
      version: viewing.version + 1,
      action: 'reschedule',
      startsAt: new Date(clock.now().getTime() + 10 * 60 * 1000).toISOString(),
    });
    expect(moved.status).toBe(200);
    const next = ((await moved.json()) as { viewing: StaffViewing }).viewing;
    expect(next).toMatchObject({ status: 'proposed', rescheduleOf: viewing.id });
    const chain = await viewingsOf(staff.b, sellerCase.id);
    expect(chain.find((v) => v.id === viewing.id)).toMatchObject({ status: 'cancelled', rescheduledTo: next.id });
    const staleMove = await staff.b.patch(`${path}/${viewing.id}`, { version: viewing.version, action: 'confirm' });
    expect(staleMove.status).toBe(412);
    expect(((await staleMove.json()) as { viewing: StaffViewing }).viewing.status).toBe('cancelled');
    expect((await staff.b.patch(`${path}/${viewing.id}`, { version: viewing.version + 2, action: 'confirm' })).status).toBe(409);

    // Done only once its time has come; then feedback, released to the seller, never to the buyer.
    expect((await staff.b.patch(`${path}/${next.id}`, { version: 1, action: 'confirm' })).status).toBe(200);
    expect((await staff.b.patch(`${path}/${next.id}`, { version: 2, action: 'done' })).status).toBe(409);
    clock.advance(HOUR_MS);
    try {
      expect((await staff.b.patch(`${path}/${next.id}`, { version: 2, action: 'done' })).status).toBe(200);
      const saved = await staff.b.put(`${path}/${next.id}/feedback`, { version: 3, said: 'Le encantó la terraza.', rating: 4 });
      expect(saved.status).toBe(200);
      expect((await clientCase(seller.b, sellerCase.id)).viewings.find((v) => v.id === next.id)!.feedback).toBeNull();
      const waiting = (await (await staff.b.get('/api/staff/cases/waiting')).json()) as {
        waiting: Record<string, { feedback: number }>;
      };
      expect(waiting.waiting[sellerCase.id]?.feedback).toBe(1);
      expect((await staff.b.put(`${path}/${next.id}/feedback`, { version: 4, released: true })).status).toBe(200);
      expect((await clientCase(seller.b, sellerCase.id)).viewings.find((v) => v.id === next.id)!.feedback).toEqual({
        said: 'Le encantó la terraza.',
        rating: 4,
      });
      expect((await staff.b.put(`${path}/${next.id}/feedback`, { version: 5, released: false })).status).toBe(409);
    } finally {
      clock.advance(-HOUR_MS);
    }

    // The buyer follows their viewings on their own case: the property, never the seller nor the feedback.
    const buyerView = await clientCase(buyer.b, buyerCase.id);
    expect(buyerView.viewings.map((v) => v.id).sort()).toEqual([viewing.id, next.id].sort());
    expect(buyerView.viewings[0]).toMatchObject({ property: 'Ático en Salamanca' });
    expect(JSON.stringify(buyerView.viewings)).not.toMatch(/terraza|visitor|feedback|sellerAnswer/);
    expect(JSON.stringify(buyerView)).not.toContain(seller.email);

    // Every change is on both timelines and the audit log.
    const kinds = (
      await t.db.query<{ kind: string }>('SELECT kind FROM case_events WHERE case_id = $1 ORDER BY id', [sellerCase.id])
    ).map((e) => e.kind);
    expect(kinds).toEqual(
      expect.arrayContaining(['viewing-proposed', 'viewing-answered', 'viewing-changed', 'feedback-saved', 'feedback-released']),
    );
    expect((await clientCase(seller.b, sellerCase.id)).timeline.map((e) => e.kind)).not.toContain('feedback-saved');
    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM staff_audit_log WHERE case_id = $1 AND action = 'case-viewing'",
      [sellerCase.id],
    );
    expect(audit.length).toBeGreaterThanOrEqual(6);
  });

  it('records offers, counters and advice; accepting moves the case to arras; each party sees only its share', async () => {
    const { staff, seller, buyer, other, sellerCase, buyerCase } = await scene();
    const path = `/api/staff/cases/${sellerCase.id}/offers`;
    const before = (await mailsTo(seller.email)).length;
    const created = await staff.b.post(path, {
      amount: 1_250_000,
      conditions: { financing: 'mortgage', arrasType: 'penitenciales', deedBy: '2027-03-01' },
      buyerCaseId: buyerCase.id,
      buyerName: 'Lucía Fernández',
    });
    expect(created.status).toBe(201);
    const offer = ((await created.json()) as { offer: StaffOffer }).offer;
    expect(offer).toMatchObject({ status: 'received', amount: 125_000_000, by: 'buyer' });

    // An offer is told at once (it is daytime or it waits for 08:00): one e-mail, in English, with no figure.
    const [notice] = await t.db.query<{ due_at: Date }>(
      "SELECT n.due_at FROM case_notices n JOIN case_events e ON e.id = n.event_id WHERE e.kind = 'offer-received' AND e.case_id = $1",
      [sellerCase.id],
    );
    const offset = Math.max(0, new Date(notice!.due_at).getTime() - clock.now().getTime()) + 1000;
    clock.advance(offset);
    try {
      await t.env.notices.runOnce();
      const mails = (await mailsTo(seller.email)).slice(before);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('An offer has arrived');
      expect(mails[0]!.body).not.toMatch(/1[.,]?250|Lucía|Fernández/);
    } finally {
      clock.advance(-offset);
    }

    for (const [body, expected] of [
      [{ amount: 999, conditions: {} }, 'amountRange'],
      [{ amount: 1e12, conditions: {} }, 'amountRange'],
      [{ amount: -5, conditions: {} }, 'amountRange'],
      [{ amount: '1000000', conditions: {} }, 'amountRange'],
      [{ amount: 500_000, conditions: { financing: 'gold' } }, 'validation'],
    ] as const) {
      const response = await staff.b.post(path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { error: { fields: Record<string, string> } }).error.fields).toBeDefined();
      void expected;
    }

    // The seller sees every offer with the bidder as "Lucía F." and the firm's advice; the buyer their own only.
    expect(
      (await staff.b.put(`${path}/${offer.id}/advice`, { version: offer.version, advice: 'counter', note: 'Pedir 1,3 M€.' }))
        .status,
    ).toBe(200);
    const otherOffer = await staff.b.post(path, { amount: 1_100_000, conditions: 'Al contado', buyerName: 'Otro Postor' });
    expect(otherOffer.status).toBe(201);
    const sellerView = await clientCase(seller.b, sellerCase.id);
    expect(sellerView.offers).toHaveLength(2);
    expect(sellerView.offers[0]).toMatchObject({
      id: offer.id,
      buyer: 'Lucía F.',
      advice: { advice: 'counter', note: 'Pedir 1,3 M€.' },
    });
    const buyerView = await clientCase(buyer.b, buyerCase.id);
    expect(buyerView.offers.map((o) => o.id)).toEqual([offer.id]);
    expect(JSON.stringify(buyerView.offers)).not.toMatch(/"advice":|Pedir|"buyer":|Otro|Fernández/);

    // Counter (kept as its own offer), a counter to a withdrawn offer refused, stale refused with the current offer.
    const countered = await staff.b.post(`${path}/${offer.id}/counter`, { version: offer.version + 1, amount: 1_300_000 });
    expect(countered.status).toBe(201);
    const counter = ((await countered.json()) as { offer: StaffOffer }).offer;
    expect(counter).toMatchObject({ status: 'received', by: 'seller', counterOf: offer.id, amount: 130_000_000 });
    const stale = await staff.b.post(`${path}/${offer.id}/counter`, { version: offer.version + 1, amount: 1_200_000 });
    expect(stale.status).toBe(412);
    expect(((await stale.json()) as { offer: StaffOffer }).offer.status).toBe('countered');
    const otherId = ((await otherOffer.json()) as { offer: StaffOffer }).offer.id;
    expect((await staff.b.patch(`${path}/${otherId}`, { version: 1, action: 'withdraw' })).status).toBe(200);
    const onWithdrawn = await staff.b.post(`${path}/${otherId}/counter`, { version: 2, amount: 1_200_000 });
    expect([onWithdrawn.status, await code(onWithdrawn)]).toEqual([409, 'offerMove']);

    // The buyer accepts the counter: arras under way on both cases.
    expect((await staff.b.patch(`${path}/${counter.id}`, { version: counter.version, action: 'accept' })).status).toBe(200);
    expect((await offersOf(staff.b, sellerCase.id)).map((o) => o.status)).toEqual(['countered', 'withdrawn', 'accepted']);
    const steps = (await clientCase(seller.b, sellerCase.id)).milestones;
    expect(steps.find((m) => m.key === 'offers')?.state).toBe('done');
    expect(steps.find((m) => m.key === 'arras')?.state).toBe('in-progress');
    expect((await clientCase(buyer.b, buyerCase.id)).milestones.find((m) => m.key === 'arras')?.state).toBe('in-progress');

    // Another client: 404 for every URL of the case; anonymous: 401.
    for (const p of [`/api/portal/cases/${sellerCase.id}`, `/api/portal/cases/${sellerCase.id}/messages`])
      expect((await other.b.get(p)).status, p).toBe(404);
    expect((await other.b.post(`/api/portal/cases/${sellerCase.id}/messages`, { body: 'Hola' })).status).toBe(404);
    expect((await buyer.b.get(`/api/portal/cases/${sellerCase.id}`)).status).toBe(404);
    expect((await browser(t.env.app).post(path, { amount: 1_000_000, conditions: {} })).status).toBe(401);
    expect((await seller.b.post(path, { amount: 1_000_000, conditions: {} })).status).toBe(403);

    // A closed case takes no offer.
    const current = ((await (await staff.b.get(`/api/staff/cases/${sellerCase.id}`)).json()) as { case: StaffCase }).case;
    expect(
      (await staff.b.patch(`/api/staff/cases/${sellerCase.id}`, { version: current.version, status: 'closed-done' })).status,
    ).toBe(200);
    const closed = await staff.b.post(path, { amount: 1_000_000, conditions: {} });
    expect([closed.status, await code(closed)]).toEqual([409, 'caseClosed']);
    const audit = await t.db.query("SELECT 1 FROM staff_audit_log WHERE case_id = $1 AND action = 'case-offer'", [sellerCase.id]);
    expect(audit.length).toBeGreaterThanOrEqual(5);
  });

  it('carries messages both ways with read receipts for the firm, and attachments only of the case', async () => {
    const { staff, seller, other, sellerCase } = await scene();
    const sent = await seller.b.post(`/api/portal/cases/${sellerCase.id}/messages`, { body: 'Hello,\nany news?' });
    expect(sent.status).toBe(201);
    const { message } = (await sent.json()) as { message: { id: string } };
    const waiting = (await (await staff.b.get('/api/staff/cases/waiting')).json()) as {
      waiting: Record<string, { messages: number }>;
    };
    expect(waiting.waiting[sellerCase.id]?.messages).toBe(1);
    expect((await staff.b.post(`/api/staff/cases/${sellerCase.id}/messages`, { body: 'Yes: a viewing on Monday.' })).status).toBe(
      201,
    );
    let staffThread = ((await (await staff.b.get(`/api/staff/cases/${sellerCase.id}/messages`)).json()) as MessageList).messages;
    expect(staffThread.map((m) => [m.from, m.body])).toEqual([
      ['client', 'Hello,\nany news?'],
      ['staff', 'Yes: a viewing on Monday.'],
    ]);
    expect(staffThread[0]!.id).toBe(message.id);
    expect(staffThread[1]!.readAt).toBeNull();
    const clientThread = ((await (await seller.b.get(`/api/portal/cases/${sellerCase.id}/messages`)).json()) as MessageList)
      .messages;
    expect(clientThread).toHaveLength(2);
    expect(clientThread[1]).not.toHaveProperty('readAt');
    staffThread = ((await (await staff.b.get(`/api/staff/cases/${sellerCase.id}/messages`)).json()) as MessageList).messages;
    expect(staffThread[1]!.readAt).not.toBeNull();

    for (const body of [
      { body: '' },
      { body: 'x'.repeat(4001) },
      { body: 'a\u0000b' },
      { body: 'ok', documentId: 'nope' },
      { text: 'hi' },
    ]) {
      const response = await seller.b.post(`/api/portal/cases/${sellerCase.id}/messages`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    const unknownDocument = await seller.b.post(`/api/portal/cases/${sellerCase.id}/messages`, {
      body: 'see attached',
      documentId: '00000000-0000-4000-8000-000000000000',
    });
    expect([unknownDocument.status, await code(unknownDocument)]).toEqual([400, 'attachmentInvalid']);
    expect((await other.b.get(`/api/portal/cases/${sellerCase.id}/messages`)).status).toBe(404);
    expect((await staff.b.get(`/api/staff/cases/00000000-0000-4000-8000-000000000000/messages`)).status).toBe(404);
    const events = await t.db.query("SELECT 1 FROM case_events WHERE case_id = $1 AND kind = 'message-sent'", [sellerCase.id]);
    expect(events).toHaveLength(2);
  });

  it('serves each person a private calendar feed of their viewings, with nothing of the other side; revoked, it is gone', async () => {
    const { staff, seller, buyer, sellerCase, buyerCase } = await scene();
    const created = await staff.b.post(`/api/staff/cases/${sellerCase.id}/viewings`, {
      startsAt: later(2, 16),
      durationMinutes: 60,
      visitor: { name: 'Lucía Fernández', idNumber: 'X1234567L', buyerCaseId: buyerCase.id },
    });
    expect(created.status).toBe(201);

    const link = (await (await seller.b.get('/api/portal/calendar')).json()) as CalendarLink;
    expect(link.url).toMatch(new RegExp(`^${TEST_SITE_URL}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    const feedPath = link.url.slice(TEST_SITE_URL.length);
    const anonymous = browser(t.env.app);
    const feed = await anonymous.get(feedPath);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const text = await feed.text();
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(text).toContain('SUMMARY:Viewing: Ático en Salamanca');
    expect(text).not.toMatch(/Lucía|Fernández|X1234567L/);
    const [hash] = await t.db.query<{ token_hash: string }>('SELECT token_hash FROM calendar_feeds WHERE user_id = $1', [
      seller.id,
    ]);
    expect(hash!.token_hash).not.toBe(feedPath.split('/').at(-1)!.replace('.ics', ''));

    // The buyer's feed holds it too, without the seller.
    const buyerLink = (await (await buyer.b.get('/api/portal/calendar')).json()) as CalendarLink;
    const buyerFeed = await (await anonymous.get(buyerLink.url.slice(TEST_SITE_URL.length))).text();
    expect(buyerFeed.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(buyerFeed).not.toContain(seller.email);

    // Asking again shows the same link: reading it never replaces it (a cross-site GET cannot break a calendar).
    const again = (await (await seller.b.get('/api/portal/calendar')).json()) as CalendarLink;
    expect(again.url).toBe(link.url);
    expect((await anonymous.get(feedPath)).status).toBe(200);

    // A new link (POST) replaces the old one, also when asked for twice at once: one live link, the last shown.
    const [first, second] = await Promise.all([
      seller.b.postEmpty('/api/portal/calendar'),
      seller.b.postEmpty('/api/portal/calendar'),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const replaced = [(await first.json()) as CalendarLink, (await second.json()) as CalendarLink];
    const renewed = (await (await seller.b.get('/api/portal/calendar')).json()) as CalendarLink;
    expect(replaced.map((r) => r.url)).toContain(renewed.url);
    expect(renewed.url).not.toBe(link.url);
    expect((await anonymous.get(feedPath)).status).toBe(404);
    expect((await anonymous.get(renewed.url.slice(TEST_SITE_URL.length))).status).toBe(200);
    const live = await t.db.query('SELECT 1 FROM calendar_feeds WHERE user_id = $1 AND revoked_at IS NULL', [seller.id]);
    expect(live).toHaveLength(1);

    // Revoked, the feed answers 404 like any unknown token; asked for again, a new link.
    expect((await seller.b.delete('/api/portal/calendar')).status).toBe(204);
    expect((await anonymous.get(renewed.url.slice(TEST_SITE_URL.length))).status).toBe(404);
    const reopened = (await (await seller.b.get('/api/portal/calendar')).json()) as CalendarLink;
    expect(reopened.url).not.toBe(renewed.url);
    expect((await anonymous.get(reopened.url.slice(TEST_SITE_URL.length))).status).toBe(200);

    // A live feed made under another secret (the server's changed): asking shows a new link that works.
    await t.db.query(
      "UPDATE calendar_feeds SET token_hash = 'made-under-another-secret' WHERE user_id = $1 AND revoked_at IS NULL",
      [seller.id],
    );
    const remade = (await (await seller.b.get('/api/portal/calendar')).json()) as CalendarLink;
    expect(remade.url).not.toBe(reopened.url);
    expect((await anonymous.get(remade.url.slice(TEST_SITE_URL.length))).status).toBe(200);
    expect((await anonymous.get('/api/calendar/not-a-token.ics')).status).toBe(404);
    expect((await anonymous.get('/api/portal/calendar')).status).toBe(401);
  });
});
