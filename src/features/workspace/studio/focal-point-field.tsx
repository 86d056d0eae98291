import { useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { FieldError } from '../../../components/ui/field.tsx';
import { focusOf, type ContentImage, type FocalPoint, type ImagePlace } from '../../../domain/content/index.ts';
import { useCropImage } from '../api/studio.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';
import { CropPreviews } from './crop-previews.tsx';
import type { Update } from './draft.ts';

/** Shown width of the whole image she points at, in CSS pixels. */
const PICKER_WIDTH_PX = 240;
/** How far an arrow key moves the point: a twentieth of the image. */
const FOCUS_STEP = 0.05;
/** The crops follow once she stops moving the point this long (each is a few seconds of the server's work). */
const CROP_DELAY_MS = 600;

type Source = NonNullable<ContentImage['source']>;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
/** Whole percentages: what she hears, and what the document keeps. */
const toStep = (value: number) => Math.round(clamp01(value) * 100) / 100;
const percent = (value: number) => Math.round(value * 100);

const ARROWS: Record<string, readonly [number, number]> = {
  ArrowLeft: [-FOCUS_STEP, 0],
  ArrowRight: [FOCUS_STEP, 0],
  ArrowUp: [0, -FOCUS_STEP],
  ArrowDown: [0, FOCUS_STEP],
};

/**
 * An uploaded image's focal point (ADR 0054): a click or a tap on the image puts it there, the arrow keys
 * move it in steps, its position is announced, a marker shows it, and the crop of each place is previewed
 * beside it at once. The server cuts the renditions again once she stops; the document takes the new
 * renditions and the point together, so what is saved is always cut where it says.
 */
export function FocalPointField({
  image,
  source,
  place,
  update,
}: {
  image: ContentImage;
  source: Source;
  place: ImagePlace;
  update: Update<ContentImage | undefined>;
}) {
  const copy = useWorkspaceCopy();
  const text = copy.ui.studio.image.focus;
  const crop = useCropImage();
  // Where she put the point, until the renditions cut around it arrive.
  const [moving, setMoving] = useState<FocalPoint | null>(null);
  const [note, setNote] = useState<{ status: string; error?: string }>({ status: '' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef<FocalPoint | null>(null);
  const busy = useRef(false);
  const focus = moving ?? focusOf(image);
  const at = (point: FocalPoint) => text.at(percent(point.x), percent(point.y));

  async function cutAround(point: FocalPoint) {
    if (busy.current) return;
    busy.current = true;
    const result = await crop.mutateAsync({ source: source.path, place, focus: point });
    busy.current = false;
    // Moved again meanwhile: cut around where it is now.
    if (latest.current !== point && latest.current) return void cutAround(latest.current);
    if (!result.ok) return setNote({ status: at(point), error: copy.errorText(result.code) });
    // The alt text already written stays with the new renditions.
    update((current) => current && { ...current, ...result.data.image });
    setMoving(null);
    setNote({ status: `${at(point)}. ${text.cropped}` });
  }

  function moveTo(x: number, y: number) {
    const point = { x: toStep(x), y: toStep(y) };
    latest.current = point;
    setMoving(point);
    setNote({ status: at(point) });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void cutAround(point), CROP_DELAY_MS);
  }

  function onClick(event: MouseEvent<HTMLButtonElement>) {
    // Enter or Space on the button is a click too, at no point of the image: the arrows move it then.
    if (event.detail === 0) return;
    const box = event.currentTarget.getBoundingClientRect();
    moveTo((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height);
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const step = ARROWS[event.key];
    if (!step) return;
    event.preventDefault();
    moveTo(focus.x + step[0], focus.y + step[1]);
  }

  const id = useId();
  const hintId = `${id}-hint`;
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="text-sm font-semibold text-ink">{text.legend}</legend>
      <p id={hintId} className="text-sm text-ink-muted">
        {text.hint}
      </p>
      <div className="flex flex-wrap items-start gap-6">
        <button
          type="button"
          data-testid="focal-point"
          aria-label={text.label}
          aria-describedby={hintId}
          onClick={onClick}
          onKeyDown={onKeyDown}
          className="relative block cursor-crosshair border border-stone-300 bg-stone-100 outline-offset-3 focus-visible:outline-2 focus-visible:outline-brass-500"
        >
          <img
            src={source.path}
            width={PICKER_WIDTH_PX}
            height={Math.round((PICKER_WIDTH_PX * source.height) / source.width)}
            alt=""
            className="block h-auto"
            style={{ width: PICKER_WIDTH_PX }}
            draggable={false}
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-ivory bg-brass-500/60 shadow-[0_0_0_1px_rgba(0,0,0,0.6)]"
            style={{ left: `${focus.x * 100}%`, top: `${focus.y * 100}%` }}
          />
        </button>
        <CropPreviews source={source} focus={focus} />
      </div>
      <p role="status" className="text-sm text-ink empty:hidden">
        {note.status}
      </p>
      <FieldError id={`${id}-error`}>{note.error}</FieldError>
    </fieldset>
  );
}
