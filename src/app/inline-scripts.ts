import { createHash } from 'node:crypto';
import { firstVisitScript } from '../i18n/first-visit-script.ts';
import { LANGUAGE_NEUTRAL_PATH } from '../i18n/preference.ts';

/**
 * Every inline script a page may carry, by the page's path: the bare home's first-visit move, nothing
 * else (ADR 0004). The renderer puts it first in that page's `<head>`, the render checks refuse any other
 * inline script, and the CSP allows exactly these by their hashes (server and Caddy alike).
 */
export const INLINE_SCRIPTS: Readonly<Record<string, string>> = { [LANGUAGE_NEUTRAL_PATH]: firstVisitScript() };

/** A CSP source allowing one inline script: `'sha256-<base64 of the SHA-256 of its text>'`. */
export const scriptHashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The `script-src` sources of the inline scripts above, computed from their text. */
export const INLINE_SCRIPT_HASH_SOURCES: readonly string[] = [...new Set(Object.values(INLINE_SCRIPTS).map(scriptHashSource))];

/** The inline script the page at `pathname` carries, if any. */
export const inlineScriptOf = (pathname: string): string | null =>
  Object.hasOwn(INLINE_SCRIPTS, pathname) ? INLINE_SCRIPTS[pathname]! : null;
