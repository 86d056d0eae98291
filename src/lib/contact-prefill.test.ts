import { afterEach, describe, expect, it, vi } from 'vitest';
import { onContactPrefill, requestContactPrefill, type ContactPrefill } from './contact-prefill.ts';

const prefill = (message: string): ContactPrefill => ({ serviceType: 'valuation', message });

describe('contact prefill', () => {
  const unsubscribes: Array<() => void> = [];
  afterEach(() => {
    for (const unsubscribe of unsubscribes.splice(0)) unsubscribe();
  });

  it('keeps a prefill requested before the form mounts and gives it to the form once', () => {
    requestContactPrefill(prefill('before'));
    const first = vi.fn();
    unsubscribes.push(onContactPrefill(first));
    expect(first).toHaveBeenCalledExactlyOnceWith(prefill('before'));
    unsubscribes.pop()?.();
    const second = vi.fn();
    unsubscribes.push(onContactPrefill(second));
    expect(second).not.toHaveBeenCalled();
  });

  it('delivers later prefills to the mounted form, the latest last, and none after it unmounts', () => {
    const listener = vi.fn();
    const unsubscribe = onContactPrefill(listener);
    requestContactPrefill(prefill('one'));
    requestContactPrefill(prefill('two'));
    expect(listener.mock.calls.map(([p]) => p.message)).toEqual(['one', 'two']);
    unsubscribe();
    requestContactPrefill(prefill('three'));
    expect(listener).toHaveBeenCalledTimes(2);
    // Kept for the next form that mounts.
    const next = vi.fn();
    unsubscribes.push(onContactPrefill(next));
    expect(next).toHaveBeenCalledExactlyOnceWith(prefill('three'));
  });
});
