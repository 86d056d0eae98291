import {
  mergeDrafts,
  sameContent,
  type ContentDocument,
  type MergeSide,
  type StudioDraft,
} from '../../../domain/content/index.ts';
import type { Lang } from '../../../i18n/languages.ts';

/**
 * The studio's draft as the form holds it (ADR 0036): the document as edited, and the one last saved
 * (or read) with its save time, the tag a save names. Unsaved means the two differ.
 */
export type Draft = { document: ContentDocument; saved: ContentDocument; updatedAt: string };

export type DraftAction =
  /** An edit, made on the latest document (an upload may end after other edits). */
  | { type: 'edit'; change: (document: ContentDocument) => ContentDocument }
  /** `document` was saved at `updatedAt` (edits made while it was on its way stay unsaved). */
  | { type: 'saved'; document: ContentDocument; updatedAt: string }
  /** The draft read afresh (a restore, someone else's save): what was not saved is dropped. */
  | { type: 'taken'; draft: StudioDraft }
  /**
   * A colleague's save (`theirs`) merged with her edits by item, her choices settling what both changed:
   * the draft she edits is the merge, saved as made on theirs.
   */
  | { type: 'merged'; theirs: StudioDraft; choices: Partial<Record<string, MergeSide>> };

/** The form's draft, from the draft as read. */
export const startDraft = (draft: StudioDraft): Draft => ({
  document: draft.document,
  saved: draft.document,
  updatedAt: draft.updatedAt,
});

export function draftReducer(draft: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case 'edit': {
      const document = action.change(draft.document);
      return document === draft.document ? draft : { ...draft, document };
    }
    case 'saved':
      return { ...draft, saved: action.document, updatedAt: action.updatedAt };
    case 'taken':
      return startDraft(action.draft);
    case 'merged': {
      const { theirs, choices } = action;
      return { document: mergedOnto(draft, theirs, choices), saved: theirs.document, updatedAt: theirs.updatedAt };
    }
  }
}

/**
 * Her draft merged onto a colleague's save (base: the draft her edits started from); theirs itself when
 * the merge adds nothing of hers, so nothing is left to save.
 */
export function mergedOnto(draft: Draft, theirs: StudioDraft, choices: Partial<Record<string, MergeSide>> = {}): ContentDocument {
  const { document } = mergeDrafts(draft.saved, draft.document, theirs.document, choices);
  return sameContent(document, theirs.document) ? theirs.document : document;
}

export const isUnsaved = (draft: Draft) => draft.document !== draft.saved;

/**
 * A change to one part of the draft, given as a function of its latest value. Each editor receives the
 * `Update` of the part it edits and narrows it, with `fieldOf` and `entryOf`, down to each field's own
 * typed setter (`setTo`): no path strings, and the compiler checks every field's type.
 */
export type Update<T> = (change: (current: T) => T) => void;

/** The update of the field `key` of `T`. */
export const fieldOf =
  <T, K extends keyof T>(update: Update<T>, key: K): Update<T[K]> =>
  (change) =>
    update((current) => ({ ...current, [key]: change(current[key]) }));

/** The update of the entry at `index` of a list. */
export const entryOf =
  <T>(update: Update<T[]>, index: number): Update<T> =>
  (change) =>
    update((list) => list.map((entry, i) => (i === index ? change(entry) : entry)));

/** A field's setter: its new value replaces the old. */
export const setTo =
  <T>(update: Update<T>) =>
  (value: T) =>
    update(() => value);

/** One piece of copy in both languages (`role`, `intro`): the setter of its text in a language. */
export const pairOf =
  (update: Update<{ es: string; en: string }>) =>
  (lang: Lang, value: string): void =>
    update((pair) => ({ ...pair, [lang]: value }));

/** An entry whose copy is the same fields in each language (`entry.es.title`, `entry.en.title`). */
type Texts<K extends string> = { es: Record<K, string>; en: Record<K, string> };

/** The setter of the text `key` of an entry's copy in a language. */
export const textsOf =
  <T extends Texts<K>, K extends string>(update: Update<T>, key: K) =>
  (lang: Lang, value: string): void =>
    update((entry) => ({ ...entry, [lang]: { ...entry[lang], [key]: value } }));
