import { useEffect } from 'react';
import { isUnsaved, type Draft } from './draft.ts';

/** The draft is saved this long after her last keystroke (WordPress waits about as long). */
export const AUTOSAVE_DELAY_MS = 2_000;

/**
 * Saves the draft `AUTOSAVE_DELAY_MS` after each edit, while saving is allowed (`paused`: a colleague
 * saved meanwhile, and the draft must be taken afresh first). The timer is the outside world here: each
 * edit restarts it, and leaving the studio stops it.
 */
export function useAutosave(draft: Draft, autosave: () => void, paused: boolean): void {
  const unsaved = isUnsaved(draft);
  const { document } = draft;
  useEffect(() => {
    if (!unsaved || paused) return;
    const timer = window.setTimeout(autosave, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [document, unsaved, paused, autosave]);
}
