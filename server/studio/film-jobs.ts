import { randomUUID } from 'node:crypto';
import { mkdtemp, open, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { FilmJob, FilmJobError, FilmReference } from '../../src/domain/content/index.ts';
import type { Database, Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { readHead } from '../http/upload.ts';
import { errorKind, type Logger } from '../logger.ts';
import { mediaPathOf, storeRenditions } from './content-media.ts';
import { sniffFilm } from './film-bytes.ts';
import { placeFilm } from './film-slots.ts';
import { schedulePasses } from '../passes.ts';
import { FILM_UPLOAD_MAX_BYTES, probeFilm, transcodeFilm, type MadeFilm } from './film-transcode.ts';

/**
 * The studio's film jobs (migration 0017, ADR 0036): an upload checked by its bytes and by ffprobe is
 * queued as a row; a worker in the server process claims one with FOR UPDATE SKIP LOCKED (so two
 * instances never make the same film), runs ffmpeg, writes its progress, and ends it done (the film's
 * rows in `content_media`, the reference in `result`) or failed (an error code; nothing stored). Either
 * way the upload's bytes are dropped. They are kept in parts of at most `FILM_UPLOAD_PART_BYTES`
 * (migration 0018), written and read one at a time, so an upload of the largest size costs a server a few
 * MB. A job only makes media and, when uploaded for a slot of the hero, puts it in that slot of the draft
 * (film-slots.ts): nothing published changes until staff publish a draft that holds it.
 */

export type FilmRefusal = 'filmTooLarge' | 'filmTypeInvalid' | 'filmUnreadable' | 'filmTooShort';

export type FilmWorkerOptions = {
  /** How often the worker looks for queued jobs (a new upload wakes it at once). */
  pollIntervalMs: number;
  /** A running job is leased this long, renewed with its progress; if its process dies, another takes it after. */
  leaseMs: number;
  /** A job claimed this many times without ending (its film stopped the process each time) fails. */
  maxAttempts: number;
};

export const DEFAULT_FILM_WORKER_OPTIONS: FilmWorkerOptions = { pollIntervalMs: 5_000, leaseMs: 5 * 60 * 1000, maxAttempts: 2 };

/** A stored upload's parts are at most this long (1 MiB). */
export const FILM_UPLOAD_PART_BYTES = 1024 * 1024;

/** A private temporary folder and the upload's path in it, for ffprobe and ffmpeg; removed after `use`. */
async function inPrivateFolder<T>(use: (dir: string, input: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aurea-film-'));
  try {
    return await use(dir, path.join(dir, 'upload'));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Writes a job's stored upload to `file`, part after part; its first part (to sniff), or undefined without one. */
async function writeStoredUpload(db: Queryable, id: string, file: string): Promise<Uint8Array | undefined> {
  const handle = await open(file, 'wx', 0o600);
  let first: Uint8Array | undefined;
  try {
    for (let seq = 0; ; seq++) {
      const part = await kyselyOf(db)
        .selectFrom('content_media_job_parts')
        .select('bytes')
        .where('job_id', '=', id)
        .where('seq', '=', seq)
        .executeTakeFirst();
      if (!part) return first;
      first ??= part.bytes;
      await handle.write(part.bytes);
    }
  } finally {
    await handle.close();
  }
}

/** Checks a received upload (`receiveUpload`'s file) by its bytes and with ffprobe (a film, readable, long enough), or says why not. */
export async function checkFilmUpload(upload: {
  path: string;
  size: number;
}): Promise<{ ok: true; durationS: number } | { ok: false; code: FilmRefusal }> {
  if (upload.size > FILM_UPLOAD_MAX_BYTES) return { ok: false, code: 'filmTooLarge' };
  const kind = sniffFilm(await readHead(upload.path));
  if (kind === 'unknown') return { ok: false, code: 'filmTypeInvalid' };
  const probed = await probeFilm(upload.path, kind);
  return probed.ok ? { ok: true, durationS: probed.durationS } : probed;
}

/**
 * Queues a checked upload, read from its file and stored in parts, one part in memory at a time (run it
 * in a transaction: the job and all its parts, or nothing); the job's id.
 */
export async function queueFilmJob(
  db: Queryable,
  upload: { path: string },
  author: { id: string },
  at: Date,
  slot: number | null = null,
): Promise<string> {
  const id = randomUUID();
  const q = kyselyOf(db);
  await q.insertInto('content_media_jobs').values({ id, created_by: author.id, created_at: at, slot }).execute();
  const handle = await open(upload.path, 'r');
  try {
    const part = Buffer.alloc(FILM_UPLOAD_PART_BYTES);
    for (let seq = 0; ; seq++) {
      const { bytesRead } = await handle.read(part, 0, FILM_UPLOAD_PART_BYTES, null);
      if (bytesRead === 0) break;
      // Sent as hex text and decoded by the database: PGlite would send a bytea parameter as one value per byte.
      await q
        .insertInto('content_media_job_parts')
        .values({ job_id: id, seq, bytes: sql<Uint8Array>`decode(${part.subarray(0, bytesRead).toString('hex')}, 'hex')` })
        .execute();
    }
  } finally {
    await handle.close();
  }
  return id;
}

/** A job as the studio polls it (never its upload). */
export async function readFilmJob(db: Queryable, id: string): Promise<FilmJob | undefined> {
  const row = await kyselyOf(db)
    .selectFrom('content_media_jobs')
    .select(['id', 'status', 'progress', 'error_code', 'result', 'created_at', 'finished_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      status: row.status,
      progress: row.progress,
      error: row.error_code,
      film: row.result,
      createdAt: row.created_at.toISOString(),
      finishedAt: row.finished_at?.toISOString() ?? null,
    }
  );
}

/** Claims the oldest queued job (or a running one whose lease ended), FOR UPDATE SKIP LOCKED. */
async function claimJob(db: Database, at: Date, leaseUntil: Date) {
  const q = kyselyOf(db);
  const due = q
    .selectFrom('content_media_jobs')
    .select('id')
    .where((eb) => eb.or([eb('status', '=', 'queued'), eb.and([eb('status', '=', 'running'), eb('locked_until', '<=', at)])]))
    .orderBy('created_at')
    .limit(1)
    .forUpdate()
    .skipLocked();
  return q
    .updateTable('content_media_jobs')
    .set((eb) => ({
      status: 'running',
      progress: 0,
      locked_until: leaseUntil,
      attempts: eb('attempts', '+', 1),
      started_at: eb.fn.coalesce('started_at', eb.val(at)),
    }))
    .where('id', 'in', due)
    .returning(['id', 'attempts', 'created_by', 'slot'])
    .executeTakeFirst();
}

/** A job ended: its upload's parts go in the same transaction. */
async function dropUpload(tx: Queryable, id: string) {
  await kyselyOf(tx).deleteFrom('content_media_job_parts').where('job_id', '=', id).execute();
}

async function failJob(db: Database, id: string, code: FilmJobError, at: Date) {
  await db.transaction(async (tx) => {
    await kyselyOf(tx)
      .updateTable('content_media_jobs')
      .set({ status: 'failed', error_code: code, locked_until: null, finished_at: at })
      .where('id', '=', id)
      .execute();
    await dropUpload(tx, id);
  });
}

/** The film's rows, then the job done with its reference and the film in its slot of the draft, in one transaction. */
async function finishJob(
  db: Database,
  job: { id: string; created_by: string | null; slot: number | null },
  made: MadeFilm,
  at: Date,
): Promise<FilmReference> {
  const { id, created_by: author } = job;
  const of = (format: 'webm' | 'mp4') => mediaPathOf(made.films.find((f) => f.format === format)!);
  const widths = [...new Set(made.poster.map((file) => file.width))];
  const largest = made.poster.find((file) => file.width === widths[widths.length - 1])!;
  const reference: FilmReference = {
    width: made.films[0]!.width,
    height: made.films[0]!.height,
    durationS: made.durationS,
    webm: of('webm'),
    mp4: of('mp4'),
    poster: {
      width: largest.width,
      height: largest.height,
      renditions: widths.map((width) => {
        const at = (format: 'avif' | 'webp') => mediaPathOf(made.poster.find((f) => f.width === width && f.format === format)!);
        return { width, avif: at('avif'), webp: at('webp') };
      }),
    },
  };
  await db.transaction(async (tx) => {
    // Rows are attributed to whoever uploaded the film (an account since removed: nobody).
    const upload = made.films.find((f) => f.format === 'webm')!.hash;
    await storeRenditions(tx, [...made.films, ...made.poster], author === null ? null : { id: author }, at, upload);
    await kyselyOf(tx)
      .updateTable('content_media_jobs')
      .set({
        status: 'done',
        progress: 100,
        result: JSON.stringify(reference),
        locked_until: null,
        finished_at: at,
      })
      .where('id', '=', id)
      .execute();
    await dropUpload(tx, id);
    if (job.slot !== null) await placeFilm(tx, job.slot, reference);
  });
  return reference;
}

export type FilmWorker = {
  /** Makes the queued films, one at a time; resolves with how many ended (done or failed). */
  runOnce: () => Promise<number>;
  /** Wake up now (a film was queued) instead of waiting for the next poll. */
  nudge: () => void;
  start: () => void;
  /** No more claims; the film being made is stopped and its job queued again for the next start. */
  stop: () => Promise<void>;
};

/** The worker that makes the studio's films, started and stopped with the server (main.ts). */
export function createFilmWorker(deps: {
  db: Database;
  logger: Logger;
  now?: () => Date;
  options?: Partial<FilmWorkerOptions>;
}): FilmWorker {
  const { db, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const options = { ...DEFAULT_FILM_WORKER_OPTIONS, ...deps.options };
  let abort = new AbortController();

  async function makeOne(job: NonNullable<Awaited<ReturnType<typeof claimJob>>>): Promise<'ended' | 'released'> {
    const started = performance.now();
    if (job.attempts > options.maxAttempts) {
      await failJob(db, job.id, 'filmTranscodeFailed', now());
      logger.warn('film failed', { job: job.id, reason: 'attempts' });
      return 'ended';
    }
    const outcome = await inPrivateFolder(async (dir, input) => {
      const first = await writeStoredUpload(db, job.id, input);
      if (!first) return { ok: false as const, code: 'filmTranscodeFailed' as const, reason: 'no upload' };
      const kind = sniffFilm(first);
      const probed = kind === 'unknown' ? ({ ok: false, code: 'filmUnreadable' } as const) : await probeFilm(input, kind);
      if (!probed.ok) return { ok: false as const, code: probed.code, reason: 'probe' };
      let written = 0;
      let writing: Promise<unknown> = Promise.resolve();
      const made = await transcodeFilm(input, (format) => path.join(dir, `film.${format}`), {
        durationS: probed.durationS,
        signal: abort.signal,
        onProgress: (fraction) => {
          // Whole percents, below 100 until the film is stored; the lease renewed with each.
          const percent = Math.min(99, Math.floor(fraction * 100));
          if (percent <= written) return;
          written = percent;
          const at = now();
          writing = writing.then(() =>
            kyselyOf(db)
              .updateTable('content_media_jobs')
              .set({ progress: percent, locked_until: new Date(at.getTime() + options.leaseMs) })
              .where('id', '=', job.id)
              .where('status', '=', 'running')
              .execute()
              .catch(() => undefined),
          );
        },
      });
      await writing;
      return made;
    });
    if (!outcome.ok && outcome.reason === 'aborted') {
      // Stopping: the job is queued again, the attempt not counted; the next start makes it.
      await kyselyOf(db)
        .updateTable('content_media_jobs')
        .set((eb) => ({ status: 'queued', progress: 0, locked_until: null, attempts: eb('attempts', '-', 1) }))
        .where('id', '=', job.id)
        .execute();
      return 'released';
    }
    if (!outcome.ok) {
      await failJob(db, job.id, outcome.code, now());
      // The reason is ffmpeg's exit or a size: nothing of the film itself.
      logger.warn('film failed', { job: job.id, code: outcome.code, reason: outcome.reason });
      return 'ended';
    }
    await finishJob(db, job, outcome.film, now());
    logger.info('film made', { job: job.id, ms: Math.round(performance.now() - started) });
    return 'ended';
  }

  async function runOnce(): Promise<number> {
    let ended = 0;
    while (!abort.signal.aborted) {
      const at = now();
      const job = await claimJob(db, at, new Date(at.getTime() + options.leaseMs));
      if (!job) break;
      let outcome: 'ended' | 'released';
      try {
        outcome = await makeOne(job);
      } catch (error) {
        // Anything unforeseen (a full disk, the database gone a moment) ends the job as failed, not running for ever.
        await failJob(db, job.id, 'filmTranscodeFailed', now()).catch(() => undefined);
        logger.warn('film failed', { job: job.id, reason: errorKind(error) });
        outcome = 'ended';
      }
      if (outcome === 'ended') ended++;
    }
    return ended;
  }

  const passes = schedulePasses({
    pollIntervalMs: options.pollIntervalMs,
    pass: runOnce,
    onFailure: (error) => logger.warn('film pass failed', { reason: errorKind(error) }),
  });

  return {
    runOnce,
    nudge: passes.nudge,
    start: () => {
      abort = new AbortController();
      passes.start();
    },
    stop: async () => {
      abort.abort();
      await passes.stop();
    },
  };
}
