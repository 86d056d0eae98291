import { useEffect, useRef, type RefObject } from 'react';

/**
 * Moves focus to the returned heading whenever `view` changes (a form's step, or its confirmation), not
 * on first render, so screen readers announce where the visitor now is. A change to the view `quiet`
 * holds (the step a visitor reached before the form hydrated, ADR 0056) leaves the focus where it is.
 */
export function useFocusOnChange<V>(view: V, quiet?: RefObject<V | null>) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownView = useRef(view);
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    if (quiet && quiet.current === view) {
      quiet.current = null;
      return;
    }
    headingRef.current?.focus();
  }, [view, quiet]);
  return headingRef;
}
