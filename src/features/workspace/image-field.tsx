import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import type { ContentImage } from '../../domain/content/index.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { Bilingual } from './bilingual-field.tsx';
import { FileUpload } from './file-upload.tsx';
import { CONTENT_IMAGES_PATH } from './studio-api-paths.ts';
import type { WorkspaceCopy } from './use-workspace-copy.ts';

type Path = readonly (string | number)[];

/** Shown size of the preview, in CSS pixels (the renditions are 4:3). */
const PREVIEW_WIDTH_PX = 160;
const PREVIEW_HEIGHT_PX = 120;

/** What the file picker offers; the server checks the bytes whatever is picked. */
const ACCEPTED = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif';

/**
 * A case's photograph or a zone's image in the content studio (ADR 0036): upload (the server checks the
 * bytes and makes the renditions), a preview, the alt text in Spanish and English side by side, remove.
 * What happens is said in a polite status; a refusal in the field's error, read with it.
 */
export function ImageField({
  legend,
  none,
  image,
  path,
  namedPath,
  edit,
  errorOf,
  copy,
}: {
  legend: string;
  /** What the page shows without an image of the firm's own. */
  none: string;
  image: ContentImage | undefined;
  /** Where the image lives in the document (`['cases', 3, 'image']`). */
  path: Path;
  /** The same place named by its entry's id, as a missing translation is named (`cases.<id>.image`). */
  namedPath: string;
  edit: (path: Path, value: unknown) => void;
  errorOf: (...paths: string[]) => string | undefined;
  copy: WorkspaceCopy;
}) {
  const text = copy.ui.content.image;
  const [state, setState] = useState<{ busy?: boolean; error?: string; done?: string }>({});

  async function upload(file: File) {
    setState({ busy: true, done: text.uploading });
    const result = await apiRequest<{ image: Omit<ContentImage, 'alt'> }>(CONTENT_IMAGES_PATH, {
      method: 'POST',
      body: file,
      lang: copy.lang,
    });
    if (!result.ok) return setState({ error: copy.errorText(result.code) });
    edit(path, { ...result.data.image, alt: image?.alt ?? { es: '', en: '' } });
    setState({ done: text.uploaded });
  }

  const preview = image?.renditions[0];
  return (
    <fieldset className="flex flex-col gap-4 border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">{legend}</legend>
      <div className="flex flex-wrap items-start gap-4">
        {preview ? (
          <img
            src={preview.webp}
            width={PREVIEW_WIDTH_PX}
            height={PREVIEW_HEIGHT_PX}
            alt={image.alt[copy.lang] || text.preview}
            className="border border-stone-300 bg-stone-100 object-cover"
          />
        ) : (
          <p className="text-sm text-ink-muted">{none}</p>
        )}
        <FileUpload
          label={image ? text.replace : text.choose}
          hint={text.hint}
          error={state.error}
          accept={ACCEPTED}
          disabled={state.busy}
          onFile={(file) => void upload(file)}
          className="grow"
        />
      </div>
      <p role="status" className="text-sm text-ink empty:hidden">
        {state.error ? '' : (state.done ?? '')}
      </p>
      {image ? (
        <>
          <Bilingual
            label={text.alt}
            path={(lang) => [...path, 'alt', lang]}
            altPath={(lang) => `${namedPath}.alt.${lang}`}
            value={(lang) => image.alt[lang]}
            edit={edit}
            errorOf={errorOf}
            copy={copy}
          />
          <Button
            size="sm"
            variant="outline"
            className="self-start"
            onClick={() => {
              edit(path, undefined);
              setState({ done: text.removed });
            }}
          >
            {text.remove}
          </Button>
        </>
      ) : null}
    </fieldset>
  );
}
