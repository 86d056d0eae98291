import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { reactForQuery } from './scripts/react-for-query-plugin.ts';
import { paintFirstTemplate } from './src/app/page-template.ts';
import { buildDate } from './src/config/build-date.ts';

/** The entry, which loads the first load itself (its preloads stay), and the chunks every page loads before hydrating. */
const ENTRY = /^assets\/index-[\w-]+\.js$/;
const FIRST_LOAD = /^assets\/(index|hydrate|runtime|rolldown-runtime)-[\w-]+\.(js|css)$/;

/**
 * The built page template paints from its own bytes (issue 24): the stylesheet inlined, the entry loaded
 * once the page has painted (`src/app/page-template.ts`). The stylesheet is then no file of its own:
 * every page carries it, and no script asks for it.
 */
function paintFirst(): Plugin {
  return {
    name: 'paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const inlined: string[] = [];
        const template = paintFirstTemplate(html, (href) => {
          const asset = bundle[href.replace(/^\//, '')];
          if (asset?.type !== 'asset') throw new Error(`No built stylesheet at ${href}`);
          inlined.push(asset.fileName);
          return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        });
        for (const fileName of inlined) delete bundle[fileName];
        return template;
      },
    },
  };
}

/** The unit tests are built as of a fixed date, so a test can tell that the footer follows it. */
const UNIT_TEST_BUILD_DATE = '2031-01-01T00:00:00.000Z';

export default defineConfig({
  plugins: [reactForQuery(), react(), tailwindcss(), paintFirst()],
  // SITE_URL (absolute origin for canonical links and the sitemap) is read at build time.
  envPrefix: ['VITE_', 'SITE_'],
  // The build's date (the footer's year); scripts/build.mjs pins SOURCE_DATE_EPOCH so both bundles agree.
  define: { __BUILD_DATE__: JSON.stringify(buildDate(process.env, new Date()).toISOString()) },
  build: {
    outDir: 'dist/client',
    target: 'es2022',
    // Everything is a file: CSP allows no data: scripts or styles, and hashed files cache forever.
    assetsInlineLimit: 0,
    manifest: true,
    modulePreload: {
      // Every browser the site supports has `<link rel=modulepreload>` (Chromium 66, Safari 17, Firefox
      // 115): the polyfill was bytes in the entry for none of them.
      polyfill: false,
      // A page's first load (hydration, React, the router, the copy's loader, the stylesheet) is there
      // before its route module or any island asks for more: listing it again among their preloads only
      // made each route module heavier (bytes before interaction) to preload what is loaded. The entry,
      // which loads the first load, keeps its list; were a chunk somehow not loaded, its import fetches it.
      resolveDependencies: (_file, deps, { hostId }) => (ENTRY.test(hostId) ? deps : deps.filter((dep) => !FIRST_LOAD.test(dep))),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // The dynamic-import helper, which the entry needs: caught in the group below with the modules
              // that use it, it made the entry import all of that group statically, before the first paint.
              name: 'runtime',
              priority: 3,
              test: /vite\/preload-helper/,
            },
            {
              // What every page loads before it hydrates (React, the app's shell, the router, the copy's
              // loader, the formatters), one file: as eight small chunks, each cost a request and about
              // 1 KB of response headers, bytes before interaction (issue 24). The entry keeps only the
              // paint-first wait.
              name: 'hydrate',
              priority: 2,
              test: /(src\/app\/hydrate\.tsx|src\/i18n\/(index\.tsx|format\.ts)|src\/lib\/(router\.tsx|cn\.ts|contact-prefill\.ts)|src\/config\/routes\.ts|src\/domain\/contact\/[\w-]*limits\.ts|node_modules\/(react|react-dom|scheduler)\/)/,
            },
            {
              // The private area's API module, one file (its parts are shared by several sections, and each
              // was its own chunk, one more name in every page's list of what its islands need). The passkey
              // ceremony stays apart: it loads WebAuthn's library, only when asked.
              name: 'portal-api',
              priority: 1,
              includeDependenciesRecursively: false,
              test: /src\/features\/accounts\/api\/(?!passkey-ceremony|auth\.ts)[\w-]+\.ts$/,
            },
            {
              // The accounts API's calls of the account pages and the workspace, one file, without server data.
              name: 'auth-api',
              priority: 1,
              includeDependenciesRecursively: false,
              test: /src\/(lib\/auth-api|features\/accounts\/api\/auth)\.ts$/,
            },
            {
              // The small shared pieces of the forms and of server data, one file: each was its own chunk,
              // and every page that can load a form listed each one among its preloads (bytes before interaction).
              // The words every form uses for a field's fault (58 bytes) are one of them: alone, their
              // response headers cost a calculator page eight times their size. So does the hook that adopts what was
              // typed before hydration (ADR 0056), used by every form.
              name: 'kit',
              priority: 1,
              includeDependenciesRecursively: false,
              test: /src\/(lib\/(api-client|use-search|use-hydrated|use-adopt-typed)|components\/form\/use-schema-form|i18n\/(es|en)\/field-errors)\.ts$/,
            },
            {
              // What the five calculators' definitions share (the typed identity `define`, 26 bytes, and the
              // field-spec builders), one file: as two, a calculator page paid a second response's headers
              // (about 0.45 KB, more than both files' code) before it was interactive.
              name: 'calculator-kit',
              priority: 1,
              includeDependenciesRecursively: false,
              test: /src\/features\/calculators\/(definition|form\/field-specs)\.ts$/,
            },
            {
              // The calculators' domain (the five calculations, their schemas, tables and refusals), one file:
              // split by who else imports a part, it was six, and each cost a calculator page about 0.45 KB of
              // response headers before it was interactive. The district table (the contact forms') and the
              // dates (the case file's) stay apart.
              name: 'calculator-domain',
              priority: 1,
              includeDependenciesRecursively: false,
              test: /src\/domain\/calculators\/(?!valuation-tables|dates)[\w-]+\.ts$/,
            },
          ],
        },
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        define: { __BUILD_DATE__: JSON.stringify(UNIT_TEST_BUILD_DATE) },
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'scripts/**/*.test.ts', 'tests/lint/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', 'node_modules/**'],
          environment: 'node',
          setupFiles: ['tests/setup/fail-on-console-error.ts', 'tests/setup/dom-waits.ts'],
          // A condition wait in a component test (tests/setup/dom-waits.ts) must end before the test does.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['server/**/*.integration.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/databases-global.ts'],
          setupFiles: ['tests/setup/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file opens its own databases; files run in parallel, two at a time even on two cores
          // (Vitest's default is one fewer than the cores: one on two, which left the run serial).
          fileParallelism: true,
          maxWorkers: 2,
        },
      },
    ],
  },
});
