import {
  FREE_ITEM,
  maySee,
  type CaseParty,
  type DocumentItem,
  type StaffDocument,
  type Visibility,
} from '../../src/domain/cases/index.ts';
import type { Queryable } from '../db/index.ts';
import { kyselyOf } from '../db/kysely-dialect.ts';

/**
 * A case's documents as `party` may see them, newest first, each marked current or replaced: a checklist
 * item's upload replaces the newest earlier one of the same item and mark (`replaces`); free uploads replace
 * nothing.
 */
export async function caseDocumentsOf(db: Queryable, caseId: string, party: CaseParty): Promise<StaffDocument[]> {
  const rows = await kyselyOf(db)
    .selectFrom('case_documents')
    .select(['id', 'item', 'name', 'visibility', 'uploaded_by', 'replaces', 'type', 'size', 'created_at'])
    .where('case_id', '=', caseId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const replaced = new Set(rows.map((r) => r.replaces).filter((id): id is string => id !== null));
  return rows
    .filter((r) => maySee(party, 'document', r.visibility))
    .map((r) => ({
      id: r.id,
      name: r.name,
      item: r.item,
      size: r.size,
      type: r.type,
      uploadedBy: r.uploaded_by,
      createdAt: r.created_at.toISOString(),
      replaces: r.replaces,
      current: !replaced.has(r.id),
      visibility: r.visibility,
    }));
}

/** The document an upload of `item` marked `visibility` replaces: the newest current one (none for a free upload). */
export async function replacedBy(
  db: Queryable,
  caseId: string,
  item: DocumentItem,
  visibility: Visibility,
): Promise<string | null> {
  if (item === FREE_ITEM) return null;
  const row = await kyselyOf(db)
    .selectFrom('case_documents as d')
    .select('d.id')
    .where('d.case_id', '=', caseId)
    .where('d.item', '=', item)
    .where('d.visibility', '=', visibility)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('case_documents as n').select('n.id').whereRef('n.replaces', '=', 'd.id'))),
    )
    .orderBy('d.created_at', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}
