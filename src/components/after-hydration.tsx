import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

type Module<P> = { default: ComponentType<P> };

/** With no touch, key, scroll or focus, the parts below load this long after the page hydrated. */
const AFTER_HYDRATION_IDLE_MS = 3_000;
/** What the visitor does first that may need one of them (a scroll shows the cookie notice, a tap opens the drawer). */
const FIRST_ACTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll'] as const;

/** The loaders of every such part, started together when they are released. */
const loaders = new Set<() => Promise<unknown>>();
/** What waits for the release: parts mounted before it, waiting to show, and `whenReleased`'s work. */
const waiting = new Set<() => void>();
let hydrated = false;
let released = false;

/** Loads every part and shows those mounted: on the visitor's first act, after the idle delay, or when asked. */
export function releaseAfterHydration(): void {
  if (released) return;
  released = true;
  for (const act of FIRST_ACTS) window.removeEventListener(act, releaseAfterHydration, true);
  for (const load of loaders) void load();
  for (const show of waiting) show();
  waiting.clear();
}

/** Runs `work` when the parts below are released (at once if they are); returns what cancels it. */
export function whenReleased(work: () => void): () => void {
  if (released) {
    work();
    return () => undefined;
  }
  waiting.add(work);
  return () => void waiting.delete(work);
}

/**
 * Called by the app once the page has hydrated: the parts below load on the visitor's first act (touch,
 * key, scroll, focus) or `idleMs` later, whichever comes first, so they never compete with what the page
 * itself loads to become interactive (a calculator page's calculator), yet a tap on the menu finds the
 * drawer's code on its way.
 */
export function loadAfterHydration(idleMs = AFTER_HYDRATION_IDLE_MS): void {
  if (hydrated) return;
  hydrated = true;
  for (const act of FIRST_ACTS) window.addEventListener(act, releaseAfterHydration, { capture: true, passive: true });
  window.setTimeout(releaseAfterHydration, idleMs);
}

/**
 * A part of the shell that the first render never shows (the cookie notice before any scroll, a closed
 * drawer, the offer of the other language): its code stays out of the JavaScript a page needs before it
 * hydrates (issue 24) and loads after (`loadAfterHydration`). The server and the hydrating browser render
 * nothing in its place, as they did before (each of these rendered nothing until an effect or a click), so
 * nothing of the prerendered page changes.
 */
export function afterHydration<P extends object>(loader: () => Promise<Module<P>>): ComponentType<P> {
  let promise: Promise<Module<P>> | undefined;
  const load = () => (promise ??= loader());
  loaders.add(load);
  const Lazy = lazy(load);
  function AfterHydration(props: P) {
    // Mounted once released (the drawer on a click): shown at once, its code loading if need be.
    const [ready, setReady] = useState(released);
    useEffect(() => {
      if (ready) return;
      // Mounted with the page: shown when released, never in the task that hydrated it.
      const show = () => setReady(true);
      if (released) return void window.setTimeout(show);
      return whenReleased(show);
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
