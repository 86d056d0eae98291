/**
 * The go-live checklist (issue 41): what the firm has not yet given, read from the version the site
 * shows. The workspace lists it; the server's start log warns in production while the law's items
 * (LSSI art. 10) are missing, so nobody puts the site live without knowing.
 */
import { goLiveChecks, missingLegalItems, type GoLiveChecklist, type GoLiveItem } from '../../src/domain/content/index.ts';
import type { Queryable } from '../db/index.ts';
import { publishedVersion } from './content-store.ts';

/** The checklist of the published version (undefined before the seed is published). */
export async function goLiveChecklist(db: Queryable): Promise<GoLiveChecklist | undefined> {
  const published = await publishedVersion(db);
  return published && { version: published.summary.number, items: goLiveChecks(published.document) };
}

/** The legally required items the published version lacks. */
export async function missingLegalIdentity(db: Queryable): Promise<GoLiveItem[]> {
  const published = await publishedVersion(db);
  return published ? missingLegalItems(published.document) : [];
}
