/**
 * Runs `callback` in an idle moment of the main thread, and no later than `timeoutMs`; where the browser
 * has no `requestIdleCallback` (Safari), after `fallbackMs` instead. Returns what cancels it.
 */
export function whenIdle(callback: () => void, { timeoutMs, fallbackMs }: { timeoutMs: number; fallbackMs: number }): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, fallbackMs);
  return () => window.clearTimeout(id);
}
