import { describe, expect, it } from 'vitest';
import { seedContent } from '../../src/content/seed.ts';
import type { ContentDocument } from '../../src/domain/content/index.ts';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { browser } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { staffMember } from '../../tests/support/staff.ts';

type Draft = {
  draft: { document: ContentDocument; updatedAt: string; missing: string[]; updatedBy?: string | null };
  published: { number: number };
};
type Refusal = { error: { code: string; message: string; fields?: Record<string, string> } };

/**
 * The studio's API (ADR 0036) through the real app: staff only, a save made on an older copy
 * of the draft refused, publishing refused while a field lacks a language, each version restorable, and
 * every change on the audit log with its author.
 */
describe.each(DATABASE_KINDS)('the studio’s API on %s', (kind) => {
  const { t, mailsTo, verifiedAccount } = useAccountsEnv(kind);
  const ctx = () => ({ db: t.db, env: t.env, mailsTo });

  const read = async (b: ReturnType<typeof browser>) => {
    const response = await b.get('/api/staff/content');
    expect(response.status).toBe(200);
    return { body: (await response.json()) as Draft, etag: response.headers.get('etag')! };
  };
  const auditOf = async (action: string) =>
    t.db.query<{ actor_email: string; detail: Record<string, unknown> }>(
      'SELECT actor_email, detail FROM staff_audit_log WHERE action = $1 ORDER BY id',
      [action],
    );

  it('is the workspace’s: a visitor gets 401, a client 403, and neither reads nor changes the draft', async () => {
    const visitor = browser(t.env.app);
    expect((await visitor.get('/api/staff/content')).status).toBe(401);
    expect((await visitor.post('/api/staff/content/publish')).status).toBe(401);
    const client = await verifiedAccount(uniqueEmail('cliente-estudio'));
    expect((await client.b.get('/api/staff/content')).status).toBe(403);
    expect((await client.b.put('/api/staff/content/draft', seedContent(), { 'If-Match': '"x"' })).status).toBe(403);
  });

  it('saves, publishes and restores, each on the audit log with its author; an older copy cannot overwrite a newer save', async () => {
    const ana = await staffMember(ctx(), uniqueEmail('ana-estudio'), { name: 'Ana Estudio' });
    const first = await read(ana.b);
    expect(first.body.draft.document).toEqual(seedContent());
    expect(first.body.draft.missing).toEqual([]);
    const startedAt = first.body.published.number;

    // A new price band for one case, and Chamberí's €/m² corrected, with the month of the data.
    const edited = structuredClone(first.body.draft.document);
    edited.cases[0]!.priceBand = '3m-5m';
    edited.market = { ...edited.market, asOf: '2025-12' };
    edited.market.districts.chamberi = { avgPerM2: 8_200, minPerM2: 6_900, maxPerM2: 11_500 };
    const saved = await ana.b.put('/api/staff/content/draft', edited, { 'If-Match': first.etag });
    expect(saved.status).toBe(200);
    const savedTag = saved.headers.get('etag')!;
    expect(savedTag).not.toBe(first.etag);
    // The draft's read names who saved it last, by name (a colleague's save is merged with theirs named).
    expect((await read(ana.b)).body.draft).toMatchObject({ updatedBy: 'Ana Estudio' });

    // Someone who opened the draft before that save cannot overwrite it: told to reload.
    const stale = await ana.b.put('/api/staff/content/draft', first.body.draft.document, { 'If-Match': first.etag });
    expect(stale.status).toBe(412);
    expect(((await stale.json()) as Refusal).error.code).toBe('draftChanged');
    const unconditional = await ana.b.put('/api/staff/content/draft', edited);
    expect(unconditional.status).toBe(428);
    expect((await read(ana.b)).body.draft.document.market.asOf).toBe('2025-12');

    // Publishing names the draft reviewed: the copy before the last save is not published unseen.
    const unseen = await ana.b.post('/api/staff/content/publish', { draft: first.body.draft.updatedAt });
    expect(unseen.status).toBe(412);
    expect(((await unseen.json()) as Refusal).error.code).toBe('draftChanged');
    const reviewed = (await read(ana.b)).body.draft.updatedAt;
    const published = await ana.b.post('/api/staff/content/publish', { draft: reviewed });
    expect(published.status).toBe(201);
    const version = ((await published.json()) as { version: { number: number; publishedBy: string } }).version;
    expect(version).toMatchObject({ number: startedAt + 1, publishedBy: ana.email });

    const versions = (await (await ana.b.get('/api/staff/content/versions')).json()) as { versions: { number: number }[] };
    expect(versions.versions.map((v) => v.number).slice(0, 2)).toEqual([startedAt + 1, startedAt]);

    // Back to the version before, in one step: a new version, and the draft is that version again.
    const restored = await ana.b.post(`/api/staff/content/versions/${startedAt}/restore`);
    expect(restored.status).toBe(201);
    expect(((await restored.json()) as { version: { number: number; restoredFrom: number } }).version).toMatchObject({
      number: startedAt + 2,
      restoredFrom: startedAt,
    });
    expect((await read(ana.b)).body.draft.document.market.asOf).toBeNull();

    expect((await auditOf('content-save')).some((e) => e.actor_email === ana.email)).toBe(true);
    // The publish names the version and the items it changed since the one before (the market table edited above).
    expect(await auditOf('content-publish')).toContainEqual({
      actor_email: ana.email,
      detail: { version: startedAt + 1, items: expect.arrayContaining([{ kind: 'market', id: 'market', name: '' }]) },
    });
    // The restore names the items it changed on the site too (the market table, back as it was).
    expect(await auditOf('content-restore')).toContainEqual({
      actor_email: ana.email,
      detail: {
        version: startedAt + 2,
        restoredFrom: startedAt,
        items: expect.arrayContaining([{ kind: 'market', id: 'market', name: '' }]),
      },
    });
  });

  it('refuses to publish while a visible field has one language, naming it; a hidden case may wait for its translation', async () => {
    const luis = await staffMember(ctx(), uniqueEmail('luis-estudio'), { name: 'Luis Estudio' });
    const { body, etag } = await read(luis.b);
    const document = structuredClone(body.draft.document);
    const id = document.cases[1]!.id;
    document.cases[1]!.en.solution = '';
    const saved = await luis.b.put('/api/staff/content/draft', document, { 'If-Match': etag });
    const savedBody = (await saved.json()) as { missing: string[]; updatedAt: string };
    expect(savedBody.missing).toEqual([`cases.${id}.en.solution`]);

    const refused = await luis.b.post('/api/staff/content/publish', { draft: savedBody.updatedAt }, { 'Accept-Language': 'en' });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as Refusal).error).toEqual({
      code: 'missingTranslations',
      message: 'It cannot be published: some visible fields have one language only.',
      fields: { [`cases.${id}.en.solution`]: 'missingTranslations' },
    });

    document.cases[1]!.visible = false;
    const hidden = await luis.b.put('/api/staff/content/draft', document, { 'If-Match': saved.headers.get('etag')! });
    expect(hidden.status).toBe(200);
    const hiddenAt = ((await hidden.json()) as { updatedAt: string }).updatedAt;
    expect((await luis.b.post('/api/staff/content/publish', { draft: hiddenAt })).status).toBe(201);
    // Put the shared draft back for the other tests of this file.
    const { etag: last } = await read(luis.b);
    expect((await luis.b.put('/api/staff/content/draft', seedContent(), { 'If-Match': last })).status).toBe(200);
  });

  it('refuses a bad document by the path of each bad field, and bad version numbers, without a 500', async () => {
    const eva = await staffMember(ctx(), uniqueEmail('eva-estudio'));
    const { body, etag } = await read(eva.b);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a document broken on purpose
    const document = structuredClone(body.draft.document) as any;
    document.cases[0].id = 'Ático Chamberí';
    document.market.districts.centro.avgPerM2 = 50;
    document.identity.phone.e164 = '91 000 00 00';
    delete document.market.districts.retiro;
    const refused = await eva.b.put('/api/staff/content/draft', document, { 'If-Match': etag });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Refusal).error.fields).toMatchObject({
      'cases.0.id': 'idInvalid',
      'market.districts.centro.avgPerM2': 'range',
      'identity.phone.e164': 'phoneInvalid',
      'market.districts.retiro': 'districtMissing',
    });
    for (const path of [
      '/api/staff/content/versions/0/restore',
      '/api/staff/content/versions/abc/restore',
      '/api/staff/content/versions/99999/restore',
    ])
      expect((await eva.b.post(path)).status, path).toBe(404);
    const huge = await eva.b.put('/api/staff/content/draft', 'x'.repeat(3 * 1024 * 1024), { 'If-Match': etag });
    expect(huge.status).toBe(413);
    // The workspace's other routes keep their 16 KiB.
    expect((await eva.b.post('/api/staff/erase', { email: 'a@b.es', confirmation: 'x'.repeat(20_000) })).status).toBe(413);
  });
});
