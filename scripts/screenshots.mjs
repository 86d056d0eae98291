#!/usr/bin/env node
// Screenshots for docs/screenshots/: the whole home page at phone and desktop widths in both languages,
// after every section and image has loaded, and the hero over each loop's poster at both widths.
// Needs the built site served: `npm run build && npm start`, then
// `npx tsx scripts/screenshots.mjs [baseURL]` (default http://127.0.0.1:3000; tsx because it reads the
// media manifest, src/content/media.ts).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { fallbackSrc, HERO_VIDEOS, srcSet } from '../src/content/media.ts';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = path.resolve(import.meta.dirname, '../docs/screenshots');
const WIDTHS = [375, 1440];
const HEIGHT = { 375: 812, 1440: 900 };
const PAGES = [
  { lang: 'es', path: '/', locale: 'es-ES' },
  { lang: 'en', path: '/en/', locale: 'en-GB' },
];
/** How far each scroll step goes, and how long to let a section that came near load its code and images. */
const SCROLL_STEP_PX = 500;
const SETTLE_MS = 250;

await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});

/** A new tab as a returning visitor who prefers reduced motion: still posters, no entrance animation. */
async function open(width, locale) {
  const context = await browser.newContext({ viewport: { width, height: HEIGHT[width] }, locale, reducedMotion: 'reduce' });
  // The visitor already answered the cookie notice, so it does not cover the page.
  await context.addInitScript(() => window.localStorage.setItem('aurea.cookie-consent', 'accepted'));
  return { context, tab: await context.newPage() };
}

async function save(tab, name, options) {
  const file = path.join(out, name);
  const png = await tab.screenshot({ animations: 'disabled', ...options });
  await sharp(png).png({ compressionLevel: 9, palette: false }).toFile(file);
  console.log(file);
}

for (const page of PAGES) {
  for (const width of WIDTHS) {
    const { context, tab } = await open(width, page.locale);
    await tab.goto(base + page.path, { waitUntil: 'networkidle' });
    await tab.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    // Scroll through once so every lazy section and image loads, then wait for the images to finish.
    for (let y = 0; y < (await tab.evaluate(() => document.body.scrollHeight)); y += SCROLL_STEP_PX) {
      await tab.evaluate((top) => window.scrollTo(0, top), y);
      await tab.waitForTimeout(SETTLE_MS);
    }
    await tab.waitForLoadState('networkidle');
    // A lazy image further along the phone's horizontal strip of cases is never requested: skip those.
    await tab.waitForFunction(() =>
      [...document.images].every((img) => {
        const box = img.getBoundingClientRect();
        const offToTheSide = box.left >= window.innerWidth || box.right <= 0;
        return (img.complete && img.naturalWidth > 1) || (img.loading === 'lazy' && offToTheSide);
      }),
    );
    await tab.evaluate(() => window.scrollTo(0, 0));
    await tab.waitForTimeout(SETTLE_MS);
    await save(tab, `home-${page.lang}-${width}.png`, { fullPage: true });

    // The hero over each loop's poster, as the rotation shows them.
    if (page.lang === 'es') {
      for (const video of HERO_VIDEOS) {
        await tab.evaluate(
          ({ avif, webp, src }) => {
            const picture = document.querySelector('#hero picture');
            picture.querySelector('source[type="image/avif"]').setAttribute('srcset', avif);
            picture.querySelector('source[type="image/webp"]').setAttribute('srcset', webp);
            picture.querySelector('img').setAttribute('src', src);
          },
          { avif: srcSet(video.poster, 'avif'), webp: srcSet(video.poster, 'webp'), src: fallbackSrc(video.poster) },
        );
        await tab.waitForFunction((id) => {
          const img = document.querySelector('#hero picture img');
          return img.complete && img.currentSrc.includes(`/media/hero/${id}-poster`);
        }, video.id);
        await save(tab, `hero-${video.id}-${width}.png`, {});
      }
    }
    await context.close();
  }
}
await browser.close();
