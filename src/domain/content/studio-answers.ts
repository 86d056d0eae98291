/**
 * What the studio's API answers (`/api/staff/content`, server/studio/studio-routes.ts; ADR 0036), written
 * once: the server's handlers are checked against these types (`satisfies`) and the studio reads them, so
 * a change on one side breaks the other's typecheck.
 */
import type { ContentDocument, ContentImage } from './content-document.ts';
import type { ChangedItem } from './changes.ts';
import type { FilmJobError, FilmJobStatus, FilmReference } from './film-jobs.ts';

/** A published version: who published it and when, and the version it restored, if it was a restore. */
export type StudioVersion = {
  number: number;
  publishedAt: string;
  /** The author's e-mail (kept when the account goes); none for the seed. */
  publishedBy: string | null;
  /** The author's name while the account exists: how the studio names people. */
  publishedByName: string | null;
  restoredFrom: number | null;
};

/** The draft staff edit: its document, its last save (the tag a save names) and the fields lacking a language. */
export type StudioDraft = {
  document: ContentDocument;
  updatedAt: string;
  missing: string[];
  /** Who saved it last, by name (the draft's read names them; none for the seed or an account gone). */
  updatedBy?: string | null;
};

/** `GET …/content`: the draft and the version the site shows. */
export type StudioState = { draft: StudioDraft; published: StudioVersion };

/** `PUT …/content/draft`: the saved draft's new tag and the fields still lacking a language. */
export type DraftSaved = { updatedAt: string; missing: string[] };

/** `POST …/content/publish` (201): the version made. */
export type VersionMade = { version: StudioVersion };

/**
 * A draft kept as it was when a restore replaced it (or when a kept draft was taken back in its place):
 * never lost, it can be taken back as the draft.
 */
export type KeptDraft = {
  number: number;
  savedAt: string;
  keptAt: string;
  keptBy: string | null;
  /** The version whose restore replaced it; none when a kept draft was taken back in its place. */
  beforeRestoring: number | null;
};

/** `POST …/content/versions/<n>/restore` (201): the version made, and the draft it replaced, kept (none when it was the site's own). */
export type VersionRestored = VersionMade & { keptDraft: KeptDraft | null };

/** `POST …/content/kept-drafts/<n>/take`: the draft now, and the one it replaced, kept in turn. */
export type DraftTaken = { draft: StudioDraft; keptDraft: KeptDraft | null };

/** `GET …/content/versions`: every version and every kept draft, newest first. */
export type StudioVersions = { versions: StudioVersion[]; keptDrafts: KeptDraft[] };

/** `POST …/content/images` (201): the renditions made of an upload; its alt text is the studio's to write. */
export type ImageMade = { image: Omit<ContentImage, 'alt'> };

/** A film's job: its status, progress (0–100), error code once failed, and the film once done. */
export type FilmJob = {
  id: string;
  status: FilmJobStatus;
  progress: number;
  error: FilmJobError | null;
  film: FilmReference | null;
  createdAt: string;
  finishedAt: string | null;
};

/** `POST …/content/films` (202, the job queued) and `GET …/content/films/<id>`. */
export type FilmJobAnswer = { job: FilmJob };

/** A job that will not change again: its film made, or failed. */
export const filmJobEnded = (job: Pick<FilmJob, 'status'>) => job.status === 'done' || job.status === 'failed';

/** An item the draft changed since the published version, and who saved a change to it since (by name). */
export type DraftChange = ChangedItem & { changedBy: string[] };

/** `GET …/content/changes`: what publishing the draft would change, item by item, against `published`. */
export type StudioChanges = { published: number; updatedAt: string; changes: DraftChange[] };

/** `GET …/content/versions/<n>/changes`: what restoring version `version` would change in the draft, item by item. */
export type VersionChanges = { version: number; changes: ChangedItem[] };
