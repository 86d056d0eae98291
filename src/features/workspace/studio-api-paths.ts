import type { ContentDocument } from '../../domain/content/index.ts';
import { STAFF_PATH } from '../../lib/api-client.ts';

/** What the content studio's API answers (server/studio/studio-routes.ts), and where it lives. */

/** The content studio: the draft and the published version, the versions, saving, publishing, restoring. */
export const CONTENT_PATH = `${STAFF_PATH}/content`;
/** Where the content studio uploads an image (its bytes as the body). */
export const CONTENT_IMAGES_PATH = `${CONTENT_PATH}/images`;
/** Where the content studio uploads a film (its bytes as the body) and polls its job (`/<id>`). */
export const CONTENT_FILMS_PATH = `${CONTENT_PATH}/films`;
export type ContentVersion = { number: number; publishedAt: string; publishedBy: string | null; restoredFrom: number | null };
export type ContentState = {
  draft: { document: ContentDocument; updatedAt: string; missing: string[] };
  published: ContentVersion;
};
