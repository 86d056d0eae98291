import { describe, expect, it } from 'vitest';
import { addToast, withoutErrorsOf, type Toast } from './toast-list.ts';

const toast = (id: number, overrides: Partial<Toast> = {}): Toast => ({ id, title: `toast ${id}`, ...overrides });

describe('addToast', () => {
  it('a success clears every error toast of the same form, and only those', () => {
    const before = [
      toast(1, { variant: 'error', source: 'contact-form' }),
      toast(2, { variant: 'error', source: 'contact-form' }),
      toast(3, { variant: 'error', source: 'capital-gains' }),
      toast(4, { variant: 'error' }),
      toast(5, { variant: 'success', source: 'contact-form' }),
    ];
    const after = addToast(before, toast(6, { variant: 'success', source: 'contact-form' }));
    expect(after.map((t) => t.id)).toEqual([3, 4, 5, 6]);
  });

  it("a form's new error replaces its earlier error toasts", () => {
    const before = [toast(1, { variant: 'error', source: 'contact-form' }), toast(2, { variant: 'success' })];
    expect(addToast(before, toast(3, { variant: 'error', source: 'contact-form' })).map((t) => t.id)).toEqual([2, 3]);
  });

  it('a toast without a source supersedes nothing', () => {
    const before = [toast(1, { variant: 'error', source: 'contact-form' }), toast(2, { variant: 'error' })];
    expect(addToast(before, toast(3, { variant: 'success' })).map((t) => t.id)).toEqual([1, 2, 3]);
  });
});

describe('withoutErrorsOf', () => {
  it("drops the source's error toasts and keeps its success toasts and everyone else's", () => {
    const before = [
      toast(1, { variant: 'error', source: 'calculator:valuation' }),
      toast(2, { variant: 'success', source: 'calculator:valuation' }),
      toast(3, { variant: 'error', source: 'contact-form' }),
    ];
    expect(withoutErrorsOf(before, 'calculator:valuation').map((t) => t.id)).toEqual([2, 3]);
    expect(withoutErrorsOf(before, undefined).map((t) => t.id)).toEqual([1, 2, 3]);
  });
});
