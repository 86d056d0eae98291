import displayFontUrl from '../styles/fonts/cormorant-garamond-wght-300-600.woff2?url';
import bodyFontUrl from '../styles/fonts/source-sans-3-wght.woff2?url';

/**
 * The families the stylesheet's font stacks name first (src/styles/app.css). The stylesheet declares the
 * same faces for pages read without scripts (src/styles/fonts.css; the test checks they agree).
 */
export const WEB_FONTS = [
  {
    family: 'Cormorant Garamond Variable',
    url: displayFontUrl,
    // Headings use light (300) to semibold (600); the subset keeps the characters of glyphs.json.
    descriptors: { weight: '300 600', style: 'normal', display: 'swap' },
  },
  { family: 'Source Sans 3 Variable', url: bodyFontUrl, descriptors: { weight: '200 900', style: 'normal', display: 'swap' } },
] as const;

/**
 * Registers the web fonts once the page has painted (where scripts run: without them, the stylesheet's
 * own `@font-face` rules load the same files). Until they arrive, text is set in a metric-matched
 * local fallback (src/styles/font-fallbacks.css, one per local font), so the swap moves nothing; the
 * first paint (the headline, the largest paint) waits for no font, and the fonts' bytes do not compete
 * with the page's own on a slow connection (docs/decisions/0007-paint-before-hydration.md).
 *
 * Both faces join the document together, once both have loaded (or failed: a face that could not load is
 * left out and its fallback stays): a face joining re-lays out the whole page, and one at a time cost the
 * home two full layouts, 70–110 ms each on a phone's CPU (issue 24).
 */
export async function loadWebFonts(): Promise<void> {
  if (!('fonts' in document) || typeof FontFace === 'undefined') return;
  const faces = WEB_FONTS.map((font) => new FontFace(font.family, `url(${font.url}) format('woff2')`, font.descriptors));
  const loaded = await Promise.allSettled(faces.map((face) => face.load()));
  faces.forEach((face, i) => {
    if (loaded[i]!.status === 'fulfilled') document.fonts.add(face);
  });
}
