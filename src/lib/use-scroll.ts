import { useEffect, useRef } from 'react';
import { SCROLL_THROTTLE_MS } from '../config/ui.ts';
import { throttle } from './throttle.ts';

/**
 * Calls `onScroll(scrollY)` in the first frame after mount and on scroll, at most once per SCROLL_THROTTLE_MS (spec: scroll
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
    // The first reading in a frame, not in the effect: reading the scroll position while the page
    // hydrates would force a layout there (issue 24).
    const first = requestAnimationFrame(handle);
    window.addEventListener('scroll', handle, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener('scroll', handle);
      handle.cancel();
    };
  }, [enabled]);
}
