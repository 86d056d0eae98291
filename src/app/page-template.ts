import { APP_ENTRY_META } from './entry-loader-script.ts';
import { ENTRY_LOADER_SCRIPT, styleHashSource } from './inline-scripts.ts';

/** The tags Vite writes at the end of the built template's `<head>`: the stylesheet and the entry module. */
const STYLESHEET_TAG = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g;
const ENTRY_TAG = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/g;
const STYLE_ELEMENT = /<style>([\s\S]*?)<\/style>/g;

function only(template: string, tag: RegExp, what: string): RegExpExecArray {
  const found = [...template.matchAll(tag)];
  if (found.length !== 1) throw new Error(`The page template has ${found.length} ${what} tags, not one`);
  return found[0]!;
}

/**
 * The built page template made to paint from its own bytes (issue 24, ADR 0007): the stylesheet's rules
 * in a `<style>` element instead of a `<link>` (the first paint waits for no request), and the entry
 * module named by a `<meta name="app-entry">` and loaded by the entry loader once the page has painted,
 * instead of a `<script src>` fetched beside the document. Run by the build (`vite.config.ts`) on the
 * template every page is rendered into, at build time and on the server. `readAsset`: a built file's
 * text by its URL. The CSP allows the `<style>` by its hash (`inlineStyleSources`).
 */
export function paintFirstTemplate(template: string, readAsset: (href: string) => string): string {
  const [stylesheetTag, stylesheetHref] = only(template, STYLESHEET_TAG, 'stylesheet');
  const [entryTag, entrySrc] = only(template, ENTRY_TAG, 'entry module');
  const css = readAsset(stylesheetHref!);
  // Nothing in a stylesheet may end the element early; the minifier writes none.
  if (/<\/style/i.test(css)) throw new Error(`${stylesheetHref} cannot be inlined: it contains "</style"`);
  return template
    .replace(stylesheetTag, () => `<style>${css}</style>`)
    .replace(
      entryTag,
      () => `<meta name="${APP_ENTRY_META}" content="${entrySrc}" />\n    <script>${ENTRY_LOADER_SCRIPT}</script>`,
    );
}

/** The CSP `style-src` sources that allow the `<style>` elements of this HTML (the page template's one) by their hashes. */
export function inlineStyleSources(html: string): string[] {
  return [...new Set([...html.matchAll(STYLE_ELEMENT)].map(([, css]) => styleHashSource(css!)))];
}
