import { useCallback, useEffect, useState } from 'react';

/**
 * The page's query string as state: `navigate` pushes a history entry, back and forward restore it.
 * `query` is null until the page has hydrated (the prerendered shell knows no query string), so the
 * first client render matches the prerendered HTML.
 */
export function useLocationQuery() {
  const [query, setQuery] = useState<URLSearchParams | null>(null);
  useEffect(() => {
    const read = () => setQuery(new URLSearchParams(window.location.search));
    read();
    window.addEventListener('popstate', read);
    return () => window.removeEventListener('popstate', read);
  }, []);
  const navigate = useCallback((next: Record<string, string | undefined>, options: { replace?: boolean } = {}) => {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v) params.set(k, v);
    const url = `${window.location.pathname}${params.size ? `?${params}` : ''}`;
    if (options.replace) window.history.replaceState(null, '', url);
    else window.history.pushState(null, '', url);
    setQuery(params);
  }, []);
  return { query: query ?? new URLSearchParams(), ready: query !== null, navigate };
}
