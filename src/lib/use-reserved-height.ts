import { useEffect, type RefObject } from 'react';

/**
 * Keeps a fixed notice's height, as it stands (text wrapped or not, settings open or closed), in a custom
 * property of `<html>` while it shows: the page reserves that much at its end and as scroll padding, so
 * the last lines, a followed link or a focused control never end under the notice (src/styles/app.css).
 * A resize observer, not a read of layout in a scroll handler.
 */
export function useReservedHeight(element: RefObject<HTMLElement | null>, active: boolean, variable: string): void {
  useEffect(() => {
    const target = element.current;
    if (!active || !target) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? target.offsetHeight;
      root.style.setProperty(variable, `${Math.ceil(height)}px`);
    });
    observer.observe(target);
    return () => {
      observer.disconnect();
      root.style.removeProperty(variable);
    };
  }, [element, active, variable]);
}
