#!/usr/bin/env node
// Subsets the self-hosted variable fonts to the characters in src/styles/fonts/glyphs.json (Spanish,
// English and typographic punctuation) and the display face's weight axis to the weights the site
// uses, writing src/styles/fonts/*.woff2 (committed). Run after changing glyphs.json or the fonts:
//   node scripts/subset-fonts.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'src/styles/fonts');
const { ranges, extra } = JSON.parse(readFileSync(path.join(outDir, 'glyphs.json'), 'utf8'));
let text = extra;
for (const [from, to] of ranges) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);

const FONTS = [
  {
    source: '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
    out: 'cormorant-garamond-wght-300-600.woff2',
    // Headings use light (300) to semibold (600).
    variationAxes: { wght: { min: 300, max: 600 } },
  },
  { source: '@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2', out: 'source-sans-3-wght.woff2' },
];

for (const font of FONTS) {
  const source = readFileSync(path.join(root, 'node_modules', font.source));
  const subset = await subsetFont(source, text, {
    targetFormat: 'woff2',
    ...(font.variationAxes ? { variationAxes: font.variationAxes } : {}),
  });
  writeFileSync(path.join(outDir, font.out), subset);
  console.log(`${font.out}: ${source.length} → ${subset.length} bytes`);
}
