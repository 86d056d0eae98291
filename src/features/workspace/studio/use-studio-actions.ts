import { useState, type Dispatch } from 'react';
import type { ApiFailure } from '../../../lib/api-client.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { takeDraft, usePublish, useRestore, useSaveDraft } from '../api/studio.ts';
import { isUnsaved, type Draft, type DraftAction } from './draft.ts';
import type { FieldErrors } from './field-errors.ts';

/** What the last save, publish or restore said: a confirmation, or a refusal's code and its fields (path → code). */
export type Outcome = { done?: string; code?: string; fields?: Record<string, string> };

const refusal = (failure: ApiFailure): Outcome => ({ code: failure.code, fields: failure.fields });

/**
 * The studio's save, publish, restore and "reload the draft", one at a time (`busy`), and what the last
 * one said. A publish saves first and names the save it publishes, so nobody publishes a draft unseen.
 */
export function useStudioActions(draft: Draft, dispatch: Dispatch<DraftAction>) {
  const { ui, lang, errorText } = useWorkspaceCopy();
  const text = ui.studio;
  const saveDraft = useSaveDraft();
  const publish = usePublish();
  const restore = useRestore();
  const [outcome, setOutcome] = useState<Outcome>({});
  const [busy, setBusy] = useState(false);

  /** Saves what is unsaved; the save time of the draft as it is now on the server, or none when refused. */
  async function save(): Promise<string | undefined> {
    if (!isUnsaved(draft)) return draft.updatedAt;
    const { document, updatedAt } = draft;
    const result = await saveDraft.mutateAsync({ document, updatedAt });
    if (!result.ok) {
      setOutcome(refusal(result));
      return undefined;
    }
    dispatch({ type: 'saved', document, updatedAt: result.data.updatedAt });
    return result.data.updatedAt;
  }

  /** Reads the draft again and edits from it (what was not saved is dropped); false when refused. */
  async function take(): Promise<boolean> {
    const result = await takeDraft(lang);
    if (!result.ok) setOutcome({ code: result.code });
    else dispatch({ type: 'taken', draft: result.data.draft });
    return result.ok;
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

  const errorOf: FieldErrors = (...names) => {
    const code = names.map((name) => outcome.fields?.[name]).find(Boolean);
    return code ? errorText(code) : undefined;
  };

  return {
    busy,
    outcome,
    errorOf,
    onSave: run(async () => {
      if (await save()) setOutcome({ done: text.saved });
    }),
    onPublish: run(async () => {
      const saved = await save();
      if (!saved) return;
      const result = await publish.mutateAsync(saved);
      setOutcome(result.ok ? { done: text.publishedNow(result.data.version.number) } : refusal(result));
    }),
    onRestore: (number: number) =>
      void run(async () => {
        const result = await restore.mutateAsync(number);
        if (!result.ok) return setOutcome(refusal(result));
        // The draft is the restored version now: edit from it.
        if (await take()) setOutcome({ done: text.restoredNow(result.data.version.number, number) });
      })(),
    onReload: run(take),
  };
}
