/**
 * The types of document the vault keeps (server/vault/, ADR 0048), as stored and as served: a PDF, or a
 * photograph re-encoded in its own format. HEIC, which iPhones take, is kept as the JPEG it is converted to.
 */
export const DOCUMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/** Largest document taken, in bytes (issue 43: 25 MB, a scanned deed or a phone's photograph with room to spare). */
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;

/** Why the vault refused a document: not a PDF or photograph by its bytes, active content, cut short, unreadable. */
export const VAULT_REFUSALS = ['documentType', 'documentUnsafe', 'documentTruncated', 'documentUnreadable'] as const;
export type VaultRefusal = (typeof VAULT_REFUSALS)[number];

/** Every refusal of a document upload, in both API families (the portal's and the workspace's). */
export const DOCUMENT_ERROR_CODES = [
  ...VAULT_REFUSALS,
  'documentTooLarge',
  'documentEmpty',
  'documentsKeyMissing',
  'uploadInProgress',
  'uploadStalled',
] as const;
