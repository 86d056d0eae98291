import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ContentImage } from '../../src/domain/content/index.ts';
import { DATABASE_KINDS } from '../../tests/setup/databases.ts';
import { browser } from '../../tests/support/accounts.ts';
import { uniqueEmail, useAccountsEnv } from '../../tests/support/accounts-env.ts';
import { staffMember } from '../../tests/support/staff.ts';

type Made = { image: Omit<ContentImage, 'alt'> };
type Refusal = { error: { code: string; fields?: Record<string, string> } };

const IMAGES_API = '/api/staff/content/images';
const WIDTH = 3000;
const HEIGHT = 2000;

/** A 3000×2000 photograph whose red rises from left to right and whose blue falls: where a crop is, its pixels say. */
function gradientPhoto() {
  const pixels = Buffer.alloc(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      const at = (y * WIDTH + x) * 3;
      pixels[at] = Math.round((x / (WIDTH - 1)) * 255);
      pixels[at + 1] = Math.round((y / (HEIGHT - 1)) * 128);
      pixels[at + 2] = 255 - pixels[at]!;
    }
  return sharp(pixels, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** Mean absolute difference per channel between two images of the same size, 0–255. */
async function difference(a: Buffer, b: Buffer, width: number, height: number) {
  const [pa, pb] = await Promise.all([a, b].map((bytes) => sharp(bytes).resize(width, height).removeAlpha().raw().toBuffer()));
  let sum = 0;
  for (let i = 0; i < pa!.length; i++) sum += Math.abs(pa![i]! - pb![i]!);
  return sum / pa!.length;
}

/**
 * Focal points and the crop each place needs (ADR 0054) through the real app: a portrait is cut 3:4 from
 * the upload's source around the point the studio sends, and what is served comes from that side of the
 * photograph.
 */
/**
 * An upload of a 3000×2000 photograph and a second cut of it, each made in every width as AVIF and WebP: about
 * 10 s on two quiet cores, 27–30 s while two other suites ran beside it (the default 30 s was too close).
 */
const PHOTO_WORK_MS = 60_000;

describe.each(DATABASE_KINDS)('an image cut around its focal point on %s', (kind) => {
  const { t, mailsTo } = useAccountsEnv(kind);
  const ctx = () => ({ db: t.db, env: t.env, mailsTo });

  it(
    'serves a 3000×2000 portrait with its focal point near the right edge as a 3:4 rendition of that side',
    async () => {
      const irene = await staffMember(ctx(), uniqueEmail('irene-foco'), { name: 'Irene Foco' });
      const photo = await gradientPhoto();

      const uploaded = await irene.b.post(`${IMAGES_API}?place=portrait`, photo, { 'Content-Type': 'image/jpeg' });
      expect(uploaded.status).toBe(201);
      const { image } = (await uploaded.json()) as Made;
      // Cut 3:4 at once, around the centre; its source kept whole.
      expect(image).toMatchObject({ width: 1440, height: 1920, source: { width: WIDTH, height: HEIGHT } });
      expect(image.source?.path).toMatch(/^\/media\/c\/[0-9a-f]{64}\.webp$/);

      const focus = { x: 0.95, y: 0.5 };
      const cropped = await irene.b.post(`${IMAGES_API}/crop`, { source: image.source!.path, place: 'portrait', focus });
      expect(cropped.status).toBe(201);
      const made = ((await cropped.json()) as Made).image;
      expect(made).toMatchObject({ width: 1440, height: 1920, focus, source: image.source });
      expect(made.renditions.map((r) => r.width)).toEqual([480, 960, 1440]);

      const served = await irene.b.get(made.renditions[2]!.webp);
      expect(served.status).toBe(200);
      const bytes = Buffer.from(await served.arrayBuffer());
      expect(await sharp(bytes).metadata()).toMatchObject({ width: 1440, height: 1920 });

      // Its pixels are the right 1500 px of the photograph (as far right as a 3:4 crop goes), not its middle.
      const right = await sharp(photo).extract({ left: 1500, top: 0, width: 1500, height: 2000 }).toBuffer();
      const middle = await sharp(photo).extract({ left: 750, top: 0, width: 1500, height: 2000 }).toBuffer();
      expect(await difference(bytes, right, 150, 200)).toBeLessThan(3);
      expect(await difference(bytes, middle, 150, 200)).toBeGreaterThan(40);

      // The first cut, around the centre, is the middle.
      const centred = Buffer.from(await (await irene.b.get(image.renditions[0]!.webp)).arrayBuffer());
      expect(await difference(centred, middle, 150, 200)).toBeLessThan(3);

      // The same source cut for a case is 4:3.
      const forCase = await irene.b.post(`${IMAGES_API}/crop`, { source: image.source!.path, place: 'case', focus });
      expect(((await forCase.json()) as Made).image).toMatchObject({ width: 1440, height: 1080 });
    },
    PHOTO_WORK_MS,
  );

  it('refuses at the door a place, a point or a source it does not know, and anyone but staff', async () => {
    const pedro = await staffMember(ctx(), uniqueEmail('pedro-foco'), { name: 'Pedro Foco' });
    const code = async (response: Response) => [response.status, ((await response.json()) as Refusal).error.code];
    const source = `/media/c/${'a'.repeat(64)}.webp`;
    const crop = (body: unknown) => pedro.b.post(`${IMAGES_API}/crop`, body);

    expect(await code(await pedro.b.post(`${IMAGES_API}?place=poster`, new Uint8Array(10)))).toEqual([400, 'validation']);
    expect(await code(await crop({ source, place: 'portrait', focus: { x: 2, y: 0.5 } }))).toEqual([400, 'validation']);
    expect(await code(await crop({ source, place: 'portrait', focus: { x: 1e308, y: -0 } }))).toEqual([400, 'validation']);
    expect(await code(await crop({ source, place: 'portrait\u0000', focus: { x: 0.5, y: 0.5 } }))).toEqual([
      400,
      'invalidCharacters',
    ]);
    expect(await code(await crop({ source: '/media/c/../x.webp', place: 'case', focus: { x: 0.5, y: 0.5 } }))).toEqual([
      400,
      'validation',
    ]);
    // A well-formed name of nothing stored here.
    expect(await code(await crop({ source, place: 'case', focus: { x: 0.5, y: 0.5 } }))).toEqual([404, 'notFound']);
    expect(
      (await browser(t.env.app).post(`${IMAGES_API}/crop`, { source, place: 'case', focus: { x: 0.5, y: 0.5 } })).status,
    ).toBe(401);
  });
});
