import { useEffect, useState, type RefObject } from 'react';

export type InSight = { inViewport: boolean; pageVisible: boolean };

/**
 * Whether `ref`'s element is inside the viewport (any part of it) and whether the page is shown, followed
 * while `enabled`. Both start true, as the hero is first seen at the top of a page in front.
 */
export function useInSight(ref: RefObject<HTMLElement | null>, enabled: boolean): InSight {
  const [inViewport, setInViewport] = useState(true);
  const [pageVisible, setPageVisible] = useState(true);

  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const onVisibility = () => setPageVisible(document.visibilityState !== 'hidden');
    onVisibility();
    document.addEventListener('visibilitychange', onVisibility);
    const observer =
      'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => {
            const latest = entries[entries.length - 1];
            if (latest) setInViewport(latest.isIntersecting);
          })
        : null;
    observer?.observe(element);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      observer?.disconnect();
    };
  }, [ref, enabled]);

  return { inViewport, pageVisible };
}
