// Lint rules that encode the architecture (see docs/decisions/0001-stack-and-structure.md):
// - src/domain is pure: no React, DOM, I/O or other layers;
// - src/ never imports server/;
// - features never import each other; shared code (components, lib, config, i18n) never imports features or app;
// - no import cycles; type-only imports are marked; jsx-a11y; no copy hard-coded in JSX.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = [
  'calculators',
  'contact-form',
  'language-switcher',
  'site-header',
  'site-footer',
  'hero',
  'portfolio',
  'philosophy',
  'about',
  'how-it-works',
  'services',
  'concierge',
  'cookie-banner',
  'legal',
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'test-results/**', 'playwright-report/**', '.reports/**', 'data/**'] },
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
            {
              group: ['**/features/**', '**/components/**', '**/app/**', '**/i18n/**', '**/lib/**', '**/server/**'],
              message: 'The domain imports nothing from other layers.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'navigator'],
    },
  },
  {
    files: ['src/**'],
    ignores: ['src/domain/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'src/ never imports server/.' }] }],
    },
  },
  {
    files: ['src/components/**', 'src/lib/**', 'src/config/**', 'src/i18n/**', 'src/content/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/features/**', '**/app/**'], message: 'Shared code never imports features or the app shell.' },
            { group: ['**/server/**'], message: 'src/ never imports server/.' },
          ],
        },
      ],
    },
  },
  ...FEATURES.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: FEATURES.filter((f) => f !== feature).map((f) => `**/features/${f}/**`),
              message: 'Features do not import each other: compose them in src/app.',
            },
            { group: ['**/app/**'], message: 'Features do not import the app shell.' },
            { group: ['**/server/**'], message: 'src/ never imports server/.' },
          ],
        },
      ],
    },
  })),
  prettier,
);
