import { useEffect } from 'react';
import { leaveGuards } from './leave-guard.ts';

/** While `active`, leaving the page asks first, saying `message` where the app asks (`mayLeave`). */
export function useLeaveGuard(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return;
    leaveGuards.add(message);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is returned.
      event.returnValue = message;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      leaveGuards.delete(message);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active, message]);
}
