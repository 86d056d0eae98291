import type { DocumentItem } from './case-lists.ts';

/**
 * How long a case file is kept, and what of it (docs/decisions/0051-case-file-retention.md). The business
 * relationship ends when the case closes; from then on two clocks run:
 * - identification (the parties' identity documents, a representative's power of attorney, who the client
 *   is, the case's own record): `IDENTIFICATION_RETENTION_YEARS`, Ley 10/2010 art. 21;
 * - everything else (the other documents, the steps' notes, notices, invitations): `CASE_RECORDS_RETENTION_YEARS`,
 *   the firm's policy on its business papers (Código de Comercio art. 30).
 * The erasure tools and account deletion end the relationship at once: all but identification goes that day.
 */

/** Ley 10/2010 de prevención del blanqueo de capitales, art. 21: ten years after the relationship ends. */
export const IDENTIFICATION_RETENTION_YEARS = 10;
/** Código de Comercio art. 30: a trader keeps its books, correspondence and papers six years. */
export const CASE_RECORDS_RETENTION_YEARS = 6;

/** The checklist items that identify a party or whoever acts for one (Ley 10/2010 arts. 3 and 4). */
export const IDENTIFICATION_ITEMS = ['owner-id', 'buyer-id', 'power-of-attorney'] as const satisfies readonly DocumentItem[];

export const isIdentificationItem = (item: string): boolean => (IDENTIFICATION_ITEMS as readonly string[]).includes(item);

/** What stays of a case once the rest is erased, each named by a key the readers word in their language. */
export const CASE_KEPT_PARTS = ['identification-documents', 'client-identity', 'case-record'] as const;
export type CaseKeptPart = (typeof CASE_KEPT_PARTS)[number];

/** Why: the one legal ground for what a case keeps past its erasure. */
export const CASE_KEPT_BASIS = 'ley-10-2010-art-21';

/** One case's erasure: what was kept, why, and the day it goes too (`YYYY-MM-DD`, UTC). */
export type CaseKept = { caseId: string; kept: CaseKeptPart[]; basis: typeof CASE_KEPT_BASIS; until: string };

/** The same instant `years` later (29 February → 1 March when the year has none). */
export function yearsAfter(at: Date, years: number): Date {
  const later = new Date(at.getTime());
  later.setUTCFullYear(later.getUTCFullYear() + years);
  return later;
}

/** When a case closed at `closedAt` loses its records, and then its identification. */
export function caseRetention(closedAt: Date): { recordsUntil: Date; identificationUntil: Date } {
  return {
    recordsUntil: yearsAfter(closedAt, CASE_RECORDS_RETENTION_YEARS),
    identificationUntil: yearsAfter(closedAt, IDENTIFICATION_RETENTION_YEARS),
  };
}

/** The cut-offs of a purge run at `now`: cases closed before `recordsBefore` lose their records, before `allBefore` everything. */
export function retentionCutoffs(now: Date): { recordsBefore: Date; allBefore: Date } {
  return {
    recordsBefore: yearsAfter(now, -CASE_RECORDS_RETENTION_YEARS),
    allBefore: yearsAfter(now, -IDENTIFICATION_RETENTION_YEARS),
  };
}

export function caseKept(caseId: string, closedAt: Date): CaseKept {
  return {
    caseId,
    kept: [...CASE_KEPT_PARTS],
    basis: CASE_KEPT_BASIS,
    until: caseRetention(closedAt).identificationUntil.toISOString().slice(0, 10),
  };
}
