import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import {
  CONTENT_MEDIA_PREFIX,
  ContentDocumentSchema,
  PresenceSchema,
  FocalPointSchema,
  IMAGE_PLACES,
  type ContentImage,
  changedItems,
  loggedItems,
  missingTranslations,
  type ContentDocument,
  type DraftSaved,
  type DraftTaken,
  type FilmJobAnswer,
  type GoLiveChecklist,
  type ImageMade,
  type MediaLibrary,
  type MediaRemoved,
  usageFields,
  type StudioChanges,
  type VersionChanges,
  type StudioPresence,
  type StudioState,
  type StudioVersion,
  type StudioVersions,
  type VersionMade,
  type VersionRestored,
} from '../../src/domain/content/index.ts';
import { seedContent } from '../../src/content/seed.ts';
import { STUDIO_DRAFT_FILE, pagePathOf, studioVersionFile } from '../../src/config/routes.ts';
import { RequestParamSchema } from '../../src/domain/staff/index.ts';
import { fieldCodesOf, type ErrorStatus } from '../http/api-error.ts';
import type { Database } from '../db/index.ts';
import {
  UPLOAD_BUSY_RETRY_AFTER_S,
  oneUploadAtATime,
  receiveUpload,
  type ReceivedUpload,
  type UploadRefusal,
} from '../http/upload.ts';
import { recordAudit, staffDoor, staffError, type StaffSection, type StaffVars } from '../staff/index.ts';
import type { RenderPreview } from './published-site.ts';
import {
  draftAuthorName,
  ensureSeeded,
  listKeptDrafts,
  listVersions,
  publishDraft,
  publishedVersion,
  readDraft,
  restoreVersion,
  saveDraft,
  takeKeptDraft,
  versionDocument,
} from './content-store.ts';
import { keepArrivedFilms } from './film-slots.ts';
import { changesWithAuthors } from './draft-authors.ts';
import { mediaPathOf, readRendition, storeRenditions, unknownRenditions } from './content-media.ts';
import {
  IMAGE_UPLOAD_MAX_BYTES,
  cutFromSource,
  makeRenditions,
  type ImageRefusal,
  type RenditionFile,
} from './image-renditions.ts';
import { checkFilmUpload, queueFilmJob, readFilmJob, type FilmRefusal } from './film-jobs.ts';
import { FILM_UPLOAD_MAX_BYTES } from './film-transcode.ts';
import { goLiveChecklist } from './go-live.ts';
import { listLibrary, removeUpload } from './media-library.ts';
import { markPresent, othersPresent } from './presence.ts';
import { cancelSchedule, readSchedule, scheduleDraft } from './content-schedule.ts';
import { ScheduleRequestSchema, madridInstant, scheduleRefusal, type StudioSchedule } from '../../src/domain/content/schedule.ts';

/** Where the studio's API lives, under the workspace's (`/api/staff`), behind the same door and sign-in. */
export const STUDIO_PATH = '/content';

/**
 * The whole draft is one body: sixty cases of ten fields of at most 2,000 characters, in UTF-8, fit with
 * room to spare. Every other workspace body stays under the workspace's 16 KiB.
 */
export const STUDIO_BODY_MAX_BYTES = 2 * 1024 * 1024;

/** Where staff upload an image (its bytes as the body, whatever its declared type): under `STUDIO_PATH`. */
const IMAGES_PATH = '/images';

const IMAGE_REFUSAL_STATUS = {
  imageTooLarge: 413,
  imageSvg: 415,
  imageTypeInvalid: 415,
  imageUnreadable: 400,
  imageTooSmall: 400,
} as const satisfies Record<ImageRefusal, ErrorStatus>;

/** Where staff upload a film (its bytes as the body), and poll its job (`/films/<id>`): under `STUDIO_PATH`. */
const FILMS_PATH = '/films';

const FILM_REFUSAL_STATUS = {
  filmTooLarge: 413,
  filmTypeInvalid: 415,
  filmUnreadable: 400,
  filmTooShort: 400,
} as const satisfies Record<FilmRefusal, ErrorStatus>;

/** Where the studio's heartbeat says which item is open, and who else is in the studio is read. */
const PRESENCE_PATH = '/presence';
/** A heartbeat's body is an item's key: a few dozen bytes. */
const PRESENCE_BODY_MAX_BYTES = 1024;

/** Uploads are limited as they stream to disk (`receiveUpload`), in their own words: no limit before it. */
const streamedBody: MiddlewareHandler = (_c, next) => next();

/** What an upload refused on receipt is told, in the image's or the film's words. */
const RECEIPT_REFUSAL = {
  image: {
    tooLarge: [413, 'imageTooLarge'],
    empty: [415, 'imageTypeInvalid'],
    aborted: [400, 'imageUnreadable'],
    stalled: [408, 'uploadStalled'],
  },
  film: {
    tooLarge: [413, 'filmTooLarge'],
    empty: [415, 'filmTypeInvalid'],
    aborted: [400, 'filmUnreadable'],
    stalled: [408, 'uploadStalled'],
  },
} as const satisfies Record<
  'image' | 'film',
  Record<UploadRefusal, readonly [ErrorStatus, ImageRefusal | FilmRefusal | 'uploadStalled']>
>;

/**
 * One upload of a staff member's at a time (429 with `Retry-After` beyond), streamed to a private file
 * under `maxBytes`, handed to `use`, and the file removed whatever happens.
 */
async function receivingUpload(
  c: Context<StaffVars>,
  kind: 'image' | 'film',
  maxBytes: number,
  use: (upload: ReceivedUpload) => Promise<Response>,
): Promise<Response> {
  const slot = oneUploadAtATime(c.var.staff.id);
  if (!slot) return staffError(c, 429, 'uploadInProgress', { retryAfterS: UPLOAD_BUSY_RETRY_AFTER_S });
  try {
    const received = await receiveUpload(c, { maxBytes });
    if (!received.ok) {
      const [status, code] = RECEIPT_REFUSAL[kind][received.reason];
      return staffError(c, status, code);
    }
    try {
      return await use(received);
    } finally {
      await received.cleanup();
    }
  } finally {
    slot.release();
  }
}

export type StudioRoutesDeps = {
  db: Database;
  now: () => Date;
  /** The seed a fresh install publishes as version 1: today's `src/content` and `site.ts` unless a test gives another. */
  seed?: () => ContentDocument;
  /** Told of each new published version; the answer waits for it (the pages are rendered from it). */
  onPublished?: (version: StudioVersion) => Promise<void>;
  /** Renders a page from the draft with the build's renderer (`servePublishedSite`); absent, no preview. */
  renderPreview?: RenderPreview;
  /** Told once a film's job is queued: wakes the film worker (`createFilmWorker`). */
  onFilmQueued?: () => void;
};

/** The studio as a section of the workspace's API (`/api/staff/content/*`), with its bodies' limits. */
export function studioSection(deps: StudioRoutesDeps): StaffSection {
  const studioBodyLimit = staffDoor.bodyLimit(STUDIO_BODY_MAX_BYTES);
  const presenceBodyLimit = staffDoor.bodyLimit(PRESENCE_BODY_MAX_BYTES);
  return {
    path: STUDIO_PATH,
    routes: studioRoutes(deps),
    bodyLimit: (subPath) =>
      subPath === IMAGES_PATH || subPath === FILMS_PATH
        ? streamedBody
        : subPath === PRESENCE_PATH
          ? presenceBodyLimit
          : studioBodyLimit,
  };
}

/** A draft is for staff's eyes: no cache keeps it, no search engine lists it. */
const PRIVATE_HEADERS = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' } as const;

const VersionParamSchema = z
  .object({ number: z.string().regex(/^[1-9]\d{0,8}$/) })
  .transform((p) => ({ number: Number(p.number) }));

/** Where an uploaded image goes, for the aspect it is cut to; a case's unless said. */
const ImageUploadQuerySchema = z.object({ place: z.enum(IMAGE_PLACES, 'choiceInvalid').optional() }).strict();

/** An image's focal point moved: its source, the place it is cut for, and the point. */
const ImageCropSchema = z
  .object({
    source: z.string().regex(/^\/media\/c\/[0-9a-f]{64}\.webp$/, 'mediaInvalid'),
    place: z.enum(IMAGE_PLACES, 'choiceInvalid'),
    focus: FocalPointSchema,
  })
  .strict();

/** The renditions as the document names them: the size of the largest, and each width's pair of files. */
function referenceOf(image: { width: number; height: number; files: readonly RenditionFile[] }): Omit<ContentImage, 'alt'> {
  const widths = [...new Set(image.files.map((file) => file.width))];
  const renditions = widths.map((width) => {
    const of = (format: 'avif' | 'webp') => mediaPathOf(image.files.find((f) => f.width === width && f.format === format)!);
    return { width, avif: of('avif'), webp: of('webp') };
  });
  return { width: image.width, height: image.height, renditions };
}

/** An upload of the media library, by the sha256 of its main file. */
const MediaParamSchema = z.object({ id: z.string().regex(/^[0-9a-f]{64}$/) });

/** Publishing names the draft the person reviewed (its save time): a draft saved since is not published unseen. */
const PublishSchema = z.object({ draft: z.iso.datetime({ message: 'dateInvalid' }) }).strict();
/**
 * A restore, or a kept draft taken back, may name the draft's save the person saw (`draft`): refused when
 * a colleague saved since, as a publish is. The draft it replaces is kept either way.
 */
const ReplaceDraftSchema = z.object({ draft: z.iso.datetime({ message: 'dateInvalid' }).optional() }).strict();

/** Which slot of the hero an uploaded film goes into once made (`?slot=0`); none: the studio places it. */
const FilmUploadQuerySchema = z.object({ slot: z.enum(['0', '1', '2'], { message: 'choiceInvalid' }).optional() });

/** The draft's tag: its last save time, so a save made on an older copy is refused rather than lost. */
const draftTag = (updatedAt: string) => `"${updatedAt}"`;

/**
 * `/api/staff/content/*` (ADR 0036): the draft the firm edits, publishing it, the versions and restoring
 * one. Every save, publish and restore goes on the audit log with its author. A save carries the tag
 * of the draft it was made on (`If-Match`): two people editing at once cannot overwrite each other.
 */
export function studioRoutes(deps: StudioRoutesDeps): Hono<StaffVars> {
  const { db, now } = deps;
  const routes = new Hono<StaffVars>();
  let seeded: Promise<void> | undefined;
  const ready = () =>
    (seeded ??= ensureSeeded(db, (deps.seed ?? seedContent)(), now()).catch((error: unknown) => {
      seeded = undefined;
      throw error;
    }));
  routes.use('*', async (_c, next) => {
    await ready();
    await next();
  });

  routes.get('/', async (c) => {
    const [draft, published, updatedBy] = await Promise.all([readDraft(db), publishedVersion(db), draftAuthorName(db)]);
    if (!draft || !published) return staffError(c, 404, 'notFound');
    c.header('ETag', draftTag(draft.updatedAt));
    return c.json({
      draft: { document: draft.document, updatedAt: draft.updatedAt, missing: missingTranslations(draft.document), updatedBy },
      published: published.summary,
    } satisfies StudioState);
  });

  // The draft as the preview's pages hydrate from it (`STUDIO_DRAFT_FILE`: the document alone, as a
  // published content file is).
  routes.get('/draft.json', async (c) => {
    const draft = await readDraft(db);
    if (!draft) return staffError(c, 404, 'notFound');
    return c.json(draft.document, 200, PRIVATE_HEADERS);
  });

  // The real pages rendered from the draft (`STUDIO_PREVIEW_PREFIX`): `/preview/en/` is the English home
  // as it would be published.
  routes.get('/preview/*', async (c) => {
    const draft = await readDraft(db);
    if (!draft || !deps.renderPreview) return staffError(c, 404, 'notFound');
    const parsed = ContentDocumentSchema.safeParse(draft.document);
    if (!parsed.success) return staffError(c, 404, 'notFound');
    const page = await deps.renderPreview(pagePathOf(c.req.path), parsed.data, STUDIO_DRAFT_FILE);
    return c.html(page.body, page.status, PRIVATE_HEADERS);
  });

  routes.put(
    '/draft',
    staffDoor.json(ContentDocumentSchema, { fieldCodes: (error) => fieldCodesOf(error, 'validation', { wholePath: true }) }),
    async (c) => {
      const ifMatch = c.req.header('if-match');
      if (!ifMatch) return staffError(c, 428, 'draftVersionRequired');
      const document = c.req.valid('json');
      // A draft names only images uploaded here: a page never points at a rendition nobody serves.
      const unknown = await unknownRenditions(db, document);
      if (unknown.length > 0)
        return staffError(c, 400, 'validation', { fields: Object.fromEntries(unknown.map((f) => [f, 'mediaInvalid'])) });
      const at = now();
      const outcome = await db.transaction(async (tx) => {
        const current = await readDraft(tx, { lock: true });
        if (!current || draftTag(current.updatedAt) !== ifMatch) return 'changed' as const;
        // A film made for a slot after the save this copy was made on stays in its slot.
        const saving = await keepArrivedFilms(tx, document, new Date(current.updatedAt));
        await saveDraft(tx, saving, c.var.staff, at);
        // The items this save changed, named as the studio names them: the log's detail and who changed what.
        const items = changedItems(current.document, saving);
        await recordAudit(tx, { action: 'content-save', actor: c.var.staff, detail: { items } }, at);
        return 'saved' as const;
      });
      if (outcome === 'changed') return staffError(c, 412, 'draftChanged');
      c.header('ETag', draftTag(at.toISOString()));
      return c.json({ updatedAt: at.toISOString(), missing: missingTranslations(document) } satisfies DraftSaved);
    },
  );

  // What a publish would change, item by item, and who saved each change since the version on the site.
  routes.get('/changes', async (c) => {
    const [draft, published] = await Promise.all([readDraft(db), publishedVersion(db)]);
    if (!draft || !published) return staffError(c, 404, 'notFound');
    const changes = await changesWithAuthors(
      db,
      { document: published.document, publishedAt: published.summary.publishedAt },
      draft.document,
    );
    return c.json(
      { published: published.summary.number, updatedAt: draft.updatedAt, changes } satisfies StudioChanges,
      200,
      PRIVATE_HEADERS,
    );
  });

  routes.post('/publish', staffDoor.json(PublishSchema), async (c) => {
    const at = now();
    const published = await publishedVersion(db);
    const outcome = await publishDraft(db, c.var.staff, at, {
      reviewed: c.req.valid('json').draft,
      onVersion: async (tx, version) => {
        const draft = await readDraft(tx);
        const items = published && draft ? loggedItems(published.document, draft.document) : [];
        await recordAudit(tx, { action: 'content-publish', actor: c.var.staff, detail: { version: version.number, items } }, at);
      },
    });
    if (!outcome.ok && outcome.reason === 'draftChanged') return staffError(c, 412, 'draftChanged');
    if (!outcome.ok && outcome.reason === 'missingTranslations')
      return staffError(c, 409, 'missingTranslations', {
        fields: Object.fromEntries(outcome.fields.map((field) => [field, 'missingTranslations'])),
      });
    if (!outcome.ok) return staffError(c, 404, 'notFound');
    await deps.onPublished?.(outcome.version);
    return c.json({ version: outcome.version } satisfies VersionMade, 201);
  });

  /**
   * An image for a case, a zone or a portrait (`?place=`, a case's 4:3 unless said): checked by its bytes,
   * kept whole as its source and cut to the place's aspect around its centre, in AVIF and WebP renditions
   * without metadata, stored; the answer is the image as the document references it (its alt text still
   * empty). Nothing published changes until a draft that uses it is published.
   */
  routes.post(IMAGES_PATH, staffDoor.query(ImageUploadQuerySchema), (c) => {
    const { place } = c.req.valid('query');
    return receivingUpload(c, 'image', IMAGE_UPLOAD_MAX_BYTES, (upload) => storeImage(c, upload, place ?? 'case'));
  });

  async function storeImage(
    c: Context<StaffVars>,
    upload: ReceivedUpload,
    place: (typeof IMAGE_PLACES)[number],
  ): Promise<Response> {
    const made = await makeRenditions(upload, place);
    if (!made.ok) return staffError(c, IMAGE_REFUSAL_STATUS[made.code], made.code);
    const { image } = made;
    const at = now();
    await db.transaction(async (tx) => {
      await storeRenditions(tx, [image.source, ...image.files], c.var.staff, at, image.source.hash);
      await recordAudit(
        tx,
        {
          action: 'content-image-upload',
          actor: c.var.staff,
          detail: { kind: image.kind, width: image.width, height: image.height, renditions: image.files.length },
        },
        at,
      );
    });
    const source = { path: mediaPathOf(image.source), width: image.source.width, height: image.source.height };
    return c.json({ image: { ...referenceOf(image), source } } satisfies ImageMade, 201);
  }

  /**
   * An uploaded image cut again around its focal point for a place (ADR 0054): from its source, which this
   * database holds; one at a time per person, as an upload (it is as much work).
   */
  routes.post(`${IMAGES_PATH}/crop`, staffDoor.json(ImageCropSchema), async (c) => {
    const { source, place, focus } = c.req.valid('json');
    const sourceHash = source.slice(CONTENT_MEDIA_PREFIX.length, -'.webp'.length);
    const held = await readRendition(db, sourceHash, 'webp');
    if (!held) return staffError(c, 404, 'notFound');
    const slot = oneUploadAtATime(c.var.staff.id);
    if (!slot) return staffError(c, 429, 'uploadInProgress', { retryAfterS: UPLOAD_BUSY_RETRY_AFTER_S });
    try {
      const cut = await cutFromSource(held.bytes, place, focus);
      if (!cut.ok) return staffError(c, IMAGE_REFUSAL_STATUS[cut.code], cut.code);
      // Crops belong to the upload of their source: the library removes them with it.
      await storeRenditions(db, cut.image.files, c.var.staff, now(), held.upload ?? sourceHash);
      const image = { ...referenceOf(cut.image), source: { path: source, ...cut.source }, focus };
      return c.json({ image } satisfies ImageMade, 201);
    } finally {
      slot.release();
    }
  });

  /**
   * A film for the hero: checked by its bytes and by ffprobe (a film, readable, at least 3 s), queued as a
   * job the film worker makes; the answer (202) names the job, which the studio polls. Nothing published
   * changes until a draft that uses the film is published.
   */
  routes.post(FILMS_PATH, staffDoor.query(FilmUploadQuerySchema), (c) => {
    const { slot } = c.req.valid('query');
    return receivingUpload(c, 'film', FILM_UPLOAD_MAX_BYTES, (upload) =>
      queueFilm(c, upload, slot === undefined ? null : Number(slot)),
    );
  });

  async function queueFilm(c: Context<StaffVars>, upload: ReceivedUpload, slot: number | null): Promise<Response> {
    const checked = await checkFilmUpload(upload);
    if (!checked.ok) return staffError(c, FILM_REFUSAL_STATUS[checked.code], checked.code);
    const at = now();
    const id = await db.transaction(async (tx) => {
      const job = await queueFilmJob(tx, upload, c.var.staff, at, slot);
      await recordAudit(
        tx,
        {
          action: 'content-film-upload',
          actor: c.var.staff,
          detail: { job, slot, bytes: upload.size, durationS: Math.round(checked.durationS * 10) / 10 },
        },
        at,
      );
      return job;
    });
    deps.onFilmQueued?.();
    // Written by the transaction above: it is there.
    const job = (await readFilmJob(db, id))!;
    return c.json({ job } satisfies FilmJobAnswer, 202);
  }

  /** A film's job: its status, progress (0–100), error code when it failed, and the film once done. */
  routes.get(`${FILMS_PATH}/:id`, async (c) => {
    const param = RequestParamSchema.safeParse({ id: c.req.param('id') });
    const job = param.success ? await readFilmJob(db, param.data.id) : undefined;
    if (!job) return staffError(c, 404, 'notFound');
    return c.json({ job } satisfies FilmJobAnswer);
  });

  // Who else is in the studio and which item each has open; the heartbeat says hers and answers the same.
  routes.get(PRESENCE_PATH, async (c) => {
    const present = await othersPresent(db, c.var.staff.id, now());
    return c.json({ present } satisfies StudioPresence, 200, PRIVATE_HEADERS);
  });

  routes.put(PRESENCE_PATH, staffDoor.json(PresenceSchema), async (c) => {
    const at = now();
    await markPresent(db, c.var.staff.id, c.req.valid('json').item, at);
    const present = await othersPresent(db, c.var.staff.id, at);
    return c.json({ present } satisfies StudioPresence, 200, PRIVATE_HEADERS);
  });

  // The publication scheduled (ADR 0055): when, by whom, what it will publish; and the last that ended.
  routes.get('/schedule', async (c) => c.json((await readSchedule(db)) satisfies StudioSchedule, 200, PRIVATE_HEADERS));

  // The draft she reviewed (`draft`), published at a day and time in Madrid; replaces any publication waiting.
  routes.put('/schedule', staffDoor.json(ScheduleRequestSchema), async (c) => {
    const { date, time, draft } = c.req.valid('json');
    const at = now();
    const publishAt = madridInstant(date, time);
    const refusal = scheduleRefusal(publishAt, at);
    if (refusal || !publishAt)
      return staffError(c, 400, 'validation', {
        fields: { [refusal === 'dateInvalid' ? 'date' : 'time']: refusal ?? 'dateInvalid' },
      });
    const outcome = await scheduleDraft(db, c.var.staff, { publishAt, reviewed: draft }, at);
    if (!outcome.ok && outcome.reason === 'draftChanged') return staffError(c, 412, 'draftChanged');
    if (!outcome.ok && outcome.reason === 'missingTranslations')
      return staffError(c, 409, 'missingTranslations', {
        fields: Object.fromEntries(outcome.fields.map((field) => [field, 'missingTranslations'])),
      });
    if (!outcome.ok) return staffError(c, 404, 'notFound');
    return c.json((await readSchedule(db)) satisfies StudioSchedule, 200, PRIVATE_HEADERS);
  });

  routes.delete('/schedule', async (c) => {
    if (!(await cancelSchedule(db, c.var.staff, now()))) return staffError(c, 404, 'notFound');
    return c.json((await readSchedule(db)) satisfies StudioSchedule, 200, PRIVATE_HEADERS);
  });

  // The media library (ADR 0058): every upload, what uses it, and removing one nothing uses.
  routes.get('/media', async (c) => c.json({ items: await listLibrary(db) } satisfies MediaLibrary, 200, PRIVATE_HEADERS));

  routes.delete('/media/:id', staffDoor.param(MediaParamSchema), async (c) => {
    const { id } = c.req.valid('param');
    const outcome = await removeUpload(db, id, c.var.staff, now());
    if (!outcome.ok && outcome.reason === 'inUse')
      return staffError(c, 409, 'mediaInUse', {
        fields: Object.fromEntries(usageFields(outcome.usage).map((field) => [field, 'mediaInUse'])),
      });
    if (!outcome.ok) return staffError(c, 404, 'notFound');
    return c.json({ removed: id } satisfies MediaRemoved, 200, PRIVATE_HEADERS);
  });

  routes.get('/go-live', async (c) => {
    const checklist = await goLiveChecklist(db);
    if (!checklist) return staffError(c, 404, 'notFound');
    return c.json(checklist satisfies GoLiveChecklist, 200, PRIVATE_HEADERS);
  });

  routes.get('/versions', async (c) => {
    const [versions, keptDrafts] = await Promise.all([listVersions(db), listKeptDrafts(db)]);
    return c.json({ versions, keptDrafts } satisfies StudioVersions);
  });

  // An earlier version as it was (issue 40): its document, the real pages rendered from it (under its own
  // preview prefix, which the pages' navigations keep), and what restoring it would change in the draft.
  routes.get('/versions/:number/document.json', staffDoor.param(VersionParamSchema), async (c) => {
    const document = await versionDocument(db, c.req.valid('param').number);
    if (!document) return staffError(c, 404, 'notFound');
    return c.json(document, 200, PRIVATE_HEADERS);
  });

  routes.get('/versions/:number/preview/*', staffDoor.param(VersionParamSchema), async (c) => {
    const { number } = c.req.valid('param');
    const document = await versionDocument(db, number);
    const parsed = ContentDocumentSchema.safeParse(document);
    if (!document || !parsed.success || !deps.renderPreview) return staffError(c, 404, 'notFound');
    const page = await deps.renderPreview(pagePathOf(c.req.path), parsed.data, studioVersionFile(number));
    return c.html(page.body, page.status, PRIVATE_HEADERS);
  });

  routes.get('/versions/:number/changes', staffDoor.param(VersionParamSchema), async (c) => {
    const { number } = c.req.valid('param');
    const [draft, document] = await Promise.all([readDraft(db), versionDocument(db, number)]);
    if (!draft || !document) return staffError(c, 404, 'notFound');
    return c.json(
      { version: number, changes: changedItems(draft.document, document) } satisfies VersionChanges,
      200,
      PRIVATE_HEADERS,
    );
  });

  routes.post('/versions/:number/restore', staffDoor.param(VersionParamSchema), staffDoor.json(ReplaceDraftSchema), async (c) => {
    const { number } = c.req.valid('param');
    const at = now();
    const before = await publishedVersion(db);
    const outcome = await restoreVersion(db, number, c.var.staff, at, {
      reviewed: c.req.valid('json').draft,
      onVersion: async (tx, version) => {
        // The items the restore changed on the site, named as a publish names them.
        const restored = await readDraft(tx);
        const items = before && restored ? loggedItems(before.document, restored.document) : [];
        await recordAudit(
          tx,
          { action: 'content-restore', actor: c.var.staff, detail: { version: version.number, restoredFrom: number, items } },
          at,
        );
      },
    });
    if (!outcome.ok && outcome.reason === 'draftChanged') return staffError(c, 412, 'draftChanged');
    if (!outcome.ok) return staffError(c, 404, 'notFound');
    await deps.onPublished?.(outcome.version);
    return c.json({ version: outcome.version, keptDraft: outcome.keptDraft ?? null } satisfies VersionRestored, 201);
  });

  // A kept draft made the draft again (nothing published); the draft it replaces is kept in its turn.
  routes.post('/kept-drafts/:number/take', staffDoor.param(VersionParamSchema), staffDoor.json(ReplaceDraftSchema), async (c) => {
    const { number } = c.req.valid('param');
    const at = now();
    const outcome = await takeKeptDraft(db, number, c.var.staff, at, {
      reviewed: c.req.valid('json').draft,
      onTaken: (tx) => recordAudit(tx, { action: 'content-save', actor: c.var.staff, detail: { keptDraft: number } }, at),
    });
    if (!outcome.ok && outcome.reason === 'draftChanged') return staffError(c, 412, 'draftChanged');
    if (!outcome.ok) return staffError(c, 404, 'notFound');
    c.header('ETag', draftTag(outcome.draft.updatedAt));
    return c.json({ draft: outcome.draft, keptDraft: outcome.keptDraft } satisfies DraftTaken);
  });

  return routes;
}
