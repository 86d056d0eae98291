import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/** The loaders of every such part, started together once the page has hydrated. */
const loaders = new Set<() => Promise<unknown>>();
let hydrated = false;

/**
 * Called by the app once the page has hydrated: fetches the code of every part below, in a task of its
 * own, so a click on the menu finds the drawer's code already there.
 */
export function loadAfterHydration(): void {
  hydrated = true;
  window.setTimeout(() => {
    for (const load of loaders) void load();
  });
}

/**
 * A part of the shell that the first render never shows (the cookie notice before any scroll, a closed
 * drawer, the offer of the other language): its code stays out of the JavaScript a page needs before it
 * hydrates (issue 24) and loads right after. The server and the hydrating browser render nothing in its
 * place, as they did before (each of these rendered nothing until an effect or a click), so nothing of
 * the prerendered page changes.
 */
export function afterHydration<P extends object>(loader: () => Promise<Module<P>>): ComponentType<P> {
  let promise: Promise<Module<P>> | undefined;
  const load = () => (promise ??= loader());
  loaders.add(load);
  const Lazy = lazy(load);
  function AfterHydration(props: P) {
    // Mounted after hydration (the drawer on a click): shown at once, its code loading if need be.
    const [ready, setReady] = useState(hydrated);
    useEffect(() => {
      if (ready) return;
      // Mounted with the page: in a task after the one that hydrated it.
      const timer = window.setTimeout(() => setReady(true));
      return () => window.clearTimeout(timer);
    }, [ready]);
    if (!ready) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return AfterHydration;
}
