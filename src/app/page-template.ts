import { APP_ENTRY_META } from './entry-loader-script.ts';
import { ENTRY_LOADER_SCRIPT, styleHashSource } from './inline-scripts.ts';

/** The tags Vite writes at the end of the built template's `<head>`: the stylesheet and the entry module. */
const STYLESHEET_TAG = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g;
const ENTRY_TAG = /<script type="module"(?: crossorigin)? src="([^"]+)"><\/script>/g;
const STYLE_ELEMENT = /<style>([\s\S]*?)<\/style>/g;

/** Tailwind's registration of one of its `--tw-*` variables. */
const PROPERTY_RULE = /@property\s*--[\w-]+\s*\{[^}]*\}/g;
/** Tailwind's fallback for browsers without `@property`: the same variables on every element, under a feature query. */
const FALLBACK_QUERY = '@layer properties{@supports ';
/** Variables Tailwind's `transition` utilities list, which only a registered (typed) variable could animate. */
const TRANSITIONED_VARIABLE = /,--tw-gradient-(?:from|via|to)\b/g;

/**
 * The stylesheet as a page can carry it and still pass the Nu HTML Checker (issue 24: no error on any
 * page), which checks a `<style>` element's CSS with a validator that knows neither `@property` nor
 * `margin-trim`: Tailwind registers its 72 `--tw-*` variables with `@property` (their initial values) and
 * sets the same values on every element for browsers without it, under a feature query naming
 * `margin-trim`. Here the registrations go and the fallback applies everywhere (as Tailwind 3 did), so
 * every browser starts from the same values; the variables a `transition` listed, animatable only when
 * registered, leave its list.
 */
export function checkerSafeStylesheet(css: string): string {
  if (!css.includes('@property')) return css;
  const start = css.indexOf(FALLBACK_QUERY);
  if (start < 0) throw new Error('The stylesheet registers variables with @property but has no fallback for browsers without it');
  const open = css.indexOf('{', start + FALLBACK_QUERY.length);
  let depth = 1;
  let end = open + 1;
  for (; depth > 0 && end < css.length; end++) depth += css[end] === '{' ? 1 : css[end] === '}' ? -1 : 0;
  const fallback = css.slice(open + 1, end - 1);
  return `${css.slice(0, start)}@layer properties{${fallback}${css.slice(end)}`
    .replace(PROPERTY_RULE, '')
    .replace(TRANSITIONED_VARIABLE, '');
}

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
  const css = checkerSafeStylesheet(readAsset(stylesheetHref!));
  // Nothing in a stylesheet may end the element early; the minifier writes none.
  if (/<\/style/i.test(css)) throw new Error(`${stylesheetHref} cannot be inlined: it contains "</style"`);
  return template
    .replace(stylesheetTag, () => `<style>${css}</style>`)
    .replace(
      entryTag,
      () => `<meta name="${APP_ENTRY_META}" content="${entrySrc}" />\n    <script>${ENTRY_LOADER_SCRIPT}</script>`,
    );
}

/**
 * The page template without its entry (the `<meta name="app-entry">` and the entry loader): a page the app
 * does not hydrate (`renderFramed`), which runs no script.
 */
export function withoutEntry(template: string): string {
  const entry = new RegExp(`\\s*<meta name="${APP_ENTRY_META}" content="[^"]*" />\\s*<script>[^<]*</script>`);
  if (!entry.test(template)) throw new Error('The page template has no entry to leave out');
  return template.replace(entry, '');
}

/** The text of each `<style>` element of this HTML: a built page's or the page template's one, the site's stylesheet. */
export function inlineStylesheets(html: string): string[] {
  return [...html.matchAll(STYLE_ELEMENT)].map(([, css]) => css!);
}

/** The CSP `style-src` sources that allow the `<style>` elements of this HTML (the page template's one) by their hashes. */
export function inlineStyleSources(html: string): string[] {
  return [...new Set(inlineStylesheets(html).map(styleHashSource))];
}
