import { WORKSPACE_QUERY } from '../../config/routes.ts';
import { useI18n } from '../../i18n/index.tsx';
import { searchParams, useSearch } from '../../lib/use-search.ts';

/** The workspace's own parameters (spelled in the page's language) and the inbox's filters (the API's names). */
export type WorkspaceParam = keyof typeof WORKSPACE_QUERY;
export type WorkspaceView = keyof (typeof WORKSPACE_QUERY)['view']['values'];

/**
 * The workspace's state in its address, in the page's language (src/config/routes.ts: `?solicitud=` on
 * /gestion, `?request=` on /en/workspace): `get` reads a parameter, `search` writes a query string from
 * parameters and filters. `query` is null until the page has hydrated (the prerendered page has none).
 */
export function useWorkspaceQuery() {
  const { lang } = useI18n();
  const query = useSearch();
  const key = (name: WorkspaceParam) => WORKSPACE_QUERY[name].key[lang];
  return {
    query,
    get: (name: WorkspaceParam): string | null => query?.get(key(name)) ?? null,
    /** The view the address names, if it names one. */
    view: (): WorkspaceView | undefined => {
      const value = query?.get(key('view'));
      const views = WORKSPACE_QUERY.view.values;
      return (Object.keys(views) as WorkspaceView[]).find((v) => views[v][lang] === value);
    },
    /** A query string: the workspace's parameters in the page's spelling, the filters as they are. */
    search: (
      entries: Partial<Record<Exclude<WorkspaceParam, 'view'>, string>> & { view?: WorkspaceView },
      filters: Readonly<Record<string, string | undefined>> = {},
    ) =>
      searchParams({
        ...filters,
        ...Object.fromEntries(
          Object.entries(entries).map(([name, value]) => [
            key(name as WorkspaceParam),
            name === 'view' && value ? WORKSPACE_QUERY.view.values[value as WorkspaceView][lang] : value,
          ]),
        ),
      }),
  };
}
