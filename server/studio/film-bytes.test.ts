import { describe, expect, it } from 'vitest';
import { sniffFilm } from './film-bytes.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
/** An ISO base media file's first box: its size, `ftyp`, the major brand, a version and compatible brands. */
const ftyp = (brand: string) => Uint8Array.from([0, 0, 0, 0x18, ...bytes(`ftyp${brand}`), 0, 0, 0, 0, ...bytes('isomiso2')]);

describe('a film upload’s kind, by its bytes', () => {
  it('knows MP4, MOV and Matroska (WebM, MKV) by their signatures, whatever the file was called', () => {
    for (const brand of ['isom', 'mp42', 'qt  ', 'M4V ', '3gp4']) expect(sniffFilm(ftyp(brand)), brand).toBe('mp4');
    // A QuickTime file written without a `ftyp` box opens with an atom.
    expect(sniffFilm(Uint8Array.from([0, 0, 0, 8, ...bytes('wide'), 0, 0, 0, 8, ...bytes('mdat')]))).toBe('mp4');
    expect(sniffFilm(Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01]))).toBe('matroska');
  });

  it('takes nothing else: text, a photograph (HEIC, AVIF), a program, an empty file', () => {
    for (const refused of [
      bytes('Esto no es una película.'),
      ftyp('heic'),
      ftyp('avif'),
      ftyp('mif1'),
      Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, ...bytes('JFIF')]),
      Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
      new Uint8Array(),
      Uint8Array.from([0x1a, 0x45, 0xdf]),
    ])
      expect(sniffFilm(refused)).toBe('unknown');
  });
});
