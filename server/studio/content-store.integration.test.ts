import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContent } from '../../src/content/seed.ts';
import { ContentDocumentSchema } from '../../src/domain/content/index.ts';
import { openTestDatabase } from '../../tests/setup/databases.ts';
import type { Database } from '../db/database.ts';
import {
  ensureSeeded,
  listVersions,
  newestVersionNumber,
  publishDraft,
  publishedVersion,
  readDraft,
  restoreVersion,
  saveDraft,
} from './content-store.ts';

describe.each(['pglite', 'postgres'] as const)('the studio’s records on %s', (kind) => {
  let db: Database;
  let ana: { id: string; email: string };
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 26, 9, minute));

  beforeAll(async () => {
    db = await openTestDatabase(kind);
    const [user] = await db.query<{ id: string }>(
      `INSERT INTO auth_users (id, name, email, email_verified, lang, client_type, role)
         VALUES ('staff-ana', 'Ana', 'ana@firma.es', true, 'es', 'buyer', 'staff') RETURNING id`,
    );
    ana = { id: user!.id, email: 'ana@firma.es' };
  });
  afterAll(() => db.close());

  it('publishes the seed as version 1 once, however many instances start, and edits start from it', async () => {
    await Promise.all([ensureSeeded(db, seedContent(), at(0)), ensureSeeded(db, seedContent(), at(0))]);
    await ensureSeeded(db, seedContent(), at(1));
    expect(await listVersions(db)).toEqual([
      { number: 1, publishedAt: at(0).toISOString(), publishedBy: null, publishedByName: null, restoredFrom: null },
    ]);
    expect((await publishedVersion(db))?.document).toEqual(seedContent());
    expect((await readDraft(db))?.document).toEqual(seedContent());
    expect(await newestVersionNumber(db)).toBe(1);
  });

  it('follows a changed seed (a deploy) while the firm has published nothing, and then never again', async () => {
    const deployed = { ...seedContent(), cases: seedContent().cases.slice(1) };
    await ensureSeeded(db, deployed, at(1));
    expect((await listVersions(db)).map((v) => [v.number, v.publishedBy])).toEqual([
      [2, null],
      [1, null],
    ]);
    expect((await publishedVersion(db))?.document).toEqual(deployed);
    expect((await readDraft(db))?.document).toEqual(deployed);
    // Back to today's seed for the tests below.
    await ensureSeeded(db, seedContent(), at(1));
    expect(await newestVersionNumber(db)).toBe(3);
  });

  it('refuses to publish a draft with a field in one language, naming it, and publishes once it is whole', async () => {
    const draft = seedContent();
    draft.cases.unshift({ ...structuredClone(draft.cases[0]!), id: 'nuevo-caso', priceBand: '1m-2m' });
    draft.cases[0]!.en.solution = '';
    await saveDraft(db, draft, ana, at(2));

    expect(await publishDraft(db, ana, at(3))).toEqual({
      ok: false,
      reason: 'missingTranslations',
      fields: ['cases.nuevo-caso.en.solution'],
    });
    expect((await publishedVersion(db))?.summary.number).toBe(3);

    draft.cases[0]!.en.solution = 'A buyer found before any listing.';
    await saveDraft(db, draft, ana, at(4));
    const published = await publishDraft(db, ana, at(5));
    expect(published).toEqual({
      ok: true,
      version: {
        number: 4,
        publishedAt: at(5).toISOString(),
        publishedBy: 'ana@firma.es',
        publishedByName: 'Ana',
        restoredFrom: null,
      },
    });
    expect((await publishedVersion(db))?.document.cases[0]?.id).toBe('nuevo-caso');
  });

  it('restores an earlier version as a new one, and the draft follows; versions are never rewritten', async () => {
    const restored = await restoreVersion(db, 1, ana, at(6));
    expect(restored).toEqual({
      ok: true,
      version: {
        number: 5,
        publishedAt: at(6).toISOString(),
        publishedBy: 'ana@firma.es',
        publishedByName: 'Ana',
        restoredFrom: 1,
      },
      // The draft was version 4 as published: nothing to keep.
      keptDraft: null,
    });
    expect((await publishedVersion(db))?.document).toEqual(seedContent());
    expect((await readDraft(db))?.document).toEqual(seedContent());
    expect((await listVersions(db)).map((v) => v.number)).toEqual([5, 4, 3, 2, 1]);
    expect(await restoreVersion(db, 99, ana, at(7))).toEqual({ ok: false, reason: 'unknownVersion' });

    await expect(db.query('UPDATE content_versions SET document = $1 WHERE number = 1', ['{}'])).rejects.toThrow(/append-only/);
    await expect(db.query('DELETE FROM content_versions WHERE number = 2')).rejects.toThrow(/append-only/);
  });

  it('leaves what the firm published and its draft alone when the seed changes', async () => {
    const newest = await newestVersionNumber(db);
    const deployed = { ...seedContent(), cases: [] };
    await ensureSeeded(db, deployed, at(7));
    expect(await newestVersionNumber(db)).toBe(newest);
    expect((await readDraft(db))?.document).toEqual(seedContent());
  });

  it('gives concurrent publishes distinct numbers', async () => {
    const outcomes = await Promise.all([
      publishDraft(db, ana, at(8)),
      publishDraft(db, ana, at(8)),
      publishDraft(db, ana, at(8)),
    ]);
    const numbers = outcomes.map((o) => (o.ok ? o.version.number : 0)).sort();
    expect(numbers).toEqual([6, 7, 8]);
  });

  it('reads a version and a draft stored before the copy blocks existed with the seed’s copy, and restores it whole', async () => {
    const { copy, ...older } = seedContent();
    older.cases[0]!.es.title = 'Guardado antes del cambio';
    const number = (await newestVersionNumber(db)) + 1;
    await db.query('INSERT INTO content_versions (number, document, published_at) VALUES ($1, $2, $3)', [
      number,
      JSON.stringify(older),
      at(9),
    ]);
    await db.query('UPDATE content_drafts SET document = $1', [JSON.stringify(older)]);

    const published = await publishedVersion(db);
    expect(published?.summary.number).toBe(number);
    expect(published?.document.cases[0]?.es.title).toBe('Guardado antes del cambio');
    expect(published?.document.copy).toEqual(copy);
    expect(ContentDocumentSchema.safeParse(published?.document).success).toBe(true);
    expect((await readDraft(db))?.document.copy).toEqual(copy);

    expect(await restoreVersion(db, number, ana, at(10))).toMatchObject({ ok: true, version: { number: number + 1 } });
    const [restored] = await db.query<{ document: { copy?: unknown } }>(
      'SELECT document FROM content_versions WHERE number = $1',
      [number + 1],
    );
    expect(restored!.document.copy).toEqual(copy);
  });
});
