// Lint rules that encode the architecture (see docs/decisions/0034-the-app-as-it-is.md):
// - src/domain is pure: no React, DOM, I/O or other layers;
// - src/ never imports server/;
// - features never import each other; shared code (components, lib, config, i18n) never imports features or app
//   (judged on resolved paths, with the feature list read from src/features);
// - no import cycles; type-only imports are marked; jsx-a11y; no copy hard-coded in JSX;
// - server/ in rooms (docs/decisions/0041-rooms-and-their-doors.md): the database layer imports no other room and
//   only the domain and the languages of src/; the shared rooms (db, http, site) import only each other; a room
//   imports another only through its public entry (index.ts), and of the top level only the logger and the pass
//   scheduler (the rest of the top level, and the tools in server/cli, compose rooms and may import any file).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import tseslint from 'typescript-eslint';

const ROOT = import.meta.dirname;

/** Every feature folder, read from the disk: a new feature is inside the boundaries the day it is created. */
const FEATURES = readdirSync(join(ROOT, 'src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SHARED = ['src/components', 'src/lib', 'src/config', 'src/i18n', 'src/content'];

/**
 * Import boundaries on resolved paths (import-x/no-restricted-paths): `../calculators/x`,
 * `../../features/calculators/x` and any other spelling of a path are judged by the file they reach.
 */
const BOUNDARY_ZONES = [
  ...FEATURES.map((feature) => ({
    target: `src/features/${feature}`,
    from: 'src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: compose them in src/app.',
  })),
  { target: 'src/features', from: 'src/app', message: 'Features do not import the app shell.' },
  { target: SHARED, from: ['src/features', 'src/app'], message: 'Shared code never imports features or the app shell.' },
  {
    target: 'src/domain',
    from: ['src/features', 'src/components', 'src/app', 'src/i18n', 'src/lib', 'src/config', 'src/content'],
    message: 'The domain imports nothing from other layers.',
  },
  { target: 'src', from: 'server', message: 'src/ never imports server/.' },
];

/** A page carries its own language's copy only (src/app/load-page.ts); both at once are for tests and tools. */
const BOTH_LANGUAGES = {
  group: ['**/i18n/all-messages.ts', '**/i18n/es/index.ts', '**/i18n/en/index.ts'],
  message: "Use the page's copy (useI18n) or loadMessages: importing both languages puts them in every page.",
};

const API_MODULE_ONLY =
  "Call your feature's API module (src/features/<name>/api/) or a shared one (src/lib/*-api.ts): only they call the client, build API paths and key reads (ADR 0039).";

/** What only an API module uses: the client, the APIs' roots, a read's options, the cache itself. */
const API_LAYER = [
  {
    group: ['**/lib/api-client.ts'],
    importNames: ['apiRequest', 'AUTH_PATH', 'CONTACT_PATH', 'PORTAL_PATH', 'STAFF_PATH'],
    message: API_MODULE_ONLY,
  },
  { group: ['**/lib/server-data.ts'], importNames: ['apiQuery', 'serverData'], message: API_MODULE_ONLY },
];

/** The server's rooms, read from the disk like the features: a new room is inside the boundaries the day it is created. */
const SERVER_ROOMS = readdirSync(join(ROOT, 'server'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Rooms every room may use whole: the database, HTTP (the door, the error writer, headers, language), the site's files. */
const SERVER_SHARED = ['db', 'http', 'site'];
/** The tools of the process's top level a room may use. */
const SERVER_TOP_TOOLS = ['logger.ts', 'passes.ts'];
/** Command-line tools: like the top level, they compose rooms. */
const SERVER_COMPOSERS = ['cli'];

const SERVER_ZONES = [
  {
    target: 'server/db',
    from: 'server',
    except: ['./db'],
    message: 'The database layer imports no other server room: a type its tables need belongs in src/domain.',
  },
  {
    target: 'server/db',
    from: 'src',
    except: ['./domain', './i18n/languages.ts'],
    message: 'The database layer imports only the domain and the languages from src/.',
  },
  ...SERVER_SHARED.filter((room) => room !== 'db').map((room) => ({
    target: `server/${room}`,
    from: 'server',
    except: [...SERVER_SHARED, 'logger.ts'].map((allowed) => `./${allowed}`),
    message: 'A shared server room imports only the other shared rooms (db, http, site) and the logger.',
  })),
  ...SERVER_ROOMS.filter((room) => !SERVER_SHARED.includes(room) && !SERVER_COMPOSERS.includes(room)).map((room) => ({
    target: `server/${room}`,
    from: 'server',
    except: [
      `./${room}`,
      ...[...SERVER_SHARED, ...SERVER_TOP_TOOLS].map((allowed) => `./${allowed}`),
      ...SERVER_ROOMS.filter((other) => other !== room).map((other) => `./${other}/index.ts`),
    ],
    message:
      "A server room imports another room only through its index.ts, the shared rooms (db, http, site) and the top level's logger and passes.",
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.reports/**',
      'data/**',
      // Code that must fail lint: tests/lint/boundaries.test.ts lints it as if it stood in src/ or server/.
      'tests/lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { maxDepth: 20, ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/**/*.tsx'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: { react: { version: '19' } },
    rules: {
      ...jsxA11y.flatConfigs.strict.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'react/jsx-key': 'error',
      // Every visible string comes from the translation resources.
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: true,
          ignoreProps: true,
          allowedStrings: ['·', '—', '–', '×', '/', '|', '%', '€', 'm²', ':', '(', ')', '+', '−', '*'],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**', 'server/cli/**', '**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    rules: { 'react/jsx-no-literals': 'off' },
  },
  // Layer boundaries.
  {
    files: ['src/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: BOUNDARY_ZONES }] },
  },
  // The server's rooms; tests compose whole apps and may reach any file.
  {
    files: ['server/**'],
    ignores: ['server/**/*.test.ts'],
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: SERVER_ZONES }] },
  },
  {
    files: ['src/**'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [BOTH_LANGUAGES] }] },
  },
  // Components read and write through API modules: none calls the client or writes an /api/ path.
  {
    files: ['src/features/**', 'src/app/**', 'src/components/**'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/features/*/api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [BOTH_LANGUAGES, ...API_LAYER] }],
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: API_MODULE_ONLY },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: API_MODULE_ONLY },
      ],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', 'react/*', 'react-dom/*'], message: 'The domain is pure: no React.' },
            {
              group: ['node:*', 'fs', 'path', 'http', 'pg', '@electric-sql/*', 'hono', 'hono/*'],
              message: 'The domain does no I/O.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'navigator'],
    },
  },
  prettier,
);
