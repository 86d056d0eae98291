import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HERO_VIDEOS, type ResponsiveImage } from './media.ts';
import { CASE_VIGNETTES, ZONE_IMAGES } from './section-media.ts';
import { PORTFOLIO_CASES } from './portfolio-cases.ts';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../public');
const MAX_VIDEO_BYTES = 1.5 * 1024 * 1024;
/** A case vignette is a small inline-able drawing, not a picture. */
const MAX_VIGNETTE_BYTES = 4 * 1024;
const file = (url: string) => path.join(PUBLIC_DIR, url);

async function expectRenditions(image: ResponsiveImage) {
  for (const rendition of image.renditions) {
    for (const url of [rendition.avif, rendition.webp]) {
      expect(existsSync(file(url)), url).toBe(true);
      const meta = await sharp(file(url)).metadata();
      expect(meta.width, url).toBe(rendition.width);
      expect(meta.height, url).toBe(Math.round((rendition.width * image.height) / image.width));
    }
  }
}

describe('media manifest', () => {
  it('lists three hero videos, each in WebM and MP4 under 1.5 MB, with a poster and both descriptions', async () => {
    expect(HERO_VIDEOS).toHaveLength(3);
    for (const video of HERO_VIDEOS) {
      for (const url of [video.webm, video.mp4]) {
        expect(existsSync(file(url)), url).toBe(true);
        expect(statSync(file(url)).size, url).toBeLessThan(MAX_VIDEO_BYTES);
      }
      expect(video.description.es.length).toBeGreaterThan(20);
      expect(video.description.en.length).toBeGreaterThan(20);
      await expectRenditions(video.poster);
    }
  });

  it('has an image with alt text in both languages for each of the four zones', async () => {
    expect(Object.keys(ZONE_IMAGES).sort()).toEqual(['chamberi', 'la-moraleja', 'noroeste', 'salamanca']);
    for (const image of Object.values(ZONE_IMAGES)) {
      expect(image.alt.es).not.toBe('');
      expect(image.alt.en).not.toBe('');
      await expectRenditions(image);
    }
  });

  it('has a small square SVG vignette for every portfolio case, and none for a case that does not exist', () => {
    expect(Object.keys(CASE_VIGNETTES).sort()).toEqual(PORTFOLIO_CASES.map((c) => c.id).sort());
    for (const vignette of Object.values(CASE_VIGNETTES)) {
      expect(existsSync(file(vignette.src)), vignette.src).toBe(true);
      const text = readFileSync(file(vignette.src), 'utf8');
      expect(text, vignette.src).toMatch(new RegExp(`^<svg [^>]*viewBox="0 0 ${vignette.width} ${vignette.height}"`));
      expect(statSync(file(vignette.src)).size, vignette.src).toBeLessThan(MAX_VIGNETTE_BYTES);
    }
  });
});
