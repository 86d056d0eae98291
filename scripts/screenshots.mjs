#!/usr/bin/env node
// Full-page screenshots of the home page at phone and desktop widths in both languages, for
// docs/screenshots/. Needs the built site served: `npm run build && npm start`, then
// `node scripts/screenshots.mjs [baseURL]` (default http://127.0.0.1:3000).
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const out = path.resolve(import.meta.dirname, '../docs/screenshots');
const WIDTHS = [375, 1440];
const HEIGHT = { 375: 812, 1440: 900 };
const PAGES = [
  { lang: 'es', path: '/', locale: 'es-ES' },
  { lang: 'en', path: '/en/', locale: 'en-GB' },
];

await mkdir(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const page of PAGES) {
  for (const width of WIDTHS) {
    // Reduced motion: a still poster and no entrance animation, so the capture is deterministic.
    const context = await browser.newContext({
      viewport: { width, height: HEIGHT[width] },
      locale: page.locale,
      reducedMotion: 'reduce',
    });
    // A returning visitor who already answered the cookie notice, so it does not cover the page.
    await context.addInitScript(() => window.localStorage.setItem('aurea.cookie-consent', 'accepted'));
    const tab = await context.newPage();
    await tab.goto(base + page.path, { waitUntil: 'networkidle' });
    await tab.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    // Scroll through once so every lazy section loads and renders, then back to the top.
    for (let y = 0; y < (await tab.evaluate(() => document.body.scrollHeight)); y += 600) {
      await tab.evaluate((top) => window.scrollTo(0, top), y);
      await tab.waitForTimeout(60);
    }
    await tab.evaluate(() => window.scrollTo(0, 0));
    await tab.waitForTimeout(400);
    const file = path.join(out, `home-${page.lang}-${width}.png`);
    await tab.screenshot({ path: file, fullPage: true, animations: 'disabled' });
    console.log(file);
    await context.close();
  }
}
await browser.close();
