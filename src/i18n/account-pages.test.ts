import { describe, expect, it } from 'vitest';
import { TU_FORMS } from '../../tests/support/usted.ts';
import { ACCOUNT_PAGES_MESSAGES } from './account-pages.ts';

/** Every leaf with its path; functions are called with sample arguments so their text is checked too. */
function leaves(node: unknown, prefix = ''): Array<[string, string]> {
  if (typeof node === 'function') return [[prefix, (node as (...args: unknown[]) => string)('Ana', 'Madrid', 'X')]];
  if (typeof node === 'string') return [[prefix, node]];
  if (node && typeof node === 'object')
    return Object.entries(node).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
  return [];
}

describe('account pages copy', () => {
  it('has the same keys in both languages, none empty, none left untranslated', () => {
    const es = leaves(ACCOUNT_PAGES_MESSAGES.es);
    const en = new Map(leaves(ACCOUNT_PAGES_MESSAGES.en));
    expect([...en.keys()].sort()).toEqual(es.map(([key]) => key).sort());
    for (const [key, text] of es) {
      expect(text.trim(), key).not.toBe('');
      expect(en.get(key)?.trim(), key).not.toBe('');
    }
    // Identical only where nothing is to be translated (a closing full stop, a range of two figures,
    // a place such as "1/2", the languages' own names).
    const same = es.filter(([key, text]) => en.get(key) === text).map(([key]) => key);
    expect(same).toEqual([
      'signUp.consentEnd',
      'portal.property.rangeValue',
      'portal.property.nthOfDay',
      'portal.account.profile.langs.es',
      'portal.account.profile.langs.en',
    ]);
  });

  it('addresses the client as usted in Spanish', () => {
    expect(leaves(ACCOUNT_PAGES_MESSAGES.es).filter(([, text]) => TU_FORMS.test(text))).toEqual([]);
  });

  it('says the calculators’ names for every calculator a scenario can come from', () => {
    expect(Object.keys(ACCOUNT_PAGES_MESSAGES.es.portal.scenarios.calculators).sort()).toEqual(
      ['capital-gains', 'compound-interest', 'investment', 'renovation', 'valuation'].sort(),
    );
  });
});
