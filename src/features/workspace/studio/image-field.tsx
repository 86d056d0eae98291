import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { FOCAL_CENTRE, type ContentImage, type ImagePlace, type LibraryItem } from '../../../domain/content/index.ts';
import { useUploadProgress } from '../../../lib/use-upload-progress.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { useCropImage, useUploadImage } from '../api/studio.ts';
import { Bilingual } from './bilingual-field.tsx';
import { fieldOf, pairOf, setTo, type Update } from './draft.ts';
import { FileUpload } from './file-upload.tsx';
import { FocalPointField } from './focal-point-field.tsx';
import { LibraryChooser } from './library-dialog.tsx';
import { SendingProgress } from './sending-progress.tsx';

/** Shown width of the preview of an image uploaded without a source, in CSS pixels. */
const PREVIEW_WIDTH_PX = 160;

/** What the file picker offers; the server checks the bytes whatever is picked. */
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

const NO_ALT = { es: '', en: '' };

/**
 * A case's photograph, a zone's image or a person's portrait in the studio (ADR 0036): upload (the server
 * checks the bytes and makes the renditions), a preview, the alt text in Spanish and English side by side,
 * remove. What happens is said in a polite status; a refusal in the field's error, read with it.
 */
export function ImageField({
  legend,
  none,
  place,
  image,
  update,
  name,
  alsoNamed,
}: {
  legend: string;
  /** What the page shows without an image of the firm's own. */
  none: string;
  /** Where the pages show it, for the aspect it is cut to (ADR 0054). */
  place: ImagePlace;
  image: ContentImage | undefined;
  update: Update<ContentImage | undefined>;
  /** Where the image lives in the document, by place (`cases.3.image`). */
  name: string;
  /** The same place named by its entry's id, as a missing translation is named (`cases.<id>.image`). */
  alsoNamed: string;
}) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.image;
  const upload = useUploadImage();
  const crop = useCropImage();
  const [note, setNote] = useState<{ error?: string; done?: string }>({});

  const sending = useUploadProgress();

  // Its bytes' progress first, then what the server does with them (`text.uploading`) until it answers.
  async function send(file: File) {
    setNote({});
    const result = await upload.mutateAsync({ file, place, ...sending.start() });
    sending.end();
    if (!result.ok)
      return setNote(sending.cancelled() ? { done: copy.ui.studio.upload.cancelled } : { error: copy.errorText(result.code) });
    // The alt text already written stays with the new renditions.
    update((current) => ({ ...result.data.image, alt: current?.alt ?? NO_ALT }));
    setNote({ done: text.uploaded });
  }

  // An upload of the library, cut again from its source for this place around its centre, as an upload is.
  async function reuse(item: LibraryItem) {
    setNote({ done: copy.ui.studio.library.picking });
    const result = await crop.mutateAsync({ source: item.path, place, focus: FOCAL_CENTRE });
    if (!result.ok) return setNote({ error: copy.errorText(result.code) });
    update((current) => ({ ...result.data.image, alt: current?.alt ?? NO_ALT }));
    setNote({ done: copy.ui.studio.library.picked });
  }

  const busy = upload.isPending || crop.isPending;
  const preview = image?.renditions[0];
  // Edits of the alt text reach an image that is there (the fields are shown only then).
  const updateImage: Update<ContentImage> = (change) => update((current) => current && change(current));
  return (
    <fieldset className="flex flex-col gap-4 border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap items-start gap-4">
        {image?.source ? null : preview ? (
          <div className="flex max-w-xs flex-col gap-2">
            <img
              src={preview.webp}
              width={PREVIEW_WIDTH_PX}
              height={Math.round((PREVIEW_WIDTH_PX * image.height) / image.width)}
              alt={image.alt[copy.lang] || text.preview}
              className="border border-stone-300 bg-stone-100"
            />
            <p className="text-sm text-ink-muted">{text.focus.noSource}</p>
          </div>
        ) : (
          <p className="text-sm text-ink-muted">{none}</p>
        )}
        <FileUpload
          label={image ? text.replace : text.choose}
          hint={text.hint}
          error={note.error}
          accept={ACCEPTED}
          disabled={busy}
          onFile={(file) => void send(file)}
          className="grow"
        />
      </div>
      <SendingProgress upload={sending} label={copy.ui.studio.upload.imageLabel} />
      <LibraryChooser kind="image" disabled={busy} onPick={(item) => void reuse(item)} />
      <p role="status" className="text-sm text-ink empty:hidden">
        {note.error ? '' : sending.state.phase === 'processing' ? text.uploading : (note.done ?? '')}
      </p>
      {image?.source ? <FocalPointField image={image} source={image.source} place={place} update={update} /> : null}
      {image ? (
        <>
          <Bilingual
            label={text.alt}
            name={(lang) => `${name}.alt.${lang}`}
            alsoNamed={(lang) => `${alsoNamed}.alt.${lang}`}
            value={(lang) => image.alt[lang]}
            onChange={pairOf(fieldOf(updateImage, 'alt'))}
          />
          <Button
            size="sm"
            variant="outline"
            className="self-start"
            onClick={() => {
              setTo(update)(undefined);
              setNote({ done: text.removed });
            }}
          >
            {text.remove}
          </Button>
        </>
      ) : null}
    </fieldset>
  );
}
