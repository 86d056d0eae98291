import path from 'node:path';
import sharp from 'sharp';
import { runProgram } from './run-program.ts';

/**
 * A photograph made safe to keep and to hand back (docs/decisions/0048-the-document-vault.md): decoded
 * and encoded again by sharp, upright (its EXIF orientation applied), in sRGB, without any of its
 * metadata (EXIF, GPS, XMP, ICC) and without anything that rode along after the image (an HTML page
 * appended makes a polyglot). HEIC, which iPhones take, is first converted to JPEG by Debian's
 * `heif-convert` (libheif with libde265): sharp's prebuilt libvips has no HEVC decoder.
 */

export type SafeImage = { ok: true; path: string; type: 'image/jpeg' | 'image/png' | 'image/webp' };
export type ImageVerdict = SafeImage | { ok: false; code: 'documentTruncated' | 'documentUnreadable' };

/** The largest photograph taken, in pixels (a 108 MP phone camera's full size fits): decoding more is a memory bomb. */
export const DOCUMENT_IMAGE_MAX_PIXELS = 110_000_000;
const HEIF_CONVERT_TIMEOUT_MS = 60_000;
const SHARP_FORMATS = { jpeg: 'jpeg', png: 'png', webp: 'webp' } as const;

type Kind = 'jpeg' | 'png' | 'webp';

/** Whether sharp reads `file` as the `kind` its bytes claim, and whole. */
async function decodes(file: string, kind: Kind, failOn: 'none' | 'truncated'): Promise<boolean> {
  try {
    const image = sharp(file, { limitInputPixels: DOCUMENT_IMAGE_MAX_PIXELS, failOn, pages: 1 });
    const metadata = await image.metadata();
    if (metadata.format !== SHARP_FORMATS[kind]) return false;
    await image.raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/** Re-encodes the image at `input` into `outDir`, in its own format, or says why not. */
async function reencode(input: string, kind: Kind, outDir: string): Promise<ImageVerdict> {
  if (!(await decodes(input, kind, 'truncated'))) {
    // Readable when its damage is overlooked: a photograph cut short in sending.
    const readable = await decodes(input, kind, 'none');
    return { ok: false, code: readable ? 'documentTruncated' : 'documentUnreadable' };
  }
  const output = path.join(outDir, `safe.${kind}`);
  const image = sharp(input, { limitInputPixels: DOCUMENT_IMAGE_MAX_PIXELS, failOn: 'truncated', pages: 1 })
    .rotate()
    .toColourspace('srgb');
  try {
    if (kind === 'jpeg') await image.jpeg({ quality: 90, mozjpeg: true }).toFile(output);
    else if (kind === 'png') await image.png().toFile(output);
    else await image.webp({ quality: 90 }).toFile(output);
  } catch {
    return { ok: false, code: 'documentUnreadable' };
  }
  return { ok: true, path: output, type: `image/${kind}` };
}

/** The image at `input` made safe in `outDir` (a private folder the caller removes). */
export async function makeImageSafe(input: string, kind: Kind | 'heif', outDir: string): Promise<ImageVerdict> {
  if (kind !== 'heif') return reencode(input, kind, outDir);
  const converted = path.join(outDir, 'converted.jpg');
  const run = await runProgram('heif-convert', ['-q', '95', input, converted], {
    timeoutMs: HEIF_CONVERT_TIMEOUT_MS,
    maxOutputBytes: 64 * 1024,
  });
  if (run.code !== 0) return { ok: false, code: 'documentUnreadable' };
  return reencode(converted, 'jpeg', outDir);
}
