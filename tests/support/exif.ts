/**
 * Whether an image's EXIF block (as sharp's `metadata().exif` gives it: `Exif\0\0` then a TIFF header)
 * points to a GPS directory (tag 0x8825 in IFD0): where the photograph was taken.
 */
export function exifHasGps(exif: Uint8Array | undefined): boolean {
  if (!exif || exif.length < 14) return false;
  const tiff = new DataView(exif.buffer, exif.byteOffset + 6, exif.length - 6);
  const little = tiff.getUint16(0) === 0x4949; // 'II'
  const ifd0 = tiff.getUint32(4, little);
  const entries = tiff.getUint16(ifd0, little);
  for (let i = 0; i < entries; i++) if (tiff.getUint16(ifd0 + 2 + i * 12, little) === 0x8825) return true;
  return false;
}
