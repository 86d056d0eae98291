import { useEffect, type RefObject } from 'react';
import { COOKIE_NOTICE_HEIGHT_VAR } from '../../config/ui.ts';

/**
 * Keeps the notice's height, as it stands (settings open or closed, text wrapped or not), in a custom
 * property of `<html>` while it shows: the page reserves that much at its end and as scroll padding, so
 * the last lines, a followed link or a focused control never end under the notice, and toasts stand
 * above it (src/styles/app.css). A resize observer, not a read of layout in a scroll handler.
 */
export function useReservedHeight(element: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const target = element.current;
    if (!active || !target) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? target.offsetHeight;
      root.style.setProperty(COOKIE_NOTICE_HEIGHT_VAR, `${Math.ceil(height)}px`);
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      root.style.removeProperty(COOKIE_NOTICE_HEIGHT_VAR);
    };
  }, [element, active]);
}
