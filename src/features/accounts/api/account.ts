import type { z } from 'zod';
import type { ChangePasswordBodySchema, DeleteAccountBodySchema } from '../../../domain/accounts/index.ts';
import type { Lang } from '../../../i18n/languages.ts';
import { AUTH_PATH, PORTAL_PATH, apiRequest } from '../../../lib/api-client.ts';
import { useApiMutation } from '../../../lib/server-data.ts';
import { portalKeys } from './keys.ts';

/** The account panel's calls: the password, the account's deletion, the download of its data. */

/** A new password: the server ends every other session, so their list is read again. */
export function useChangePassword() {
  return useApiMutation(
    (body: z.input<typeof ChangePasswordBodySchema>, lang) =>
      apiRequest(`${AUTH_PATH}/change-password`, { method: 'POST', body, lang }),
    () => [portalKeys.sessions()],
  );
}

/**
 * Deletes the account, confirmed by its password or, without one, by a fresh session (a passkey sign-in
 * just before). The page's session record then says nobody is signed in, and every read goes with it.
 */
export const deleteAccount = (body: z.input<typeof DeleteAccountBodySchema>, lang: Lang) =>
  apiRequest(`${AUTH_PATH}/delete-user`, { method: 'POST', body, lang });

/** "Download all my data": the API's JSON attachment, an ordinary link the browser saves. */
export const accountExportHref = (lang: Lang) => `${PORTAL_PATH}/export?${new URLSearchParams({ lang })}`;
