/**
 * What a film upload is, by its first bytes (ADR 0036), never by its name or declared type: an ISO base
 * media file (MP4, MOV, M4V, 3GP: a `ftyp` box, or a QuickTime file opening with a `moov`, `mdat`, `wide`,
 * `free` or `skip` atom) or Matroska (WebM, MKV: the EBML header). A HEIF still has a `ftyp` box too: its
 * brands are an image's, not a film's. ffprobe must then agree (`probeFilm`).
 */
export type FilmKind = 'mp4' | 'matroska';

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

/** HEIF's still-image brands (a photograph from a phone): not a film. */
const HEIF_STILL_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'mif1', 'avif']);
/** Atoms a QuickTime file written without a `ftyp` box may open with. */
const QUICKTIME_ATOMS = new Set(['moov', 'mdat', 'wide', 'free', 'skip']);
const EBML = [0x1a, 0x45, 0xdf, 0xa3] as const;

/** The kind of film `bytes` hold, from their signature; `unknown` for anything else (text, an image, a program). */
export function sniffFilm(bytes: Uint8Array): FilmKind | 'unknown' {
  if (bytes.length >= 4 && EBML.every((byte, i) => bytes[i] === byte)) return 'matroska';
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === 'ftyp') return HEIF_STILL_BRANDS.has(ascii(bytes, 8, 4)) ? 'unknown' : 'mp4';
  if (bytes.length >= 8 && QUICKTIME_ATOMS.has(ascii(bytes, 4, 4))) return 'mp4';
  return 'unknown';
}

/** The demuxer ffprobe must name for each kind (`format_name`). */
export const FFPROBE_FORMATS: Record<FilmKind, string> = { mp4: 'mov,mp4,m4a,3gp,3g2,mj2', matroska: 'matroska,webm' };
