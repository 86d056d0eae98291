import { useEffect, useState } from 'react';
import type { ResetTokenAnswer } from '../domain/accounts/account-schemas.ts';
import type { Lang } from '../i18n/languages.ts';
import { checkResetToken } from './auth-api.ts';

/**
 * Whether a reset or invitation link still works, asked as its page opens (issue 22: not after the
 * password was typed twice): `checking`, `live` (with the address of a staff invitation), or `dead`
 * (expired, used or unknown: the API does not say which). The token is not spent. A check that did not
 * get an answer (no network, a refusal) counts as live: the form's own answer will say.
 */
export type ResetLink = { status: 'checking' } | { status: 'live'; email: ResetTokenAnswer['email'] } | { status: 'dead' };

export function useResetLink(token: string | null | undefined, lang: Lang): ResetLink {
  const [checked, setChecked] = useState<{ token: string; link: ResetLink }>();
  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    void checkResetToken(token, lang, controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      const link: ResetLink =
        result.ok && result.data?.valid === false
          ? { status: 'dead' }
          : { status: 'live', email: (result.ok && result.data?.email) || null };
      setChecked({ token, link });
    });
    return () => controller.abort();
  }, [token, lang]);
  if (token === null) return { status: 'dead' };
  return checked && checked.token === token ? checked.link : { status: 'checking' };
}
