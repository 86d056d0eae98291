import displayFontUrl from '../styles/fonts/cormorant-garamond-wght-300-600.woff2?url';
import bodyFontUrl from '../styles/fonts/source-sans-3-wght.woff2?url';

/** The families the stylesheet's font stacks name first (src/styles/app.css). */
const WEB_FONTS = [
  {
    family: 'Cormorant Garamond Variable',
    url: displayFontUrl,
    // Headings use light (300) to semibold (600); the subset keeps the characters of glyphs.json.
    descriptors: { weight: '300 600', style: 'normal', display: 'swap' },
  },
  { family: 'Source Sans 3 Variable', url: bodyFontUrl, descriptors: { weight: '200 900', style: 'normal', display: 'swap' } },
] as const;

/**
 * Registers the web fonts once the page has painted. Until they arrive, text is set in a metric-matched
 * local fallback (src/styles/font-fallbacks.css, one per local font), so the swap moves nothing; the
 * first paint (the headline, the largest paint) waits for no font, and the fonts' bytes do not compete
 * with the page's own on a slow connection (docs/decisions/0007-paint-before-hydration.md).
 */
export function loadWebFonts(): void {
  if (!('fonts' in document) || typeof FontFace === 'undefined') return;
  for (const font of WEB_FONTS) {
    const face = new FontFace(font.family, `url(${font.url}) format('woff2')`, font.descriptors);
    document.fonts.add(face);
    void face.load().catch(() => undefined); // offline or blocked: the fallback stays
  }
}
