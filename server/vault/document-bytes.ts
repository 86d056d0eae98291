/**
 * What a document is, by its first bytes (docs/decisions/0048-the-document-vault.md): never by its name
 * or the type the browser declared, which anyone can set. The vault takes PDFs and photographs (JPEG,
 * PNG, WebP, and HEIC/HEIF as iPhones take them); everything else (a program, an HTML page, an archive)
 * is `unknown`.
 */
export type DocumentKind = 'pdf' | 'jpeg' | 'png' | 'webp' | 'heif';

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** HEIF's still-image brands (ISO/IEC 23008-12): what an iPhone's camera and the generic HEIF writers put first. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'mif1']);

/**
 * The kind of document `head` (a file's first bytes) starts, or `unknown`. A PDF must start with its
 * header at the first byte: readers that look further in are how a ZIP or an HTML page passes for one.
 */
export function sniffDocument(head: Uint8Array): DocumentKind | 'unknown' {
  if (head.length >= 8 && /^%PDF-[12]\.\d$/.test(ascii(head, 0, 8))) return 'pdf';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 4) === 'WEBP') return 'webp';
  // An ISO base media file: a box size, then `ftyp` and the major brand.
  if (head.length >= 12 && ascii(head, 4, 4) === 'ftyp' && HEIF_BRANDS.has(ascii(head, 8, 4))) return 'heif';
  return 'unknown';
}

/** How far from a PDF's end its last `%%EOF` may sit (a line end or two, some writers' padding). */
export const PDF_TRAILING_BYTES_MAX = 64;

/**
 * Whether a PDF's `tail` (its last bytes) ends with its `%%EOF` marker, give or take whitespace. Data
 * after it is invisible to a PDF reader and visible to another program (a ZIP appended makes a polyglot).
 */
export function endsAtPdfEof(tail: Uint8Array): boolean {
  const text = ascii(tail, 0, tail.length);
  const at = text.lastIndexOf('%%EOF');
  if (at < 0) return false;
  const after = text.slice(at + 5);
  return after.length <= PDF_TRAILING_BYTES_MAX && /^[\s\0]*$/.test(after);
}
