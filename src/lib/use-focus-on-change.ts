import { useEffect, useRef } from 'react';

/**
 * Moves focus to the returned heading whenever `view` changes (a form's step, or its confirmation), not
 * on first render, so screen readers announce where the visitor now is.
 */
export function useFocusOnChange<V>(view: V) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    headingRef.current?.focus();
  }, [view]);
  return headingRef;
}
