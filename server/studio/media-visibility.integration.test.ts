import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ContentImage } from '../../src/domain/content/index.ts';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { browser, type Browser } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { staffMember } from '../../tests/support/staff.ts';
import { saveDraft } from '../../tests/support/studio.ts';
import { createLogger } from '../logger.ts';
import { runRetentionPurge } from '../retention.ts';

type Uploaded = { image: Omit<ContentImage, 'alt'> };

const photograph = (r: number) =>
  sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r, g: 120, b: 90 } } })
    .jpeg()
    .toBuffer();
/** Every file an upload stored: its renditions and the source they are cut from (ADR 54). */
const pathsOf = (image: Uploaded['image']) => [
  ...image.renditions.flatMap((r) => [r.avif, r.webp]),
  ...(image.source ? [image.source.path] : []),
];
const hashOf = (path: string) => /([0-9a-f]{64})/.exec(path)![1]!;

/**
 * Issue 39, item 6: an upload no published version names is not public (a draft's photograph is the firm's
 * until it publishes it), and one no version nor the draft names is removed 30 days after its upload.
 */
describe.each(DATABASE_KINDS)('the studio’s unpublished media on %s (issue 39)', (kind) => {
  const { t, mailsTo, verifiedAccount } = useAccountsEnv(kind);
  const ctx = () => ({ db: t.db, env: t.env, mailsTo });
  const upload = async (staff: Browser, r: number) => {
    const response = await staff.post('/api/staff/content/images', await photograph(r), { 'Content-Type': 'image/jpeg' });
    expect(response.status).toBe(201);
    return ((await response.json()) as Uploaded).image;
  };

  it('serves an upload to staff only until a published version names it, then to anyone, cached for good', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('lia-media'), { name: 'Lía Media' });
    const { b: client } = await verifiedAccount();
    const image = await upload(staff.b, 31);
    for (const path of pathsOf(image)) {
      expect((await browser(t.env.app).get(path)).status, path).toBe(404);
      expect((await client.get(path)).status, path).toBe(404);
      const forStaff = await staff.b.get(path);
      expect(forStaff.status, path).toBe(200);
      expect(forStaff.headers.get('cache-control')).toBe('private, no-store');
    }
    const reviewed = await saveDraft(staff.b, (document) => {
      document.cases[0]!.image = { ...image, alt: { es: 'Salón luminoso', en: 'A bright drawing room' } };
    });
    expect((await staff.b.post('/api/staff/content/publish', { draft: reviewed })).status).toBeLessThan(300);
    for (const path of pathsOf(image)) {
      const served = await browser(t.env.app).get(path);
      expect(served.status, path).toBe(200);
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
  });

  it('removes, 30 days after upload, what no version nor the draft names, and logs its hashes only', async () => {
    const staff = await staffMember(ctx(), uniqueEmail('teo-media'), { name: 'Teo Media' });
    const unused = await upload(staff.b, 77);
    const inDraft = await upload(staff.b, 144);
    await saveDraft(staff.b, (document) => {
      document.zones[0]!.image = { ...inDraft, alt: { es: 'Una calle', en: 'A street' } };
    });
    const lines: string[] = [];
    const logger = createLogger('info', (line) => lines.push(line));
    // Not yet 30 days: nothing goes.
    expect((await runRetentionPurge(t.db, new Date(), logger)).unusedMedia).toBe(0);
    await t.db.query("UPDATE content_media SET created_at = created_at - interval '31 days'");
    const removed = await runRetentionPurge(t.db, new Date(), logger);
    expect(removed.unusedMedia).toBe(pathsOf(unused).length);
    const left = new Set((await t.db.query<{ hash: string }>('SELECT hash FROM content_media')).map((r) => r.hash));
    for (const path of pathsOf(unused)) expect(left.has(hashOf(path)), path).toBe(false);
    for (const path of pathsOf(inDraft)) expect(left.has(hashOf(path)), path).toBe(true);
    expect((await staff.b.get(pathsOf(unused)[0]!)).status).toBe(404);
    // The published one of the test before (a restore may bring any version back) stays.
    expect(
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM content_media WHERE published_at IS NOT NULL'))[0]!.n,
    ).toBeGreaterThan(0);
    const line = lines
      .map((l) => JSON.parse(l) as { msg: string; count?: number; hashes?: string[] })
      .find((l) => l.msg === 'unused media removed');
    expect(line?.count).toBe(pathsOf(unused).length);
    expect(new Set(line?.hashes)).toEqual(new Set(pathsOf(unused).map(hashOf)));
    expect(lines.join('\n')).not.toContain(staff.email);
  });
});
