import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ContentDocument, FilmReference, StudioVersions } from '../../src/domain/content/index.ts';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { browser } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { staffMember } from '../../tests/support/staff.ts';

type Draft = { draft: { document: ContentDocument; updatedAt: string }; published: { number: number; publishedByName: string } };
type Refusal = { error: { code: string } };

/**
 * Nothing the studio's staff write is lost (ADR 0045): a restore keeps the draft it replaces as a kept
 * draft, which can be taken back; a film made for a slot of the hero is put in that slot of the draft by
 * the server, and a save made on an older copy keeps it. On real PGlite and PostgreSQL.
 */
describe.each(DATABASE_KINDS)('the studio’s kept drafts and placed films on %s', (kind) => {
  const { t, mailsTo } = useAccountsEnv(kind);
  const ctx = () => ({ db: t.db, env: t.env, mailsTo });

  const read = async (b: ReturnType<typeof browser>) => {
    const response = await b.get('/api/staff/content');
    expect(response.status).toBe(200);
    return { body: (await response.json()) as Draft, etag: response.headers.get('etag')! };
  };

  it('keeps the draft a restore replaces, names people by name, and takes a kept draft back without publishing', async () => {
    const lucia = await staffMember(ctx(), uniqueEmail('lucia-kept'), { name: 'Lucía Gómez' });
    const first = await read(lucia.b);
    const edited = structuredClone(first.body.draft.document);
    edited.cases[0]!.es.title = 'Ático publicado antes de restaurar';
    const saved = await lucia.b.put('/api/staff/content/draft', edited, { 'If-Match': first.etag });
    expect(saved.status).toBe(200);
    const published = await lucia.b.post('/api/staff/content/publish', { draft: (await read(lucia.b)).body.draft.updatedAt });
    expect(published.status).toBe(201);
    const version = ((await published.json()) as { version: { number: number; publishedByName: string } }).version;
    expect(version.publishedByName).toBe('Lucía Gómez');

    // Unpublished work in the draft, then a restore of the version before.
    const pending = structuredClone(edited);
    pending.cases[0]!.es.title = 'Borrador que no debe perderse';
    const tag = (await read(lucia.b)).etag;
    const pendingSaved = await lucia.b.put('/api/staff/content/draft', pending, { 'If-Match': tag });
    const pendingAt = ((await pendingSaved.json()) as { updatedAt: string }).updatedAt;

    // A restore naming an older save is refused: she has not seen the draft it would keep.
    const unseen = await lucia.b.post(`/api/staff/content/versions/${version.number - 1}/restore`, {
      draft: first.body.draft.updatedAt,
    });
    expect(unseen.status).toBe(412);
    expect(((await unseen.json()) as Refusal).error.code).toBe('draftChanged');

    const restored = await lucia.b.post(`/api/staff/content/versions/${version.number - 1}/restore`, { draft: pendingAt });
    expect(restored.status).toBe(201);
    const answer = (await restored.json()) as { version: { number: number }; keptDraft: { number: number; keptBy: string } };
    expect(answer.keptDraft).toMatchObject({ keptBy: 'Lucía Gómez', beforeRestoring: version.number - 1 });
    expect((await read(lucia.b)).body.draft.document.cases[0]!.es.title).not.toBe('Borrador que no debe perderse');

    const listed = (await (await lucia.b.get('/api/staff/content/versions')).json()) as StudioVersions;
    expect(listed.keptDrafts[0]).toMatchObject({ number: answer.keptDraft.number, savedAt: pendingAt });
    expect(listed.versions[0]).toMatchObject({ number: answer.version.number, publishedByName: 'Lucía Gómez' });

    // Taken back: the pending title is the draft again, nothing published, and the restored draft kept in turn.
    const now = (await read(lucia.b)).body.draft.updatedAt;
    const taken = await lucia.b.post(`/api/staff/content/kept-drafts/${answer.keptDraft.number}/take`, { draft: now });
    expect(taken.status).toBe(200);
    const takenBody = (await taken.json()) as { draft: { document: ContentDocument }; keptDraft: { number: number } | null };
    expect(takenBody.draft.document.cases[0]!.es.title).toBe('Borrador que no debe perderse');
    const after = await read(lucia.b);
    expect(after.body.draft.document.cases[0]!.es.title).toBe('Borrador que no debe perderse');
    expect(after.body.published.number).toBe(answer.version.number);
    // The restored draft equals the newest version: nothing would be lost, so nothing is kept.
    expect(takenBody.keptDraft).toBeNull();

    const audit = await t.db.query<{ action: string; detail: Record<string, unknown> }>(
      "SELECT action, detail FROM staff_audit_log WHERE detail ? 'keptDraft' ORDER BY id DESC LIMIT 1",
    );
    expect(audit[0]).toMatchObject({ action: 'content-save', detail: { keptDraft: answer.keptDraft.number } });
  });

  it('tells what publishing changes, item by item, with who changed each by name; the log names items and versions', async () => {
    const marta = await staffMember(ctx(), uniqueEmail('marta-changes'), { name: 'Marta Ruiz' });
    const pablo = await staffMember(ctx(), uniqueEmail('pablo-changes'), { name: 'Pablo Sanz' });
    const start = await read(marta.b);
    await marta.b.post('/api/staff/content/publish', { draft: start.body.draft.updatedAt });
    const base = await read(marta.b);
    const byMarta = structuredClone(base.body.draft.document);
    byMarta.cases[0]!.es.title = 'Cambiado por Marta';
    expect((await marta.b.put('/api/staff/content/draft', byMarta, { 'If-Match': base.etag })).status).toBe(200);
    const next = await read(pablo.b);
    const byPablo = structuredClone(next.body.draft.document);
    byPablo.market = { ...byPablo.market, asOf: '2026-10' };
    expect((await pablo.b.put('/api/staff/content/draft', byPablo, { 'If-Match': next.etag })).status).toBe(200);

    const log = (await (await pablo.b.get('/api/staff/audit')).json()) as {
      entries: { action: string; actorName: string; detail: { items?: { kind: string }[] } }[];
    };
    const save = log.entries.find((e) => e.action === 'content-save' && e.actorName === 'Pablo Sanz');
    expect(save?.detail.items).toEqual([{ kind: 'market', id: 'market', name: '', change: 'edited' }]);
    const changes = (await (await marta.b.get('/api/staff/content/changes')).json()) as {
      changes: { kind: string; id: string; name: string; change: string; changedBy: string[] }[];
    };
    expect(changes.changes).toEqual([
      { kind: 'case', id: byMarta.cases[0]!.id, name: 'Cambiado por Marta', change: 'edited', changedBy: ['Marta Ruiz'] },
      { kind: 'market', id: 'market', name: '', change: 'edited', changedBy: ['Pablo Sanz'] },
    ]);
  });

  it('refuses bad kept-draft numbers and bodies in the one error shape, without a 500', async () => {
    const eva = await staffMember(ctx(), uniqueEmail('eva-kept'));
    for (const path of [
      '/api/staff/content/kept-drafts/0/take',
      '/api/staff/content/kept-drafts/abc/take',
      '/api/staff/content/kept-drafts/99999/take',
    ])
      expect((await eva.b.post(path, {})).status, path).toBe(404);
    const bad = await eva.b.post('/api/staff/content/versions/1/restore', { draft: '2026-02-30T10:00:00Z\u0000' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as Refusal).error.code).toBeTruthy();
    const extra = await eva.b.post('/api/staff/content/versions/1/restore', { draft: '2026-11-28T10:00:00.000Z', more: 1 });
    expect(extra.status).toBe(400);
    expect((await browser(t.env.app).post('/api/staff/content/kept-drafts/1/take', {})).status).toBe(401);
    const badSlot = await eva.b.post('/api/staff/content/films?slot=7', new Uint8Array([1, 2, 3]));
    expect(badSlot.status).toBe(400);
  });

  it('keeps a film made for a slot in that slot when a save made on an older copy arrives', async () => {
    const pablo = await staffMember(ctx(), uniqueEmail('pablo-film'));
    const before = await read(pablo.b);
    const hash = (n: number) => `${String(n).repeat(64)}`.slice(0, 64);
    const film: FilmReference = {
      width: 1280,
      height: 720,
      durationS: 10,
      webm: `/media/c/${hash(1)}.webm`,
      mp4: `/media/c/${hash(2)}.mp4`,
      poster: {
        width: 1280,
        height: 720,
        renditions: [{ width: 1280, avif: `/media/c/${hash(3)}.avif`, webp: `/media/c/${hash(4)}.webp` }],
      },
    };
    // The job ended after her copy was read (as the worker ends it: done, its film in the result, slot 1).
    await t.db.query(
      `INSERT INTO content_media_jobs (id, status, progress, result, created_at, finished_at, slot)
       VALUES ($1, 'done', 100, $2::jsonb, now(), $3, 1)`,
      [randomUUID(), JSON.stringify(film), new Date(Date.parse(before.body.draft.updatedAt) + 1)],
    );
    const edited = structuredClone(before.body.draft.document);
    edited.cases[0]!.es.title = 'Guardado con una copia anterior a la película';
    const saved = await pablo.b.put('/api/staff/content/draft', edited, { 'If-Match': before.etag });
    expect(saved.status).toBe(200);
    const after = (await read(pablo.b)).body.draft.document;
    expect(after.cases[0]!.es.title).toBe('Guardado con una copia anterior a la película');
    expect(after.hero?.films[1]?.webm).toBe(film.webm);
  });
});
