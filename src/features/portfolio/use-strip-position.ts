import { useCallback, useEffect, useState, type RefObject } from 'react';
import { REDUCED_MOTION_QUERY } from '../../config/ui.ts';

/** The item whose start is nearest the strip's start (after its scroll padding); the last one at the end. */
function currentIndex(strip: HTMLElement, items: HTMLElement[]): number {
  if (strip.scrollLeft + strip.clientWidth >= strip.scrollWidth - 1) return items.length - 1;
  const start = strip.getBoundingClientRect().left + (parseFloat(getComputedStyle(strip).scrollPaddingLeft) || 0);
  let best = 0;
  items.forEach((item, index) => {
    const distance = Math.abs(item.getBoundingClientRect().left - start);
    const bestDistance = Math.abs((items[best]?.getBoundingClientRect().left ?? 0) - start);
    if (distance < bestDistance) best = index;
  });
  return best;
}

/**
 * Where a sideways-scrolling strip of items stands, and a way to move it one item at a time. `items`
 * reads the strip's items (the elements that snap). The position follows any scroll: swipe, keys,
 * the buttons.
 */
export function useStripPosition(strip: RefObject<HTMLElement | null>, items: (strip: HTMLElement) => HTMLElement[]) {
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const element = strip.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setIndex(currentIndex(element, items(element))));
    };
    element.addEventListener('scroll', update, { passive: true });
    return () => {
      element.removeEventListener('scroll', update);
      cancelAnimationFrame(frame);
    };
  }, [strip, items]);

  const go = useCallback(
    (to: number) => {
      const element = strip.current;
      const target = element ? items(element)[to] : undefined;
      if (!element || !target) return;
      const start = element.getBoundingClientRect().left + (parseFloat(getComputedStyle(element).scrollPaddingLeft) || 0);
      const smooth = !window.matchMedia?.(REDUCED_MOTION_QUERY).matches;
      element.scrollBy({ left: target.getBoundingClientRect().left - start, behavior: smooth ? 'smooth' : 'auto' });
    },
    [strip, items],
  );

  return { index, go };
}
