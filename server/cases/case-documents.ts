import { randomUUID } from 'node:crypto';
import {
  isChecklistItem,
  mayWrite,
  maySee,
  type CaseParty,
  type DocumentAdded,
  type DocumentItem,
  type Visibility,
} from '../../src/domain/cases/index.ts';
import type { DocumentType } from '../../src/domain/documents/index.ts';
import type { Database } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import type { Vault, VaultBlob, VaultRefusal } from '../vault/index.ts';
import { appendCaseEvent } from './case-events.ts';
import { replacedBy } from './case-documents-read.ts';

/** The extension a stored document is downloaded with: its type's, from its bytes, whatever it was called. */
const EXTENSIONS: Record<DocumentType, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};
const KNOWN_EXTENSION = /\.(pdf|jpe?g|png|webp|heic|heif)$/i;

export const storedName = (name: string, type: DocumentType): string =>
  `${name.replace(KNOWN_EXTENSION, '') || 'documento'}.${EXTENSIONS[type]}`;

/** Which case a party may reach: the client only their own, staff any. Unknown and another's answer alike. */
async function reachableCase(db: Database, caseId: string, party: CaseParty, accountId: string) {
  return kyselyOf(db)
    .selectFrom('cases')
    .select(['id', 'side', 'status', 'client_id', 'assignee_id', 'request_id'])
    .where('id', '=', caseId)
    .$if(party === 'client', (qb) => qb.where('client_id', '=', accountId))
    .executeTakeFirst();
}

export type UploadCheck = { ok: true } | { ok: false; code: 'notFound' | 'caseClosed' | 'itemInvalid' };

/** Before any byte is read: the case is the party's, open, and the item is of its side's checklist. */
export async function checkUpload(
  db: Database,
  caseId: string,
  party: CaseParty,
  accountId: string,
  item: DocumentItem,
): Promise<UploadCheck> {
  const found = await reachableCase(db, caseId, party, accountId);
  if (!found) return { ok: false, code: 'notFound' };
  if (!mayWrite(party, 'upload', found.status)) return { ok: false, code: 'caseClosed' };
  if (!isChecklistItem(found.side, item)) return { ok: false, code: 'itemInvalid' };
  return { ok: true };
}

export type UploadOutcome =
  | { ok: true; document: DocumentAdded['document']; requestId: string }
  | { ok: false; code: 'notFound' | 'caseClosed' | VaultRefusal };

/**
 * A received file into the vault and onto the case: the document row, its place in the item's history and
 * its timeline event (with the other side's notice) in one transaction. If the case closed meanwhile, the
 * blob goes again.
 */
export async function addDocument(
  db: Database,
  vault: Vault,
  upload: { path: string; size: number },
  input: { caseId: string; party: CaseParty; accountId: string; item: DocumentItem; name: string; visibility: Visibility },
  now: Date,
): Promise<UploadOutcome> {
  const put = await vault.put(upload);
  if (!put.ok) return { ok: false, code: put.code };
  const outcome = await db.transaction(async (tx): Promise<UploadOutcome> => {
    const q = kyselyOf(tx);
    const found = await q
      .selectFrom('cases')
      .select(['id', 'status', 'client_id', 'assignee_id', 'request_id'])
      .where('id', '=', input.caseId)
      .$if(input.party === 'client', (qb) => qb.where('client_id', '=', input.accountId))
      .forUpdate()
      .executeTakeFirst();
    if (!found) return { ok: false, code: 'notFound' };
    if (!mayWrite(input.party, 'upload', found.status)) return { ok: false, code: 'caseClosed' };
    const id = randomUUID();
    const name = storedName(input.name, put.type);
    await q
      .insertInto('case_documents')
      .values({
        id,
        case_id: input.caseId,
        item: input.item,
        name,
        visibility: input.visibility,
        uploaded_by: input.party,
        uploader_id: input.accountId,
        replaces: await replacedBy(tx, input.caseId, input.item, input.visibility),
        blob_id: put.blobId,
        type: put.type,
        size: put.size,
        created_at: now,
      })
      .execute();
    await q.updateTable('cases').set({ updated_at: now }).where('id', '=', input.caseId).execute();
    await appendCaseEvent(
      tx,
      {
        caseId: input.caseId,
        kind: 'document-added',
        actor: { party: input.party, id: input.accountId },
        marked: input.visibility,
        data: { document: id, item: input.item },
      },
      { clientId: found.client_id, assigneeId: found.assignee_id },
      now,
    );
    return { ok: true, document: { id, name, item: input.item, size: put.size, type: put.type }, requestId: found.request_id };
  });
  if (!outcome.ok) await vault.remove([put.blobId]);
  return outcome;
}

export type Download = { name: string; blob: VaultBlob; requestId: string };

/** A document the party may see, of a case it may reach, with its decrypting stream; undefined otherwise. */
export async function openDocument(
  db: Database,
  vault: Vault,
  ref: { caseId: string; documentId: string; party: CaseParty; accountId: string },
): Promise<Download | undefined> {
  const found = await reachableCase(db, ref.caseId, ref.party, ref.accountId);
  if (!found) return undefined;
  const doc = await kyselyOf(db)
    .selectFrom('case_documents')
    .select(['name', 'visibility', 'blob_id'])
    .where('case_id', '=', ref.caseId)
    .where('id', '=', ref.documentId)
    .executeTakeFirst();
  if (!doc || !maySee(ref.party, 'document', doc.visibility)) return undefined;
  const blob = await vault.open(doc.blob_id);
  return blob ? { name: doc.name, blob, requestId: found.request_id } : undefined;
}

/** `attachment`, with a plain-ASCII name for old clients and the exact one (RFC 6266/5987) for the rest. */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^A-Za-z0-9._ -]/g, '_').replace(/^[. ]+/, '') || 'documento';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
