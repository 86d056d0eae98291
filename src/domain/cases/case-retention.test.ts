import { describe, expect, it } from 'vitest';
import { caseKept, caseRetention, isIdentificationItem, retentionCutoffs, yearsAfter } from './case-retention.ts';
import { CHECKLIST_OF } from './case-lists.ts';

describe('a case file’s retention (Ley 10/2010 art. 21; Código de Comercio art. 30)', () => {
  it('keeps the records 6 years and the identification 10 years after the case closes', () => {
    const closed = new Date('2026-11-28T10:00:00Z');
    expect(caseRetention(closed)).toEqual({
      recordsUntil: new Date('2032-11-28T10:00:00Z'),
      identificationUntil: new Date('2036-11-28T10:00:00Z'),
    });
    expect(caseKept('c1', closed)).toEqual({
      caseId: 'c1',
      kept: ['identification-documents', 'client-identity', 'case-record'],
      basis: 'ley-10-2010-art-21',
      until: '2036-11-28',
    });
  });

  it('counts whole years, a 29 February closing ending on 1 March', () => {
    expect(yearsAfter(new Date('2028-02-29T12:00:00Z'), 10).toISOString()).toBe('2038-03-01T12:00:00.000Z');
    expect(retentionCutoffs(new Date('2036-11-28T00:00:00Z'))).toEqual({
      recordsBefore: new Date('2030-11-28T00:00:00Z'),
      allBefore: new Date('2026-11-28T00:00:00Z'),
    });
  });

  it('holds each side’s identity document and a representative’s power as identification, nothing else', () => {
    const identification = [...CHECKLIST_OF.seller, ...CHECKLIST_OF.buyer]
      .filter((i) => isIdentificationItem(i.key))
      .map((i) => i.key);
    expect(identification).toEqual(['owner-id', 'power-of-attorney', 'buyer-id']);
    expect(isIdentificationItem('other')).toBe(false);
  });
});
