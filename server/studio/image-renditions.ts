import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import { ZONE_IMAGE_ASPECT, ZONE_IMAGE_WIDTHS_PX } from '../../src/content/media.ts';
import { readHead } from '../http/upload.ts';
import { sniffImage, type ImageKind } from './image-bytes.ts';

/**
 * An uploaded image made into what the pages show (ADR 0036): oriented, cropped to the zone images'
 * 4:3, in sRGB, without any of its metadata (EXIF, GPS, XMP, ICC: a photograph must not reveal where it
 * was taken), as AVIF and WebP at the widths the zone images use (480, 960, 1440 px; `src/content/media.ts`).
 * Each rendition is named by the sha256 of its bytes, so the same upload makes the same names.
 */

/** Largest upload taken: a full-size phone photograph is 3–12 MB. */
export const IMAGE_UPLOAD_MAX_BYTES = 20 * 1024 * 1024;
/** Largest image in pixels (a 108 MP phone camera's full size fits): decoding more is a memory bomb. */
export const IMAGE_MAX_PIXELS = 100_000_000;
/** The narrowest 4:3 crop taken: the smallest width the pages use. */
export const IMAGE_MIN_WIDTH_PX = ZONE_IMAGE_WIDTHS_PX[0];
/** Widths of an uploaded image's renditions: the zone images', which the case cards' columns fit too. */
export const CONTENT_IMAGE_WIDTHS_PX: readonly number[] = ZONE_IMAGE_WIDTHS_PX;
/** Height over width of every uploaded image's renditions (4:3). */
export const CONTENT_IMAGE_ASPECT = ZONE_IMAGE_ASPECT;

/** Encoder settings of the site's own images (scripts/generate-media.mjs), at a lighter effort for a request. */
const AVIF_OPTIONS = { quality: 50, effort: 4, chromaSubsampling: '4:2:0' } as const;
const WEBP_OPTIONS = { quality: 76, effort: 4 } as const;

export type RenditionFile = { hash: string; format: 'avif' | 'webp'; width: number; height: number; bytes: Buffer };
export type ImageRenditions = { kind: ImageKind; width: number; height: number; files: RenditionFile[] };

export type ImageRefusal = 'imageTooLarge' | 'imageSvg' | 'imageTypeInvalid' | 'imageUnreadable' | 'imageTooSmall';
export type RenditionsOutcome = { ok: true; image: ImageRenditions } | { ok: false; code: ImageRefusal };

const ACCEPTED_FORMATS: Record<ImageKind, readonly string[]> = {
  jpeg: ['jpeg'],
  png: ['png'],
  webp: ['webp'],
  heif: ['heif'],
};

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/**
 * Checks an image by its content and makes the renditions, or says why not (never throws for bad input):
 * its bytes, or a received upload's file (`receiveUpload`), which sharp reads from disk.
 */
export async function makeRenditions(upload: Uint8Array | { path: string; size: number }): Promise<RenditionsOutcome> {
  const size = upload instanceof Uint8Array ? upload.length : upload.size;
  if (size > IMAGE_UPLOAD_MAX_BYTES) return { ok: false, code: 'imageTooLarge' };
  const kind = sniffImage(upload instanceof Uint8Array ? upload : await readHead(upload.path));
  if (kind === 'svg') return { ok: false, code: 'imageSvg' };
  if (kind === 'unknown') return { ok: false, code: 'imageTypeInvalid' };

  const source = upload instanceof Uint8Array ? upload : upload.path;
  const input = () => sharp(source, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', pages: 1 });
  let oriented: { width: number; height: number };
  try {
    const metadata = await input().metadata();
    // The signature and what the decoder found must agree (a PNG header on a JPEG body is not taken).
    if (!ACCEPTED_FORMATS[kind].includes(metadata.format)) return { ok: false, code: 'imageTypeInvalid' };
    if (metadata.width * metadata.height > IMAGE_MAX_PIXELS) return { ok: false, code: 'imageTooLarge' };
    oriented = metadata.autoOrient;
  } catch {
    return { ok: false, code: 'imageUnreadable' };
  }

  // The largest 4:3 crop of the oriented image, then the widths it can fill without enlarging.
  const cropWidth = Math.min(oriented.width, Math.floor(oriented.height / CONTENT_IMAGE_ASPECT));
  if (cropWidth < IMAGE_MIN_WIDTH_PX) return { ok: false, code: 'imageTooSmall' };
  const widths = CONTENT_IMAGE_WIDTHS_PX.filter((w) => w <= cropWidth);
  const largest = widths[widths.length - 1]!;
  const heightOf = (width: number) => Math.round(width * CONTENT_IMAGE_ASPECT);

  let master: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once: oriented, cropped on what draws the eye, in sRGB, as raw pixels (no metadata can follow).
    master = await input()
      .rotate()
      .resize({ width: largest, height: heightOf(largest), fit: 'cover', position: sharp.strategy.attention })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, code: 'imageUnreadable' };
  }

  const { width, height, channels } = master.info;
  const files: RenditionFile[] = [];
  for (const w of widths) {
    const resized = sharp(master.data, { raw: { width, height, channels } }).resize(w, heightOf(w), { kernel: 'lanczos3' });
    const [avif, webp] = await Promise.all([
      resized.clone().avif(AVIF_OPTIONS).toBuffer(),
      resized.clone().webp(WEBP_OPTIONS).toBuffer(),
    ]);
    files.push({ hash: sha256(avif), format: 'avif', width: w, height: heightOf(w), bytes: avif });
    files.push({ hash: sha256(webp), format: 'webp', width: w, height: heightOf(w), bytes: webp });
  }
  return { ok: true, image: { kind, width: largest, height: heightOf(largest), files } };
}
