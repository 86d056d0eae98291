import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { defaultHeroFilms } from '../../src/content/hero-films.ts';
import type { ContentDocument, ContentImage, FilmJob, LibraryItem, MediaLibrary } from '../../src/domain/content/index.ts';
import { madridWallClock } from '../../src/domain/content/schedule.ts';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { browser, type Browser } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { testFilm } from '../../tests/support/films.ts';
import { staffMember } from '../../tests/support/staff.ts';
import { saveDraft } from '../../tests/support/studio.ts';
import { createLogger } from '../logger.ts';
import { createFilmWorker } from './film-jobs.ts';
import { FILM_MIN_DURATION_S } from './film-transcode.ts';

type Refusal = { error: { code: string; message: string; fields?: Record<string, string> } };
type Uploaded = { image: Omit<ContentImage, 'alt'> & { source: NonNullable<ContentImage['source']> } };

const CONTENT = '/api/staff/content';
const LIBRARY = `${CONTENT}/media`;

/** A plain photograph of one colour (each test its own, so each upload is its own bytes). */
const photograph = (red: number) =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: red, g: 140, b: 90 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

const ALT = { es: 'Salón con balcones', en: 'Living room with balconies' };

/** Migration 0042's grouping of the uploads made before it, alone (its statement from `WITH` to the `UPDATE`'s end). */
const BACKFILL = /WITH documents AS[\s\S]*?UPDATE content_media SET upload[^;]*;/.exec(
  readFileSync(fileURLToPath(new URL('../db/migrations/0042_content_media_library.sql', import.meta.url)), 'utf8'),
)![0];

/**
 * The studio's media library (issue 40, ADR 0058) through the real app: every upload listed once with its
 * size, author and uses in the draft and the published version, by item; removed only when nothing keeps
 * it (the refusal names what does), its files gone and the removal on the audit log; staff only, and an id
 * of no upload or of no upload's shape a 404, never a 500.
 */
describe.each(DATABASE_KINDS)('the studio’s media library on %s', (kind) => {
  const { t, mailsTo, verifiedAccount } = useAccountsEnv(kind);
  const ctx = () => ({ db: t.db, env: t.env, mailsTo });

  const library = async (b: Browser) => {
    const response = await b.get(LIBRARY);
    expect(response.status).toBe(200);
    return ((await response.json()) as MediaLibrary).items;
  };
  const itemOf = async (b: Browser, id: string) => (await library(b)).find((item) => item.id === id);
  const uploadImage = async (b: Browser, bytes: Uint8Array) => {
    const response = await b.post(`${CONTENT}/images`, bytes, { 'Content-Type': 'image/jpeg' });
    expect(response.status).toBe(201);
    return ((await response.json()) as Uploaded).image;
  };
  const idOf = (image: Uploaded['image']) => /([0-9a-f]{64})\.webp$/.exec(image.source.path)![1]!;
  const remove = (b: Browser, id: string) => b.delete(`${LIBRARY}/${id}`);
  const refusalOf = async (response: Response) => ({ status: response.status, ...((await response.json()) as Refusal).error });
  const filesOf = async (id: string) =>
    Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM content_media WHERE upload = $1', [id]))[0]!.n);
  const publish = async (b: Browser, draft: string) => expect((await b.post(`${CONTENT}/publish`, { draft })).status).toBe(201);

  it('is the workspace’s: a visitor gets 401, a client 403; an id of no upload, or of none’s shape, is a 404', async () => {
    const some = 'a'.repeat(64);
    const visitor = browser(t.env.app);
    expect((await visitor.get(LIBRARY)).status).toBe(401);
    expect((await remove(visitor, some)).status).toBe(401);
    const client = await verifiedAccount(uniqueEmail('cliente-biblioteca'));
    expect((await client.b.get(LIBRARY)).status).toBe(403);
    expect((await remove(client.b, some)).status).toBe(403);

    const lola = await staffMember(ctx(), uniqueEmail('lola-biblioteca'), { name: 'Lola Biblioteca' });
    for (const id of [
      some,
      'A'.repeat(64),
      'a'.repeat(63),
      'a'.repeat(65),
      'x',
      '%00',
      `${some}%00`,
      '..%2F..%2Fetc',
      '1e3',
      ' ',
    ])
      expect(await refusalOf(await remove(lola.b, id)), id).toMatchObject({ status: 404, code: 'notFound' });
  });

  it('lists an upload once with its crops, its author and where the draft and the site use it, and keeps it while anything does', async () => {
    const ana = await staffMember(ctx(), uniqueEmail('ana-biblioteca'), { name: 'Ana Biblioteca' });
    const image = await uploadImage(ana.b, await photograph(200));
    const id = idOf(image);

    const listed = (await itemOf(ana.b, id))!;
    expect(listed).toMatchObject({
      kind: 'image',
      path: image.source.path,
      width: image.source.width,
      height: image.source.height,
      uploadedBy: 'Ana Biblioteca',
      film: null,
      usage: { draft: [], published: [], scheduled: false, versions: [], keptDrafts: [] },
    } satisfies Partial<LibraryItem>);
    // The thumbnail is its smallest crop, served to staff.
    expect(listed.thumbnail).toBe(image.renditions[0]!.webp);
    expect((await ana.b.get(listed.thumbnail)).status).toBe(200);

    // Cut again for a portrait (as "choose from the library" does): still one upload, heavier by its new crops.
    const crop = await ana.b.post(`${CONTENT}/images/crop`, {
      source: image.source.path,
      place: 'portrait',
      focus: { x: 0.5, y: 0.5 },
    });
    expect(crop.status).toBe(201);
    const portrait = ((await crop.json()) as Uploaded).image;
    const recut = (await library(ana.b)).filter((item) => item.id === id);
    expect(recut).toHaveLength(1);
    expect(recut[0]!.bytes).toBeGreaterThan(listed.bytes);

    // In the draft: a case and a team member's portrait, by name.
    let caseId = '';
    const reviewed = await saveDraft(ana.b, (d) => {
      caseId = d.cases[0]!.id;
      d.cases[0]!.image = { ...image, alt: ALT };
      d.identity.team = [
        { name: 'Lucía Ferrer', role: { es: 'Socia', en: 'Partner' }, languages: ['es'], portrait: { ...portrait, alt: ALT } },
      ];
    });
    const caseName = (
      await t.db.query<{ title: string }>("SELECT document->'cases'->0->'es'->>'title' AS title FROM content_drafts")
    )[0]!.title;
    expect((await itemOf(ana.b, id))!.usage).toEqual({
      draft: [
        { kind: 'case', id: caseId, name: caseName },
        { kind: 'team', id: '0', name: 'Lucía Ferrer' },
      ],
      published: [],
      scheduled: false,
      versions: [],
      keptDrafts: [],
    });
    expect(await refusalOf(await remove(ana.b, id))).toEqual({
      status: 409,
      code: 'mediaInUse',
      message: 'No se puede eliminar: todavía la usa el contenido del sitio.',
      fields: { draft: 'mediaInUse' },
    });

    // Published, then taken out of the draft: the published version keeps it.
    await publish(ana.b, reviewed);
    const published = await saveDraft(ana.b, (d) => {
      delete d.cases[0]!.image;
      d.identity.team = [];
    });
    expect((await itemOf(ana.b, id))!.usage).toMatchObject({
      draft: [],
      published: [
        { kind: 'case', id: caseId, name: caseName },
        { kind: 'team', id: '0', name: 'Lucía Ferrer' },
      ],
    });
    expect((await refusalOf(await remove(ana.b, id))).fields).toEqual({ published: 'mediaInUse' });

    // Published without it: the earlier version keeps it (a restore may bring it back).
    await publish(ana.b, published);
    const { number: withIt } = (
      await t.db.query<{ number: number }>('SELECT max(number)::int - 1 AS number FROM content_versions')
    )[0]!;
    expect((await itemOf(ana.b, id))!.usage).toMatchObject({ draft: [], published: [], versions: [withIt] });
    expect((await refusalOf(await remove(ana.b, id))).fields).toEqual({ [`versions.${withIt}`]: 'mediaInUse' });
    expect(await filesOf(id)).toBeGreaterThan(0);
  });

  it('groups the uploads made before migration 0042 from the documents naming them, an image without its source under its widest copy', async () => {
    const rosa = await staffMember(ctx(), uniqueEmail('rosa-biblioteca'), { name: 'Rosa Biblioteca' });
    const withSource = await uploadImage(rosa.b, await photograph(30));
    const withoutSource = await uploadImage(rosa.b, await photograph(240));
    await saveDraft(rosa.b, (d) => {
      d.cases[1]!.image = { ...withSource, alt: ALT };
      // As an image uploaded before sources were kept (ADR 54) is named: its copies alone.
      const { source: _source, ...copies } = withoutSource;
      d.zones[1]!.image = { ...copies, alt: ALT };
    });
    const hashes = (image: Uploaded['image']) =>
      [image.source.path, ...image.renditions.flatMap((r) => [r.avif, r.webp])].map((p) => /([0-9a-f]{64})\./.exec(p)![1]!);
    const all = [...hashes(withSource), ...hashes(withoutSource)];
    const groups = async () =>
      Object.fromEntries(
        (
          await t.db.query<{ hash: string; upload: string | null }>(
            'SELECT hash, upload FROM content_media WHERE hash = ANY($1)',
            [all],
          )
        ).map((row) => [row.hash, row.upload]),
      );
    const before = await groups();
    await t.db.query('UPDATE content_media SET upload = NULL WHERE hash = ANY($1)', [all]);

    await t.db.exec(BACKFILL);
    const after = await groups();
    // Grouped again as the uploads grouped them.
    for (const hash of hashes(withSource)) expect(after[hash], hash).toBe(before[hash]);
    const widest = /([0-9a-f]{64})\./.exec(withoutSource.renditions.at(-1)!.webp)![1]!;
    for (const hash of hashes(withoutSource).slice(1)) expect(after[hash], hash).toBe(widest);
    // Its source no document names: in no upload.
    expect(after[hashes(withoutSource)[0]!]).toBeNull();
    expect((await itemOf(rosa.b, widest))!.usage.draft).toEqual([
      { kind: 'zone', id: expect.any(String), name: expect.any(String) },
    ]);
  });

  it('keeps an upload a scheduled publication names, and removes one nothing uses: every file, on the audit log', async () => {
    await t.db.query('DELETE FROM content_schedules');
    const eva = await staffMember(ctx(), uniqueEmail('eva-biblioteca'), { name: 'Eva Biblioteca' });
    const kept = await uploadImage(eva.b, await photograph(120));
    const unused = await uploadImage(eva.b, await photograph(60));
    const [keptId, unusedId] = [idOf(kept), idOf(unused)];

    // Scheduled with it, then taken out of the draft: the publication waiting keeps it.
    const reviewed = await saveDraft(eva.b, (d) => (d.zones[0]!.image = { ...kept, alt: ALT }));
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect((await eva.b.put(`${CONTENT}/schedule`, { ...madridWallClock(tomorrow), draft: reviewed })).status).toBe(200);
    await saveDraft(eva.b, (d) => delete d.zones[0]!.image);
    expect((await itemOf(eva.b, keptId))!.usage).toMatchObject({ draft: [], scheduled: true });
    expect((await refusalOf(await remove(eva.b, keptId))).fields).toEqual({ scheduled: 'mediaInUse' });
    expect((await eva.b.delete(`${CONTENT}/schedule`)).status).toBe(200);

    // Nothing uses the other: removed, with every file it made, and not served any more.
    const files = await filesOf(unusedId);
    expect(files).toBe(7);
    const removed = await remove(eva.b, unusedId);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ removed: unusedId });
    expect(await filesOf(unusedId)).toBe(0);
    for (const file of [unused.source.path, unused.renditions[0]!.avif, unused.renditions[2]!.webp])
      expect((await eva.b.get(file)).status, file).toBe(404);
    expect(await itemOf(eva.b, unusedId)).toBeUndefined();
    expect(
      await t.db.query<{ actor_email: string; detail: Record<string, unknown> }>(
        "SELECT actor_email, detail FROM staff_audit_log WHERE action = 'content-media-remove' AND detail->>'media' = $1",
        [unusedId],
      ),
    ).toEqual([
      {
        actor_email: eva.email,
        detail: { media: unusedId, kind: 'image', width: unused.source.width, height: unused.source.height, files },
      },
    ]);
    // Gone is gone: removing it again is a 404, and a draft naming it is refused.
    expect((await remove(eva.b, unusedId)).status).toBe(404);
    const read = await eva.b.get(CONTENT);
    const { draft } = (await read.json()) as { draft: { document: ContentDocument } };
    draft.document.cases[0]!.image = { ...unused, alt: ALT };
    expect((await eva.b.put(`${CONTENT}/draft`, draft.document, { 'If-Match': read.headers.get('etag')! })).status).toBe(400);

    // The scheduled one, now that nothing waits with it, goes too.
    expect((await remove(eva.b, keptId)).status).toBe(200);
  });

  it('lists a film made for a slot, kept while the draft shows it, and removes it with its job once back to the site’s film', async () => {
    const pablo = await staffMember(ctx(), uniqueEmail('pablo-biblioteca'), { name: 'Pablo Biblioteca' });
    const queued = await pablo.b.post(`${CONTENT}/films?slot=1`, testFilm(FILM_MIN_DURATION_S), { 'Content-Type': 'video/mp4' });
    expect(queued.status).toBe(202);
    const { job } = (await queued.json()) as { job: FilmJob };
    expect(await createFilmWorker({ db: t.db, logger: createLogger('silent') }).runOnce()).toBe(1);
    const made = ((await (await pablo.b.get(`${CONTENT}/films/${job.id}`)).json()) as { job: FilmJob }).job.film!;
    const id = /([0-9a-f]{64})\.webm$/.exec(made.webm)![1]!;

    const listed = (await itemOf(pablo.b, id))!;
    expect(listed).toMatchObject({
      kind: 'film',
      path: made.webm,
      film: made,
      uploadedBy: 'Pablo Biblioteca',
      width: 1280,
      height: 720,
    });
    expect(listed.thumbnail).toBe(made.poster.renditions[0]!.webp);
    expect(listed.usage.draft).toEqual([{ kind: 'films', id: expect.any(String), name: '' }]);
    expect((await refusalOf(await remove(pablo.b, id))).fields).toEqual({ draft: 'mediaInUse' });

    // She describes it, saves, then changes her mind: the slot shows the site's film again.
    await saveDraft(pablo.b, (d) => (d.hero!.films[1]!.description = { es: 'Prueba', en: 'Test' }));
    expect((await itemOf(pablo.b, id))!.usage.draft).toEqual([{ kind: 'films', id: expect.any(String), name: 'Prueba' }]);
    await saveDraft(pablo.b, (d) => (d.hero = { films: defaultHeroFilms() }));
    expect((await itemOf(pablo.b, id))!.usage.draft).toEqual([]);
    expect((await remove(pablo.b, id)).status).toBe(200);
    expect(await filesOf(id)).toBe(0);
    expect((await pablo.b.get(`${CONTENT}/films/${job.id}`)).status).toBe(404);
    expect((await pablo.b.get(made.mp4)).status).toBe(404);
  }, 120_000);
});
