import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The notice appears as the visitor scrolls, often by tabbing down the page: its controls, first in the
 * page's order, would come only after every later stop and a wrap. So while it shows and has not been
 * visited, the visitor's next Tab (forward, from anywhere in the page after it) lands on its first control, and a
 * Tab past its last control goes back to where they were.
 */
export function useFirstTabStop(element: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const bar = element.current;
    if (!active || !bar) return;
    let visited = false;
    let cameFrom: HTMLElement | null = null;
    const controls = () => [...bar.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return;
      const focused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      const inside = focused !== null && bar.contains(focused);
      // From the page below the notice in the document (the skip link before it reaches it anyway).
      const later =
        focused !== null && !inside && Boolean(bar.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING);
      const list = controls();
      if (!visited && later && list[0]) {
        visited = true;
        cameFrom = focused;
        event.preventDefault();
        list[0].focus();
      } else if (inside && focused === list.at(-1) && cameFrom?.isConnected) {
        event.preventDefault();
        cameFrom.focus();
        cameFrom = null;
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Node && bar.contains(event.target)) visited = true;
    };
    document.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [element, active]);
}
