#!/usr/bin/env node
// Renders the Open Graph / Twitter card images (1200×630, one per language) with Chromium, using the
// site's own fonts, then saves them as JPEG. Run by hand after changing the firm's name or tagline:
//   node scripts/generate-og-image.mjs
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const font = (pkg, file) =>
  `data:font/woff2;base64,${readFileSync(path.join(root, 'node_modules/@fontsource-variable', pkg, 'files', file)).toString('base64')}`;
const WIDTH = 1200;
const HEIGHT = 630;

const COPY = {
  es: {
    eyebrow: 'Concierge inmobiliario privado',
    title: 'Concierge de Propiedades Premium Madrid',
    areas: 'Salamanca · Chamberí · La Moraleja · Noroeste',
  },
  en: {
    eyebrow: 'Private real-estate concierge',
    title: 'Premium Property Concierge Madrid',
    areas: 'Salamanca · Chamberí · La Moraleja · North-west',
  },
};

const html = (c) => `<!doctype html><html><head><style>
@font-face { font-family: Display; src: url(${font('cormorant-garamond', 'cormorant-garamond-latin-wght-normal.woff2')}); font-weight: 300 700; }
@font-face { font-family: Sans; src: url(${font('source-sans-3', 'source-sans-3-latin-wght-normal.woff2')}); font-weight: 200 900; }
html,body { margin:0; width:${WIDTH}px; height:${HEIGHT}px; }
body { background: radial-gradient(120% 90% at 85% 10%, #2a3a55 0%, #0f1a2a 55%, #0a1220 100%); color:#faf7f1; font-family: Sans; position:relative; overflow:hidden; }
.frame { position:absolute; inset:36px; border:1px solid rgba(193,154,86,.55); }
.grid { position:absolute; right:-40px; top:0; bottom:0; width:520px; opacity:.18;
  background-image: linear-gradient(rgba(227,201,143,.9) 1px, transparent 1px), linear-gradient(90deg, rgba(227,201,143,.9) 1px, transparent 1px);
  background-size: 52px 52px; transform: rotate(-12deg) scale(1.3); }
.content { position:absolute; left:96px; right:300px; top:120px; }
.eyebrow { font-size:22px; letter-spacing:.32em; text-transform:uppercase; color:#e3c98f; font-weight:600; }
.rule { width:96px; height:1px; background:#c19a56; margin:28px 0; }
h1 { font-family: Display; font-weight:500; font-size:84px; line-height:1.02; margin:0; }
.areas { position:absolute; left:96px; bottom:86px; font-size:24px; letter-spacing:.08em; color:rgba(250,247,241,.8); }
.mark { position:absolute; right:96px; bottom:78px; font-family: Display; font-size:40px; color:#e3c98f; letter-spacing:.12em; }
</style></head><body><div class="grid"></div><div class="frame"></div>
<div class="content"><div class="eyebrow">${c.eyebrow}</div><div class="rule"></div><h1>${c.title}</h1></div>
<div class="areas">${c.areas}</div><div class="mark">AUREA</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
for (const [lang, copy] of Object.entries(COPY)) {
  await page.setContent(html(copy));
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: 'png' });
  const out = path.join(root, 'public/og', `og-${lang}.jpg`);
  await sharp(png).jpeg({ quality: 84, mozjpeg: true }).toFile(out);
  console.log(`wrote ${path.relative(root, out)}`);
}
await browser.close();
