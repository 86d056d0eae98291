import { Suspense, use, type ComponentType, type ReactNode } from 'react';

/** How far below the viewport a section starts loading its code. */
export const ISLAND_ROOT_MARGIN = '800px 0px';

type Module<P> = { default: ComponentType<P> };
export type IslandLoader<P> = () => Promise<Module<P>>;

const modules = new Map<IslandLoader<never>, Promise<Module<never>>>();

/** Resolves when the element approaches the viewport or the visitor touches, clicks or focuses it. */
function whenNearOrTouched(element: HTMLElement): Promise<void> {
  return new Promise((resolve) => {
    const events = ['pointerdown', 'focusin', 'keydown', 'touchstart'] as const;
    const done = () => {
      observer?.disconnect();
      for (const e of events) element.removeEventListener(e, done, true);
      resolve();
    };
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
 * Server: loads at once, so the prerendered HTML holds the section. Browser, hydrating a prerendered
 * page: waits until the section is near or touched; meanwhile React keeps the server HTML in place
 * (a suspended boundary is not hydrated), so nothing shifts. Browser, after client-side navigation
 * (no server HTML yet): loads at once.
 */
function loadModule<P>(loader: IslandLoader<P>, anchorId: string): Promise<Module<P>> {
  let promise = modules.get(loader as IslandLoader<never>) as Promise<Module<P>> | undefined;
  if (!promise) {
    const anchor = typeof document === 'undefined' ? null : document.getElementById(anchorId);
    promise = anchor ? whenNearOrTouched(anchor).then(loader) : loader();
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
  /** Shown only after client-side navigation while the code loads; reserve the section's height. */
  fallback: ReactNode;
};

/** A part of a page whose code loads only when needed, without losing its prerendered HTML. */
export function LazyIsland<P extends object>({ loader, anchorId, props, fallback }: LazyIslandProps<P>) {
  return (
    <Suspense fallback={fallback}>
      <IslandContent loader={loader} anchorId={anchorId} props={props} />
    </Suspense>
  );
}
