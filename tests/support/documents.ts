import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * Documents for the vault's tests, made in the test: well-formed PDFs (their cross-reference table
 * computed, so `qpdf --check` finds nothing to repair) with or without active content, photographs with
 * EXIF and GPS from sharp, an iPhone-style HEIC from Debian's `heif-enc`, and the hostile shapes a
 * client might send.
 */

/** A PDF of `objects` (object 1 the catalog), written whole with its cross-reference table. */
export function buildPdf(objects: readonly string[]): Buffer {
  let out = '%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const stream = (content: string) => `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`;

/** A one-page PDF showing `text` (uncompressed, so the text is in its bytes as written), with `catalogExtra` in its catalog. */
export function pdfWithText(text: string, { catalogExtra = '', extraObjects = [] as string[] } = {}): Buffer {
  return buildPdf([
    `<< /Type /Catalog /Pages 2 0 R ${catalogExtra} >>`,
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    stream(`BT /F1 12 Tf 72 770 Td (${text}) Tj ET`),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    ...extraObjects,
  ]);
}

/** Opens with a script (an OpenAction of type JavaScript). */
export const pdfWithJavaScript = () =>
  pdfWithText('Factura', { catalogExtra: '/OpenAction 6 0 R', extraObjects: ['<< /S /JavaScript /JS (app.alert\\(1\\)) >>'] });

/** Opens by launching a program. */
export const pdfWithLaunch = () =>
  pdfWithText('Factura', {
    catalogExtra: '/OpenAction 6 0 R',
    extraObjects: ['<< /S /Launch /F (cmd.exe) /Win << /F (cmd.exe) /P (/c calc) >> >>'],
  });

/** Carries another file in its EmbeddedFiles name tree. */
export const pdfWithEmbeddedFile = () =>
  pdfWithText('Factura', {
    catalogExtra: '/Names << /EmbeddedFiles 6 0 R >>',
    extraObjects: [
      '<< /Names [(x.exe) 7 0 R] >>',
      '<< /Type /Filespec /F (x.exe) /EF << /F 8 0 R >> >>',
      `<< /Type /EmbeddedFile /Length 4 >>\nstream\nMZ\x90\x00\nendstream`,
    ],
  });

/** A ZIP archive of one stored (uncompressed) file. */
export function zipOf(name: string, content: string): Buffer {
  const data = Buffer.from(content, 'utf8');
  const fileName = Buffer.from(name, 'utf8');
  const crc = crc32(data);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  const centralOffset = local.length + fileName.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, fileName, data, central, fileName, end]);
}

/** Sharp's photograph with the camera's make and where it was taken in its EXIF. */
export const photoWithGps = (width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 190, g: 150, b: 100 } } }).withExif({
    IFD0: { Make: 'Apple', Model: 'iPhone 15' },
    IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '3/1 41/1 12/1' },
  });

/** An iPhone-style HEIC (HEVC in a `heic` brand file, with its EXIF), made by `heif-enc` from a JPEG with GPS. */
export async function heicWithGps(width = 1200, height = 900): Promise<Buffer> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'aurea-heic-test-'));
  try {
    const jpeg = path.join(dir, 'photo.jpg');
    writeFileSync(jpeg, await photoWithGps(width, height).jpeg({ quality: 90 }).toBuffer());
    execFileSync('heif-enc', ['-q', '80', '-o', path.join(dir, 'photo.heic'), jpeg], { stdio: 'pipe' });
    return readFileSync(path.join(dir, 'photo.heic'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An ELF program's first bytes (a Linux executable) and some of the rest, as a file named `contrato.pdf` would hold. */
export const elfProgram = () => Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00, ...new Array(4_000).fill(0x90)]);
