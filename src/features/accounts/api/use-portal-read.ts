import { useEffect } from 'react';
import { signInPathFor } from '../../../lib/next-path.ts';
import { useRouter } from '../../../lib/router.tsx';
import { useApiRead, type Read, type ReadOptions } from '../../../lib/server-data.ts';
import { sessionStore } from '../../../lib/session.ts';
import { useAccountsI18n } from '../use-accounts-i18n.ts';

/**
 * One of the private area's reads from the page's cache (src/lib/server-data.ts: fresh for five minutes,
 * read again after a write that changes it). A session that has ended sends the client to sign in (and
 * the cache goes with it).
 */
export function usePortalRead<T>(options: ReadOptions<T>): Read<T> {
  const read = useApiRead(options);
  const { lang } = useAccountsI18n();
  const { pathname, navigate } = useRouter();
  const ended = read.status === 'failed' && read.failure.status === 401;
  useEffect(() => {
    if (!ended) return;
    sessionStore.set(null);
    navigate(signInPathFor(pathname, lang), { replace: true });
  }, [ended, pathname, lang, navigate]);
  return read;
}
