import { expect } from 'vitest';
import type { ContentDocument } from '../../src/domain/content/index.ts';
import type { Browser } from './accounts.ts';

/** The `/content/<hash>.json` (or the draft's file) a page names for the browser to hydrate with. */
export const contentFileOf = (html: string) => /<meta name="aurea-content" content="([^"]+)"/.exec(html)?.[1];

/** Staff read the draft, change it with `edit` and save it on the draft they read; returns its `updatedAt`. */
export async function saveDraft(staff: Browser, edit: (document: ContentDocument) => void): Promise<string> {
  const read = await staff.get('/api/staff/content');
  const { draft } = (await read.json()) as { draft: { document: ContentDocument } };
  const document = structuredClone(draft.document);
  edit(document);
  const saved = await staff.put('/api/staff/content/draft', document, { 'If-Match': read.headers.get('etag')! });
  expect(saved.status).toBe(200);
  return ((await saved.json()) as { updatedAt: string }).updatedAt;
}
