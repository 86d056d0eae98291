import type { GoLiveChecklist } from '../../../domain/content/index.ts';
import type { Lang } from '../../../i18n/languages.ts';
import { STAFF_PATH } from '../../../lib/api-client.ts';
import { apiQuery } from '../../../lib/server-data.ts';
import { workspaceKeys } from './keys.ts';

/**
 * The go-live checklist (`GET /api/staff/content/go-live`, server/studio/go-live.ts), read from the
 * version the site shows. Its key is under the studio's, so a publish or a restore reads it again.
 */
export const goLiveQuery = (lang: Lang) =>
  apiQuery<GoLiveChecklist>(workspaceKeys.goLive(), `${STAFF_PATH}/content/go-live`, lang);
