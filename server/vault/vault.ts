import { createHash, randomUUID } from 'node:crypto';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DocumentType, VaultRefusal } from '../../src/domain/documents/index.ts';
import type { DB } from '../db/schema.ts';
import { readHead } from '../http/upload.ts';
import { sniffDocument } from './document-bytes.ts';
import { makeImageSafe } from './image-safe.ts';
import { checkPdf } from './pdf-check.ts';
import { newDataKey, openChunk, sealChunk, unwrapDataKey, wrapDataKey } from './vault-crypto.ts';
import type { VaultKey } from './vault-key.ts';

/**
 * The document vault (docs/decisions/0048-the-document-vault.md, migration 0019): a client's or the
 * firm's document typed by its bytes, made safe (a PDF checked by qpdf, a photograph re-encoded without
 * metadata, HEIC converted to JPEG), encrypted with AES-256-GCM under a data key of its own that the
 * master key wraps, and stored in the database in chunks of `VAULT_CHUNK_BYTES`, so every instance
 * serves the same bytes and a dump of the database reveals no document. Reading decrypts chunk by chunk
 * as the answer streams: a document is never whole in memory, on the way in or out.
 */

export type { DocumentType, VaultRefusal }; // HEIC is converted to JPEG
export type VaultPut =
  { ok: true; blobId: string; type: DocumentType; size: number; sha256: string } | { ok: false; code: VaultRefusal };
export type VaultBlob = { type: DocumentType; size: number; sha256: string; stream(): ReadableStream<Uint8Array> };
export type Vault = {
  /** Types the file by its bytes, makes it safe (PDF checked, images re-encoded without metadata, HEIC converted), encrypts it and stores it in chunks. */
  put(file: { path: string; size: number }): Promise<VaultPut>;
  /** Decrypts as it streams; null for an unknown id. */
  open(blobId: string): Promise<VaultBlob | null>;
  /** Deletes blobs (erasure, retention); inside the caller's transaction when given. */
  remove(blobIds: readonly string[], trx?: Kysely<DB> | Transaction<DB>): Promise<number>;
};

/** The stored plaintext's chunks: 256 KiB, so a chunk is one modest row and one modest piece of memory. */
export const VAULT_CHUNK_BYTES = 256 * 1024;

const UUID = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/i;

/** bytea as a Buffer: pg reads a Buffer, PGlite a Uint8Array. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** A private temporary folder for what making a file safe writes; removed after `use`. */
async function inPrivateFolder<T>(use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'aurea-vault-'));
  try {
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

type Safe = { ok: true; path: string; type: DocumentType } | { ok: false; code: VaultRefusal };

/** The file to store for the upload at `file` (itself for a sound PDF, a re-encoded copy for an image). */
async function makeSafe(file: { path: string; size: number }, dir: string): Promise<Safe> {
  const kind = sniffDocument(await readHead(file.path));
  if (kind === 'unknown') return { ok: false, code: 'documentType' };
  if (kind === 'pdf') {
    const verdict = await checkPdf(file);
    return verdict.ok ? { ok: true, path: file.path, type: 'application/pdf' } : verdict;
  }
  return makeImageSafe(file.path, kind, dir);
}

/**
 * Deletes blobs with their chunks (ON DELETE CASCADE): the vault's `remove`, which needs no master key, so
 * the erasure tools and the retention purge erase documents on a server that has none.
 */
export async function removeVaultBlobs(db: Kysely<DB> | Transaction<DB>, blobIds: readonly string[]): Promise<number> {
  const ids = blobIds.filter((id) => UUID.test(id));
  if (ids.length === 0) return 0;
  const deleted = await db.deleteFrom('vault_blobs').where('id', 'in', ids).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

export function createVault(options: { db: Kysely<DB>; key: VaultKey }): Vault {
  const { db, key } = options;

  async function store(file: string, type: DocumentType): Promise<VaultPut> {
    const { size } = await stat(file);
    const chunks = Math.max(1, Math.ceil(size / VAULT_CHUNK_BYTES));
    const blobId = randomUUID();
    const dataKey = newDataKey();
    const wrapped = wrapDataKey(key, blobId, dataKey);
    const hash = createHash('sha256');
    let sha256 = '';
    const handle = await open(file, 'r');
    try {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('vault_blobs')
          .values({
            id: blobId,
            type,
            size,
            // Known once every chunk is read: set below, in the same transaction.
            sha256: '0'.repeat(64),
            chunks,
            key_ciphertext: wrapped.ciphertext,
            key_nonce: wrapped.nonce,
            key_tag: wrapped.tag,
          })
          .execute();
        const plain = Buffer.alloc(VAULT_CHUNK_BYTES);
        for (let index = 0; index < chunks; index++) {
          const { bytesRead } = await handle.read(plain, 0, VAULT_CHUNK_BYTES, index * VAULT_CHUNK_BYTES);
          const piece = plain.subarray(0, bytesRead);
          hash.update(piece);
          const sealed = sealChunk(dataKey, blobId, index, index === chunks - 1, piece);
          // Sent as hex text and decoded by the database: PGlite would send a bytea parameter as one value per byte.
          await trx
            .insertInto('vault_chunks')
            .values({
              blob_id: blobId,
              index,
              nonce: sealed.nonce,
              ciphertext: sql<Uint8Array>`decode(${sealed.ciphertext.toString('hex')}, 'hex')`,
            })
            .execute();
        }
        sha256 = hash.digest('hex');
        await trx.updateTable('vault_blobs').set({ sha256 }).where('id', '=', blobId).execute();
      });
    } finally {
      await handle.close();
      dataKey.fill(0);
    }
    return { ok: true, blobId, type, size, sha256 };
  }

  return {
    async put(file) {
      return inPrivateFolder(async (dir) => {
        const safe = await makeSafe(file, dir);
        return safe.ok ? store(safe.path, safe.type) : safe;
      });
    },

    async open(blobId) {
      if (!UUID.test(blobId)) return null;
      const row = await db.selectFrom('vault_blobs').selectAll().where('id', '=', blobId).executeTakeFirst();
      if (!row) return null;
      // Unwrapped now, so a wrong master key is an error here rather than halfway through an answer.
      const dataKey = unwrapDataKey(key, blobId, {
        ciphertext: asBuffer(row.key_ciphertext),
        nonce: asBuffer(row.key_nonce),
        tag: asBuffer(row.key_tag),
      });
      const { chunks } = row;
      return {
        type: row.type,
        size: row.size,
        sha256: row.sha256,
        stream() {
          let index = 0;
          return new ReadableStream<Uint8Array>({
            async pull(controller) {
              if (index >= chunks) {
                controller.close();
                return;
              }
              const chunk = await db
                .selectFrom('vault_chunks')
                .select(['nonce', 'ciphertext'])
                .where('blob_id', '=', blobId)
                .where('index', '=', index)
                .executeTakeFirst();
              // A missing chunk, or one altered or moved, ends the stream in error: never a short document.
              if (!chunk) throw new Error('vault chunk missing');
              controller.enqueue(
                openChunk(dataKey, blobId, index, index === chunks - 1, {
                  nonce: asBuffer(chunk.nonce),
                  ciphertext: asBuffer(chunk.ciphertext),
                }),
              );
              index++;
            },
          });
        },
      };
    },

    remove: (blobIds, trx) => removeVaultBlobs(trx ?? db, blobIds),
  };
}
