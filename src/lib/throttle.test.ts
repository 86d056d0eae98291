import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle.ts';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs at once, then at most once per interval, keeping the last call', () => {
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 100);
    fn(1);
    fn(2);
    fn(3);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(99);
    expect(calls).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual([1, 3]);
    vi.advanceTimersByTime(500);
    fn(4);
    expect(calls).toEqual([1, 3, 4]);
  });

  it('never runs more than once in any 100 ms window under a stream of calls', () => {
    const times: number[] = [];
    const fn = throttle(() => times.push(Date.now()), 100);
    for (let t = 0; t < 1000; t += 7) {
      fn();
      vi.advanceTimersByTime(7);
    }
    vi.advanceTimersByTime(200);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(100);
    expect(times.length).toBeGreaterThanOrEqual(9);
  });

  it('cancel drops the pending call', () => {
    const calls: number[] = [];
    const fn = throttle((n: number) => calls.push(n), 100);
    fn(1);
    fn(2);
    fn.cancel();
    vi.advanceTimersByTime(200);
    expect(calls).toEqual([1]);
  });
});
