import type { z } from 'zod';
import type { ProfileAnswer, ProfileUpdateSchema } from '../../../domain/accounts/index.ts';
import { useI18n } from '../../../i18n/index.tsx';
import { PORTAL_PATH, apiRequest } from '../../../lib/api-client.ts';
import { apiQuery, useApiMutation } from '../../../lib/server-data.ts';
import { portalKeys } from './keys.ts';
import { usePortalRead } from './use-portal-read.ts';

const PROFILE_PATH = `${PORTAL_PATH}/profile`;

/** The account's name, e-mail, language of the e-mails and client type. */
export function useProfile() {
  const { lang } = useI18n();
  return usePortalRead(apiQuery<ProfileAnswer>(portalKeys.profile(), PROFILE_PATH, lang));
}

/** Changes the profile; its answer is the account as saved. */
export function useUpdateProfile() {
  return useApiMutation(
    (body: z.input<typeof ProfileUpdateSchema>, lang) => apiRequest<ProfileAnswer>(PROFILE_PATH, { method: 'PATCH', body, lang }),
    () => [portalKeys.profile()],
  );
}
