import { PLACE_ASPECTS, cropAround, type ContentImage, type FocalPoint } from '../../../domain/content/index.ts';
import { useWorkspaceCopy } from '../use-workspace-copy.ts';

/** Shown height of each crop's preview, in CSS pixels. */
const PREVIEW_HEIGHT_PX = 120;

type Source = NonNullable<ContentImage['source']>;

/**
 * The crop of each place the image may be shown in, drawn from its source with the same `cropAround` the
 * server cuts with: what she sees here is what the pages get, before the server has cut it.
 */
export function CropPreviews({ source, focus }: { source: Source; focus: FocalPoint }) {
  const text = useWorkspaceCopy().ui.studio.image.focus;
  const places = [
    { label: text.portrait, aspect: PLACE_ASPECTS.portrait },
    { label: text.landscape, aspect: PLACE_ASPECTS.case },
  ];
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-ink">{text.crops}</p>
      <div className="flex flex-wrap items-end gap-4">
        {places.map(({ label, aspect }) => {
          const box = cropAround(source, aspect, focus);
          const scale = PREVIEW_HEIGHT_PX / box.height;
          return (
            <figure key={label} data-testid="crop-preview" className="flex flex-col gap-1">
              <div
                className="relative overflow-hidden border border-stone-300 bg-stone-100"
                style={{ width: Math.round(box.width * scale), height: PREVIEW_HEIGHT_PX }}
              >
                <img
                  src={source.path}
                  alt=""
                  className="absolute max-w-none"
                  style={{
                    width: source.width * scale,
                    height: source.height * scale,
                    left: -box.left * scale,
                    top: -box.top * scale,
                  }}
                />
              </div>
              <figcaption className="text-xs text-ink-muted">{label}</figcaption>
            </figure>
          );
        })}
      </div>
    </div>
  );
}
