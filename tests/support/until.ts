/** Waits for a condition (polled every 20 ms), never a fixed delay; throws when it does not hold in time. */
export async function until(condition: () => boolean, timeoutMs: number, what = 'condition'): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
