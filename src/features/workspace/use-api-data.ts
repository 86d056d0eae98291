import { useCallback, useEffect, useState } from 'react';
import { useWorkspaceCopy } from './use-workspace-copy.ts';
import { api, errorText } from './workspace-api.ts';

/** GETs `path` whenever it changes; `reload` fetches it again, `replace` sets it from a write's answer. */
export function useApiData<T>(path: string) {
  const { lang, internalError } = useWorkspaceCopy();
  const [state, setState] = useState<{ path: string; data?: T; error?: string }>({ path });
  const load = useCallback(async () => {
    try {
      const data = await api<T>(lang, path);
      setState({ path, data });
    } catch (failure) {
      setState({ path, error: errorText(failure, internalError) });
    }
  }, [lang, path, internalError]);
  useEffect(() => {
    void load();
  }, [load]);
  const current = state.path === path ? state : { path };
  return { data: current.data, error: current.error, reload: load, replace: (data: T) => setState({ path, data }) };
}
