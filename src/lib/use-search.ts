import { useMemo } from 'react';
import { useRouter } from './router.tsx';
import { useScripted } from './use-hydrated.ts';

/**
 * The page's query string (the router's), or `null` while the prerendered page hydrates: the
 * prerendered HTML knows no query string, so the first render matches it and the parts that read the
 * query render again right after (only they: the rest of the page, and islands still waiting to
 * hydrate, are not disturbed). Kept apart from the router so that pages which never read it do not
 * carry it.
 */
export function useSearch(): URLSearchParams | null {
  const { search } = useRouter();
  const hydrated = useScripted();
  return useMemo(() => (hydrated ? new URLSearchParams(search) : null), [hydrated, search]);
}

/** A query string from a record: entries without a value are left out. */
export function searchParams(entries: Readonly<Record<string, string | null | undefined>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) if (value) params.set(key, value);
  return params;
}
