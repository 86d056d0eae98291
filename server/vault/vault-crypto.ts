import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { VaultKey } from './vault-key.ts';

/**
 * The vault's encryption (docs/decisions/0048-the-document-vault.md): AES-256-GCM throughout, with
 * node:crypto. Each blob has its own random data key, stored wrapped (encrypted) by the master key, so
 * the master key encrypts 32 bytes per blob and never a document. Each chunk is sealed under the data
 * key with a random 96-bit nonce, and bound to its blob, its place and whether it is the last one (the
 * additional data), so chunks cannot be swapped between blobs, reordered, or dropped from the end
 * unnoticed.
 */

export const NONCE_BYTES = 12;
export const TAG_BYTES = 16;
export const DATA_KEY_BYTES = 32;

export type WrappedKey = { ciphertext: Buffer; nonce: Buffer; tag: Buffer };
export type SealedChunk = { nonce: Buffer; ciphertext: Buffer };

const keyAad = (blobId: string) => Buffer.from(`aurea-vault:key:${blobId}`, 'utf8');
const chunkAad = (blobId: string, index: number, last: boolean) =>
  Buffer.from(`aurea-vault:chunk:${blobId}:${index}:${last ? 'last' : 'more'}`, 'utf8');

export const newDataKey = (): Buffer => randomBytes(DATA_KEY_BYTES);

export function wrapDataKey(master: VaultKey, blobId: string, dataKey: Buffer): WrappedKey {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', master.bytes, nonce).setAAD(keyAad(blobId));
  const ciphertext = Buffer.concat([cipher.update(dataKey), cipher.final()]);
  return { ciphertext, nonce, tag: cipher.getAuthTag() };
}

/** The blob's data key; throws when the master key is not the one that wrapped it (or the row was altered). */
export function unwrapDataKey(master: VaultKey, blobId: string, wrapped: WrappedKey): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', master.bytes, wrapped.nonce).setAAD(keyAad(blobId)).setAuthTag(wrapped.tag);
  return Buffer.concat([decipher.update(wrapped.ciphertext), decipher.final()]);
}

/** A chunk sealed: its nonce, and its ciphertext with the 16-byte tag after it. */
export function sealChunk(dataKey: Buffer, blobId: string, index: number, last: boolean, plain: Uint8Array): SealedChunk {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', dataKey, nonce).setAAD(chunkAad(blobId, index, last));
  return { nonce, ciphertext: Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]) };
}

/** A chunk opened; throws when it was altered, moved, or is not the `last` it claims. */
export function openChunk(dataKey: Buffer, blobId: string, index: number, last: boolean, sealed: SealedChunk): Buffer {
  const body = sealed.ciphertext.subarray(0, sealed.ciphertext.length - TAG_BYTES);
  const tag = sealed.ciphertext.subarray(sealed.ciphertext.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', dataKey, sealed.nonce)
    .setAAD(chunkAad(blobId, index, last))
    .setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}
