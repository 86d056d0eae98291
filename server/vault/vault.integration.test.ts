import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DATABASE_KINDS, openTestDatabase } from '../../tests/setup/databases.ts';
import { createTestDatabase, postgresBinDir } from '../../tests/setup/local-postgres.ts';
import { exifHasGps } from '../../tests/support/exif.ts';
import {
  elfProgram,
  heicWithGps,
  pdfWithEmbeddedFile,
  pdfWithJavaScript,
  pdfWithLaunch,
  pdfWithText,
  photoWithGps,
  zipOf,
} from '../../tests/support/documents.ts';
import type { Database } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { migrate } from '../db/migrate.ts';
import { openPostgres } from '../db/postgres.ts';
import { VAULT_CHUNK_BYTES, createVault, type Vault, type VaultKey } from './index.ts';

const work = mkdtempSync(path.join(os.tmpdir(), 'aurea-vault-test-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `bytes` as a file, as `receiveUpload` leaves an upload. */
function asFile(bytes: Uint8Array): { path: string; size: number } {
  const file = path.join(work, `upload-${randomBytes(6).toString('hex')}`);
  writeFileSync(file, bytes, { mode: 0o600 });
  return { path: file, size: bytes.length };
}

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const part of stream as unknown as AsyncIterable<Uint8Array>) parts.push(part);
  return Buffer.concat(parts);
}

const newKey = (): VaultKey => ({ bytes: randomBytes(32) });

/** A PostgreSQL test database with its URL, for pg_dump. */
async function postgresWithUrl(): Promise<{ db: Database; url: string }> {
  const url = await createTestDatabase(inject('postgresUrl'), 'test', inject('postgresTemplate'));
  const db = await openPostgres(url);
  await migrate(db);
  return { db, url };
}

/**
 * The document vault (ADR 0048) on a real database: each kind of document in and out, hostile files
 * refused in their own words, and at rest nothing a dump of the database shows of a document.
 */
describe.each(DATABASE_KINDS)('the document vault on %s', (kind) => {
  let db: Database;
  let url: string | undefined;
  let vault: Vault;
  const key = newKey();

  beforeAll(async () => {
    if (kind === 'postgres') ({ db, url } = await postgresWithUrl());
    else db = await openTestDatabase(kind);
    vault = createVault({ db: kyselyOf(db), key });
  });
  afterAll(() => db.close());

  const blobCount = async () => Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM vault_blobs'))[0]!.n);

  it('keeps a PDF as it was sent, byte for byte, and gives it back decrypted', async () => {
    const pdf = pdfWithText('Nota simple del Registro');
    const put = await vault.put(asFile(pdf));
    expect(put).toMatchObject({ ok: true, type: 'application/pdf', size: pdf.length });
    if (!put.ok) return;
    const blob = await vault.open(put.blobId);
    expect(blob).toMatchObject({ type: 'application/pdf', size: pdf.length, sha256: put.sha256 });
    expect((await readAll(blob!.stream())).equals(pdf)).toBe(true);
  });

  it('keeps a document of many chunks whole, in order', async () => {
    // A PDF whose content stream is over three chunks long.
    const pdf = pdfWithText(`${'Escritura de compraventa '.repeat((3 * VAULT_CHUNK_BYTES) / 25)}`);
    const put = await vault.put(asFile(pdf));
    expect(put.ok).toBe(true);
    if (!put.ok) return;
    const chunks = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM vault_chunks WHERE blob_id = $1', [put.blobId]);
    expect(chunks[0]!.n).toBe(Math.ceil(pdf.length / VAULT_CHUNK_BYTES));
    expect((await readAll((await vault.open(put.blobId))!.stream())).equals(pdf)).toBe(true);
  });

  it('re-encodes JPEG, PNG and WebP photographs upright and without EXIF or GPS, at their size', async () => {
    for (const [format, type] of [
      ['jpeg', 'image/jpeg'],
      ['png', 'image/png'],
      ['webp', 'image/webp'],
    ] as const) {
      const photo = await photoWithGps(800, 600).toFormat(format).toBuffer();
      const sent = (await sharp(photo).metadata()).exif;
      expect(sent, format).toBeDefined();
      // PNG's eXIf chunk holds the TIFF block without the `Exif\0\0` that exifHasGps reads past.
      if (format !== 'png') expect(exifHasGps(sent), format).toBe(true);
      const put = await vault.put(asFile(photo));
      expect(put, format).toMatchObject({ ok: true, type });
      if (!put.ok) continue;
      const stored = await readAll((await vault.open(put.blobId))!.stream());
      const metadata = await sharp(stored).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }, format).toEqual({
        format,
        width: 800,
        height: 600,
      });
      expect(metadata.exif, format).toBeUndefined();
      expect(metadata.xmp, format).toBeUndefined();
    }
  });

  it('applies a photograph’s EXIF orientation before dropping it', async () => {
    // Taken sideways: 800×600 pixels that a viewer turns a quarter (orientation 6) into 600×800.
    const photo = await photoWithGps(800, 600).jpeg().toBuffer();
    const sideways = await sharp(photo).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);
    const put = await vault.put(asFile(sideways));
    expect(put.ok).toBe(true);
    if (!put.ok) return;
    const metadata = await sharp(await readAll((await vault.open(put.blobId))!.stream())).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([600, 800, undefined]);
  });

  it('converts an iPhone’s HEIC to a JPEG without its EXIF and GPS', async () => {
    const heic = await heicWithGps(1200, 900);
    expect(heic.subarray(4, 12).toString('latin1')).toBe('ftypheic');
    const put = await vault.put(asFile(heic));
    expect(put).toMatchObject({ ok: true, type: 'image/jpeg' });
    if (!put.ok) return;
    const metadata = await sharp(await readAll((await vault.open(put.blobId))!.stream())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['jpeg', 1200, 900]);
    expect(metadata.exif).toBeUndefined();
  });

  it('refuses hostile files in their own words, storing nothing', async () => {
    const before = await blobCount();
    const pdf = pdfWithText('Contrato de arras');
    const jpeg = await photoWithGps(800, 600).jpeg().toBuffer();
    const cases: [string, Uint8Array, string][] = [
      ['a PDF that runs JavaScript when opened', pdfWithJavaScript(), 'documentUnsafe'],
      ['a PDF that launches a program', pdfWithLaunch(), 'documentUnsafe'],
      ['a PDF carrying another file', pdfWithEmbeddedFile(), 'documentUnsafe'],
      [
        'a PDF with a ZIP after its end (a polyglot)',
        Buffer.concat([pdf, zipOf('a.html', '<script>alert(1)</script>')]),
        'documentUnsafe',
      ],
      ['a ZIP with a PDF after it', Buffer.concat([zipOf('a.txt', 'x'), pdf]), 'documentType'],
      ['a PDF cut short', pdf.subarray(0, Math.floor(pdf.length * 0.6)), 'documentTruncated'],
      ['a JPEG cut short', jpeg.subarray(0, Math.floor(jpeg.length * 0.6)), 'documentTruncated'],
      ['a program named contrato.pdf', elfProgram(), 'documentType'],
      ['an HTML page', Buffer.from('<!doctype html><script>alert(1)</script>'), 'documentType'],
      [
        'a JPEG header on nothing readable',
        Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...new Array(200).fill(0x41)]),
        'documentUnreadable',
      ],
      [
        'an HEIC brand on nothing readable',
        Buffer.concat([Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'), Buffer.alloc(500)]),
        'documentUnreadable',
      ],
    ];
    for (const [what, bytes, code] of cases) expect(await vault.put(asFile(bytes)), what).toEqual({ ok: false, code });
    expect(await blobCount()).toBe(before);
  });

  it('keeps a JPEG with an HTML page appended (a polyglot) as the photograph alone', async () => {
    const jpeg = await photoWithGps(800, 600).jpeg().toBuffer();
    const put = await vault.put(asFile(Buffer.concat([jpeg, Buffer.from('<html><script>alert(1)</script></html>')])));
    expect(put).toMatchObject({ ok: true, type: 'image/jpeg' });
    if (!put.ok) return;
    const stored = await readAll((await vault.open(put.blobId))!.stream());
    expect(stored.includes('<script>')).toBe(false);
  });

  it('shows nothing of a document in a dump of the database: no text, no base64, no hex of it', async () => {
    const marker = `MARCADOR-${randomBytes(8).toString('hex')}-PASAPORTE`;
    const put = await vault.put(asFile(pdfWithText(marker)));
    expect(put.ok).toBe(true);
    const needles = [
      marker,
      Buffer.from(marker).toString('base64'),
      Buffer.from(marker).toString('base64').slice(4, -4),
      Buffer.from(marker).toString('hex'),
    ];
    // Every text and bytea value of every table, as text (bytea as hex and as escaped text).
    const columns = await db.query<{ table_name: string; column_name: string; udt_name: string }>(
      `SELECT table_name, column_name, udt_name FROM information_schema.columns
        WHERE table_schema = 'public' AND udt_name IN ('bytea', 'text', 'jsonb')`,
    );
    for (const column of columns) {
      const value =
        column.udt_name === 'bytea'
          ? `encode("${column.column_name}", 'hex') || encode("${column.column_name}", 'escape')`
          : `"${column.column_name}"::text`;
      const rows = await db.query<{ v: string | null }>(`SELECT ${value} AS v FROM "${column.table_name}"`);
      for (const { v } of rows)
        for (const needle of needles) expect(v?.includes(needle), `${column.table_name}.${column.column_name}`).not.toBe(true);
    }
    // And the database's own dump: pg_dump's, or PGlite's data directory.
    const dump =
      kind === 'postgres'
        ? execFileSync(path.join(postgresBinDir(), 'pg_dump'), ['--no-owner', url!], { maxBuffer: 512 * 1024 * 1024 })
        : Buffer.from(await (await (db as Database & { dump: () => Promise<Blob> }).dump()).arrayBuffer());
    for (const needle of needles) expect(dump.includes(needle), needle).toBe(false);
  });

  it('opens nothing with another key, and answers null for an unknown or malformed id', async () => {
    const put = await vault.put(asFile(pdfWithText('Certificado energético')));
    expect(put.ok).toBe(true);
    if (!put.ok) return;
    const thief = createVault({ db: kyselyOf(db), key: newKey() });
    await expect(thief.open(put.blobId)).rejects.toThrow();
    expect(await vault.open('00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await vault.open('x\u0000')).toBeNull();
  });

  it('gives back no document whose chunks were altered, dropped or moved: the stream fails rather than end short', async () => {
    const text = 'Escritura '.repeat((2 * VAULT_CHUNK_BYTES) / 10);
    const [a, b] = [await vault.put(asFile(pdfWithText(text))), await vault.put(asFile(pdfWithText(text)))];
    if (!a.ok || !b.ok) throw new Error('not stored');
    const lastIndex = Math.ceil(a.size / VAULT_CHUNK_BYTES) - 1;
    // One byte of the first chunk's ciphertext changed.
    await db.query(
      `UPDATE vault_chunks SET ciphertext = overlay(ciphertext placing '\\x00'::bytea from 20 for 1) WHERE blob_id = $1 AND index = 0`,
      [a.blobId],
    );
    await expect(readAll((await vault.open(a.blobId))!.stream())).rejects.toThrow();
    // The last chunk dropped: what is left must not pass for the whole document.
    await db.query('DELETE FROM vault_chunks WHERE blob_id = $1 AND index = $2', [b.blobId, lastIndex]);
    await expect(readAll((await vault.open(b.blobId))!.stream())).rejects.toThrow();
    // Another blob's chunk in its place.
    const c = await vault.put(asFile(pdfWithText(text)));
    if (!c.ok) throw new Error('not stored');
    await db.query(
      `UPDATE vault_chunks SET nonce = o.nonce, ciphertext = o.ciphertext FROM vault_chunks o
        WHERE vault_chunks.blob_id = $1 AND vault_chunks.index = 1 AND o.blob_id = $2 AND o.index = 1`,
      [c.blobId, b.blobId],
    );
    await expect(readAll((await vault.open(c.blobId))!.stream())).rejects.toThrow();
  });

  it('removes blobs with their chunks, inside the caller’s transaction when given', async () => {
    const a = await vault.put(asFile(pdfWithText('Recibo del IBI')));
    const b = await vault.put(asFile(pdfWithText('Certificado de la comunidad')));
    if (!a.ok || !b.ok) throw new Error('not stored');
    // A transaction that rolls back removes nothing.
    await kyselyOf(db)
      .transaction()
      .execute(async (trx) => {
        expect(await vault.remove([a.blobId], trx)).toBe(1);
        throw new Error('rollback');
      })
      .catch(() => undefined);
    expect(await vault.open(a.blobId)).not.toBeNull();
    expect(await vault.remove([a.blobId, b.blobId, 'not-an-id'])).toBe(2);
    expect(await vault.open(a.blobId)).toBeNull();
    const left = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM vault_chunks WHERE blob_id IN ($1, $2)', [
      a.blobId,
      b.blobId,
    ]);
    expect(left[0]!.n).toBe(0);
  });
});
