import { useEffect, useRef } from 'react';
import { SCROLL_THROTTLE_MS } from '../config/ui.ts';
import { throttle } from './throttle.ts';

/**
 * Calls `onScroll(scrollY)` on mount and on scroll, at most once per SCROLL_THROTTLE_MS (spec: scroll
 * events are handled at most once per 100 ms). The latest callback is always used.
 */
export function useThrottledScroll(onScroll: (scrollY: number) => void, enabled = true): void {
  const callback = useRef(onScroll);
  useEffect(() => {
    callback.current = onScroll;
  });
  useEffect(() => {
    if (!enabled) return;
    const handle = throttle(() => callback.current(window.scrollY), SCROLL_THROTTLE_MS);
    handle();
    window.addEventListener('scroll', handle, { passive: true });
    return () => {
      window.removeEventListener('scroll', handle);
      handle.cancel();
    };
  }, [enabled]);
}
