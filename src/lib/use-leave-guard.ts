import { useEffect } from 'react';

/**
 * While `active` (a page holding work not saved yet: the studio's draft), leaving asks first, saying
 * `message`: a link of the app's own (its click caught before the router sees it), back and forward (the
 * address put back when she stays) and, in the browser's own words, a reload or a closed tab
 * (`beforeunload`). All of it lives here, with the pages that hold work: the public pages ship none of it.
 */
export function useLeaveGuard(active: boolean, message: string): void {
  useEffect(() => {
    if (!active) return;
    const here = window.location.href;
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      // A new tab or window, a download or a fragment of this page: nothing is left behind.
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      if (link.hasAttribute('target') || link.hasAttribute('download') || link.getAttribute('href')!.startsWith('#')) return;
      if (window.confirm(message)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    // Capturing at the window runs before the app's own popstate listener, which then never sees it.
    const onPopState = (event: PopStateEvent) => {
      if (window.confirm(message)) return;
      event.stopImmediatePropagation();
      window.history.pushState(event.state, '', here);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is returned.
      event.returnValue = message;
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [active, message]);
}
