import { describe, expect, it } from 'vitest';
import { schedulePasses } from './passes.ts';

/** A pass that waits until released, counting how many ran and at most how many at once. */
function heldPasses() {
  const seen = { started: 0, atOnce: 0, running: 0 };
  let release: () => void = () => undefined;
  const pass = async () => {
    seen.started++;
    seen.running++;
    seen.atOnce = Math.max(seen.atOnce, seen.running);
    await new Promise<void>((resolve) => (release = resolve));
    seen.running--;
  };
  return { seen, pass, release: () => release() };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('schedulePasses', () => {
  it('runs one pass at a time: nudges during a pass make one more pass after it, and stop waits for the pass under way', async () => {
    const { seen, pass, release } = heldPasses();
    const passes = schedulePasses({ pollIntervalMs: 60_000, pass, onFailure: () => undefined });
    passes.nudge(); // not started: nothing
    await settle();
    expect(seen.started).toBe(0);
    passes.start();
    await settle();
    expect(seen.started).toBe(1);
    passes.nudge();
    passes.nudge();
    release();
    await settle();
    expect(seen.started).toBe(2); // the two nudges made one more pass
    let stopped = false;
    const stopping = passes.stop().then(() => (stopped = true));
    await settle();
    expect(stopped).toBe(false); // the second pass is still under way
    release();
    await stopping;
    passes.nudge();
    await settle();
    expect(seen).toEqual({ started: 2, atOnce: 1, running: 0 });
  });

  it('reports a pass that throws and runs the next one', async () => {
    const failures: unknown[] = [];
    let calls = 0;
    const passes = schedulePasses({
      pollIntervalMs: 60_000,
      pass: async () => {
        calls++;
        if (calls === 1) throw new Error('database gone a moment');
      },
      onFailure: (error) => failures.push(error),
    });
    passes.start();
    await settle();
    passes.nudge();
    await settle();
    await passes.stop();
    expect(calls).toBe(2);
    expect(failures).toHaveLength(1);
  });
});
