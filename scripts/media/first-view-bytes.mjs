#!/usr/bin/env node
// Media bytes of the home page's first view, to compare generated defaults before and after a change:
// loads `/` without scrolling at phone and desktop sizes, with and without reduced motion (which keeps
// the loop from loading), waits until the network is idle and the loop has had time to start, and sums
// the bytes transferred for /media/ (the poster, the loop, anything else). Needs the built site served:
// `npm run build && npm start`, then `node scripts/media/first-view-bytes.mjs [baseURL]`.
import { chromium } from '@playwright/test';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
/** Lighthouse's mobile profile is 412 px at DPR 1.75; a current iPhone is 375 px at DPR 3. */
const VIEWS = [
  { width: 375, height: 812, dpr: 1 },
  { width: 412, height: 823, dpr: 1.75 },
  { width: 375, height: 812, dpr: 3 },
  { width: 1440, height: 900, dpr: 1 },
];
/** After network idle, how long the loop gets to be requested (it starts after load and an idle callback). */
const LOOP_WAIT_MS = 4000;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const view of VIEWS) {
  for (const reducedMotion of ['no-preference', 'reduce']) {
    const context = await browser.newContext({
      viewport: { width: view.width, height: view.height },
      deviceScaleFactor: view.dpr,
      locale: 'es-ES',
      reducedMotion,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const urls = new Map();
    const sizes = new Map();
    cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
    cdp.on('Network.loadingFinished', (e) => sizes.set(e.requestId, e.encodedDataLength));
    await page.goto(`${base}/`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(LOOP_WAIT_MS);
    let media = 0;
    let all = 0;
    const files = [];
    for (const [id, url] of urls) {
      const size = sizes.get(id) ?? 0;
      all += size;
      if (!url.includes('/media/')) continue;
      media += size;
      files.push(`${new URL(url).pathname} ${kb(size)}`);
    }
    console.log(
      `${view.width}×${view.height} @${view.dpr}x, ${reducedMotion === 'reduce' ? 'reduced motion' : 'motion'}: media ${kb(media)} (${files.join(', ')}); all requests ${kb(all)}`,
    );
    await context.close();
  }
}
await browser.close();
