import { DOCUMENT_MAX_BYTES } from '../documents/index.ts';

/**
 * What the pages offer and check before sending a document, so a wrong file is answered at once rather
 * than after 25 MB have travelled. The server decides by the bytes (server/vault/); this is only the
 * browser's first look, by the type and name the device reports (a phone's HEIC may report none).
 */
export const DOCUMENT_ACCEPT =
  'application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,.pdf,.jpg,.jpeg,.png,.webp,.heic,.heif';

const TYPES = new Set(['application/pdf', 'image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif']);
const EXTENSIONS = /\.(pdf|jpe?g|png|webp|heic|heif)$/i;

export type FileRefusal = 'tooLarge' | 'wrongType';

/** Why a file will not be taken, judged by what the browser knows of it; undefined when it may be sent. */
export function precheckFile(file: { name: string; size: number; type: string }): FileRefusal | undefined {
  if (file.size > DOCUMENT_MAX_BYTES) return 'tooLarge';
  if (!TYPES.has(file.type.toLowerCase()) && !EXTENSIONS.test(file.name)) return 'wrongType';
  return undefined;
}
