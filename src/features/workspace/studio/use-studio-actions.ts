import { useCallback, useEffect, useRef, useState, type Dispatch } from 'react';
import { mergeDrafts, type ContentDocument, type MergeSide, type StudioDraft } from '../../../domain/content/index.ts';
import type { ApiFailure } from '../../../lib/api-client.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import {
  takeDraft,
  useCancelSchedule,
  usePublish,
  useRestore,
  useSaveDraft,
  useSchedulePublication,
  useTakeKeptDraft,
} from '../api/studio.ts';
import { mergedOnto, startDraft, type Draft, type DraftAction } from './draft.ts';
import type { FieldErrors } from './field-errors.ts';

/** What the last save, publish or restore said: a confirmation, or a refusal's code and its fields (path → code). */
export type Outcome = { done?: string; code?: string; fields?: Record<string, string> };

const refusal = (failure: ApiFailure): Outcome => ({ code: failure.code, fields: failure.fields });

/** A save refused for a colleague's is merged and tried again at most this many times in a row. */
const SAVE_ATTEMPTS = 3;

/**
 * The studio's save, autosave, publish, restore and "reload the draft", and what the last one said. Saves
 * go one after another, each naming the save it was made on (the draft's tag): an autosave and a click on
 * *Guardar* never race each other into a refusal. A publish saves first and names the save it publishes,
 * so nobody publishes a draft unseen. A restore saves first too: the server keeps that draft as a version
 * of its own before the restored one replaces it. Publishing, scheduling, a restore, taking a kept draft
 * and reloading wait in the same line as the saves, each whole (its save, its request, the draft it
 * leaves): an autosave never goes out on a tag one of them has just spent.
 */
export function useStudioActions(draft: Draft, dispatch: Dispatch<DraftAction>) {
  const { ui, lang, errorText, whenInFull } = useWorkspaceCopy();
  const text = ui.studio;
  const saveDraft = useSaveDraft();
  const publish = usePublish();
  const restore = useRestore();
  const takeKept = useTakeKeptDraft();
  const schedule = useSchedulePublication();
  const unschedule = useCancelSchedule();
  const [outcome, setOutcome] = useState<Outcome>({});
  const [busy, setBusy] = useState(false);
  const [saving, setSaving] = useState(false);
  /** *Publicar* first shows what the publish changes (publish-review.tsx); publishing is its confirmation. */
  const [reviewing, setReviewing] = useState(false);
  /** *Programar la publicación* shows the same review, with a day and a time to choose (schedule-form.tsx). */
  const [scheduling, setScheduling] = useState(false);
  /** A colleague's save waiting for her choices: items both changed differently (merge-conflicts.tsx). */
  const [theirs, setTheirs] = useState<StudioDraft>();
  /** Whose save was last merged with hers (a name; null: unnamed), for the draft's status line. */
  const [mergedWith, setMergedWith] = useState<string | null>();

  // What the saves read: the latest draft (a timer fires after renders), and the last save's document and
  // tag, written as soon as a save is answered, before the form renders it.
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);
  const saved = useRef<{ document: ContentDocument; tag: string }>({ document: draft.saved, tag: draft.updatedAt });
  const queue = useRef<Promise<unknown>>(Promise.resolve());

  /**
   * Edits from `theirs` (a colleague's save) merged with hers: what was saved is theirs, and the merge is
   * what is left to save. The refs are written at once, so a save queued next sends the merge.
   */
  const mergeOnto = useCallback(
    (their: StudioDraft, choices: Partial<Record<string, MergeSide>>) => {
      const document = mergedOnto(latest.current, their, choices);
      latest.current = { document, saved: their.document, updatedAt: their.updatedAt };
      saved.current = { document: their.document, tag: their.updatedAt };
      dispatch({ type: 'merged', theirs: their, choices });
      setTheirs(undefined);
      setMergedWith(their.updatedBy ?? null);
      setOutcome({ done: text.merge.done(their.updatedBy ?? null) });
    },
    [dispatch, text],
  );

  /**
   * A save refused because a colleague saved first: their draft read, and merged by item with hers when
   * no item was changed differently by both (true); otherwise kept for her choices (false).
   */
  const mergeTheirs = useCallback(async (): Promise<boolean> => {
    const read = await takeDraft(lang);
    if (!read.ok) {
      setOutcome({ code: read.code });
      return false;
    }
    const their = read.data.draft;
    const { conflicts } = mergeDrafts(latest.current.saved, latest.current.document, their.document);
    if (conflicts.length > 0) {
      setTheirs(their);
      setOutcome({});
      return false;
    }
    mergeOnto(their, {});
    return true;
  }, [lang, mergeOnto]);

  /**
   * Runs `task` after every save and every change of the draft on its way, and before any asked for
   * next: a restore and the draft it makes the form's are one step, so no autosave slips in between
   * with the tag the restore just spent (it would be refused, and merged with her own restore).
   */
  const serially = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.current.then(task, task);
    queue.current = next;
    return next;
  }, []);

  /**
   * Saves what is unsaved (inside `serially`); the draft's save time on the server, or none when refused.
   * Refused for a colleague's save, it merges theirs and saves again.
   */
  const saveNow = useCallback(async (): Promise<string | undefined> => {
    for (let attempt = 0; attempt < SAVE_ATTEMPTS; attempt++) {
      const { document } = latest.current;
      if (document === saved.current.document) return saved.current.tag;
      setSaving(true);
      try {
        const result = await saveDraft.mutateAsync({ document, updatedAt: saved.current.tag });
        if (result.ok) {
          saved.current = { document, tag: result.data.updatedAt };
          dispatch({ type: 'saved', document, updatedAt: result.data.updatedAt });
          return result.data.updatedAt;
        }
        if (result.code !== 'draftChanged') {
          setOutcome(refusal(result));
          return undefined;
        }
        if (!(await mergeTheirs())) return undefined;
      } finally {
        setSaving(false);
      }
    }
    setOutcome({ code: 'draftChanged' });
    return undefined;
  }, [saveDraft, dispatch, mergeTheirs]);

  /** Saves what is unsaved, after any save on its way. */
  const save = useCallback(() => serially(saveNow), [serially, saveNow]);

  /** Reads the draft again and edits from it (what was not saved is dropped); false when refused. */
  async function take(): Promise<boolean> {
    const result = await takeDraft(lang);
    if (!result.ok) {
      setOutcome({ code: result.code });
      return false;
    }
    adopt(result.data.draft);
    return true;
  }

  /**
   * The draft read afresh is the form's (what was not saved is dropped). The refs are written at once, so
   * a save waiting in line finds nothing of the dropped edits to send.
   */
  function adopt(draft: StudioDraft) {
    latest.current = startDraft(draft);
    saved.current = { document: draft.document, tag: draft.updatedAt };
    dispatch({ type: 'taken', draft });
  }

  const run = (action: () => Promise<unknown>) => async () => {
    setBusy(true);
    setOutcome({});
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };

  /**
   * A busy action that saves what is pending, then `act`s on that save (its tag) in the same step of the
   * saves' line; `refused` instead when the save was refused (its refusal is already said).
   */
  const afterSaving = (act: (tag: string) => Promise<unknown>, refused?: () => void) =>
    run(() =>
      serially(async () => {
        const tag = await saveNow();
        return tag ? act(tag) : refused?.();
      }),
    );

  const errorOf: FieldErrors = (...names) => {
    const code = names.map((name) => outcome.fields?.[name]).find(Boolean);
    return code ? errorText(code) : undefined;
  };

  /** The debounced save while she types: quiet when it works, its refusal said as a click's would be. */
  const autosave = useCallback(() => void save(), [save]);

  return {
    busy,
    saving,
    outcome,
    errorOf,
    autosave,
    /** Saving stops: a colleague's save waits for her choices, or could not be merged (reload). */
    stale: theirs !== undefined || outcome.code === 'draftChanged',
    /** A colleague's save whose items both changed differently wait for her choices; none: nothing to settle. */
    theirs,
    mergedWith,
    /** Her choices for each item both changed: the merge is made with them, then saved. */
    onSettle: (choices: Partial<Record<string, MergeSide>>) => {
      if (!theirs) return;
      mergeOnto(theirs, choices);
      void save();
    },
    onSave: run(async () => {
      // A merge made on the way says so rather than a plain "saved".
      if (await save()) setOutcome((now) => (now.done ? now : { done: text.saved }));
    }),
    reviewing,
    /** Saves what is pending, then shows what publishing would change. */
    onPublish: run(async () => {
      setScheduling(false);
      if (await save()) setReviewing(true);
    }),
    onConfirmPublish: afterSaving(
      async (tag) => {
        const result = await publish.mutateAsync(tag);
        setReviewing(false);
        setOutcome(result.ok ? { done: text.publishedNow(result.data.version.number) } : refusal(result));
      },
      () => setReviewing(false),
    ),
    onCancelPublish: () => setReviewing(false),
    scheduling,
    /** Saves what is pending, then shows what the publication would change and asks when. */
    onSchedule: run(async () => {
      setReviewing(false);
      if (await save()) setScheduling(true);
    }),
    /** The draft saved now (the one reviewed) scheduled for `date` at `time`, Madrid time. */
    onConfirmSchedule: (when: { date: string; time: string }) =>
      void afterSaving(async (tag) => {
        const result = await schedule.mutateAsync({ ...when, draft: tag });
        if (!result.ok) return setOutcome(refusal(result));
        setScheduling(false);
        const { pending } = result.data;
        setOutcome({ done: pending ? text.schedule.scheduledNow(whenInFull(pending.publishAt)) : undefined });
      })(),
    onCancelScheduling: () => setScheduling(false),
    onUnschedule: run(async () => {
      const result = await unschedule.mutateAsync();
      setOutcome(result.ok ? { done: text.schedule.unscheduledNow } : refusal(result));
    }),
    onRestore: (number: number) =>
      void afterSaving(async (tag) => {
        const result = await restore.mutateAsync({ number, draft: tag });
        if (!result.ok) return setOutcome(refusal(result));
        // The draft is the restored version now: edit from it.
        const { version, keptDraft } = result.data;
        if (await take()) setOutcome({ done: text.restoredNow(version.number, number, keptDraft?.number ?? null) });
      })(),
    onTake: (number: number) =>
      void afterSaving(async (tag) => {
        const result = await takeKept.mutateAsync({ number, draft: tag });
        if (!result.ok) return setOutcome(refusal(result));
        adopt(result.data.draft);
        setOutcome({ done: text.takenNow(number, result.data.keptDraft?.number ?? null) });
      })(),
    /** Edits from the draft read afresh; saving stays paused until it is read, so nothing saves over it meanwhile. */
    onReload: async () => {
      setBusy(true);
      try {
        if (await serially(take)) {
          setTheirs(undefined);
          setOutcome({});
        }
      } finally {
        setBusy(false);
      }
    },
  };
}
