import type { ErasureDone } from '../src/domain/staff/index.ts';
import { CASE_DATA_TABLES, eraseCaseFilesOf, type CaseErasureBy } from './cases/index.ts';
import { eraseByEmail } from './contact/index.ts';
import type { Database } from './db/index.ts';

/**
 * The right of erasure for one address, as the workspace and `npm run leads -- erase` run it: the contact
 * pipeline's erasure with the case file's in the same transaction, so a person's case files keep only what
 * the law makes the firm keep, and the answer says what, why and until when (docs/decisions/0051-case-file-retention.md).
 */
export async function eraseAddress(
  db: Database,
  email: string,
  now: Date,
  actor: CaseErasureBy['actor'],
): Promise<ErasureDone | { refused: 'staffAccount' }> {
  const result = await eraseByEmail(db, email, (tx, owner) => eraseCaseFilesOf(tx, owner, now, { actor, trigger: 'erasure' }));
  if (!('refused' in result) && result.kept.length > 0) await db.compact(CASE_DATA_TABLES);
  return result;
}
