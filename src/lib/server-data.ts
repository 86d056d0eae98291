import { QueryClient, queryOptions, useMutation, useQuery, type QueryKey } from '@tanstack/react-query';
import { SERVER_DATA_FRESH_MS } from '../config/ui.ts';
import { useI18n } from '../i18n/index.tsx';
import type { Lang } from '../i18n/languages.ts';
import { apiRequest, type ApiFailure, type ApiSuccess } from './api-client.ts';
import { sessionStore } from './session.ts';

/**
 * Server data on the pages that show it (the private area, the account pages, the workspace): one
 * TanStack Query cache for the page, keyed by each feature's structured keys (`['staff', 'requests', …]`,
 * made in the feature's `api/keys.ts`). Only those pages import this module,
 * so no public page carries the library (ADR 0032). As the spec says, data stays fresh five minutes
 * and is not fetched again when the window regains focus; a failure is shown at once (the page offers
 * to try again) rather than retried behind the visitor's back.
 */
export const serverData = new QueryClient({
  defaultOptions: { queries: { staleTime: SERVER_DATA_FRESH_MS, refetchOnWindowFocus: false, retry: false } },
});

/** A read's failure, as the query keeps it. */
export class ReadFailure extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.code);
  }
}

/**
 * Another account (or none) never sees what was read for the last one: when the session changes hands,
 * every read is forgotten and those on screen are read again; when it ends (signed out, the account
 * deleted), every read is forgotten and none is made, as the server would refuse each (the page is on
 * its way out). The page first learning who is signed in changes nothing: what it read meanwhile was
 * read with that session. (Dropping the reads instead, as `clear()` does, cancelled one still on its way
 * and left its page loading for good.)
 */
let account = sessionStore.get() === undefined ? undefined : (sessionStore.get()?.email ?? null);
sessionStore.subscribe(() => {
  const state = sessionStore.get();
  if (state === undefined) return;
  const next = state?.email ?? null;
  const known = account !== undefined;
  if (next === account) return;
  account = next;
  if (!known) return;
  if (next === null) for (const query of serverData.getQueryCache().findAll()) query.reset();
  else void serverData.resetQueries();
});

export type Read<T> = (
  | { status: 'loading'; data?: undefined; failure?: undefined }
  | { status: 'failed'; data?: undefined; failure: ApiFailure }
  | { status: 'ready'; data: T; failure?: undefined }
) & {
  /** Reads again (the data shown stays until the answer). */
  reload: () => void;
  /** Sets the data from a write's answer that is this read's new data, without reading again. */
  replace: (data: T) => void;
};

/**
 * One read of a feature's API as TanStack Query options (a feature's `api.ts` builds them; bulletproof-react's
 * `get-discussions.ts`): a structured key (`['requests', id]`), and the GET of `path` through the one client,
 * whose refusal is thrown as a `ReadFailure`. A write invalidates reads by their key's beginning.
 */
export function apiQuery<T>(queryKey: QueryKey, path: string, lang: Lang) {
  return queryOptions<T, ReadFailure>({
    queryKey,
    queryFn: async ({ signal }) => {
      const result = await apiRequest<T>(path, { lang, signal });
      if (!result.ok) throw new ReadFailure(result);
      return result.data;
    },
  });
}

/** What `useApiRead` takes: a read's options (from `apiQuery`, with any of TanStack Query's own added). */
export type ReadOptions<T> = ReturnType<typeof apiQuery<T>>;

/** A read from the page's cache, as the pages show it: loading, failed (the API's failure) or ready. */
export function useApiRead<T>(options: ReadOptions<T>): Read<T> {
  const query = useQuery(options, serverData);
  const actions = {
    reload: () => void query.refetch(),
    replace: (data: T) => serverData.setQueryData(options.queryKey, data),
  };
  if (query.status === 'success') return { status: 'ready', data: query.data, ...actions };
  if (query.status === 'error') return { status: 'failed', failure: query.error.failure, ...actions };
  return { status: 'loading', ...actions };
}

/**
 * A write of a feature's API as a TanStack Query mutation. It resolves to the API's result: a refusal is a
 * value the form shows by its fields, not a thrown error (`F`, when a write can fail in more ways than the
 * API's, such as a passkey dialog the visitor closed). Once it succeeds, the reads under each key it
 * names (`invalidates`, given the variables and the answer) are read again before it resolves, so what
 * the page shows next is the server's.
 */
export function useApiMutation<V, T, F extends { ok: false } = ApiFailure>(
  write: (variables: V, lang: Lang) => Promise<ApiSuccess<T> | F>,
  invalidates: (variables: V, data: T) => readonly QueryKey[] = () => [],
) {
  const { lang } = useI18n();
  return useMutation<ApiSuccess<T> | F, never, V>(
    {
      mutationFn: (variables) => write(variables, lang),
      onSuccess: async (result, variables) => {
        if (!result.ok) return;
        await Promise.all(invalidates(variables, result.data).map((queryKey) => serverData.invalidateQueries({ queryKey })));
      },
    },
    serverData,
  );
}

/**
 * Forgets every read and reads again those on screen (a staff member signing in or out: the workspace
 * keeps no session record, its reads say who is there).
 */
export function forgetReads(): void {
  void serverData.resetQueries();
}
