import { STUDIO_PREVIEW_PREFIX, studioVersionPreviewPrefix } from '../../../config/routes.ts';
import type {
  ContentDocument,
  DraftSaved,
  DraftTaken,
  FilmJob,
  FilmJobAnswer,
  FocalPoint,
  ImageMade,
  ImagePlace,
  MediaLibrary,
  MediaRemoved,
  StudioChanges,
  StudioPresence,
  StudioState,
  StudioVersions,
  VersionChanges,
  VersionMade,
  VersionRestored,
} from '../../../domain/content/index.ts';
import { filmJobEnded, PRESENCE_HEARTBEAT_MS } from '../../../domain/content/index.ts';
import type { ScheduleRequest, StudioSchedule } from '../../../domain/content/schedule.ts';
import type { Lang } from '../../../i18n/languages.ts';
import { apiRequest, STAFF_PATH, type ApiResult } from '../../../lib/api-client.ts';
import { apiQuery, ReadFailure, serverData, useApiMutation } from '../../../lib/server-data.ts';
import { uploadFile, type UploadProgress } from '../../../lib/upload.ts';
import { workspaceKeys } from './keys.ts';

/**
 * The studio's API (`/api/staff/content`, server/studio/studio-routes.ts; ADR 0036): its reads as query
 * options under the workspace's `studio` key, its writes as mutations that read again what they change. The answers'
 * types live in the content domain, where the server's handlers are checked against them.
 */
const STUDIO_PATH = `${STAFF_PATH}/content`;

/** How often the studio asks how a film's job is going. */
export const FILM_POLL_MS = 1_000;

/** The draft being edited and the version the site shows. */
export const studioDraftQuery = (lang: Lang) => apiQuery<StudioState>(workspaceKeys.studioDraft(), STUDIO_PATH, lang);

/** What publishing the saved draft would change, item by item, with who changed each; asked afresh each time. */
export const studioChangesQuery = (lang: Lang) => ({
  ...apiQuery<StudioChanges>(workspaceKeys.studioChanges(), `${STUDIO_PATH}/changes`, lang),
  staleTime: 0,
});

/**
 * The studio's heartbeat as a read: it says which item she has open (`item`; none: no item) every
 * `PRESENCE_HEARTBEAT_MS`, and at once when she opens another, and reads who else is in the studio.
 */
export const studioPresenceQuery = (item: string | null, lang: Lang) => ({
  ...apiQuery<StudioPresence>(workspaceKeys.studioPresence(item), `${STUDIO_PATH}/presence`, lang),
  queryFn: async () => {
    const result = await apiRequest<StudioPresence>(`${STUDIO_PATH}/presence`, { method: 'PUT', body: { item }, lang });
    if (!result.ok) throw new ReadFailure(result);
    return result.data;
  },
  staleTime: 0,
  // Who else is here stays on screen while the heartbeat for a newly opened item is on its way.
  placeholderData: (previous: StudioPresence | undefined) => previous,
  refetchInterval: PRESENCE_HEARTBEAT_MS,
  refetchIntervalInBackground: true,
});

/** What restoring version `version` would change in the draft, item by item; asked afresh each time. */
export const versionChangesQuery = (version: number, lang: Lang) => ({
  ...apiQuery<VersionChanges>(workspaceKeys.versionChanges(version), `${STUDIO_PATH}/versions/${version}/changes`, lang),
  staleTime: 0,
});

/** How often the studio reads a scheduled publication again while one waits: its outcome is told without a reload. */
export const SCHEDULE_POLL_MS = 5_000;

/** The publication scheduled (when, by whom, what it publishes) and the last that ended (ADR 0055). */
export const studioScheduleQuery = (lang: Lang) => ({
  ...apiQuery<StudioSchedule>(workspaceKeys.studioSchedule(), `${STUDIO_PATH}/schedule`, lang),
  staleTime: 0,
  refetchInterval: (query: { state: { data?: StudioSchedule } }) => (query.state.data?.pending ? SCHEDULE_POLL_MS : false),
});

/** A version the server published at its time: the draft's read (the site's version) and the versions read again. */
export const readPublishedAgain = () =>
  Promise.all(
    [workspaceKeys.studioDraft(), workspaceKeys.studioVersions()].map((queryKey) => serverData.invalidateQueries({ queryKey })),
  );

/** Schedules the draft saved at `draft` (the one reviewed) for a day and time in Madrid, in place of any waiting. */
export const useSchedulePublication = () =>
  useApiMutation(
    (body: ScheduleRequest, lang) => apiRequest<StudioSchedule>(`${STUDIO_PATH}/schedule`, { method: 'PUT', body, lang }),
    () => [workspaceKeys.studioSchedule(), workspaceKeys.audit()],
  );

/** Cancels the publication waiting. */
export const useCancelSchedule = () =>
  useApiMutation(
    (_: void, lang) => apiRequest<StudioSchedule>(`${STUDIO_PATH}/schedule`, { method: 'DELETE', lang }),
    () => [workspaceKeys.studioSchedule(), workspaceKeys.audit()],
  );

/** Every published version, newest first. */
export const studioVersionsQuery = (lang: Lang) =>
  apiQuery<StudioVersions>(workspaceKeys.studioVersions(), `${STUDIO_PATH}/versions`, lang);

/**
 * A film's job, from the upload's answer (`job`; none: no job followed, nothing read), asked again every
 * `FILM_POLL_MS` until it ends, done or failed, or a read of it fails. Asked in a background tab too: the
 * made film goes into the draft as soon as it is ready.
 */
export function filmJobQuery(job: FilmJob | undefined, lang: Lang) {
  const id = job?.id ?? '';
  return {
    ...apiQuery<FilmJobAnswer>(workspaceKeys.filmJob(id), `${STUDIO_PATH}/films/${encodeURIComponent(id)}`, lang),
    enabled: job !== undefined,
    initialData: job && { job },
    refetchInterval: (query: { state: { status: string; data?: FilmJobAnswer } }) =>
      query.state.status !== 'error' && query.state.data && !filmJobEnded(query.state.data.job) ? FILM_POLL_MS : false,
    refetchIntervalInBackground: true,
  };
}

/** A page of the site rendered from the saved draft (`/` or `/en/`…), for staff only: the preview's address. */
export const previewHref = (pagePath: string) => `${STUDIO_PREVIEW_PREFIX}${pagePath}`;

/** A page of the site as version `version` had it, for staff only. */
export const versionPreviewHref = (version: number, pagePath: string) => `${studioVersionPreviewPrefix(version)}${pagePath}`;

/** The draft's tag the server compares a save with (`If-Match`): its last save time. */
const draftTag = (updatedAt: string) => `"${updatedAt}"`;

/**
 * Saves the draft, naming the save it was made on (`updatedAt`): refused with `draftChanged` when someone
 * saved since. The draft is read again, so the studio opened later starts from this save.
 */
export const useSaveDraft = () =>
  useApiMutation(
    ({ document, updatedAt }: { document: ContentDocument; updatedAt: string }, lang) =>
      apiRequest<DraftSaved>(`${STUDIO_PATH}/draft`, {
        method: 'PUT',
        body: document,
        lang,
        headers: { 'If-Match': draftTag(updatedAt) },
      }),
    // The library's uses follow the draft.
    () => [workspaceKeys.studioDraft(), workspaceKeys.studioMedia(), workspaceKeys.audit()],
  );

/** Publishes the draft saved at `draft` (the one reviewed); the draft and the versions are read again. */
export const usePublish = () =>
  useApiMutation(
    (draft: string, lang) => apiRequest<VersionMade>(`${STUDIO_PATH}/publish`, { method: 'POST', body: { draft }, lang }),
    () => [workspaceKeys.studio(), workspaceKeys.audit()],
  );

/**
 * Publishes a copy of version `number`, which becomes the draft too (`takeDraft` reads it), naming the
 * draft's save she saw (`draft`); the server keeps the draft it replaces as a kept draft.
 */
export const useRestore = () =>
  useApiMutation(
    ({ number, draft }: { number: number; draft: string }, lang) =>
      apiRequest<VersionRestored>(`${STUDIO_PATH}/versions/${number}/restore`, { method: 'POST', body: { draft }, lang }),
    () => [workspaceKeys.studioVersions(), workspaceKeys.audit()],
  );

/** Takes kept draft `number` back as the draft (nothing published); the draft it replaces is kept in turn. */
export const useTakeKeptDraft = () =>
  useApiMutation(
    ({ number, draft }: { number: number; draft: string }, lang) =>
      apiRequest<DraftTaken>(`${STUDIO_PATH}/kept-drafts/${number}/take`, { method: 'POST', body: { draft }, lang }),
    () => [workspaceKeys.studio(), workspaceKeys.audit()],
  );

/** How a studio upload's bytes are followed and cancelled (`uploadFile`'s progress and signal). */
export type UploadFollow = { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal };

/**
 * An image's renditions made from a file (its bytes checked by the server, whatever its name), cut for
 * `place`; the bytes' progress reported as they go up.
 */
export const useUploadImage = () =>
  useApiMutation(
    ({ file, place, onProgress, signal }: { file: File; place: ImagePlace } & UploadFollow, lang) =>
      uploadFile<ImageMade>(`${STUDIO_PATH}/images?place=${place}`, file, { lang, onProgress, signal }),
    () => [workspaceKeys.studioMedia()],
  );

/**
 * An uploaded image's renditions cut again from its source for `place`, around its focal point (ADR 0054):
 * a focal point moved, or an image of the library chosen for a slot (its source, around its centre).
 */
export const useCropImage = () =>
  useApiMutation((body: { source: string; place: ImagePlace; focus: FocalPoint }, lang) =>
    apiRequest<ImageMade>(`${STUDIO_PATH}/images/crop`, { method: 'POST', body, lang }),
  );

/** Every upload of the media library, newest first, with what uses each (ADR 0058); asked afresh each time it is shown. */
export const studioMediaQuery = (lang: Lang) => ({
  ...apiQuery<MediaLibrary>(workspaceKeys.studioMedia(), `${STUDIO_PATH}/media`, lang),
  staleTime: 0,
});

/** Removes an upload nothing uses, every file of it; refused (`mediaInUse`) with what keeps it as its fields. */
export const useRemoveMedia = () =>
  useApiMutation(
    (id: string, lang) => apiRequest<MediaRemoved>(`${STUDIO_PATH}/media/${encodeURIComponent(id)}`, { method: 'DELETE', lang }),
    () => [workspaceKeys.studioMedia(), workspaceKeys.audit()],
  );

/**
 * A film's job queued for a file (checked by the server, whatever its name) and the hero's `slot` it is
 * for: the server puts the made film in that slot of the draft, so leaving meanwhile loses nothing.
 * The bytes' progress is reported as they go up; `filmJobQuery` follows the job.
 */
export const useUploadFilm = () =>
  useApiMutation(({ file, slot, onProgress, signal }: { file: File; slot: number } & UploadFollow, lang) =>
    uploadFile<FilmJobAnswer>(`${STUDIO_PATH}/films?slot=${slot}`, file, { lang, onProgress, signal }),
  );

/**
 * Reads the draft afresh (after a restore, or when someone else saved) and keeps it as the draft's read.
 * A refusal leaves the read as it was, so the studio stays on screen to say it.
 */
export async function takeDraft(lang: Lang): Promise<ApiResult<StudioState>> {
  const result = await apiRequest<StudioState>(STUDIO_PATH, { lang });
  if (result.ok) serverData.setQueryData(workspaceKeys.studioDraft(), result.data);
  return result;
}
