/**
 * How a background worker of the server process runs its passes (the outbox's e-mails, the studio's
 * films): one pass at a time per process, every `pollIntervalMs` once started and at once when nudged; a
 * nudge during a pass schedules one more after it. A pass that throws is reported and the next one runs.
 */
export function schedulePasses(deps: {
  pollIntervalMs: number;
  pass: () => Promise<unknown>;
  onFailure: (error: unknown) => void;
}): { nudge: () => void; start: () => void; stop: () => Promise<void> } {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let stopped = true;
  let again = false;

  function tick(): void {
    if (running) {
      again = true;
      return;
    }
    running = deps
      .pass()
      .then(() => undefined, deps.onFailure)
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          tick();
        }
      });
  }

  return {
    nudge: () => {
      if (!stopped) tick();
    },
    start: () => {
      stopped = false;
      timer = setInterval(tick, deps.pollIntervalMs);
      timer.unref();
      tick();
    },
    /** No more passes; resolves once the one under way has ended. */
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
