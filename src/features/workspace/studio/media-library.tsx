import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { LibraryItem } from '../../../domain/content/index.ts';
import { useApiRead } from '../../../lib/server-data.ts';
import { studioMediaQuery, useRemoveMedia } from '../api/studio.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { mediaWords } from './media-words.ts';
import { Section } from './section.tsx';
import { sectionAnchor } from './studio-navigator.tsx';

/** Shown size of a thumbnail, in CSS pixels (4:3; a portrait or a film's poster is fitted inside). */
export const THUMBNAIL_WIDTH_PX = 160;
export const THUMBNAIL_HEIGHT_PX = 120;

/**
 * The studio's media library (ADR 0058), a section of its own: every upload as a thumbnail with its size,
 * date and author, the items of the draft and of the published version that use it, and what else keeps
 * it; removal asked once more, then refused in words when something uses it.
 */
export function MediaLibrary() {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.library;
  const read = useApiRead(studioMediaQuery(copy.lang));
  const [note, setNote] = useState<{ done?: string; error?: string }>({});
  return (
    <Section id={sectionAnchor('library')} heading={text.heading} intro={text.intro}>
      {read.status !== 'ready' ? (
        <p className="text-sm text-ink-muted">{read.failure ? copy.errorText(read.failure.code) : text.loading}</p>
      ) : read.data.items.length === 0 ? (
        <p className="text-sm text-ink-muted">{text.empty}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="media-library">
          {read.data.items.map((item) => (
            <MediaCard key={item.id} item={item} onNote={setNote} />
          ))}
        </ul>
      )}
      <p role="status" className="text-sm text-ink empty:hidden">
        {note.done ?? ''}
      </p>
      <p role="alert" className="text-sm font-semibold text-danger empty:hidden">
        {note.error ?? ''}
      </p>
    </Section>
  );
}

/** One upload: its thumbnail, what it is, where it is used, and its removal. */
function MediaCard({ item, onNote }: { item: LibraryItem; onNote: (note: { done?: string; error?: string }) => void }) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.library;
  const words = mediaWords(copy);
  const remove = useRemoveMedia();
  const [asking, setAsking] = useState(false);
  const name = words.name(item);
  const { usage } = item;
  const alsoKept = usage.scheduled || usage.versions.length > 0 || usage.keptDrafts.length > 0;

  async function confirm() {
    onNote({ done: text.removing });
    const result = await remove.mutateAsync(item.id);
    setAsking(false);
    if (!result.ok)
      return onNote({ error: result.code === 'mediaInUse' ? words.refused(result.fields) : copy.errorText(result.code) });
    onNote({ done: text.removed });
  }

  return (
    <li className="flex flex-col gap-2 border border-stone-300 bg-white p-3 text-sm text-ink" data-testid="media-item">
      <img
        src={item.thumbnail}
        width={THUMBNAIL_WIDTH_PX}
        height={THUMBNAIL_HEIGHT_PX}
        // Named by the line below it: the picture itself has no words of its own.
        alt=""
        loading="lazy"
        className="border border-stone-300 bg-stone-100 object-contain"
        style={{ width: THUMBNAIL_WIDTH_PX, height: THUMBNAIL_HEIGHT_PX }}
      />
      <p className="font-semibold">{name}</p>
      <p>{words.size(item)}</p>
      <p>{text.uploaded(copy.when(item.uploadedAt), item.uploadedBy)}</p>
      {usage.draft.length === 0 && usage.published.length === 0 ? <p className="text-ink-muted">{text.nowhere}</p> : null}
      {usage.draft.length > 0 ? (
        <p>
          {text.inDraft} {words.uses(usage.draft)}
        </p>
      ) : null}
      {usage.published.length > 0 ? (
        <p>
          {text.inPublished} {words.uses(usage.published)}
        </p>
      ) : null}
      {alsoKept ? (
        <p className="text-ink-muted">
          {text.alsoKeptBy} {words.alsoKept(item)}
        </p>
      ) : null}
      {asking ? (
        <div role="group" aria-label={text.removeLabel(name)} className="flex flex-col gap-2 border border-brass-500 p-2">
          <p>{text.confirm(name)}</p>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" disabled={remove.isPending} onClick={() => void confirm()}>
              {text.confirmYes}
            </Button>
            <Button size="sm" variant="outline" onClick={() => setAsking(false)}>
              {text.cancel}
            </Button>
          </div>
        </div>
      ) : (
        <Button
          size="sm"
          variant="outline"
          className="self-start"
          aria-label={text.removeLabel(name)}
          onClick={() => setAsking(true)}
        >
          {text.remove}
        </Button>
      )}
    </li>
  );
}
