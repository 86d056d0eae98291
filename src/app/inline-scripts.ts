import { createHash } from 'node:crypto';
import { firstVisitScript } from '../i18n/first-visit-script.ts';
import { LANGUAGE_NEUTRAL_PATH } from '../i18n/preference.ts';
import { entryLoaderScript } from './entry-loader-script.ts';

/**
 * The inline script every page carries, in the page template (`src/app/page-template.ts`): it loads the
 * app's entry once the page has painted (ADR 0007).
 */
export const ENTRY_LOADER_SCRIPT = entryLoaderScript();

/**
 * The inline scripts a page may carry besides the entry loader, by the page's path: the bare home's
 * first-visit move, nothing else (ADR 0004). The renderer puts it first in that page's `<head>`, the
 * render checks refuse any other inline script, and the CSP allows exactly these and the loader by their
 * hashes (server and Caddy alike).
 */
export const INLINE_SCRIPTS: Readonly<Record<string, string>> = { [LANGUAGE_NEUTRAL_PATH]: firstVisitScript() };

const sha256Source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** A CSP source allowing one inline script: `'sha256-<base64 of the SHA-256 of its text>'`. */
export const scriptHashSource = sha256Source;

/** A CSP source allowing one inline `<style>` element by its text, the same way. */
export const styleHashSource = sha256Source;

/** The `script-src` sources of the inline scripts above, computed from their text. */
export const INLINE_SCRIPT_HASH_SOURCES: readonly string[] = [
  ...new Set([ENTRY_LOADER_SCRIPT, ...Object.values(INLINE_SCRIPTS)].map(scriptHashSource)),
];

/** The inline script the page at `pathname` carries besides the entry loader, if any. */
export const inlineScriptOf = (pathname: string): string | null =>
  Object.hasOwn(INLINE_SCRIPTS, pathname) ? INLINE_SCRIPTS[pathname]! : null;
