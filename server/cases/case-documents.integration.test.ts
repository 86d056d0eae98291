import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { browser, type Browser } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { makeContactBody } from '../../tests/support/contact.ts';
import { pdfWithJavaScript, pdfWithText, photoWithGps } from '../../tests/support/documents.ts';
import { staffMember } from '../../tests/support/staff.ts';
import type { ClientCase, StaffCase } from '../../src/domain/cases/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { createVault, type Vault } from '../vault/index.ts';

type Added = { document: { id: string; name: string; item: string; size: number; type: string } };

/** Issue 43: documents both ways through the real app and the real vault, on both databases. */
describe.each(DATABASE_KINDS)('a case’s documents on %s', (kind) => {
  const key = { bytes: randomBytes(32) };
  let real: Vault | undefined;
  const vaultOf = () => (real ??= createVault({ db: kyselyOf(t.db), key }));
  const vault: Vault = {
    put: (file) => vaultOf().put(file),
    open: (id) => vaultOf().open(id),
    remove: (ids, trx) => vaultOf().remove(ids, trx),
  };
  const { t, mailsTo, verifiedAccount } = useAccountsEnv(kind, { vault });
  const ctx = () => ({ db: t.db, env: t.env, mailsTo });

  const caseFor = async (staff: Browser, client: { b: Browser; email: string }) => {
    await t.db.query('DELETE FROM contact_attempts');
    const sent = await client.b.post('/api/process-contact?lang=es', makeContactBody({ email: client.email }));
    const requestId = ((await sent.json()) as { id: string }).id;
    const opened = await staff.post(`/api/staff/requests/${requestId}/case`, { side: 'seller' });
    expect(opened.status).toBe(201);
    return ((await opened.json()) as { case: StaffCase }).case;
  };
  const upload = (b: Browser, path: string, bytes: Uint8Array) => b.post(path, new Uint8Array(bytes));

  it('takes a PDF and a phone photo from the client, shows them to staff, and serves them back as private attachments', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('docs-staff'));
    const client = await verifiedAccount(uniqueEmail('docs-cliente'));
    const other = await verifiedAccount(uniqueEmail('docs-otro'));
    const opened = await caseFor(staff.b, client);
    const marker = `MARCA-${randomBytes(6).toString('hex')}`;

    const pdf = await upload(
      client.b,
      `/api/portal/cases/${opened.id}/documents?item=title-deed&name=Escritura%20%C3%A1tico.pdf`,
      pdfWithText(marker),
    );
    expect(pdf.status).toBe(201);
    const deed = ((await pdf.json()) as Added).document;
    expect(deed).toMatchObject({ name: 'Escritura ático.pdf', item: 'title-deed', type: 'application/pdf' });
    const photo = await upload(
      client.b,
      `/api/portal/cases/${opened.id}/documents?item=owner-id&name=IMG_0001.HEIC`,
      await photoWithGps().jpeg().toBuffer(),
    );
    expect(photo.status).toBe(201);
    expect(((await photo.json()) as Added).document).toMatchObject({ name: 'IMG_0001.jpg', type: 'image/jpeg' });

    const seen = ((await (await staff.b.get(`/api/staff/cases/${opened.id}`)).json()) as { case: StaffCase }).case;
    expect(seen.documents.map((d) => d.item)).toEqual(['owner-id', 'title-deed']);
    expect(seen.checklist.find((i) => i.item === 'title-deed')!.documentId).toBe(deed.id);
    expect(seen.timeline.filter((e) => e.kind === 'document-added')).toHaveLength(2);

    for (const b of [client.b, staff.b]) {
      const path =
        b === client.b
          ? `/api/portal/cases/${opened.id}/documents/${deed.id}`
          : `/api/staff/cases/${opened.id}/documents/${deed.id}`;
      const download = await b.get(path);
      expect(download.status).toBe(200);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="Escritura _tico.pdf"; filename*=UTF-8''Escritura%20%C3%A1tico.pdf`,
      );
      expect(download.headers.get('cache-control')).toBe('private, no-store');
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download.headers.get('content-security-policy')).toBe("sandbox; default-src 'none'");
      expect(Buffer.from(await download.arrayBuffer()).toString('latin1')).toContain(marker);
    }
    const downloads = await t.db.query('SELECT 1 FROM staff_audit_log WHERE case_id = $1 AND action = $2', [
      opened.id,
      'case-document-download',
    ]);
    expect(downloads).toHaveLength(2);

    // Another client and anonymous: the same 404 as an unknown id, and 401.
    for (const path of [
      `/api/portal/cases/${opened.id}/documents/${deed.id}`,
      `/api/portal/cases/${opened.id}/documents/00000000-0000-4000-8000-000000000000`,
    ])
      expect((await other.b.get(path)).status, path).toBe(404);
    expect(
      (await upload(other.b, `/api/portal/cases/${opened.id}/documents?item=title-deed&name=x.pdf`, pdfWithText('x'))).status,
    ).toBe(404);
    const anonymous = browser(t.env.app);
    expect((await anonymous.get(`/api/portal/cases/${opened.id}/documents/${deed.id}`)).status).toBe(401);
    expect(
      (await upload(anonymous, `/api/portal/cases/${opened.id}/documents?item=title-deed&name=x.pdf`, pdfWithText('x'))).status,
    ).toBe(401);

    // At rest: no table holds the marker in the clear.
    for (const table of ['case_documents', 'vault_blobs', 'vault_chunks', 'case_events', 'email_outbox']) {
      const rows = await t.db.query<{ row: string }>(`SELECT t::text AS row FROM ${table} t`);
      expect(
        rows.some((r) => r.row.includes(marker)),
        table,
      ).toBe(false);
    }
  });

  it('keeps the earlier version in the history, hides the firm’s own papers from the client, and refuses uploads to a closed case', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('docs-hist'));
    const client = await verifiedAccount(uniqueEmail('docs-hist-cliente'));
    const opened = await caseFor(staff.b, client);
    const first = (
      (await (
        await upload(client.b, `/api/portal/cases/${opened.id}/documents?item=ibi-receipt&name=ibi.pdf`, pdfWithText('2025'))
      ).json()) as Added
    ).document;
    const second = (
      (await (
        await upload(client.b, `/api/portal/cases/${opened.id}/documents?item=ibi-receipt&name=ibi.pdf`, pdfWithText('2026'))
      ).json()) as Added
    ).document;
    const firm = await upload(
      staff.b,
      `/api/staff/cases/${opened.id}/documents?item=owner-id&name=kyc.pdf&visibility=firm`,
      pdfWithText('KYC'),
    );
    expect(firm.status).toBe(201);
    const firmDoc = ((await firm.json()) as Added).document;

    const seen = ((await (await client.b.get(`/api/portal/cases/${opened.id}`)).json()) as { case: ClientCase }).case;
    expect(seen.documents.map((d) => [d.id, d.current, d.replaces])).toEqual([
      [second.id, true, first.id],
      [first.id, false, null],
    ]);
    expect(JSON.stringify(seen)).not.toContain(firmDoc.id);

    // A message goes to both sides: staff attach a shared document, never a firm-only one the client could not open.
    const messages = `/api/staff/cases/${opened.id}/messages`;
    const firmOnly = await staff.b.post(messages, { body: 'KYC attached', documentId: firmDoc.id });
    expect([firmOnly.status, ((await firmOnly.json()) as { error: { code: string } }).error.code]).toEqual([
      400,
      'attachmentInvalid',
    ]);
    expect((await staff.b.post(messages, { body: 'Your receipt', documentId: second.id })).status).toBe(201);
    expect((await client.b.get(`/api/portal/cases/${opened.id}/documents/${firmDoc.id}`)).status).toBe(404);
    expect((await staff.b.get(`/api/staff/cases/${opened.id}/documents/${firmDoc.id}`)).status).toBe(200);

    // Refused in words: active content, wrong item, too large; nothing kept.
    const unsafe = await upload(
      client.b,
      `/api/portal/cases/${opened.id}/documents?item=title-deed&name=a.pdf`,
      pdfWithJavaScript(),
    );
    expect(unsafe.status).toBe(400);
    expect(((await unsafe.json()) as { error: { code: string } }).error.code).toBe('documentUnsafe');
    expect(
      (await upload(client.b, `/api/portal/cases/${opened.id}/documents?item=proof-of-funds&name=a.pdf`, pdfWithText('x')))
        .status,
    ).toBe(400);
    expect(
      (
        await upload(
          client.b,
          `/api/portal/cases/${opened.id}/documents?item=title-deed&name=a.pdf`,
          new Uint8Array(26 * 1024 * 1024),
        )
      ).status,
    ).toBe(413);
    expect(
      (await upload(client.b, `/api/portal/cases/${opened.id}/documents?item=title-deed&name=a%00.pdf`, pdfWithText('x'))).status,
    ).toBe(400);

    const staffCase = ((await (await staff.b.get(`/api/staff/cases/${opened.id}`)).json()) as { case: StaffCase }).case;
    expect(staffCase.documents).toHaveLength(3);
    await staff.b.patch(`/api/staff/cases/${opened.id}`, { version: staffCase.version, status: 'closed-done' });
    const closed = await upload(
      client.b,
      `/api/portal/cases/${opened.id}/documents?item=title-deed&name=a.pdf`,
      pdfWithText('x'),
    );
    expect(closed.status).toBe(409);
    expect(((await closed.json()) as { error: { code: string } }).error.code).toBe('caseClosed');
  });
});
