import { useEffect, useState } from 'react';
import { cachedRead } from '../../../lib/account-api.ts';
import { useRouter } from '../../../lib/router.tsx';
import { sessionStore } from '../../../lib/session.ts';
import { signInPathFor } from '../../../lib/next-path.ts';
import { useAccountsI18n } from '../use-accounts-i18n.ts';

export type Read<T> = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; data: T };

/**
 * One of the private area's reads (a GET of `/api/portal/…` or of the passkeys' list), fresh for five minutes (SERVER_DATA_FRESH_MS),
 * read again with `reload` after a change. A session that has ended sends the client to sign in.
 */
export function usePortalRead<T>(path: string): Read<T> & { reload: () => void } {
  const { lang } = useAccountsI18n();
  const { pathname, navigate } = useRouter();
  const [version, setVersion] = useState(0);
  const [read, setRead] = useState<{ key: string; value: Read<T> }>({ key: '', value: { status: 'loading' } });
  const key = `${path}#${version}`;

  useEffect(() => {
    let current = true;
    void cachedRead<T>(path, lang).then((result) => {
      if (!current) return;
      if (!result.ok && result.status === 401) {
        sessionStore.set(null);
        navigate(signInPathFor(pathname, lang), { replace: true });
        return;
      }
      setRead({ key, value: result.ok ? { status: 'ready', data: result.data } : { status: 'failed' } });
    });
    return () => {
      current = false;
    };
  }, [key, path, lang, pathname, navigate]);

  // Read again after a change, the page keeps what it shows until the new answer arrives; a read of
  // another path is loading until its own does.
  const samePath = read.key.slice(0, read.key.lastIndexOf('#')) === path;
  const value: Read<T> = read.key === key || (samePath && read.value.status === 'ready') ? read.value : { status: 'loading' };
  return { ...value, reload: () => setVersion((v) => v + 1) };
}
