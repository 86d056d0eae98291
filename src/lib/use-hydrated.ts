import { useEffect, useState } from 'react';

/** True once the component has hydrated (a marker for tests and scripts, like <html data-hydrated>). */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
