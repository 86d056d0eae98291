import { randomUUID } from 'node:crypto';
import { isClosed, maySee, type CaseParty, type MessageCreate } from '../../src/domain/cases/index.ts';
import type { Database } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { appendCaseEvent } from './case-events.ts';

/**
 * A message to a case's thread (issue 44), by its client or by staff. The client reaches only their own case
 * (anyone else's is not found); an attachment is a document of the case both sides may see (shared), uploaded
 * first through the case's document rules. The other side hears of it in the bundled notice, never its words.
 */
export async function postMessage(
  db: Database,
  caseId: string,
  input: MessageCreate,
  author: { party: CaseParty; id: string },
  now: Date,
): Promise<{ ok: true; id: string } | { ok: false; code: 'notFound' | 'caseClosed' | 'attachmentInvalid' }> {
  return db.transaction(async (tx) => {
    const q = kyselyOf(tx);
    const row = await q
      .selectFrom('cases')
      .selectAll()
      .where('id', '=', caseId)
      .$if(author.party === 'client', (qb) => qb.where('client_id', '=', author.id))
      .forUpdate()
      .executeTakeFirst();
    if (!row) return { ok: false, code: 'notFound' };
    if (isClosed(row.status)) return { ok: false, code: 'caseClosed' };
    if (input.documentId) {
      const document = await q
        .selectFrom('case_documents')
        .select('visibility')
        .where('id', '=', input.documentId)
        .where('case_id', '=', caseId)
        .executeTakeFirst();
      // Both sides read the thread: a firm-only document, which the client may not open, is no attachment.
      if (!document || !maySee('client', 'document', document.visibility)) return { ok: false, code: 'attachmentInvalid' };
    }
    const id = randomUUID();
    await q
      .insertInto('case_messages')
      .values({
        id,
        case_id: caseId,
        author: author.party,
        author_id: author.id,
        body: input.body,
        document_id: input.documentId ?? null,
        created_at: now,
      })
      .execute();
    await appendCaseEvent(
      tx,
      { caseId, kind: 'message-sent', actor: { party: author.party, id: author.id }, data: { message: id } },
      { clientId: row.client_id, assigneeId: row.assignee_id },
      now,
    );
    return { ok: true, id };
  });
}
