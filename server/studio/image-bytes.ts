/**
 * What an upload is, by its first bytes (ADR 0036): never by its name or the type the browser declared,
 * which anyone can set. The studio takes photographs only: JPEG, PNG, WebP and HEIF/HEIC (read
 * where sharp's build reads it); an SVG is a program a browser runs, so it is named to be refused clearly.
 */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heif';
export type SniffedKind = ImageKind | 'svg' | 'unknown';

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);

/** HEIF's brands (ISO/IEC 23008-12): HEIC stills and sequences, and the generic image brands. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);

/** How much of the start of a file an SVG's root element may hide behind (a BOM, a prolog, comments). */
const SVG_SNIFF_BYTES = 1024;

/** The kind of image `bytes` hold, from their signature; `unknown` for anything else (an `.exe`, a PDF). */
export function sniffImage(bytes: Uint8Array): SniffedKind {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  // An ISO base media file: a box size, then `ftyp` and the major brand.
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 4))) return 'heif';
  if (looksLikeSvg(bytes)) return 'svg';
  return 'unknown';
}

/** Text whose first element is `<svg`, after an optional BOM, XML prolog, doctype and comments. */
function looksLikeSvg(bytes: Uint8Array): boolean {
  const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, SVG_SNIFF_BYTES)).replace(/^\uFEFF/, '');
  const rest = head.replace(/^(\s|<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>)*/i, '');
  return /^<svg[\s>:]/i.test(rest) || (/^\s*</.test(head) && /<svg[\s>]/i.test(head));
}
