import path from 'node:path';
import { build, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { reactForQuery } from './react-for-query-plugin.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const ENTRY = 'virtual:query-entry';
/** A React for TanStack Query that lacks one name it reads (`useRef`), as after a release that reads a new one. */
const LACKING = 'virtual:react-lacking-use-ref';

/** The entry (what the account pages import of TanStack Query) and the lacking React, as modules. */
const fixtures: Plugin = {
  name: 'fixtures',
  resolveId: (id) => (id === ENTRY || id === LACKING ? id : null),
  load: (id) =>
    id === ENTRY
      ? "import * as query from '@tanstack/react-query'; globalThis.query = query;"
      : id === LACKING
        ? "export { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore } from 'react';"
        : null,
};

/** TanStack Query and React bundled as the site's build does, with `plugins`; the code of the one chunk. */
async function bundle(plugins: Plugin[]): Promise<string> {
  const output = (await build({
    configFile: false,
    root: ROOT,
    logLevel: 'silent',
    plugins: [fixtures, ...plugins],
    build: { write: false, minify: false, rolldownOptions: { input: ENTRY } },
  })) as Rolldown.RolldownOutput;
  return output.output.map((file) => (file.type === 'chunk' ? file.code : '')).join('\n');
}

describe('TanStack Query’s React', () => {
  it('needs no ESM interop for React, which React itself imported through a namespace does', async () => {
    expect(await bundle([reactForQuery()])).not.toMatch(/__toESM/);
    expect(await bundle([])).toMatch(/__toESM/);
  });

  it('fails the build, naming the name, when the library reads one the list lacks', { timeout: 60_000 }, async () => {
    await expect(bundle([reactForQuery(LACKING)])).rejects.toThrow(/IMPORT_IS_UNDEFINED.*`useRef`/s);
  });
});
