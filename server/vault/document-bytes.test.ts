import { describe, expect, it } from 'vitest';
import { endsAtPdfEof, sniffDocument } from './document-bytes.ts';
import { holdsActiveContent } from './pdf-check.ts';
import { parseVaultKey } from './vault-key.ts';

const bytes = (text: string) => Uint8Array.from(Buffer.from(text, 'latin1'));

describe('sniffDocument', () => {
  it('names PDFs and photographs by their first bytes', () => {
    expect(sniffDocument(bytes('%PDF-1.7\n%âãÏÓ'))).toBe('pdf');
    expect(sniffDocument(bytes('%PDF-2.0\n'))).toBe('pdf');
    expect(sniffDocument(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(sniffDocument(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffDocument(bytes('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(sniffDocument(bytes('\0\0\0\x18ftypheic\0\0\0\0'))).toBe('heif');
    expect(sniffDocument(bytes('\0\0\0\x18ftypmif1\0\0\0\0'))).toBe('heif');
  });

  it('names nothing else, whatever its name would say: programs, pages, archives, a PDF header further in, films', () => {
    expect(sniffDocument(bytes('\x7fELF\x02\x01\x01\0'))).toBe('unknown');
    expect(sniffDocument(bytes('MZ\x90\0\x03\0'))).toBe('unknown');
    expect(sniffDocument(bytes('<!doctype html><script>'))).toBe('unknown');
    expect(sniffDocument(bytes('PK\x03\x04\x14\0'))).toBe('unknown');
    expect(sniffDocument(bytes('\n%PDF-1.7\n'))).toBe('unknown');
    expect(sniffDocument(bytes('%PDF-'))).toBe('unknown');
    expect(sniffDocument(bytes('\0\0\0\x18ftypisom\0\0\0\0'))).toBe('unknown');
    expect(sniffDocument(bytes('\0\0\0\x18ftypavif\0\0\0\0'))).toBe('unknown');
    expect(sniffDocument(new Uint8Array())).toBe('unknown');
  });
});

describe('endsAtPdfEof', () => {
  it('takes a PDF ending at its %%EOF, give or take a line end, and nothing riding after it', () => {
    expect(endsAtPdfEof(bytes('startxref\n123\n%%EOF'))).toBe(true);
    expect(endsAtPdfEof(bytes('startxref\n123\n%%EOF\r\n'))).toBe(true);
    expect(endsAtPdfEof(bytes('%%EOF\nPK\x03\x04 an archive'))).toBe(false);
    expect(endsAtPdfEof(bytes('%%EOF\n<html><script>'))).toBe(false);
    expect(endsAtPdfEof(bytes('startxref\n123\n'))).toBe(false);
  });
});

describe('holdsActiveContent', () => {
  it('finds scripts, launch actions and attached files however deep in qpdf’s object list', () => {
    expect(holdsActiveContent({ 'obj:4 0 R': { value: { '/S': '/JavaScript', '/JS': 'u:app.alert(1)' } } })).toBe(true);
    expect(holdsActiveContent({ 'obj:1 0 R': { value: { '/Names': { '/JavaScript': '7 0 R' } } } })).toBe(true);
    expect(holdsActiveContent({ 'obj:5 0 R': { value: { '/AA': { '/O': { '/S': '/Launch', '/F': 'u:cmd.exe' } } } } })).toBe(
      true,
    );
    expect(holdsActiveContent({ 'obj:1 0 R': { value: { '/Names': { '/EmbeddedFiles': '6 0 R' } } } })).toBe(true);
    expect(holdsActiveContent({ 'obj:9 0 R': { value: { '/Annots': [{ '/Subtype': '/FileAttachment' }] } } })).toBe(true);
    expect(holdsActiveContent({ 'obj:8 0 R': { stream: { dict: { '/Type': '/EmbeddedFile' } } } })).toBe(true);
  });

  it('passes a plain document, links to web pages included', () => {
    expect(
      holdsActiveContent({
        'obj:1 0 R': { value: { '/Type': '/Catalog', '/Pages': '2 0 R', '/OpenAction': ['3 0 R', '/Fit'] } },
        'obj:6 0 R': { value: { '/S': '/URI', '/URI': 'u:https://example.com' } },
        'obj:7 0 R': { value: { '/Subtype': '/Link', '/Text': 'u:JavaScript is a language' } },
      }),
    ).toBe(false);
  });
});

describe('parseVaultKey', () => {
  const key = Buffer.alloc(32, 7);
  it('reads 32 bytes in base64 (openssl rand -base64 32), base64url or hex, around whitespace', () => {
    expect(parseVaultKey(key.toString('base64'))?.bytes.equals(key)).toBe(true);
    expect(parseVaultKey(`  ${key.toString('base64')}\n`)?.bytes.equals(key)).toBe(true);
    expect(parseVaultKey(key.toString('base64url'))?.bytes.equals(key)).toBe(true);
    expect(parseVaultKey(key.toString('hex'))?.bytes.equals(key)).toBe(true);
  });

  it('refuses anything that is not 32 bytes: a passphrase, 16 or 48 bytes, bad characters', () => {
    expect(parseVaultKey('correct horse battery staple')).toBeNull();
    expect(parseVaultKey(Buffer.alloc(16, 0xff).toString('base64'))).toBeNull();
    expect(parseVaultKey(Buffer.alloc(48, 0xff).toString('base64'))).toBeNull();
    expect(parseVaultKey(Buffer.alloc(16).toString('hex'))).toBeNull();
    expect(parseVaultKey(`${'z'.repeat(63)}!`)).toBeNull();
    expect(parseVaultKey('')).toBeNull();
  });
});
