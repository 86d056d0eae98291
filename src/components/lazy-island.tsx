import { Suspense, use, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** How far below the viewport a section starts loading its code. */
export const ISLAND_ROOT_MARGIN = '800px 0px';

type Module<P> = { default: ComponentType<P> };
export type IslandLoader<P> = () => Promise<Module<P>>;

const modules = new Map<IslandLoader<never>, Promise<Module<never>>>();
/** Islands still waiting to come near the viewport, and how to stop them waiting. */
const waiting = new Map<IslandLoader<never>, () => void>();
/**
 * False only while the browser hydrates the prerendered page it was served: islands then wait until
 * they are near. The server renders everything at once, and so does the browser after a navigation.
 */
let eager = typeof document === 'undefined';
/** True once the browser has rendered a page of its own (a navigation), not the one it was served. */
let navigated = false;

/** Resolves when the element approaches the viewport or the visitor touches, clicks or focuses it. */
function whenNearOrTouched(element: HTMLElement, loader: IslandLoader<never>): Promise<void> {
  return new Promise((resolve) => {
    const events = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;
    const done = () => {
      observer?.disconnect();
      for (const e of events) element.removeEventListener(e, done, true);
      waiting.delete(loader);
      resolve();
    };
    waiting.set(loader, done);
    const observer =
      'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && done(), {
            rootMargin: ISLAND_ROOT_MARGIN,
          })
        : null;
    if (observer) observer.observe(element);
    else done();
    for (const e of events) element.addEventListener(e, done, { capture: true, passive: true });
  });
}

/**
 * Called by the app before it renders another page: from now on islands load at once, and those still
 * waiting for the visitor to come near stop waiting (their prerendered element is about to go).
 */
export function loadIslandsNow(): void {
  eager = true;
  navigated = true;
  for (const release of [...waiting.values()]) release();
}

/**
 * Mounted only when React renders an island's fallback in the browser, which means it gave up the
 * prerendered HTML (e.g. an update reached the island before it hydrated): its code then loads at
 * once instead of waiting for an element that is gone.
 */
function LoadNow({ loader, children }: { loader: IslandLoader<never>; children: ReactNode }) {
  useEffect(() => waiting.get(loader)?.(), [loader]);
  return children;
}

function loadModule<P>(loader: IslandLoader<P>, anchorId: string): Promise<Module<P>> {
  let promise = modules.get(loader as IslandLoader<never>) as Promise<Module<P>> | undefined;
  if (!promise) {
    const anchor = eager ? null : document.getElementById(anchorId);
    promise = anchor ? whenNearOrTouched(anchor, loader as IslandLoader<never>).then(loader) : loader();
    modules.set(loader as IslandLoader<never>, promise as Promise<Module<never>>);
  }
  return promise;
}

function IslandContent<P extends object>({ loader, anchorId, props }: { loader: IslandLoader<P>; anchorId: string; props: P }) {
  const { default: Component } = use(loadModule(loader, anchorId));
  return <Component {...props} />;
}

type LazyIslandProps<P extends object> = {
  /** `() => import('…')`: the section's code, kept out of the first JavaScript. */
  loader: IslandLoader<P>;
  /** id of the prerendered element that wraps the island (the section). */
  anchorId: string;
  props: P;
  /** Reserves the section's place while its code loads after hydration (never shown after a navigation). */
  fallback: ReactNode;
};

/**
 * A part of a page whose code loads only when needed, without losing its prerendered HTML.
 *
 * - Server: loads at once, so the prerendered HTML holds the section.
 * - Browser, hydrating the page it was served: a Suspense boundary waits until the section is near or
 *   touched; meanwhile React keeps the server HTML in place (a suspended boundary is not hydrated).
 * - Browser, after a navigation: no boundary of its own, so the island suspends the navigation's
 *   transition and the new page commits whole, every section in place, like a direct load
 *   (docs/decisions/0021-one-page-loader.md).
 */
export function LazyIsland<P extends object>({ loader, anchorId, props, fallback }: LazyIslandProps<P>) {
  // Decided once per mounted island, so its tree keeps one shape for its whole life (and the server's
  // shape, with the boundary, is the one hydration finds).
  const [afterNavigation] = useState(() => navigated);
  const content = <IslandContent loader={loader} anchorId={anchorId} props={props} />;
  if (afterNavigation) return content;
  return <Suspense fallback={<LoadNow loader={loader as IslandLoader<never>}>{fallback}</LoadNow>}>{content}</Suspense>;
}
