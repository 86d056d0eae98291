import { useEffect } from 'react';

/**
 * Pages holding work that is not saved yet (the studio's draft) ask before the visitor leaves them: the
 * app's own navigations (links, back and forward) ask `mayLeave()`, and the browser asks on a reload or a
 * closed tab (`beforeunload`, whose wording is the browser's).
 */
const guards = new Set<string>();

/** True when nothing would be lost, or the person chose to leave anyway. */
export function mayLeave(): boolean {
  const [message] = guards;
  return message === undefined || window.confirm(message);
}

/** While `active`, leaving the page asks first, saying `message` where the app asks. */
export function useLeaveGuard(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return;
    guards.add(message);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is returned.
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      guards.delete(message);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active, message]);
}
