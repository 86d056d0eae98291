import { CHECKLIST_OF, type CaseSide, type ItemCondition } from './case-lists.ts';
import type { ChecklistEntry } from './case-answers.ts';

/** Whether an item or a step of `condition` applies to a case with these circumstances. */
export const applies = (condition: ItemCondition, conditions: readonly ItemCondition[]): boolean =>
  condition === 'always' || conditions.includes(condition);

/**
 * The side's checklist for a case: each item with whether it applies and the newest document of it among
 * `documents` (already only those the reader may see, newest first).
 */
export function checklistOf(
  side: CaseSide,
  conditions: readonly ItemCondition[],
  documents: readonly { id: string; item: string }[],
): ChecklistEntry[] {
  return CHECKLIST_OF[side].map((entry) => ({
    item: entry.key,
    provider: entry.provider,
    condition: entry.condition,
    applies: applies(entry.condition, conditions),
    documentId: documents.find((d) => d.item === entry.key)?.id ?? null,
  }));
}
