import bodyFontUrl from '../styles/fonts/source-sans-3-wght.woff2?url';

/** Must match the family name the stylesheet's font stacks use. */
const BODY_FONT_FAMILY = 'Source Sans 3 Variable';

/**
 * Registers the body face once the page has painted. Until it arrives, text uses a metric-matched local
 * fallback (src/styles/font-fallbacks.css, one per local font), so the swap barely moves anything; loading
 * it later keeps its bytes from competing with the headline's display face on a slow connection.
 */
export function loadBodyFont(): void {
  if (!('fonts' in document) || typeof FontFace === 'undefined') return;
  const face = new FontFace(BODY_FONT_FAMILY, `url(${bodyFontUrl}) format('woff2')`, {
    weight: '200 900',
    style: 'normal',
    display: 'swap',
  });
  document.fonts.add(face);
  void face.load().catch(() => undefined); // offline or blocked: the fallback stays
}
