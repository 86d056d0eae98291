import { useEffect, type RefObject } from 'react';
import { MOBILE_QUERY, PARALLAX_FACTOR, PARALLAX_FACTOR_NARROW, REDUCED_MOTION_QUERY } from '../config/ui.ts';

/**
 * Moves an element against the scroll for a gentle depth effect. Transforms are set through the CSSOM
 * (allowed by the CSP; no inline style in the prerendered markup), once per animation frame. None
 * under reduced motion; a smaller factor below the mobile breakpoint. Read and written in animation
 * frames only, and written only when the offset changes.
 */
export function useParallax(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const reduced = window.matchMedia(REDUCED_MOTION_QUERY);
    const narrow = window.matchMedia(MOBILE_QUERY);
    let frame = 0;
    let shown = '';
    const apply = () => {
      frame = 0;
      const factor = reduced.matches ? 0 : narrow.matches ? PARALLAX_FACTOR_NARROW : PARALLAX_FACTOR;
      const offset = Math.min(window.scrollY, window.innerHeight * 1.5) * factor;
      const transform = offset === 0 ? '' : `translate3d(0, ${offset.toFixed(1)}px, 0)`;
      // Written only when it changes: at the top of the page (every load) nothing is touched.
      if (transform === shown) return;
      shown = transform;
      element.style.transform = transform;
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(apply);
    };
    // In a frame, not during hydration: reading the scroll position there would force a layout.
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    reduced.addEventListener('change', schedule);
    narrow.addEventListener('change', schedule);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      reduced.removeEventListener('change', schedule);
      narrow.removeEventListener('change', schedule);
      element.style.transform = '';
    };
  }, [ref]);
}
