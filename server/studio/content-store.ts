/**
 * The studio's records (ADR 0036): one draft, and the published versions of the firm's content
 * document. A fresh install publishes the seed (today's `src/content` and `src/config/site.ts`) as
 * version 1; publishing copies the draft into the next version, refused while a visible field has one
 * language only; restoring publishes a copy of an earlier version. Versions are never changed (migration 0015).
 */
import {
  missingTranslations,
  type ContentDocument,
  type KeptDraft,
  type StudioDraft,
  type StudioVersion,
} from '../../src/domain/content/index.ts';
import { withSeedDefaults } from '../../src/content/seed.ts';
import type { Database, Queryable } from '../db/index.ts';
import { sql } from 'kysely';
import { kyselyOf } from '../db/kysely-dialect.ts';
import { markPublished } from './content-media.ts';

/** Who publishes: a person's account (none for a scheduled publication whose author's account is gone). */
export type Actor = { id: string | null; email: string };

export type PublishOutcome =
  | { ok: true; version: StudioVersion; keptDraft?: KeptDraft | null }
  | { ok: false; reason: 'missingTranslations'; fields: string[] }
  | { ok: false; reason: 'unknownVersion' }
  | { ok: false; reason: 'draftChanged' };

export const DRAFT_ID = 1;

/** A document as stored, with what a version saved before a part of the document existed lacks (the seed's). */
const stored = (document: ContentDocument) => withSeedDefaults(document) as ContentDocument;

const summaryOf = (row: {
  number: number;
  published_at: Date;
  published_by_email: string | null;
  published_by_name?: string | null;
  restored_from: number | null;
}): StudioVersion => ({
  number: row.number,
  publishedAt: row.published_at.toISOString(),
  publishedBy: row.published_by_email,
  publishedByName: row.published_by_name || null,
  restoredFrom: row.restored_from,
});

/** The versions with their author's name (the account's; gone with it, the e-mail stays). */
const versionRows = (db: Queryable) =>
  kyselyOf(db)
    .selectFrom('content_versions as v')
    .leftJoin('auth_users as u', 'u.id', 'v.published_by')
    .select(['v.number', 'v.published_at', 'v.published_by_email', 'v.restored_from', 'u.name as published_by_name']);

/** The channel a publish notifies on PostgreSQL: every instance renders the new version (ADR 0036). */
export const CONTENT_CHANNEL = 'content_published';

/**
 * Version 1 and the draft from the seed, unless they exist (every instance may call it at start). While
 * the firm has published nothing of its own (the newest version is a seed), a changed seed (a deploy that
 * changed `src/content` or `site.ts`) is published as the next version, and the draft follows it unless
 * staff edited it; once the firm publishes, the seed no longer changes what is published.
 */
export async function ensureSeeded(db: Database, seed: ContentDocument, at: Date): Promise<void> {
  const json = JSON.stringify(seed);
  await db.transaction(async (tx) => {
    const q = kyselyOf(tx);
    await q
      .insertInto('content_drafts')
      .values({ id: DRAFT_ID, document: json, updated_at: at })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const draft = await q
      .selectFrom('content_drafts')
      .select(['updated_by'])
      .where('id', '=', DRAFT_ID)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const newest = await q
      .selectFrom('content_versions')
      .select(['number', 'published_by_email', sql<boolean>`document = ${json}::jsonb`.as('same')])
      .orderBy('number', 'desc')
      .limit(1)
      .executeTakeFirst();
    // The seed's versions are the ones nobody published (an author's e-mail stays when the account goes).
    if (newest && (newest.published_by_email !== null || newest.same)) return;
    await q
      .insertInto('content_versions')
      .values({ number: (newest?.number ?? 0) + 1, document: json, published_at: at })
      .execute();
    if (newest && draft.updated_by === null)
      await q.updateTable('content_drafts').set({ document: json, updated_at: at }).where('id', '=', DRAFT_ID).execute();
    await notifyPublished(tx);
  });
}

/** Tells every instance listening (PostgreSQL) that a version was published; they check and render it. */
async function notifyPublished(tx: Queryable): Promise<void> {
  await sql`SELECT pg_notify(${CONTENT_CHANNEL}, '')`.execute(kyselyOf(tx));
}

/** The number of the newest version (0 before the seed): what instances compare to the one they serve. */
export async function newestVersionNumber(db: Queryable): Promise<number> {
  const row = await kyselyOf(db)
    .selectFrom('content_versions')
    .select(sql<number>`coalesce(max(number), 0)`.as('number'))
    .executeTakeFirstOrThrow();
  return Number(row.number);
}

/** The newest version, or undefined before the seed. */
export async function publishedVersion(
  db: Queryable,
): Promise<{ summary: StudioVersion; document: ContentDocument } | undefined> {
  const row = await versionRows(db).select('v.document').orderBy('v.number', 'desc').limit(1).executeTakeFirst();
  return row && { summary: summaryOf(row), document: stored(row.document) };
}

/** Version `number`'s document, or undefined when there is no such version. */
export async function versionDocument(db: Queryable, number: number): Promise<ContentDocument | undefined> {
  const row = await kyselyOf(db)
    .selectFrom('content_versions')
    .select('document')
    .where('number', '=', number)
    .executeTakeFirst();
  return row && stored(row.document);
}

/**
 * What staff edit (undefined before the seed). `lock`: held until the transaction ends, so publishes and
 * restores take their version numbers one after another.
 */
export async function readDraft(
  db: Queryable,
  { lock = false } = {},
): Promise<{ document: ContentDocument; updatedAt: string } | undefined> {
  const select = kyselyOf(db).selectFrom('content_drafts').selectAll().where('id', '=', DRAFT_ID);
  const draft = await (lock ? select.forUpdate() : select).executeTakeFirst();
  return draft && { document: stored(draft.document), updatedAt: draft.updated_at.toISOString() };
}

/** The name of who saved the draft last; null for the seed, or when the account has no name or is gone. */
export async function draftAuthorName(db: Queryable): Promise<string | null> {
  const row = await kyselyOf(db)
    .selectFrom('content_drafts as d')
    .leftJoin('auth_users as u', 'u.id', 'd.updated_by')
    .select('u.name')
    .where('d.id', '=', DRAFT_ID)
    .executeTakeFirst();
  return row?.name || null;
}

export async function saveDraft(db: Queryable, document: ContentDocument, actor: Actor, at: Date): Promise<void> {
  const json = JSON.stringify(document);
  await kyselyOf(db)
    .insertInto('content_drafts')
    .values({ id: DRAFT_ID, document: json, updated_at: at, updated_by: actor.id })
    .onConflict((oc) => oc.column('id').doUpdateSet({ document: json, updated_at: at, updated_by: actor.id }))
    .execute();
}

export async function listVersions(db: Queryable): Promise<StudioVersion[]> {
  const rows = await versionRows(db).orderBy('v.number', 'desc').execute();
  return rows.map(summaryOf);
}

/** Appends `document` as the next version (in a transaction holding the draft's lock: see readDraft). */
export async function appendVersion(
  tx: Queryable,
  document: ContentDocument,
  actor: Actor,
  at: Date,
  restoredFrom: number | null,
): Promise<StudioVersion> {
  const q = kyselyOf(tx);
  const last = await q.selectFrom('content_versions').select('number').orderBy('number', 'desc').limit(1).executeTakeFirst();
  const row = await q
    .insertInto('content_versions')
    .values({
      number: (last?.number ?? 0) + 1,
      document: JSON.stringify(document),
      published_at: at,
      published_by: actor.id,
      published_by_email: actor.email,
      restored_from: restoredFrom,
    })
    .returning('number')
    .executeTakeFirstOrThrow();
  await markPublished(tx, document, at);
  await notifyPublished(tx);
  return summaryOf(await versionRows(tx).where('v.number', '=', row.number).executeTakeFirstOrThrow());
}

/** What else a publish or a restore writes in its transaction (the audit log's entry). */
export type OnVersion = (tx: Queryable, version: StudioVersion) => Promise<void>;

/**
 * Publishes the draft as the next version; refused, naming the fields, while one lacks a language.
 * `reviewed`: the save time of the draft the person looked at; refused when the draft changed since.
 */
export async function publishDraft(
  db: Database,
  actor: Actor,
  at: Date,
  { reviewed, onVersion }: { reviewed?: string; onVersion?: OnVersion } = {},
): Promise<PublishOutcome> {
  return db.transaction(async (tx) => {
    const draft = await readDraft(tx, { lock: true });
    if (!draft) return { ok: false as const, reason: 'unknownVersion' as const };
    if (reviewed !== undefined && reviewed !== draft.updatedAt) return { ok: false as const, reason: 'draftChanged' as const };
    const fields = missingTranslations(draft.document);
    if (fields.length > 0) return { ok: false as const, reason: 'missingTranslations' as const, fields };
    const version = await appendVersion(tx, draft.document, actor, at, null);
    await onVersion?.(tx, version);
    return { ok: true as const, version };
  });
}

/** Every kept draft, newest first (never their documents). */
export async function listKeptDrafts(db: Queryable): Promise<KeptDraft[]> {
  const rows = await keptRows(db).orderBy('k.number', 'desc').execute();
  return rows.map(keptOf);
}

const keptRows = (db: Queryable) =>
  kyselyOf(db)
    .selectFrom('content_kept_drafts as k')
    .leftJoin('auth_users as u', 'u.id', 'k.kept_by')
    .select(['k.number', 'k.saved_at', 'k.kept_at', 'k.before_restoring', 'u.name as kept_by_name']);

const keptOf = (row: {
  number: number;
  saved_at: Date;
  kept_at: Date;
  before_restoring: number | null;
  kept_by_name: string | null;
}): KeptDraft => ({
  number: row.number,
  savedAt: row.saved_at.toISOString(),
  keptAt: row.kept_at.toISOString(),
  keptBy: row.kept_by_name || null,
  beforeRestoring: row.before_restoring,
});

/**
 * Keeps the draft as it is (`draft`, read under its lock) before something replaces it, unless it is the
 * same as the newest version or as `replacement` (nothing would be lost); the kept draft, or null.
 */
async function keepDraft(
  tx: Queryable,
  draft: { document: ContentDocument; updatedAt: string },
  replacement: ContentDocument,
  actor: Actor,
  at: Date,
  beforeRestoring: number | null,
): Promise<KeptDraft | null> {
  const q = kyselyOf(tx);
  const json = JSON.stringify(draft.document);
  const newest = await q
    .selectFrom('content_versions')
    .select(sql<boolean>`document = ${json}::jsonb`.as('same'))
    .orderBy('number', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (newest?.same || JSON.stringify(replacement) === json) return null;
  const last = await q.selectFrom('content_kept_drafts').select('number').orderBy('number', 'desc').limit(1).executeTakeFirst();
  const number = (last?.number ?? 0) + 1;
  await q
    .insertInto('content_kept_drafts')
    .values({
      number,
      document: json,
      saved_at: new Date(draft.updatedAt),
      kept_at: at,
      kept_by: actor.id,
      before_restoring: beforeRestoring,
    })
    .execute();
  return keptOf(await keptRows(tx).where('k.number', '=', number).executeTakeFirstOrThrow());
}

/**
 * Publishes a copy of version `number` as the next version, and makes it the draft; the draft it replaces
 * is kept first (`keptDraft`), never lost. `reviewed`: the draft's save the person saw; refused when it changed since.
 */
export async function restoreVersion(
  db: Database,
  number: number,
  actor: Actor,
  at: Date,
  { reviewed, onVersion }: { reviewed?: string; onVersion?: OnVersion } = {},
): Promise<PublishOutcome> {
  return db.transaction(async (tx) => {
    const draft = await readDraft(tx, { lock: true });
    if (!draft) return { ok: false as const, reason: 'unknownVersion' as const };
    if (reviewed !== undefined && reviewed !== draft.updatedAt) return { ok: false as const, reason: 'draftChanged' as const };
    const document = await versionDocument(tx, number);
    if (!document) return { ok: false as const, reason: 'unknownVersion' as const };
    const keptDraft = await keepDraft(tx, draft, document, actor, at, number);
    const version = await appendVersion(tx, document, actor, at, number);
    await saveDraft(tx, document, actor, at);
    await onVersion?.(tx, version);
    return { ok: true as const, version, keptDraft };
  });
}

export type TakeOutcome =
  { ok: true; draft: StudioDraft; keptDraft: KeptDraft | null } | { ok: false; reason: 'unknownDraft' | 'draftChanged' };

/** Makes kept draft `number` the draft again; the draft it replaces is kept in turn. Nothing is published. */
export async function takeKeptDraft(
  db: Database,
  number: number,
  actor: Actor,
  at: Date,
  { reviewed, onTaken }: { reviewed?: string; onTaken?: (tx: Queryable) => Promise<void> } = {},
): Promise<TakeOutcome> {
  return db.transaction(async (tx) => {
    const draft = await readDraft(tx, { lock: true });
    const kept = await kyselyOf(tx)
      .selectFrom('content_kept_drafts')
      .select('document')
      .where('number', '=', number)
      .executeTakeFirst();
    if (!draft || !kept) return { ok: false as const, reason: 'unknownDraft' as const };
    if (reviewed !== undefined && reviewed !== draft.updatedAt) return { ok: false as const, reason: 'draftChanged' as const };
    const document = stored(kept.document);
    const keptDraft = await keepDraft(tx, draft, document, actor, at, null);
    await saveDraft(tx, document, actor, at);
    await onTaken?.(tx);
    return {
      ok: true as const,
      draft: { document, updatedAt: at.toISOString(), missing: missingTranslations(document) },
      keptDraft,
    };
  });
}
