import { useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import type { LibraryItem, MediaKind } from '../../../domain/content/index.ts';
import { useApiRead } from '../../../lib/server-data.ts';
import { studioMediaQuery } from '../api/studio.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { THUMBNAIL_HEIGHT_PX, THUMBNAIL_WIDTH_PX } from './media-library.tsx';
import { mediaWords } from './media-words.ts';

/**
 * "Choose from the library" for an image, portrait or film slot (ADR 0058): a button that opens a modal
 * dialog (the browser's `<dialog>`: the focus goes in and stays there, Escape or *Cerrar* closes it and the
 * focus goes back to the button) listing the uploads of `kind`, newest first, each one button; choosing
 * one closes it and hands the upload to the slot, which makes it its own (an image is cut for its place).
 * `unavailable` says why an upload cannot go here (a film already in another slot): it is listed, not offered.
 */
export function LibraryChooser({
  kind,
  disabled,
  onPick,
  unavailable,
}: {
  kind: MediaKind;
  disabled?: boolean;
  onPick: (item: LibraryItem) => void;
  unavailable?: (item: LibraryItem) => string | undefined;
}) {
  const text = useWorkspaceCopy().ui.studio.library;
  const dialog = useRef<HTMLDialogElement>(null);
  // The library is read while the dialog is open, afresh each time.
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const introId = useId();
  return (
    <>
      <Button
        size="sm"
        variant="outline"
        className="self-start"
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        {text.choose}
      </Button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        aria-describedby={introId}
        onClose={() => setOpen(false)}
        className="m-auto max-h-[85vh] w-[min(48rem,92vw)] overflow-y-auto border border-stone-300 bg-white p-6 text-ink backdrop:bg-ink/40"
      >
        <div className="flex flex-col gap-4">
          <h3 id={headingId} className="font-display text-2xl">
            {text.dialog[kind]}
          </h3>
          <p id={introId} className="text-sm text-ink-muted">
            {text.dialog.intro[kind]}
          </p>
          {open ? (
            <LibraryChoices
              kind={kind}
              unavailable={unavailable}
              onPick={(item) => {
                dialog.current?.close();
                onPick(item);
              }}
            />
          ) : null}
          <Button size="sm" variant="outline" className="self-end" onClick={() => dialog.current?.close()}>
            {text.dialog.close}
          </Button>
        </div>
      </dialog>
    </>
  );
}

/** The uploads of `kind`, each a button naming it, with its thumbnail, size and where it is used (or why not here). */
function LibraryChoices({
  kind,
  onPick,
  unavailable,
}: {
  kind: MediaKind;
  onPick: (item: LibraryItem) => void;
  unavailable?: (item: LibraryItem) => string | undefined;
}) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.library;
  const words = mediaWords(copy);
  const read = useApiRead(studioMediaQuery(copy.lang));
  if (read.status !== 'ready')
    return <p className="text-sm text-ink-muted">{read.failure ? copy.errorText(read.failure.code) : text.loading}</p>;
  const items = read.data.items.filter((item) => item.kind === kind);
  if (items.length === 0) return <p className="text-sm text-ink-muted">{text.dialog.none[kind]}</p>;
  return (
    <ul className="grid gap-3 sm:grid-cols-2" data-testid="library-choices">
      {items.map((item) => {
        const why = unavailable?.(item);
        return (
          <li key={item.id}>
            <button
              type="button"
              disabled={why !== undefined}
              onClick={() => onPick(item)}
              className="flex w-full items-start gap-3 border border-stone-300 p-2 text-left text-sm hover:border-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:cursor-not-allowed disabled:border-stone-200 disabled:hover:border-stone-200"
            >
              <img
                src={item.thumbnail}
                width={THUMBNAIL_WIDTH_PX / 2}
                height={THUMBNAIL_HEIGHT_PX / 2}
                alt=""
                loading="lazy"
                className="shrink-0 bg-stone-100 object-contain"
                style={{ width: THUMBNAIL_WIDTH_PX / 2, height: THUMBNAIL_HEIGHT_PX / 2 }}
              />
              <span className="flex flex-col gap-1">
                <span className="font-semibold">{text.dialog.use(words.name(item))}</span>
                <span>{words.size(item)}</span>
                <span className="text-ink-muted">
                  {why ??
                    (item.usage.draft.length > 0
                      ? `${text.inDraft} ${words.uses(item.usage.draft)}`
                      : item.usage.published.length > 0
                        ? `${text.inPublished} ${words.uses(item.usage.published)}`
                        : text.nowhere)}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
