import {
  caseKept,
  isClosed,
  isIdentificationItem,
  retentionCutoffs,
  type CaseKept,
  type CaseStatus,
} from '../../src/domain/cases/index.ts';
import { keepOnlyIdentification } from '../contact/index.ts';
import type { Database, Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { recordAudit } from '../staff/index.ts';
import { removeVaultBlobs } from '../vault/index.ts';
import { appendCaseEvent } from './case-events.ts';

/**
 * A case file's erasure and retention (docs/decisions/0051-case-file-retention.md): what goes when a person
 * is erased or deletes the account, and what the daily purge removes when a closed case's time is up. The
 * documents' bytes go through the vault (blobs and chunks deleted), not only their rows.
 */

/** The tables a case's erasure deletes from: compacted after it so the rows also leave the database files. */
export const CASE_DATA_TABLES = [
  'cases',
  'case_milestones',
  'case_documents',
  'case_events',
  'case_notices',
  'case_invitations',
  'vault_blobs',
  'vault_chunks',
] as const;

/** Whose cases: the address's (by its requests) and the account's (its requests, or the case it took). */
export type CaseOwner = { email: string | null; accountId: string | null };
/** Who erased, as the audit log names them; why (the erasure tools, the client's own deletion, the purge). */
export type CaseErasureBy = { actor: { id: string | null; email: string }; trigger: 'erasure' | 'account-deleted' | 'retention' };

type CaseRow = { id: string; request_id: string; status: CaseStatus; closed_at: Date | null; assignee_id: string | null };

/**
 * Everything of one case but what the law makes the firm keep: the documents other than identification
 * (with their bytes), the steps' notes, pending notices, invitations, and the client's access; its request
 * keeps only who the client is. An open case is closed (withdrawn) first: the relationship ends today.
 */
async function eraseAllButIdentification(tx: Queryable, row: CaseRow, now: Date, by: CaseErasureBy): Promise<CaseKept> {
  const q = kyselyOf(tx);
  let closedAt = row.closed_at;
  if (!isClosed(row.status) || !closedAt) {
    closedAt = now;
    await q
      .updateTable('cases')
      .set((eb) => ({ status: 'closed-withdrawn', closed_at: now, updated_at: now, version: eb('version', '+', 1) }))
      .where('id', '=', row.id)
      .execute();
    await appendCaseEvent(
      tx,
      {
        caseId: row.id,
        kind: 'status-changed',
        actor: { party: 'system', id: null },
        data: { status: 'closed-withdrawn', previousStatus: row.status },
      },
      { clientId: null, assigneeId: row.assignee_id },
      now,
    );
  }
  const documents = await q
    .selectFrom('case_documents')
    .select(['id', 'item', 'blob_id'])
    .where('case_id', '=', row.id)
    .execute();
  const gone = documents.filter((d) => !isIdentificationItem(d.item));
  if (gone.length > 0) {
    // Rows first: a document's row holds its blob (no cascade from the vault into the case file).
    await q
      .deleteFrom('case_documents')
      .where(
        'id',
        'in',
        gone.map((d) => d.id),
      )
      .execute();
    await removeVaultBlobs(
      q,
      gone.map((d) => d.blob_id),
    );
  }
  await q.updateTable('case_milestones').set({ client_note: '', firm_note: '' }).where('case_id', '=', row.id).execute();
  await q
    .deleteFrom('case_notices')
    .where('event_id', 'in', (eb) => eb.selectFrom('case_events').select('id').where('case_id', '=', row.id))
    .execute();
  await q.deleteFrom('case_invitations').where('case_id', '=', row.id).execute();
  await q.updateTable('cases').set({ client_id: null, erased_at: now }).where('id', '=', row.id).execute();
  await keepOnlyIdentification(tx, [row.request_id]);
  const kept = caseKept(row.id, closedAt);
  await recordAudit(
    tx,
    {
      action: 'case-erase',
      actor: by.actor,
      caseId: row.id,
      detail: { trigger: by.trigger, kept: kept.kept, basis: kept.basis, until: kept.until },
    },
    now,
  );
  return kept;
}

/**
 * The erasure tools' and account deletion's part in the case file, inside their transaction: every case of
 * `owner` keeps only its identification, each with what was kept, why and until when.
 */
export async function eraseCaseFilesOf(tx: Queryable, owner: CaseOwner, now: Date, by: CaseErasureBy): Promise<CaseKept[]> {
  const { email, accountId } = owner;
  if (!email && !accountId) return [];
  const rows = await kyselyOf(tx)
    .selectFrom('cases')
    .innerJoin('leads', 'leads.id', 'cases.request_id')
    .select(['cases.id', 'cases.request_id', 'cases.status', 'cases.closed_at', 'cases.assignee_id'])
    .where((eb) =>
      eb.or([
        ...(email ? [eb('leads.email_normalized', '=', email)] : []),
        ...(accountId ? [eb('leads.account_id', '=', accountId), eb('cases.client_id', '=', accountId)] : []),
      ]),
    )
    .orderBy('cases.created_at')
    .forUpdate()
    .execute();
  const kept: CaseKept[] = [];
  for (const row of rows) kept.push(await eraseAllButIdentification(tx, row, now, by));
  return kept;
}

/**
 * The daily purge's part: a case closed more than 6 years ago keeps only its identification; one closed
 * more than 10 years ago goes whole (its request then goes with the requests' own purge).
 */
export async function purgeCaseFiles(db: Database, now: Date): Promise<{ caseRecords: number; caseFiles: number }> {
  const { recordsBefore, allBefore } = retentionCutoffs(now);
  const counts = await db.transaction(async (tx) => {
    const q = kyselyOf(tx);
    // A case under legal hold is left as it is, whatever its age, until the hold is lifted.
    const expired = await q
      .selectFrom('cases')
      .select('id')
      .where('closed_at', '<', allBefore)
      .where('legal_hold_since', 'is', null)
      .forUpdate()
      .execute();
    if (expired.length > 0) {
      const ids = expired.map((c) => c.id);
      const blobs = await q.selectFrom('case_documents').select('blob_id').where('case_id', 'in', ids).execute();
      await q.deleteFrom('case_documents').where('case_id', 'in', ids).execute();
      await removeVaultBlobs(
        q,
        blobs.map((b) => b.blob_id),
      );
      // Steps, events, notices and invitations go with their case (ON DELETE CASCADE).
      await q.deleteFrom('cases').where('id', 'in', ids).execute();
    }
    const due = await q
      .selectFrom('cases')
      .select(['id', 'request_id', 'status', 'closed_at', 'assignee_id'])
      .where('closed_at', '<', recordsBefore)
      .where('erased_at', 'is', null)
      .where('legal_hold_since', 'is', null)
      .forUpdate()
      .execute();
    const by: CaseErasureBy = { actor: { id: null, email: '' }, trigger: 'retention' };
    for (const row of due) await eraseAllButIdentification(tx, row, now, by);
    return { caseRecords: due.length, caseFiles: expired.length };
  });
  if (counts.caseRecords + counts.caseFiles > 0) await db.compact(CASE_DATA_TABLES);
  return counts;
}
