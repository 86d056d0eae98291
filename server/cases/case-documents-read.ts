import type { CaseParty, StaffDocument } from '../../src/domain/cases/index.ts';
import type { Queryable } from '../db/index.ts';

/**
 * A case's documents as `party` may see them, newest first, each marked current or replaced. The documents
 * arrive with the vault (migration 0023); until then a case has none.
 */
export async function caseDocumentsOf(_db: Queryable, _caseId: string, _party: CaseParty): Promise<StaffDocument[]> {
  return [];
}
