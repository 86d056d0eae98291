/**
 * The studio's media library (issue 40, ADR 0058): the uploads (an image's source and the crops cut from
 * it; a film's WebM, MP4 and poster), grouped by `content_media.upload` (migration 0042), with where the
 * draft and the published version use each, and what else keeps one (a version, a kept draft, the
 * publication waiting). An upload is removed, every file of it, only when nothing names it.
 */
import { sql } from 'kysely';
import {
  CONTENT_MEDIA_PREFIX,
  mediaHashOf,
  mediaRemovable,
  mediaUses,
  type FilmReference,
  type LibraryItem,
  type MediaUsage,
  type MediaUse,
} from '../../src/domain/content/index.ts';
import type { Database, Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { recordAudit } from '../staff/index.ts';
import type { Actor } from './content-store.ts';
import { publishedVersion, readDraft } from './content-store.ts';
import { MEDIA_CONTENT_TYPES, hashesNamedIn } from './content-media.ts';

const EXTENSION_OF: Record<string, string> = Object.fromEntries(
  Object.entries(MEDIA_CONTENT_TYPES).map(([extension, type]) => [type, extension]),
);
const pathOf = (hash: string, contentType: string) => `${CONTENT_MEDIA_PREFIX}${hash}.${EXTENSION_OF[contentType]}`;

type FileRow = { hash: string; upload: string; content_type: string; width: number; size: number };

/** Each upload's files, by the upload's hash. */
async function filesByUpload(db: Queryable, only?: string): Promise<Map<string, FileRow[]>> {
  let query = kyselyOf(db)
    .selectFrom('content_media')
    .select(['hash', 'upload', 'content_type', 'width', sql<number>`octet_length(bytes)`.as('size')])
    .where('upload', 'is not', null);
  if (only) query = query.where('upload', '=', only);
  const rows = await query.execute();
  const byUpload = new Map<string, FileRow[]>();
  for (const row of rows) {
    const file = { ...row, upload: row.upload!, size: Number(row.size) };
    byUpload.set(file.upload, [...(byUpload.get(file.upload) ?? []), file]);
  }
  return byUpload;
}

/** The hashes each stored document names, by SQL (a version's whole document is not read for it). */
async function namedBy(db: Queryable, table: 'content_versions' | 'content_kept_drafts'): Promise<Map<number, Set<string>>> {
  const rows = await sql<{ number: number; hash: string }>`
    SELECT DISTINCT d.number, found[1] AS hash
      FROM ${sql.table(table)} d, regexp_matches(d.document::text, '/media/c/([0-9a-f]{64})\\.[a-z0-9]+', 'g') AS found`.execute(
    kyselyOf(db),
  );
  const named = new Map<number, Set<string>>();
  for (const row of rows.rows) named.set(Number(row.number), (named.get(Number(row.number)) ?? new Set()).add(row.hash));
  return named;
}

/** What uses every upload, from the documents that may show it again. */
async function usageOf(db: Queryable): Promise<(files: readonly FileRow[]) => MediaUsage> {
  const q = kyselyOf(db);
  const [draft, published, versions, keptDrafts, pending] = await Promise.all([
    readDraft(db),
    publishedVersion(db),
    namedBy(db, 'content_versions'),
    namedBy(db, 'content_kept_drafts'),
    q.selectFrom('content_schedules').select('document').where('status', '=', 'pending').executeTakeFirst(),
  ]);
  const usesIn = (document: Parameters<typeof mediaUses>[0] | undefined) =>
    (document ? mediaUses(document) : []).map(({ use, paths }) => ({
      use,
      hashes: new Set(paths.flatMap((path) => mediaHashOf(path) ?? [])),
    }));
  const draftUses = usesIn(draft?.document);
  const publishedUses = usesIn(published?.document);
  const scheduled = new Set(pending ? hashesNamedIn(pending.document) : []);
  const current = published?.summary.number;
  const numbers = (named: Map<number, Set<string>>, hashes: Set<string>, except?: number) =>
    [...named]
      .filter(([number, names]) => number !== except && [...names].some((h) => hashes.has(h)))
      .map(([number]) => number)
      .sort((a, b) => b - a);
  const users = (uses: typeof draftUses, hashes: Set<string>): MediaUse[] =>
    uses.filter((entry) => [...entry.hashes].some((h) => hashes.has(h))).map((entry) => entry.use);
  return (files) => {
    const hashes = new Set(files.map((file) => file.hash));
    return {
      draft: users(draftUses, hashes),
      published: users(publishedUses, hashes),
      scheduled: [...scheduled].some((h) => hashes.has(h)),
      versions: numbers(versions, hashes, current),
      keptDrafts: numbers(keptDrafts, hashes),
    };
  };
}

/** The films as slots take them, by their WebM: from the finished jobs, else from a document naming them. */
async function filmReferences(db: Queryable): Promise<Map<string, FilmReference>> {
  const rows = await kyselyOf(db).selectFrom('content_media_jobs').select('result').where('status', '=', 'done').execute();
  const films = new Map<string, FilmReference>();
  for (const { result } of rows) if (result) films.set(result.webm, result);
  const [draft, published] = await Promise.all([readDraft(db), publishedVersion(db)]);
  for (const document of [draft?.document, published?.document])
    for (const { width, height, durationS, webm, mp4, poster } of document?.hero?.films ?? [])
      if (!films.has(webm))
        films.set(webm, {
          width,
          height,
          durationS,
          webm,
          mp4,
          poster: { width: poster.width, height: poster.height, renditions: poster.renditions },
        });
  return films;
}

/** Every upload, newest first, with its size, author, and what uses it. */
export async function listLibrary(db: Queryable): Promise<LibraryItem[]> {
  const mains = await kyselyOf(db)
    .selectFrom('content_media as m')
    .leftJoin('auth_users as u', 'u.id', 'm.created_by')
    .select(['m.hash', 'm.content_type', 'm.width', 'm.height', 'm.created_at', 'u.name', 'u.email'])
    .whereRef('m.upload', '=', 'm.hash')
    .orderBy('m.created_at', 'desc')
    .orderBy('m.hash')
    .execute();
  if (mains.length === 0) return [];
  const [files, usage, films] = await Promise.all([filesByUpload(db), usageOf(db), filmReferences(db)]);
  return mains.flatMap((main): LibraryItem[] => {
    const own = files.get(main.hash) ?? [];
    const kind = main.content_type === 'video/webm' ? 'film' : 'image';
    const path = pathOf(main.hash, main.content_type);
    const film = kind === 'film' ? films.get(path) : undefined;
    // A film whose reference is nowhere any more cannot be put in a slot: not listed, the purge's to take.
    if (kind === 'film' && !film) return [];
    const pictures = own.filter((f) => f.content_type === 'image/webp' && (kind === 'film' || f.hash !== main.hash));
    const smallest = [...pictures].sort((a, b) => a.width - b.width)[0];
    return [
      {
        id: main.hash,
        kind,
        path,
        thumbnail: smallest ? pathOf(smallest.hash, smallest.content_type) : path,
        width: main.width,
        height: main.height,
        bytes: own.reduce((sum, f) => sum + f.size, 0),
        uploadedAt: main.created_at.toISOString(),
        uploadedBy: main.name || main.email || null,
        film: film ?? null,
        usage: usage(own),
      },
    ];
  });
}

export type RemoveOutcome = { ok: true } | { ok: false; reason: 'notFound' } | { ok: false; reason: 'inUse'; usage: MediaUsage };

/**
 * Removes upload `id`, every file of it and a film's finished jobs (a job's film is put back in its slot
 * by a save made before it arrived: gone, it must not come back), and logs it, unless something uses it.
 * The draft is locked meanwhile, so a save cannot name it between the check and the removal.
 */
export async function removeUpload(db: Database, id: string, actor: Actor, at: Date): Promise<RemoveOutcome> {
  return db.transaction(async (tx) => {
    await readDraft(tx, { lock: true });
    const q = kyselyOf(tx);
    const main = await q
      .selectFrom('content_media')
      .select(['hash', 'content_type', 'width', 'height'])
      .where('hash', '=', id)
      .whereRef('upload', '=', 'hash')
      .executeTakeFirst();
    if (!main) return { ok: false, reason: 'notFound' } as const;
    const files = (await filesByUpload(tx, id)).get(id) ?? [];
    const usage = (await usageOf(tx))(files);
    if (!mediaRemovable(usage)) return { ok: false, reason: 'inUse', usage } as const;
    const kind = main.content_type === 'video/webm' ? 'film' : 'image';
    await q.deleteFrom('content_media').where('upload', '=', id).execute();
    if (kind === 'film')
      await q
        .deleteFrom('content_media_jobs')
        .where('status', '=', 'done')
        .where(sql<string>`result->>'webm'`, '=', pathOf(id, main.content_type))
        .execute();
    await recordAudit(
      tx,
      {
        action: 'content-media-remove',
        actor,
        detail: { media: id, kind, width: main.width, height: main.height, files: files.length },
      },
      at,
    );
    return { ok: true } as const;
  });
}
