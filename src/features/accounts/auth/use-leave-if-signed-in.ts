import { useEffect } from 'react';
import { pathFor } from '../../../config/routes.ts';
import { useI18n } from '../../../i18n/index.tsx';
import { ensureSession } from '../../../lib/session-api.ts';
import { useRouter } from '../../../lib/router.tsx';

/** Sign-in and sign-up are for visitors who are not signed in: a client who is goes to the private area. */
export function useLeaveIfSignedIn(): void {
  const { lang } = useI18n();
  const { navigate } = useRouter();
  useEffect(() => {
    let current = true;
    void ensureSession(lang).then((user) => {
      if (current && user) navigate(pathFor('portal', lang), { replace: true });
    });
    return () => {
      current = false;
    };
  }, [lang, navigate]);
}
