import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { ZONE_IMAGE_WIDTHS_PX } from '../../src/content/media.ts';
import { FOCAL_CENTRE, PLACE_ASPECTS, cropAround, type FocalPoint, type ImagePlace } from '../../src/domain/content/index.ts';
import { readHead } from '../http/upload.ts';
import { sniffImage, type ImageKind } from './image-bytes.ts';

/**
 * An uploaded image made into what the pages show (ADR 0036, 0054): oriented, in sRGB, without any of its
 * metadata (EXIF, GPS, XMP, ICC: a photograph must not reveal where it was taken), kept whole as its source
 * (WebP, at most IMAGE_SOURCE_MAX_PX on its longer side) and cut to the aspect of the place that shows it
 * (portraits 3:4, cases and zones 4:3) around its focal point (`cropAround`), as AVIF and WebP at the
 * widths the zone images use (480, 960, 1440 px; `src/content/media.ts`). A focal point moved later is cut
 * again from the source (`cutFromSource`). Each file is named by the sha256 of its bytes, so the same
 * upload makes the same names.
 */

/** Largest upload taken: a full-size phone photograph is 3–12 MB. */
export const IMAGE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Largest image in pixels (a 108 MP phone camera's full size fits): decoding more is a memory bomb. */
export const IMAGE_MAX_PIXELS = 100_000_000;
/** The narrowest crop taken: the smallest width the pages use. */
export const IMAGE_MIN_WIDTH_PX = ZONE_IMAGE_WIDTHS_PX[0];
/** Widths of an uploaded image's renditions: the zone images', which the case cards' and portraits' columns fit too. */
export const CONTENT_IMAGE_WIDTHS_PX: readonly number[] = ZONE_IMAGE_WIDTHS_PX;
/**
 * The longer side of the source kept to cut again from: a 3:4 crop of a 3:2 photograph at this size is
 * 1,500 px wide, more than the widest rendition.
 */
export const IMAGE_SOURCE_MAX_PX = 3000;

/** Encoder settings of the site's own images (scripts/generate-media.mjs), at a lighter effort for a request. */
const AVIF_OPTIONS = { quality: 50, effort: 4, chromaSubsampling: '4:2:0' } as const;
const WEBP_OPTIONS = { quality: 76, effort: 4 } as const;
/** The source is cut again and again: kept finer than any rendition. */
const SOURCE_WEBP_OPTIONS = { quality: 90, effort: 4 } as const;

export type RenditionFile = { hash: string; format: 'avif' | 'webp'; width: number; height: number; bytes: Buffer };
/** The renditions cut for one place: the size of the largest, and every file. */
export type CutRenditions = { width: number; height: number; files: RenditionFile[] };
export type ImageRenditions = CutRenditions & { kind: ImageKind; source: RenditionFile };

export type ImageRefusal = 'imageTooLarge' | 'imageSvg' | 'imageTypeInvalid' | 'imageUnreadable' | 'imageTooSmall';
export type RenditionsOutcome = { ok: true; image: ImageRenditions } | { ok: false; code: ImageRefusal };
export type CutOutcome = { ok: true; image: CutRenditions } | { ok: false; code: 'imageTooSmall' | 'imageUnreadable' };
export type CutFromSourceOutcome =
  | { ok: true; image: CutRenditions; source: { width: number; height: number } }
  | { ok: false; code: 'imageTooSmall' | 'imageUnreadable' };

type RawImage = { data: Buffer; info: OutputInfo };

const ACCEPTED_FORMATS: Record<ImageKind, readonly string[]> = {
  jpeg: ['jpeg'],
  png: ['png'],
  webp: ['webp'],
  heif: ['heif'],
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Checks an image by its content, keeps it whole as its source and cuts the renditions `place` needs
 * around `focus`, or says why not (never throws for bad input): its bytes, or a received upload's file
 * (`receiveUpload`), which sharp reads from disk.
 */
export async function makeRenditions(
  upload: Uint8Array | { path: string; size: number },
  place: ImagePlace = 'case',
  focus: FocalPoint = FOCAL_CENTRE,
): Promise<RenditionsOutcome> {
  const size = upload instanceof Uint8Array ? upload.length : upload.size;
  if (size > IMAGE_UPLOAD_MAX_BYTES) return { ok: false, code: 'imageTooLarge' };
  const kind = sniffImage(upload instanceof Uint8Array ? upload : await readHead(upload.path));
  if (kind === 'svg') return { ok: false, code: 'imageSvg' };
  if (kind === 'unknown') return { ok: false, code: 'imageTypeInvalid' };

  const source = upload instanceof Uint8Array ? upload : upload.path;
  const input = () => sharp(source, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', pages: 1 });
  try {
    const metadata = await input().metadata();
    // The signature and what the decoder found must agree (a PNG header on a JPEG body is not taken).
    if (!ACCEPTED_FORMATS[kind].includes(metadata.format)) return { ok: false, code: 'imageTypeInvalid' };
    if (metadata.width * metadata.height > IMAGE_MAX_PIXELS) return { ok: false, code: 'imageTooLarge' };
    // Refused before decoding: even its whole width or height is narrower than the pages' smallest.
    const whole = metadata.autoOrient;
    if (cropAround(whole, PLACE_ASPECTS[place]).width < IMAGE_MIN_WIDTH_PX) return { ok: false, code: 'imageTooSmall' };
  } catch {
    return { ok: false, code: 'imageUnreadable' };
  }

  let master: RawImage;
  try {
    // Decoded once: oriented, in sRGB, as raw pixels (no metadata can follow).
    master = await input()
      .rotate()
      .resize({ width: IMAGE_SOURCE_MAX_PX, height: IMAGE_SOURCE_MAX_PX, fit: 'inside', withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, code: 'imageUnreadable' };
  }
  const cut = await cutRenditions(master, place, focus);
  if (!cut.ok) return cut;
  const { width, height, channels } = master.info;
  const sourceBytes = await sharp(master.data, { raw: { width, height, channels } }).webp(SOURCE_WEBP_OPTIONS).toBuffer();
  const kept: RenditionFile = { hash: sha256(sourceBytes), format: 'webp', width, height, bytes: sourceBytes };
  return { ok: true, image: { ...cut.image, kind, source: kept } };
}

/** The renditions `place` needs, cut again from an image's source (a stored WebP) around `focus`. */
export async function cutFromSource(source: Uint8Array, place: ImagePlace, focus: FocalPoint): Promise<CutFromSourceOutcome> {
  let master: RawImage;
  try {
    master = await sharp(source, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, code: 'imageUnreadable' };
  }
  const cut = await cutRenditions(master, place, focus);
  return cut.ok ? { ...cut, source: { width: master.info.width, height: master.info.height } } : cut;
}

/** The crop of `master` for `place` around `focus`, at each width it fills without enlarging. */
async function cutRenditions(master: RawImage, place: ImagePlace, focus: FocalPoint): Promise<CutOutcome> {
  const { width, height, channels } = master.info;
  const aspect = PLACE_ASPECTS[place];
  const box = cropAround({ width, height }, aspect, focus);
  if (box.width < IMAGE_MIN_WIDTH_PX) return { ok: false, code: 'imageTooSmall' };
  const widths = CONTENT_IMAGE_WIDTHS_PX.filter((w) => w <= box.width);
  const heightOf = (w: number) => Math.round((w * aspect.height) / aspect.width);
  const files: RenditionFile[] = [];
  for (const w of widths) {
    const resized = sharp(master.data, { raw: { width, height, channels } })
      .extract(box)
      .resize(w, heightOf(w), { kernel: 'lanczos3' });
    const [avif, webp] = await Promise.all([
      resized.clone().avif(AVIF_OPTIONS).toBuffer(),
      resized.clone().webp(WEBP_OPTIONS).toBuffer(),
    ]);
    files.push({ hash: sha256(avif), format: 'avif', width: w, height: heightOf(w), bytes: avif });
    files.push({ hash: sha256(webp), format: 'webp', width: w, height: heightOf(w), bytes: webp });
  }
  const largest = widths[widths.length - 1]!;
  return { ok: true, image: { width: largest, height: heightOf(largest), files } };
}
