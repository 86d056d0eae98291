import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The React that TanStack Query is given: the names it uses, re-exported. */
export const REACT_FOR_QUERY = fileURLToPath(new URL('../src/lib/react-for-query.ts', import.meta.url));

/**
 * TanStack Query reads React through a namespace import, and React ships CommonJS: that one import made
 * the bundler wrap React in its ESM interop, and every page's first load carried the helper (0.1–0.2 KB),
 * which the home page's 85 KB budget has no room for (ADR 0042). The library's `react` resolves to
 * `reactModule` instead, which names what it uses.
 *
 * A name it reads that the module lacks would be `undefined` at run time, which the bundler only warns
 * about (IMPORT_IS_UNDEFINED): here that fails the build, naming the name and the line that reads it.
 * The rule holds for every import (no module's import of a name nobody exports is harmless).
 */
export function reactForQuery(reactModule = REACT_FOR_QUERY): Plugin {
  return {
    name: 'react-for-query',
    enforce: 'pre',
    resolveId: (source, importer) =>
      source === 'react' && importer?.includes('/node_modules/@tanstack/react-query/') ? reactModule : null,
    onLog(_level, log) {
      if (log.code === 'IMPORT_IS_UNDEFINED') this.error(log);
    },
  };
}
