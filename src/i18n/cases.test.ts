import { describe, expect, it } from 'vitest';
import { CASE_ERROR_CODES, CHECKLIST_OF, MILESTONES_OF } from '../domain/cases/index.ts';
import { CASES_MESSAGES } from './cases.ts';
import { caseWords } from './case-pages.ts';
import { ACCOUNTS_MESSAGES } from './accounts.ts';
import { WORKSPACE_MESSAGES } from './workspace.ts';

describe('the case file’s words', () => {
  it('name every step, document and provider of both sides, and every refusal in both families, in both languages', () => {
    for (const lang of ['es', 'en'] as const) {
      const m = CASES_MESSAGES[lang];
      for (const side of ['seller', 'buyer'] as const) {
        for (const step of MILESTONES_OF[side]) expect(m.milestones[step.key], step.key).toMatch(/\S/);
        for (const item of CHECKLIST_OF[side]) {
          expect(m.documents[item.key], item.key).toMatch(/\S/);
          expect(m.actors[item.provider]).toMatch(/\S/);
        }
      }
      for (const code of CASE_ERROR_CODES) {
        expect(ACCOUNTS_MESSAGES[lang].errors[code], code).toMatch(/\S/);
        expect(WORKSPACE_MESSAGES[lang].errors[code], code).toMatch(/\S/);
      }
    }
  });

  it('title a case with no title by its side, in each reader’s language, and keep a typed one', () => {
    expect(caseWords('es', 'client').caseTitle({ title: '', side: 'seller' })).toBe('Venta');
    expect(caseWords('en', 'client').caseTitle({ title: '', side: 'seller' })).toBe('Sale');
    expect(caseWords('en', 'staff').caseTitle({ title: '', side: 'buyer' })).toBe('Purchase');
    expect(caseWords('en', 'staff').caseTitle({ title: 'Ático en Chamberí', side: 'buyer' })).toBe('Ático en Chamberí');
  });

  it('say in the notice only that there is news and where: no figure', () => {
    for (const lang of ['es', 'en'] as const) {
      const body = CASES_MESSAGES[lang].emails.notice.body(3, 'https://example.com/area');
      expect(body).toContain('https://example.com/area');
      expect(body.replace('https://example.com/area', '').replace(/\b3\b/, '')).not.toMatch(/\d/);
    }
  });
});
