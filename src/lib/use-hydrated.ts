import { useEffect, useState, useSyncExternalStore } from 'react';

/** True once the component has hydrated (a marker for tests and scripts, like <html data-hydrated>). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

const subscribeNever = () => () => undefined;

/**
 * False on the server and while the browser hydrates the prerendered HTML (what a visitor without
 * scripts keeps), true right after; true at once for a component the browser mounts itself (after a
 * navigation), so such a component never shows its script-less form for a frame.
 */
export function useScripted(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
