import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { GOOD_PASSWORD, realClock, type Browser } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { makeContactBody } from '../../tests/support/contact.ts';
import { pdfWithText, photoWithGps } from '../../tests/support/documents.ts';
import { staffMember } from '../../tests/support/staff.ts';
import { yearsAfter, type CaseKept, type StaffCase } from '../../src/domain/cases/index.ts';
import type { ErasureDone } from '../../src/domain/staff/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { runRetentionPurge } from '../retention.ts';
import { createVault, type Vault } from '../vault/index.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * ADR 0051: what the erasure tools, account deletion and the retention purge erase of a case file, what they
 * keep (identification, Ley 10/2010 art. 21) and until when, with the documents' bytes gone from the vault.
 */
describe.each(DATABASE_KINDS)('a case file’s erasure and retention on %s', (kind) => {
  const key = { bytes: randomBytes(32) };
  let real: Vault | undefined;
  const vaultOf = () => (real ??= createVault({ db: kyselyOf(t.db), key }));
  const vault: Vault = {
    put: (file) => vaultOf().put(file),
    open: (id) => vaultOf().open(id),
    remove: (ids, trx) => vaultOf().remove(ids, trx),
  };
  const clock = realClock();
  const { t, mailsTo, verifiedAccount } = useAccountsEnv(kind, { vault, now: clock.now });
  const ctx = () => ({ db: t.db, env: t.env, mailsTo });

  /** A seller case opened from the client's own request, with an identity photo, a title deed and both notes on a step. */
  const caseWithPapers = async (staff: Browser, client: { b: Browser; email: string }) => {
    await t.db.query('DELETE FROM contact_attempts');
    const sent = await client.b.post(
      '/api/process-contact?lang=es',
      makeContactBody({ email: client.email, phone: '+34 600 000 001' }),
    );
    const requestId = ((await sent.json()) as { id: string }).id;
    const opened = (
      (await (await staff.post(`/api/staff/requests/${requestId}/case`, { side: 'seller' })).json()) as { case: StaffCase }
    ).case;
    const marker = `MARCA-${randomBytes(6).toString('hex')}`;
    const base = `/api/portal/cases/${opened.id}/documents`;
    expect((await client.b.post(`${base}?item=title-deed&name=escritura.pdf`, new Uint8Array(pdfWithText(marker)))).status).toBe(
      201,
    );
    const photo = await photoWithGps().jpeg().toBuffer();
    expect((await client.b.post(`${base}?item=owner-id&name=dni.jpg`, new Uint8Array(photo))).status).toBe(201);
    const noted = await staff.patch(`/api/staff/cases/${opened.id}/milestones/valuation`, {
      version: 1,
      clientNote: 'Visita el martes.',
      firmNote: 'Cliente con prisa.',
    });
    expect(noted.status).toBe(200);
    return { opened, requestId, marker };
  };

  const documentsOf = (caseId: string) =>
    t.db.query<{ item: string; blob_id: string }>('SELECT item, blob_id FROM case_documents WHERE case_id = $1 ORDER BY item', [
      caseId,
    ]);
  const blobsLeft = async (blobIds: string[]) =>
    (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vault_blobs WHERE id = ANY($1::uuid[])', [blobIds]))[0]!.n;
  const chunksLeft = async (blobIds: string[]) =>
    (
      await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM vault_chunks WHERE blob_id = ANY($1::uuid[])', [blobIds])
    )[0]!.n;
  const markerAnywhere = async (marker: string) => {
    for (const table of ['case_documents', 'vault_blobs', 'vault_chunks', 'case_milestones', 'leads'])
      if ((await t.db.query<{ row: string }>(`SELECT t::text AS row FROM ${table} t`)).some((r) => r.row.includes(marker)))
        return table;
    return null;
  };
  const until = (from: Date) => yearsAfter(from, 10).toISOString().slice(0, 10);

  it('the workspace’s erasure keeps only identification, says what and until when, and removes the other documents’ bytes', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('borra-gestora'));
    const client = await verifiedAccount(uniqueEmail('borra-cliente'));
    const { opened, requestId } = await caseWithPapers(staff.b, client);
    const before = await documentsOf(opened.id);
    const deedBlob = before.find((d) => d.item === 'title-deed')!.blob_id;
    const idBlob = before.find((d) => d.item === 'owner-id')!.blob_id;

    const erased = await staff.b.post('/api/staff/erase', { email: client.email, confirmation: client.email });
    expect(erased.status).toBe(200);
    const answer = (await erased.json()) as ErasureDone;
    expect(answer).toEqual({
      leads: 0,
      accounts: 1,
      kept: [
        {
          caseId: opened.id,
          kept: ['identification-documents', 'client-identity', 'case-record'],
          basis: 'ley-10-2010-art-21',
          until: until(clock.now()),
        },
      ] satisfies CaseKept[],
    });

    // The client no longer signs in; the firm's remainder is closed, takes no write, and holds no notes.
    expect((await client.b.get('/api/portal/cases')).status).toBe(401);
    const left = ((await (await staff.b.get(`/api/staff/cases/${opened.id}`)).json()) as { case: StaffCase }).case;
    expect(left).toMatchObject({ status: 'closed-withdrawn', client: null });
    expect(left.documents.map((d) => d.item)).toEqual(['owner-id']);
    expect(left.milestones.find((m) => m.key === 'valuation')).toMatchObject({ clientNote: '', firmNote: '' });
    expect(left.timeline[0]).toMatchObject({ kind: 'status-changed', by: 'system' });
    expect(await blobsLeft([deedBlob])).toBe(0);
    expect(await chunksLeft([deedBlob])).toBe(0);
    expect(await blobsLeft([idBlob])).toBe(1);
    const id = left.documents[0]!;
    expect((await staff.b.get(`/api/staff/cases/${opened.id}/documents/${id.id}`)).status).toBe(200);

    // The request keeps who the client is, nothing else typed.
    const [lead] = await t.db.query<Record<string, unknown>>(
      'SELECT email_normalized, phone, message, account_id FROM leads WHERE id = $1',
      [requestId],
    );
    expect(lead).toEqual({ email_normalized: client.email, phone: null, message: '', account_id: null });
    const [audit] = await t.db.query<{ detail: Record<string, unknown> }>(
      `SELECT detail FROM staff_audit_log WHERE case_id = $1 AND action = 'case-erase'`,
      [opened.id],
    );
    expect(audit!.detail).toEqual({
      trigger: 'erasure',
      kept: ['identification-documents', 'client-identity', 'case-record'],
      basis: 'ley-10-2010-art-21',
      until: until(clock.now()),
    });
  });

  it('a client who deletes the account loses the case; the firm keeps its identification alone', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('baja-gestora'));
    const client = await verifiedAccount(uniqueEmail('baja-cliente'));
    const { opened, requestId, marker } = await caseWithPapers(staff.b, client);
    const deedBlob = (await documentsOf(opened.id)).find((d) => d.item === 'title-deed')!.blob_id;

    expect((await client.b.post('/api/auth/delete-user', { password: GOOD_PASSWORD })).status).toBe(200);

    const left = ((await (await staff.b.get(`/api/staff/cases/${opened.id}`)).json()) as { case: StaffCase }).case;
    expect(left).toMatchObject({ status: 'closed-withdrawn', client: null });
    expect(left.documents.map((d) => d.item)).toEqual(['owner-id']);
    expect(await blobsLeft([deedBlob])).toBe(0);
    expect(await markerAnywhere(marker)).toBeNull();
    // Not pseudonymised: the address is the identification the law makes the firm keep.
    const [lead] = await t.db.query<{ email_normalized: string; pseudonymised: boolean }>(
      'SELECT email_normalized, (pseudonymised_at IS NOT NULL) AS pseudonymised FROM leads WHERE id = $1',
      [requestId],
    );
    expect(lead).toEqual({ email_normalized: client.email, pseudonymised: false });
    const audit = await t.db.query<{ actor_id: string | null; detail: { trigger: string } }>(
      `SELECT actor_id, detail FROM staff_audit_log WHERE case_id = $1 AND action = 'case-erase'`,
      [opened.id],
    );
    expect(audit.map((a) => [a.actor_id, a.detail.trigger])).toEqual([[null, 'account-deleted']]);
  });

  it('the retention purge: a closed case keeps its records 6 years, then its identification until 10, then nothing', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('plazo-gestora'));
    const client = await verifiedAccount(uniqueEmail('plazo-cliente'));
    const { opened, requestId, marker } = await caseWithPapers(staff.b, client);
    const closed = await staff.b.patch(`/api/staff/cases/${opened.id}`, { version: opened.version, status: 'closed-done' });
    expect(closed.status).toBe(200);
    const blobs = (await documentsOf(opened.id)).map((d) => d.blob_id);
    const caseRow = async () =>
      (
        await t.db.query<{ client_id: string | null; erased: boolean }>(
          'SELECT client_id, (erased_at IS NOT NULL) AS erased FROM cases WHERE id = $1',
          [opened.id],
        )
      )[0];
    // The test sets the case's clock: it closed (and its request came) this long before the purge runs.
    const closedAgo = async (years: number, days: number) => {
      const closedAt = new Date(yearsAfter(clock.now(), -years).getTime() - days * DAY_MS);
      await t.db.query('UPDATE cases SET closed_at = $2, created_at = $2 WHERE id = $1', [opened.id, closedAt]);
      await t.db.query('UPDATE leads SET created_at = $2 WHERE id = $1', [requestId, closedAt]);
    };
    const purge = () => runRetentionPurge(t.db, clock.now());

    // A day short of six years: nothing of it goes, and the client still reads it.
    await closedAgo(6, -1);
    expect(await purge()).toMatchObject({ caseRecords: 0, caseFiles: 0 });
    expect(await caseRow()).toEqual({ client_id: client.id, erased: false });
    expect((await client.b.get(`/api/portal/cases/${opened.id}`)).status).toBe(200);
    expect((await documentsOf(opened.id)).map((d) => d.item)).toEqual(['owner-id', 'title-deed']);

    // Six years on: the title deed's bytes, the notes and the client's access go; the identity photo stays.
    await closedAgo(6, 1);
    expect(await purge()).toMatchObject({ caseRecords: 1 });
    expect(await caseRow()).toEqual({ client_id: null, erased: true });
    expect((await client.b.get(`/api/portal/cases/${opened.id}`)).status).toBe(404);
    expect((await documentsOf(opened.id)).map((d) => d.item)).toEqual(['owner-id']);
    expect(await blobsLeft(blobs)).toBe(1);
    expect(await markerAnywhere(marker)).toBeNull();
    expect(
      await t.db.query('SELECT 1 FROM case_milestones WHERE case_id = $1 AND (client_note <> $2 OR firm_note <> $2)', [
        opened.id,
        '',
      ]),
    ).toEqual([]);
    // Once is enough: the next run has nothing more of it to erase.
    expect(await purge()).toMatchObject({ caseRecords: 0 });

    // A day short of ten years, the identification stays; ten years on, the case goes whole, and its request.
    await closedAgo(10, -1);
    expect(await purge()).toMatchObject({ caseFiles: 0 });
    expect(await blobsLeft(blobs)).toBe(1);
    await closedAgo(10, 1);
    expect(await purge()).toMatchObject({ caseFiles: 1 });
    expect(await caseRow()).toBeUndefined();
    expect(await blobsLeft(blobs)).toBe(0);
    expect(await chunksLeft(blobs)).toBe(0);
    expect(await t.db.query('SELECT 1 FROM case_events WHERE case_id = $1', [opened.id])).toEqual([]);
    expect(await t.db.query('SELECT 1 FROM leads WHERE id = $1', [requestId])).toEqual([]);
  });

  it('a legal hold keeps a case whole past both periods until staff lift it; staff only, on the audit log, hostile bodies refused', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('bloqueo-gestora'));
    const client = await verifiedAccount(uniqueEmail('bloqueo-cliente'));
    const { opened, requestId } = await caseWithPapers(staff.b, client);
    const hold = (b: Browser, body: unknown, id = opened.id) => b.put(`/api/staff/cases/${id}/hold`, body);

    // Only staff: a client is refused, another case id is a 404; a body other than {hold: boolean} a 400.
    expect((await hold(client.b, { hold: true })).status).toBe(403);
    expect((await hold(staff.b, { hold: true }, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
    for (const body of [{}, { hold: 'yes' }, { hold: true, extra: 1 }, { hold: null }, '\u0000'])
      expect((await hold(staff.b, body)).status, JSON.stringify(body)).toBe(400);

    const held = await hold(staff.b, { hold: true });
    expect(held.status).toBe(200);
    const since = ((await held.json()) as { case: StaffCase }).case.legalHoldSince;
    expect(since).toEqual(expect.any(String));
    // Set again, it keeps the day it was first set.
    expect(((await (await hold(staff.b, { hold: true })).json()) as { case: StaffCase }).case.legalHoldSince).toBe(since);

    const closed = await staff.b.patch(`/api/staff/cases/${opened.id}`, { version: opened.version, status: 'closed-done' });
    expect(closed.status).toBe(200);
    const elevenYearsAgo = yearsAfter(clock.now(), -11);
    await t.db.query('UPDATE cases SET closed_at = $2, created_at = $2 WHERE id = $1', [opened.id, elevenYearsAgo]);
    await t.db.query('UPDATE leads SET created_at = $2 WHERE id = $1', [requestId, elevenYearsAgo]);

    // Held: past both periods, nothing of it goes, its request neither.
    expect(await runRetentionPurge(t.db, clock.now())).toMatchObject({ caseRecords: 0, caseFiles: 0 });
    expect((await documentsOf(opened.id)).map((d) => d.item)).toEqual(['owner-id', 'title-deed']);
    expect(await t.db.query('SELECT 1 FROM leads WHERE id = $1', [requestId])).toHaveLength(1);

    // Lifted: the next run erases it as its age says.
    const lifted = await hold(staff.b, { hold: false });
    expect(((await lifted.json()) as { case: StaffCase }).case.legalHoldSince).toBeNull();
    expect(await runRetentionPurge(t.db, clock.now())).toMatchObject({ caseFiles: 1 });
    expect(await t.db.query('SELECT 1 FROM cases WHERE id = $1', [opened.id])).toEqual([]);

    const audit = await t.db.query<{ detail: unknown }>(
      "SELECT detail FROM staff_audit_log WHERE action = 'case-hold' AND case_id IS NOT DISTINCT FROM $1 ORDER BY id",
      [opened.id],
    );
    expect(audit.map((a) => a.detail)).toEqual([{ hold: true }, { hold: true }, { hold: false }]);
  });
});
