import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ContentDocument, ContentImage } from '../../src/domain/content/index.ts';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import type { Browser } from '../../tests/support/accounts.ts';
import { browser } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { exifHasGps } from '../../tests/support/exif.ts';
import { staffMember } from '../../tests/support/staff.ts';
import { IMAGE_UPLOAD_MAX_BYTES } from './image-renditions.ts';

type Refusal = { error: { code: string; message: string } };
type Uploaded = { image: Omit<ContentImage, 'alt'> };

const IMAGES_API = '/api/staff/content/images';

/** A photograph as a phone writes it: JPEG, with the camera and where it was taken in its EXIF. */
const photographWithGps = () =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: 190, g: 150, b: 100 } } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Teléfono', Model: 'Modelo' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 25/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '3/1 41/1 12/1' },
    })
    .toBuffer();

/** A Windows program's first bytes (`MZ`, the DOS stub) and some of the rest. */
const program = () => Uint8Array.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, ...new Array(4_000).fill(0x41)]);

/**
 * The studio's images (ADR 0036, issue 25) through the real app: staff upload a file, checked by
 * its bytes; the renditions are served from the database by their hash, without the upload's metadata,
 * cached for good; a case that references one shows it once published, in both languages.
 */
describe.each(DATABASE_KINDS)('the studio’s images on %s', (kind) => {
  const { t, mailsTo } = useAccountsEnv(kind, { publishedSite: true });
  const ctx = () => ({ db: t.db, env: t.env, mailsTo });
  const visitor = () => browser(t.env.app);
  const stored = async () => Number((await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM content_media'))[0]!.n);

  const upload = (staff: Browser, bytes: Uint8Array, headers: Record<string, string> = {}) =>
    staff.post(IMAGES_API, bytes, { 'Content-Type': 'image/jpeg', ...headers });

  it('serves a photograph with GPS in its EXIF as AVIF and WebP without any metadata, at hashed URLs cached for good', async () => {
    const ana = await staffMember(ctx(), uniqueEmail('ana-imagen'), { name: 'Ana Imagen' });
    const photo = await photographWithGps();
    expect(exifHasGps((await sharp(photo).metadata()).exif)).toBe(true);

    // Staff only, like the rest of the studio.
    expect((await upload(visitor(), photo)).status).toBe(401);

    const response = await upload(ana.b, photo);
    expect(response.status).toBe(201);
    const { image } = (await response.json()) as Uploaded;
    expect(image).toMatchObject({ width: 1440, height: 1080 });
    expect(image.renditions.map((r) => r.width)).toEqual([480, 960, 1440]);

    for (const rendition of image.renditions)
      for (const [format, path] of [
        ['avif', rendition.avif],
        ['webp', rendition.webp],
      ] as const) {
        expect(path).toMatch(new RegExp(`^/media/c/[0-9a-f]{64}\\.${format}$`));
        // Until a published version names it, for staff only, and never kept by a shared cache (issue 39).
        expect((await visitor().get(path)).status, path).toBe(404);
        const served = await ana.b.get(path);
        expect(served.status, path).toBe(200);
        expect(served.headers.get('content-type')).toBe(`image/${format}`);
        expect(served.headers.get('cache-control')).toBe('private, no-store');
        expect(served.headers.get('x-content-type-options')).toBe('nosniff');
        const bytes = Buffer.from(await served.arrayBuffer());
        // Named by its bytes: what is served is what the name says.
        expect(path).toContain(createHash('sha256').update(bytes).digest('hex'));
        const metadata = await sharp(bytes).metadata();
        expect(metadata.width).toBe(rendition.width);
        expect([metadata.exif, metadata.xmp, metadata.icc, metadata.iptc]).toEqual([undefined, undefined, undefined, undefined]);
        expect(exifHasGps(metadata.exif)).toBe(false);
      }

    // The same photograph again makes the same files, stored once.
    const before = await stored();
    const again = (await (await upload(ana.b, photo)).json()) as Uploaded;
    expect(again.image.renditions).toEqual(image.renditions);
    expect(await stored()).toBe(before);

    // On the audit log with its author; nothing about the file but its size.
    const audit = await t.db.query<{ actor_email: string; detail: Record<string, unknown> }>(
      "SELECT actor_email, detail FROM staff_audit_log WHERE action = 'content-image-upload' ORDER BY id",
    );
    expect(audit).toContainEqual({ actor_email: ana.email, detail: { kind: 'jpeg', width: 1440, height: 1080, renditions: 6 } });

    // A name of no rendition, or of none's shape, is the site's 404.
    for (const path of [
      `/media/c/${'0'.repeat(64)}.avif`,
      image.renditions[0]!.avif.replace('.avif', '.webp'),
      '/media/c/x.avif',
    ])
      expect((await visitor().get(path)).status, path).toBe(404);
  });

  it('refuses a renamed program, an SVG, a file over the cap and an unreadable one, in clear words, storing nothing', async () => {
    const luis = await staffMember(ctx(), uniqueEmail('luis-imagen'), { name: 'Luis Imagen' });
    const before = await stored();
    const refusal = async (response: Response) => ({ status: response.status, ...((await response.json()) as Refusal).error });

    // `factura.jpg`, declared a JPEG: its bytes are a program.
    expect(await refusal(await upload(luis.b, program(), { 'Accept-Language': 'en' }))).toEqual({
      status: 415,
      code: 'imageTypeInvalid',
      message: 'The file is not a JPEG, PNG, WebP or HEIC image (checked by its content, not its name).',
    });
    const svg = new TextEncoder().encode(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expect(await refusal(await upload(luis.b, svg, { 'Content-Type': 'image/svg+xml' }))).toEqual({
      status: 415,
      code: 'imageSvg',
      message: 'No se admiten imágenes SVG: suba una fotografía en JPEG, PNG, WebP o HEIC.',
    });
    const huge = new Uint8Array(IMAGE_UPLOAD_MAX_BYTES + 1024);
    huge.set(await photographWithGps());
    expect(await refusal(await upload(luis.b, huge, { 'Accept-Language': 'en' }))).toEqual({
      status: 413,
      code: 'imageTooLarge',
      message: 'The image is too large: up to 20 MB and 100 megapixels are accepted.',
    });
    const truncated = (await photographWithGps()).subarray(0, 600);
    expect(await refusal(await upload(luis.b, truncated))).toMatchObject({ status: 400, code: 'imageUnreadable' });
    expect(await refusal(await upload(luis.b, new Uint8Array()))).toMatchObject({ status: 415, code: 'imageTypeInvalid' });

    expect(await stored()).toBe(before);
  });

  it('shows a published case’s photograph on the portfolio in both languages, once its alt text has both', async () => {
    const eva = await staffMember(ctx(), uniqueEmail('eva-imagen'), { name: 'Eva Imagen' });
    const { image } = (await (await upload(eva.b, await photographWithGps())).json()) as Uploaded;

    const read = await eva.b.get('/api/staff/content');
    const etag = read.headers.get('etag')!;
    const document = structuredClone(((await read.json()) as { draft: { document: ContentDocument } }).draft.document);
    const first = document.cases[0]!;
    first.image = { ...image, alt: { es: 'Salón con balcones a la calle Almagro', en: '' } };
    document.zones[1]!.image = { ...image, alt: { es: 'Fachada del barrio de Salamanca', en: 'A Salamanca façade' } };
    const saved = await eva.b.put('/api/staff/content/draft', document, { 'If-Match': etag });
    expect(saved.status).toBe(200);
    const savedBody = (await saved.json()) as { updatedAt: string; missing: string[] };
    expect(savedBody.missing).toEqual([`cases.${first.id}.image.alt.en`]);

    // Without its English alt text the photograph is not published: the refusal names the field.
    const refused = await eva.b.post('/api/staff/content/publish', { draft: savedBody.updatedAt });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      [`cases.${first.id}.image.alt.en`]: 'missingTranslations',
    });

    // An image never uploaded here is not taken into the draft: named by its field.
    const unknown = structuredClone(document);
    unknown.cases[0]!.image = { ...unknown.cases[0]!.image!, renditions: structuredClone(image.renditions) };
    unknown.cases[0]!.image.renditions[0]!.avif = `/media/c/${'a'.repeat(64)}.avif`;
    const refusedSave = await eva.b.put('/api/staff/content/draft', unknown, { 'If-Match': saved.headers.get('etag')! });
    expect(refusedSave.status).toBe(400);
    expect(((await refusedSave.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      'cases.0.image.renditions.0.avif': 'mediaInvalid',
    });

    first.image.alt.en = 'Living room with balconies over Almagro street';
    const complete = await eva.b.put('/api/staff/content/draft', document, { 'If-Match': saved.headers.get('etag')! });
    const published = await eva.b.post('/api/staff/content/publish', {
      draft: ((await complete.json()) as { updatedAt: string }).updatedAt,
    });
    expect(published.status).toBe(201);

    const [largest, middle] = [image.renditions[2]!, image.renditions[1]!];
    for (const [path, alt] of [
      ['/', 'Salón con balcones a la calle Almagro'],
      ['/en/', 'Living room with balconies over Almagro street'],
    ] as const) {
      const html = await (await visitor().get(path)).text();
      const picture = /<picture data-testid="case-photo"[^>]*>([\s\S]*?)<\/picture>/.exec(html)?.[1];
      expect(picture, path).toBeDefined();
      expect(picture).toContain(
        `<source type="image/avif" srcSet="${image.renditions.map((r) => `${r.avif} ${r.width}w`).join(', ')}"`,
      );
      expect(picture).toContain(`${largest.webp} 1440w`);
      expect(picture).toMatch(new RegExp(`<img src="${middle.webp}" width="1440" height="1080" alt="${alt}" loading="lazy"`));
      // The zone's uploaded image replaces its illustration.
      expect(html).toContain(path === '/' ? 'Fachada del barrio de Salamanca' : 'A Salamanca façade');
    }
  });
  it('takes a team member’s portrait with its alt text in both languages, onto the about section and the JSON-LD', async () => {
    const pablo = await staffMember(ctx(), uniqueEmail('pablo-retrato'), { name: 'Pablo Retrato' });
    const { image } = (await (await upload(pablo.b, await photographWithGps())).json()) as Uploaded;

    const read = await pablo.b.get('/api/staff/content');
    const document = structuredClone(((await read.json()) as { draft: { document: ContentDocument } }).draft.document);
    document.identity.team = [
      {
        name: 'Lucía Ferrer',
        role: { es: 'Socia directora', en: 'Managing partner' },
        languages: ['es', 'en'],
        portrait: { ...image, alt: { es: 'Lucía Ferrer en el despacho', en: '' } },
      },
    ];
    const saved = await pablo.b.put('/api/staff/content/draft', document, { 'If-Match': read.headers.get('etag')! });
    expect(saved.status).toBe(200);
    const savedBody = (await saved.json()) as { updatedAt: string; missing: string[] };
    expect(savedBody.missing).toEqual(['identity.team.0.portrait.alt.en']);

    // Without its English alt text the portrait is not published: the refusal names the field.
    const refused = await pablo.b.post('/api/staff/content/publish', { draft: savedBody.updatedAt });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      'identity.team.0.portrait.alt.en': 'missingTranslations',
    });

    // A portrait never uploaded here is not taken into the draft: named by its field.
    const unknown = structuredClone(document);
    unknown.identity.team[0]!.portrait!.renditions[1]!.webp = `/media/c/${'b'.repeat(64)}.webp`;
    const refusedSave = await pablo.b.put('/api/staff/content/draft', unknown, { 'If-Match': saved.headers.get('etag')! });
    expect(refusedSave.status).toBe(400);
    expect(((await refusedSave.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      'identity.team.0.portrait.renditions.1.webp': 'mediaInvalid',
    });

    document.identity.team[0]!.portrait!.alt.en = 'Lucía Ferrer at the office';
    const complete = await pablo.b.put('/api/staff/content/draft', document, { 'If-Match': saved.headers.get('etag')! });
    const published = await pablo.b.post('/api/staff/content/publish', {
      draft: ((await complete.json()) as { updatedAt: string }).updatedAt,
    });
    expect(published.status).toBe(201);

    for (const [path, alt] of [
      ['/', 'Lucía Ferrer en el despacho'],
      ['/en/', 'Lucía Ferrer at the office'],
    ] as const) {
      const html = await (await visitor().get(path)).text();
      const team = /<section aria-labelledby="about-team" data-testid="firm-team"[\s\S]*?<\/section>/.exec(html)?.[0];
      expect(team, path).toContain('Lucía Ferrer');
      const picture = /<picture data-testid="team-portrait"[^>]*>([\s\S]*?)<\/picture>/.exec(team ?? '')?.[1];
      expect(picture, path).toContain(
        `<source type="image/avif" srcSet="${image.renditions.map((r) => `${r.avif} ${r.width}w`).join(', ')}"`,
      );
      expect(picture).toMatch(
        new RegExp(`<img src="${image.renditions[1]!.webp}" width="1440" height="1080" alt="${alt}" loading="lazy"`),
      );
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!) as {
        employee: { name: string; image: string }[];
      };
      expect(jsonLd.employee).toEqual([expect.objectContaining({ name: 'Lucía Ferrer', image: expect.any(String) })]);
      expect(jsonLd.employee[0]!.image).toMatch(new RegExp(`^https?://[^/]+${image.renditions[2]!.webp}$`));
    }
  });
});
