import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifHasGps } from '../../tests/support/exif.ts';
import { WORKSPACE_MESSAGES } from '../../src/i18n/workspace.ts';
import { sniffImage } from './image-bytes.ts';
import { IMAGE_UPLOAD_MAX_BYTES, makeRenditions } from './image-renditions.ts';

const bytes = (text: string) => new TextEncoder().encode(text);
const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 140, b: 90 } } });

/** A Windows program's first bytes: the DOS header's `MZ`, then the PE offset and stub. */
const EXE_START = Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff]);

describe('an upload’s kind, by its bytes', () => {
  it('knows JPEG, PNG, WebP and HEIF by their signatures, whatever the file was called', async () => {
    expect(sniffImage(await photo(8, 8).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImage(await photo(8, 8).png().toBuffer())).toBe('png');
    expect(sniffImage(await photo(8, 8).webp().toBuffer())).toBe('webp');
    expect(sniffImage(await photo(8, 8).avif().toBuffer())).toBe('heif');
    const heic = Uint8Array.from([0, 0, 0, 0x18, ...bytes('ftypheic'), 0, 0, 0, 0, ...bytes('mif1heic')]);
    expect(sniffImage(heic)).toBe('heif');
  });

  it('names any SVG, with or without its prolog, a BOM or comments first', () => {
    for (const svg of [
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
      '\uFEFF<?xml version="1.0"?>\n<!-- drawn by hand -->\n<!DOCTYPE svg>\n<svg viewBox="0 0 1 1"/>',
      '   <svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>',
    ])
      expect(sniffImage(bytes(svg)), svg).toBe('svg');
  });

  it('knows nothing else: a program, a PDF, HTML, an empty file, a video that is not HEIF', () => {
    expect(sniffImage(EXE_START)).toBe('unknown');
    expect(sniffImage(bytes('%PDF-1.7\n'))).toBe('unknown');
    expect(sniffImage(bytes('<!doctype html><p>hola</p>'))).toBe('unknown');
    expect(sniffImage(new Uint8Array())).toBe('unknown');
    expect(sniffImage(Uint8Array.from([0, 0, 0, 0x18, ...bytes('ftypisom')]))).toBe('unknown');
  });
});

describe('an upload made into renditions', () => {
  it('refuses a program, an SVG, a truncated image, a small one and one over the cap, each with its code', async () => {
    const jpeg = await photo(1600, 1200).jpeg().toBuffer();
    expect(await makeRenditions(EXE_START)).toEqual({ ok: false, code: 'imageTypeInvalid' });
    expect(await makeRenditions(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toEqual({ ok: false, code: 'imageSvg' });
    expect(await makeRenditions(jpeg.subarray(0, 200))).toEqual({ ok: false, code: 'imageUnreadable' });
    expect(await makeRenditions(await photo(400, 300).jpeg().toBuffer())).toEqual({ ok: false, code: 'imageTooSmall' });
    expect(await makeRenditions(new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1))).toEqual({ ok: false, code: 'imageTooLarge' });
    // A PNG's signature on a JPEG's body: what the decoder finds must be what the signature says.
    const lying = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...jpeg.subarray(8)]);
    expect((await makeRenditions(lying)).ok).toBe(false);
  });

  it('orients, crops to 4:3 and drops every piece of metadata, GPS included, at the widths the pages use', async () => {
    // A portrait photograph stored sideways (EXIF orientation 6), with where it was taken.
    const upload = await photo(2400, 1800)
      .jpeg()
      .withExif({ IFD0: { Make: 'Cámara' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 30/1' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const input = await sharp(upload).metadata();
    expect(exifHasGps(input.exif)).toBe(true);
    expect(
      exifHasGps(
        await photo(8, 8)
          .jpeg()
          .withExif({ IFD0: { Make: 'Cámara' } })
          .toBuffer()
          .then((b) => sharp(b).metadata())
          .then((m) => m.exif),
      ),
    ).toBe(false);
    expect(input.autoOrient).toEqual({ width: 1800, height: 2400 });

    const made = await makeRenditions(upload);
    if (!made.ok) throw new Error(made.code);
    expect(made.image).toMatchObject({ kind: 'jpeg', width: 1440, height: 1080 });
    expect(made.image.files.map((f) => `${f.format} ${f.width}×${f.height}`)).toEqual([
      'avif 480×360',
      'webp 480×360',
      'avif 960×720',
      'webp 960×720',
      'avif 1440×1080',
      'webp 1440×1080',
    ]);
    for (const file of made.image.files) {
      const out = await sharp(file.bytes).metadata();
      expect(out.format).toBe(file.format === 'avif' ? 'heif' : 'webp');
      expect([out.exif, out.xmp, out.icc, out.iptc]).toEqual([undefined, undefined, undefined, undefined]);
      expect(out.orientation).toBeUndefined();
      expect(file.hash).toMatch(/^[0-9a-f]{64}$/);
    }
    // A narrower upload makes only the widths it fills.
    const narrow = await makeRenditions(await photo(1000, 750).png().toBuffer());
    expect(narrow.ok && narrow.image.files.map((f) => f.width)).toEqual([480, 480, 960, 960]);
  });

  it('says its caps in its refusals, in both languages', () => {
    const megabytes = `${IMAGE_UPLOAD_MAX_BYTES / 1024 / 1024} MB`;
    expect(WORKSPACE_MESSAGES.es.errors.imageTooLarge).toContain(megabytes);
    expect(WORKSPACE_MESSAGES.en.errors.imageTooLarge).toContain(megabytes);
  });
});
