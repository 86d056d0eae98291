import { useState } from 'react';
import { useRouter } from './router.tsx';
import { useScripted } from './use-hydrated.ts';

/** The attribute a part rendered from the query carries: the query it was rendered with. */
export const RENDERED_SEARCH_ATTRIBUTE = 'data-rendered-search';

/**
 * The query a part rendered by the server from the address (a calculator's scenario, ADR 0052) may read
 * in its first render, so hydration meets the same HTML: on the server, the query it renders; while the
 * browser hydrates, the one the served HTML says it was rendered with (`RENDERED_SEARCH_ATTRIBUTE` on the
 * element `id`; none, '' as the prerendered page had it); in a part the browser mounts itself, the address's.
 * Read once: later changes of the query are the part's to follow.
 */
export function useRenderedSearch(id: string): string {
  const { search } = useRouter();
  const scripted = useScripted();
  const [rendered] = useState(() =>
    scripted || typeof document === 'undefined'
      ? search
      : (document.getElementById(id)?.getAttribute(RENDERED_SEARCH_ATTRIBUTE) ?? ''),
  );
  return rendered;
}
